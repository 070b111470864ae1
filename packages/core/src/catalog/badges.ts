import { asc } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/index.ts';
import { catalogBadge } from './schema.ts';

export interface Badge {
  id: number;
  code: string;
  name: string;
  color: string;
}

/** The product badges ("New", "Bestseller", ...) in the context's locale. */
export async function listBadges(ctx: Ctx): Promise<Badge[]> {
  const rows = await ctx.db.select().from(catalogBadge).orderBy(asc(catalogBadge.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: translated(r.name, r.translations, ctx.locale),
    color: r.color,
  }));
}
