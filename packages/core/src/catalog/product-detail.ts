import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { stockOfVariants } from '../inventory/index.ts';
import { type Translations, translated } from '../shared/index.ts';
import { type Availability, availabilityOf } from './availability.ts';
import { type Badge, listBadges } from './badges.ts';
import type { DeliveryLead } from './delivery-lead.ts';
import { type PackageComponent, packageComponents } from './packages.ts';
import { saleActive } from './product-cards.ts';
import {
  catalogBrand,
  catalogKeyword,
  catalogOptionValue,
  catalogProduct,
  catalogProductImage,
  catalogProductKeyword,
  catalogVariant,
  catalogVendor,
} from './schema.ts';

export interface OptionValue {
  /** The configured option key: 'color' or 'size'. */
  type: 'color' | 'size';
  code: string;
  name: string;
  hex: string | null;
}

export interface VariantDetail {
  id: number;
  sku: string;
  image: string | null;
  price: number;
  /** The price to pay now: the sale price inside the sale window, else the list price. */
  selling_price: number;
  option_values: OptionValue[];
  total_on_hand: number;
  availability: Availability;
}

export interface TaxonLevel {
  id: number;
  name: string;
  permalink: string;
  depth: number;
}

/** A product as its own page shows it (spec §3), in the context's locale. */
export interface ProductDetail {
  id: number;
  slug: string;
  sku: string;
  name: string;
  title: string;
  description: string;
  image: string | null;
  images: string[];
  price: number;
  selling_price: number;
  /** 0 outside the sale window. */
  sale_percent: number;
  sale_start_at: string | null;
  sale_expire_at: string | null;
  available_on: string;
  /** Not yet available: shown on its own page as a pre-order, hidden from lists. */
  preorder: boolean;
  variants: VariantDetail[];
  brand: { id: number; code: string; name: string; logo: string } | null;
  store: { name: string; logo: string; code: string; vendor_id: number } | null;
  /** The category path from the top level (l0) down to the product's own category. */
  taxonomy: TaxonLevel[];
  badges: Badge[];
  keywords: { id: number; name: string; mn: string }[];
  gpc: string | null;
  gpc_txt: string | null;
  properties: { label: string; value: string }[];
  average_rating: number;
  total_reviews: number;
  total_on_hand: number;
  availability: Availability;
  age_restricted: boolean;
  /** Hours after delivery to report a damaged or wrong item (24, 48 or 72, by kind). */
  return_notice_hours: number;
  /** How soon it can be sent: `now` from stock, else 24-48h, 48-72h or 7-14d (DELIVERY_LEADS). */
  delivery_lead: DeliveryLead;
  /** What a package product may hold (spec §3 Package product); null for any other product. */
  package_components: PackageComponent[] | null;
  created_at: string;
  updated_at: string;
}

const MAX_ID = 2_147_483_647;

/**
 * The condition finding a published product by its slug or its numeric id: a draft or an
 * archived product has no page for shoppers.
 */
export function productKey(slugOrId: string | number) {
  const text = String(slugOrId);
  const published = eq(catalogProduct.status, 'published');
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    // An id beyond the column's range names no product (and must not reach the database).
    return id <= MAX_ID ? and(eq(catalogProduct.id, id), published) : sql`false`;
  }
  return and(eq(catalogProduct.slug, text), published);
}

/**
 * The full product for its page and `GET /products/{slugOrId}`, or null when there is none.
 * Unlike lists, it does not apply the default filter: a product not yet available, sold out or
 * without a picture still has its page (marked pre-order, sold out, or drawn as a placeholder).
 */
