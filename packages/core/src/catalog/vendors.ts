import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/index.ts';
import { type Paged, type PageQuery, pageInfo, visibleProductCount } from './brands.ts';
import { type ProductCard, productRail, shopperVisible } from './product-cards.ts';
import { catalogProduct, catalogVendor } from './schema.ts';

/** A store selling on the marketplace, named in the context's locale. */
export interface Vendor {
  id: number;
  code: string;
  name: string;
  about: string | null;
  logo: string;
  /** Products a shopper can see now (the default filter). */
  product_count: number;
}

/** A vendor as a link shows it: who sells a brand, and how many of its products. */
export type VendorSummary = Omit<Vendor, 'about'>;

export type VendorPage = Paged & { vendor: Vendor; products: ProductCard[] };

type VendorRow = typeof catalogVendor.$inferSelect & { productCount: number };

const vendorColumns = (now: Date) => ({
  id: catalogVendor.id,
  code: catalogVendor.code,
  name: catalogVendor.name,
  translations: catalogVendor.translations,
  logo: catalogVendor.logo,
  about: catalogVendor.about,
  productCount: visibleProductCount(now, catalogProduct.vendorId, catalogVendor.id),
});

function toVendor(ctx: Ctx, row: VendorRow): Vendor {
  return {
    id: row.id,
    code: row.code,
    name: translated(row.name, row.translations, ctx.locale),
    about: row.about === null ? null : translated(row.about, row.translations, ctx.locale, 'about'),
    logo: row.logo,
    product_count: row.productCount,
  };
}

/** A page of vendors, the shop's own store first (in the order they joined). */
export async function listVendors(
  ctx: Ctx,
  query: PageQuery,
): Promise<Paged & { vendors: Vendor[] }> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(vendorColumns(ctx.now))
      .from(catalogVendor)
      .orderBy(asc(catalogVendor.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ n: count() }).from(catalogVendor),
  ]);
  const vendors = rows.map((row) => toVendor(ctx, row));
  return { vendors, ...pageInfo(query, vendors.length, total?.n ?? 0) };
}

/** One vendor by its code, or null when there is none. */
export async function getVendor(ctx: Ctx, code: string): Promise<Vendor | null> {
  const [row] = await ctx.db
    .select(vendorColumns(ctx.now))
    .from(catalogVendor)
    .where(eq(catalogVendor.code, code));
  return row ? toVendor(ctx, row) : null;
}

/** A page of a vendor's products, newest first, with the default filter applied. */
export async function vendorProducts(
  ctx: Ctx,
  vendorId: number,
  query: PageQuery,
): Promise<Paged & { products: ProductCard[] }> {
  const [products, [total]] = await Promise.all([
    productRail(ctx, {
      sort: 'date_desc',
      vendorId,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
    ctx.db
      .select({ n: count() })
      .from(catalogProduct)
      .where(and(eq(catalogProduct.vendorId, vendorId), shopperVisible(ctx.now))),
  ]);
  return { products, ...pageInfo(query, products.length, total?.n ?? 0) };
}

/** A vendor with one page of its products (the vendor page), or null for an unknown code. */
export async function vendorPage(
  ctx: Ctx,
  code: string,
  query: PageQuery,
): Promise<VendorPage | null> {
  const vendor = await getVendor(ctx, code);
  if (!vendor) return null;
  return { vendor, ...(await vendorProducts(ctx, vendor.id, query)) };
}

/** The vendors selling a brand's products now, the one with the most of them first. */
export async function brandVendors(ctx: Ctx, brandId: number): Promise<VendorSummary[]> {
  const productCount = sql<number>`count(*)::int`;
  const rows = await ctx.db
    .select({
      id: catalogVendor.id,
      code: catalogVendor.code,
      name: catalogVendor.name,
      translations: catalogVendor.translations,
      logo: catalogVendor.logo,
      productCount,
    })
    .from(catalogProduct)
    .innerJoin(catalogVendor, eq(catalogVendor.id, catalogProduct.vendorId))
    .where(and(eq(catalogProduct.brandId, brandId), shopperVisible(ctx.now)))
    .groupBy(catalogVendor.id)
    .orderBy(desc(productCount), asc(catalogVendor.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: translated(r.name, r.translations, ctx.locale),
    logo: r.logo,
    product_count: r.productCount,
  }));
}

/** Every vendor code, for the sitemap. */
export async function vendorCodes(ctx: Ctx): Promise<string[]> {
  const rows = await ctx.db
    .select({ code: catalogVendor.code })
    .from(catalogVendor)
    .orderBy(asc(catalogVendor.id));
  return rows.map((r) => r.code);
}
