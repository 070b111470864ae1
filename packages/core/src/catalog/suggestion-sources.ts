import { asc } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/index.ts';
import { catalogBrand, catalogKeyword, catalogTaxon } from './schema.ts';

export interface SuggestionSources {
  keywords: { name: string; mn: string }[];
  /** Categories with every name they go by (all locales) and the one to show. */
  taxons: { id: number; permalink: string; label: string; names: string[] }[];
  brands: { id: number; code: string; name: string }[];
}

/** The small lists search suggestions draw on besides product titles. */
export async function suggestionSources(ctx: Ctx): Promise<SuggestionSources> {
  const [keywords, taxons, brands] = await Promise.all([
    ctx.db.select({ name: catalogKeyword.name, mn: catalogKeyword.mn }).from(catalogKeyword),
    ctx.db.select().from(catalogTaxon).orderBy(asc(catalogTaxon.depth), asc(catalogTaxon.position)),
    ctx.db
      .select({ id: catalogBrand.id, code: catalogBrand.code, name: catalogBrand.name })
      .from(catalogBrand)
      .orderBy(asc(catalogBrand.name)),
  ]);
  return {
    keywords,
    taxons: taxons.map((t) => ({
      id: t.id,
      permalink: t.permalink,
      label: translated(t.name, t.translations, ctx.locale),
      names: [t.name, ...Object.values(t.translations).map((f) => f?.name ?? '')],
    })),
    brands,
  };
}