export async function productDetail(
  ctx: Ctx,
  slugOrId: string | number,
): Promise<ProductDetail | null> {
  const active = saleActive(ctx.now);
  const [row] = await ctx.db
    .select({
      product: catalogProduct,
      saleRunning: active,
      brand: catalogBrand,
      vendor: catalogVendor,
    })
    .from(catalogProduct)
    .leftJoin(catalogBrand, eq(catalogBrand.id, catalogProduct.brandId))
    .leftJoin(catalogVendor, eq(catalogVendor.id, catalogProduct.vendorId))
    .where(productKey(slugOrId))
    .limit(1);
  if (!row) return null;
  const p = row.product;
  const onSale = row.saleRunning === true || String(row.saleRunning) === 'true';

  const [images, variantRows, taxonomy, keywords, badges, packages] = await Promise.all([
    ctx.db
      .select({ url: catalogProductImage.url })
      .from(catalogProductImage)
      .where(eq(catalogProductImage.productId, p.id))
      .orderBy(asc(catalogProductImage.position), asc(catalogProductImage.id)),
    ctx.db
      .select()
      .from(catalogVariant)
      .where(eq(catalogVariant.productId, p.id))
      .orderBy(asc(catalogVariant.position), asc(catalogVariant.id)),
    taxonPath(ctx, p.taxonId),
    ctx.db
      .select({ id: catalogKeyword.id, name: catalogKeyword.name, mn: catalogKeyword.mn })
      .from(catalogProductKeyword)
      .innerJoin(catalogKeyword, eq(catalogKeyword.id, catalogProductKeyword.keywordId))
      .where(eq(catalogProductKeyword.productId, p.id))
      .orderBy(asc(catalogKeyword.id)),
    p.badgeIds.length ? listBadges(ctx) : Promise.resolve([] as Badge[]),
    packageComponents(ctx, [p.id]),
  ]);

  const colorCodes = [
    ...new Set(variantRows.flatMap((v) => (v.optionValues.color ? [v.optionValues.color] : []))),
  ];
  const [colors, stock] = await Promise.all([
    colorCodes.length
      ? ctx.db
          .select()
          .from(catalogOptionValue)
          .where(
            and(
              eq(catalogOptionValue.optionType, 'color'),
              inArray(catalogOptionValue.code, colorCodes),
            ),
          )
      : Promise.resolve([]),
    stockOfVariants(
      ctx,
      variantRows.map((v) => v.id),
    ),
  ]);
  const colorByCode = new Map(colors.map((c) => [c.code, c]));
  const onHand = new Map<number, number>();
  for (const s of stock)
    onHand.set(s.variant_id, (onHand.get(s.variant_id) ?? 0) + s.count_on_hand);
  const totalOnHand = [...onHand.values()].reduce((a, b) => a + b, 0);

  const variants = variantRows.map((v): VariantDetail => {
    const options: OptionValue[] = [];
    const color = v.optionValues.color ? colorByCode.get(v.optionValues.color) : undefined;
    if (v.optionValues.color) {
      options.push({
        type: 'color',
        code: v.optionValues.color,
        name: color ? translated(color.name, color.translations, ctx.locale) : v.optionValues.color,
        hex: color?.hex ?? null,
      });
    }
    if (v.optionValues.size) {
      options.push({
        type: 'size',
        code: v.optionValues.size,
        name: v.optionValues.size,
        hex: null,
      });
    }
    const count = onHand.get(v.id) ?? 0;
    return {
      id: v.id,
      sku: v.sku,
      image: v.image,
      price: v.price,
      selling_price: onSale ? v.sellingPrice : v.price,
      option_values: options,
      total_on_hand: count,
      availability: availabilityOf(count, totalOnHand),
    };
  });

  const name = translated(p.name, p.translations, ctx.locale);
  return {
    id: p.id,
    slug: p.slug,
    sku: p.sku,
    name,
    title: name,
    description: translated(p.description, p.translations, ctx.locale, 'description'),
    image: p.image,
    images: images.length ? images.map((i) => i.url) : p.image ? [p.image] : [],
    price: p.price,
    selling_price: onSale ? p.sellingPrice : p.price,
    sale_percent: onSale ? p.salePercent : 0,
    sale_start_at: p.saleStartAt?.toISOString() ?? null,
    sale_expire_at: p.saleExpireAt?.toISOString() ?? null,
    available_on: p.availableOn.toISOString(),
    preorder: p.availableOn.getTime() > ctx.now.getTime(),
    variants,
    brand: row.brand
      ? { id: row.brand.id, code: row.brand.code, name: row.brand.name, logo: row.brand.logo }
      : null,
    store: row.vendor
      ? {
          name: translated(row.vendor.name, row.vendor.translations, ctx.locale),
          logo: row.vendor.logo,
          code: row.vendor.code,
          vendor_id: row.vendor.id,
        }
      : null,
    taxonomy,
    badges: badges.filter((b) => p.badgeIds.includes(b.id)),
    keywords,
    gpc: p.gpc,
    gpc_txt: p.gpcText,
    properties: p.properties.map((prop) => ({
      label: localeText(prop.label, ctx.locale),
      value: localeText(prop.value, ctx.locale),
    })),
    average_rating: p.averageRating,
    total_reviews: p.totalReviews,
    total_on_hand: totalOnHand,
    availability: availabilityOf(totalOnHand),
    age_restricted: p.ageRestricted,
    return_notice_hours: p.returnNoticeHours,
    delivery_lead: p.deliveryLead,
    package_components: packages.get(p.id) ?? null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** A property text stored per locale ({ mn, en, ... }), falling back to mn. */
function localeText(text: Record<string, string>, locale: Ctx['locale']): string {
  return text[locale] || text.mn || Object.values(text)[0] || '';
}

/** The category and its ancestors, top level first. */
async function taxonPath(ctx: Ctx, taxonId: number): Promise<TaxonLevel[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    translations: Translations | string;
    permalink: string;
    depth: number;
  }>(
    ctx.db,
    sql`with recursive path as (
      select id, parent_id, name, translations, permalink, depth from catalog_taxon
        where id = ${taxonId}
      union all
      select t.id, t.parent_id, t.name, t.translations, t.permalink, t.depth
        from catalog_taxon t join path on t.id = path.parent_id
    ) select id, name, translations, permalink, depth from path order by depth`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: translated(
      r.name,
      typeof r.translations === 'string' ? JSON.parse(r.translations) : r.translations,
      ctx.locale,
    ),
    permalink: r.permalink,
    depth: Number(r.depth),
  }));
}
