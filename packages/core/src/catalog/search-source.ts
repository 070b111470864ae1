import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { groupBy } from '../shared/index.ts';
import {
  catalogBrand,
  catalogKeyword,
  catalogProduct,
  catalogProductKeyword,
  catalogTaxon,
  catalogVariant,
} from './schema.ts';

/** A product with everything the search index copies from the catalogue. */
export interface ProductSource {
  id: number;
  slug: string;
  sku: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  image: string | null;
  brandId: number | null;
  brandName: string | null;
  vendorId: number | null;
  /** The product's category and its ancestors, nearest first. */
  taxonIds: number[];
  taxonNames: string[];
  keywords: { name: string; mn: string }[];
  colors: string[];
  sizes: string[];
  price: number;
  sellingPrice: number;
  salePercent: number;
  saleStartAt: Date | null;
  saleExpireAt: Date | null;
  availableOn: Date;
  createdAt: Date;
  totalOnHand: number;
  averageRating: number;
  totalReviews: number;
  badgeIds: number[];
}

/**
 * A batch of published products after `afterId` (of `ids` when given), in id order, as the
 * search index needs them (names in every locale, category path, keywords, variant
 * colours and sizes in the variants' order). Drafts and archived products are not searchable.
 */
export async function productsForIndex(
  ctx: Ctx,
  options: { afterId: number; limit: number; ids?: number[] },
): Promise<ProductSource[]> {
  const products = await ctx.db
    .select({
      product: catalogProduct,
      brandName: catalogBrand.name,
    })
    .from(catalogProduct)
    .leftJoin(catalogBrand, eq(catalogBrand.id, catalogProduct.brandId))
    .where(
      and(
        gt(catalogProduct.id, options.afterId),
        eq(catalogProduct.status, 'published'),
        options.ids ? inArray(catalogProduct.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(catalogProduct.id))
    .limit(options.limit);
  if (products.length === 0) return [];
  const ids = products.map((p) => p.product.id);
  // One after another: this runs inside the seed's transaction, on a single connection.
  const taxons = await ctx.db.select().from(catalogTaxon);
  const variants = await ctx.db
    .select({ productId: catalogVariant.productId, optionValues: catalogVariant.optionValues })
    .from(catalogVariant)
    .where(inArray(catalogVariant.productId, ids))
    .orderBy(asc(catalogVariant.position), asc(catalogVariant.id));
  const keywords = await ctx.db
    .select({
      productId: catalogProductKeyword.productId,
      name: catalogKeyword.name,
      mn: catalogKeyword.mn,
    })
    .from(catalogProductKeyword)
    .innerJoin(catalogKeyword, eq(catalogKeyword.id, catalogProductKeyword.keywordId))
    .where(inArray(catalogProductKeyword.productId, ids));
  const taxonById = new Map(taxons.map((t) => [t.id, t]));
  const pathOf = (taxonId: number) => {
    const path: (typeof taxons)[number][] = [];
    for (
      let t = taxonById.get(taxonId);
      t;
      t = t.parentId ? taxonById.get(t.parentId) : undefined
    ) {
      path.push(t);
    }
    return path;
  };
  const variantsOf = groupBy(variants, (v) => v.productId);
  const keywordsOf = groupBy(keywords, (k) => k.productId);
  return products.map(({ product: p, brandName }) => {
    const path = pathOf(p.taxonId);
    const own = variantsOf.get(p.id) ?? [];
    const names: Record<string, string> = { mn: p.name };
    const descriptions: Record<string, string> = { mn: p.description };
    for (const [locale, fields] of Object.entries(p.translations)) {
      if (fields?.name) names[locale] = fields.name;
      if (fields?.description) descriptions[locale] = fields.description;
    }
    return {
      id: p.id,
      slug: p.slug,
      sku: p.sku,
      names,
      descriptions,
      image: p.image,
      brandId: p.brandId,
      brandName,
      vendorId: p.vendorId,
      taxonIds: path.map((t) => t.id),
      taxonNames: path.flatMap((t) => [t.name, t.translations.en?.name ?? '']),
      keywords: (keywordsOf.get(p.id) ?? []).map(({ name, mn }) => ({ name, mn })),
      colors: [...new Set(own.map((v) => v.optionValues.color).filter((c): c is string => !!c))],
      sizes: [...new Set(own.map((v) => v.optionValues.size).filter((s): s is string => !!s))],
      price: p.price,
      sellingPrice: p.sellingPrice,
      salePercent: p.salePercent,
      saleStartAt: p.saleStartAt,
      saleExpireAt: p.saleExpireAt,
      availableOn: p.availableOn,
      createdAt: p.createdAt,
      totalOnHand: p.totalOnHand,
      averageRating: p.averageRating,
      totalReviews: p.totalReviews,
      badgeIds: p.badgeIds,
    };
  });
}
