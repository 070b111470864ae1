import { asc, count, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/index.ts';
import { shopperVisible } from './product-cards.ts';
import { catalogBrand, catalogProduct } from './schema.ts';

export interface Brand {
  id: number;
  code: string;
  /** In the context's locale (the brand's own name where none is given). */
  name: string;
  logo: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string | null;
  /** Products a shopper can see now (the default filter). */
  product_count: number;
}

export interface PageQuery {
  /** 1-based. */
  page: number;
  perPage: number;
}

/** One page of a list, with the counts a pager needs (Spree's list shape). */
export interface Paged {
  count: number;
  total_count: number;
  current_page: number;
  per_page: number;
  pages: number;
}

export const DEFAULT_PER_PAGE = 20;
/** The spec's "per_page 999 for all". */
export const MAX_PER_PAGE = 999;

/** The pager's numbers for a page of `count` rows out of `total`. */
export function pageInfo(query: PageQuery, count: number, total: number): Paged {
  return {
    count,
    total_count: total,
    current_page: query.page,
    per_page: query.perPage,
    pages: Math.ceil(total / query.perPage),
  };
}

/**
 * How many shopper-visible products point at the outer row through `link` (brand_id or
 * vendor_id): a correlated count that probes that column's index once per listed row.
 */
export function visibleProductCount(now: Date, link: PgColumn, owner: PgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${catalogProduct}
    where ${qualified(link)} = ${qualified(owner)} and ${shopperVisible(now)})`;
}

// Drizzle leaves a single-table select's columns unqualified, which a subquery would misread.
function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

// Accents do not move a name out of its letter ("Üseg" sorts with U), the same on every server.
const byName = [sql`lower(unaccent(${catalogBrand.name})) collate "C"`, asc(catalogBrand.id)];

const brandColumns = (now: Date) => ({
  id: catalogBrand.id,
  code: catalogBrand.code,
  name: catalogBrand.name,
  translations: catalogBrand.translations,
  logo: catalogBrand.logo,
  country: catalogBrand.country,
  product_count: visibleProductCount(now, catalogProduct.brandId, catalogBrand.id),
});

type BrandRow = Brand & { translations: typeof catalogBrand.$inferSelect.translations };

function inLocale(ctx: Ctx, { translations, ...brand }: BrandRow): Brand {
  return { ...brand, name: translated(brand.name, translations, ctx.locale) };
}

/** A page of brands by name, each with its count of products on sale now. */
export async function listBrands(ctx: Ctx, query: PageQuery): Promise<Paged & { brands: Brand[] }> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(brandColumns(ctx.now))
      .from(catalogBrand)
      .orderBy(...byName)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ n: count() }).from(catalogBrand),
  ]);
  const brands = rows.map((row) => inLocale(ctx, row));
  return { brands, ...pageInfo(query, brands.length, total?.n ?? 0) };
}

/** One brand by its code, or null when there is none. */
export async function getBrand(ctx: Ctx, code: string): Promise<Brand | null> {
  const [brand] = await ctx.db
    .select(brandColumns(ctx.now))
    .from(catalogBrand)
    .where(eq(catalogBrand.code, code));
  return brand ? inLocale(ctx, brand) : null;
}

/** Every brand code, for the sitemap. */
export async function brandCodes(ctx: Ctx): Promise<string[]> {
  const rows = await ctx.db
    .select({ code: catalogBrand.code })
    .from(catalogBrand)
    .orderBy(asc(catalogBrand.id));
  return rows.map((r) => r.code);
}
