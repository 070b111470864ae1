import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/index.ts';
import { catalogOptionValue } from './schema.ts';

export interface ColorOption {
  code: string;
  name: string;
  hex: string | null;
}

/** The colours variants come in, named in the context's locale (the "color" option key). */
export async function listColors(ctx: Ctx): Promise<ColorOption[]> {
  const rows = await ctx.db
    .select()
    .from(catalogOptionValue)
    .where(eq(catalogOptionValue.optionType, 'color'))
    .orderBy(asc(catalogOptionValue.position));
  return rows.map((r) => ({
    code: r.code,
    name: translated(r.name, r.translations, ctx.locale),
    hex: r.hex,
  }));
}
