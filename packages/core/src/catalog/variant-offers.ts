import { eq, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { addToCounts, type Db, preparedForIds } from '../db/index.ts';
import { type Translations, translated } from '../shared/index.ts';
import type { DeliveryLead } from './delivery-lead.ts';
import { saleActive } from './product-cards.ts';
import { catalogBrand, catalogPackageComponent, catalogProduct, catalogVariant } from './schema.ts';

/** What a cart needs to know of a variant: what it is, what it costs now, whether it is sold. */
export interface VariantOffer {
  variantId: number;
  productId: number;
  sku: string;
  slug: string;
  /** In the context's language; `names` holds the product's others (a message per device). */
  name: string;
  names: { source: string; translations: Translations };
  brand: string | null;
  image: string | null;
  /** The price a shopper pays now (the sale price while the sale runs). */
  price: number;
  optionValues: Record<string, string>;
  /** Passes the default filter but stock (spec §9): priced, available now, with a picture. */
  onSale: boolean;
  ageRestricted: boolean;
  weightGrams: number;
  /** Hours after delivery to report it damaged or wrong (its product's kind). */
  returnNoticeHours: number;
  /** How soon its product can be sent (DELIVERY_LEADS). */
  deliveryLead: DeliveryLead;
  /** A package product (spec §3): sold only with the products chosen to go inside. */
  isPackage: boolean;
}

export async function variantOffers(
  ctx: Ctx,
  variantIds: number[],
): Promise<Map<number, VariantOffer>> {
  if (variantIds.length === 0) return new Map();
  const rows = await selectOffers(ctx.db, variantIds, { now: ctx.now.toISOString() });
  return new Map(
    rows.map((r) => [
      r.variantId,
      {
        variantId: r.variantId,
        productId: r.productId,
        sku: r.sku,
        slug: r.slug,
        name: translated(r.name, r.translations, ctx.locale),
        names: { source: r.name, translations: (r.translations ?? {}) as Translations },
        brand: r.brand,
        image: r.image,
        price: Number(r.price),
        optionValues: r.optionValues as Record<string, string>,
        onSale: Boolean(r.onSale),
        ageRestricted: r.ageRestricted,
        returnNoticeHours: r.returnNoticeHours,
        deliveryLead: r.deliveryLead,
        weightGrams: r.weightGrams,
        isPackage: r.isPackage === true || String(r.isPackage) === 'true',
      },
    ]),
  );
}

// The shop's hottest lookup (every cart step): built once, and the time is its parameter.
const selectOffers = preparedForIds('catalog_variant_offers', (db, ids) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const active = saleActive(now);
  return db
    .select({
      variantId: catalogVariant.id,
      productId: catalogProduct.id,
      sku: catalogVariant.sku,
      slug: catalogProduct.slug,
      name: catalogProduct.name,
      translations: catalogProduct.translations,
      brand: catalogBrand.name,
      image: sql<string | null>`coalesce(${catalogVariant.image}, ${catalogProduct.image})`,
      price: sql<number>`case when ${active} then ${catalogVariant.sellingPrice} else ${catalogVariant.price} end`,
      optionValues: catalogVariant.optionValues,
      onSale: sql<boolean>`(${catalogProduct.status} = 'published' and ${catalogVariant.sellingPrice} > 1 and ${catalogProduct.availableOn} <= ${now} and ${catalogProduct.image} is not null)`,
      ageRestricted: catalogProduct.ageRestricted,
      returnNoticeHours: catalogProduct.returnNoticeHours,
      deliveryLead: catalogProduct.deliveryLead,
      weightGrams: catalogVariant.weightGrams,
      isPackage: sql<boolean>`exists (select 1 from ${catalogPackageComponent} where ${catalogPackageComponent.packageProductId} = ${catalogProduct.id})`,
    })
    .from(catalogVariant)
    .innerJoin(catalogProduct, eq(catalogProduct.id, catalogVariant.productId))
    .leftJoin(catalogBrand, eq(catalogBrand.id, catalogProduct.brandId))
    .where(sql`${catalogVariant.id} in ${ids}`);
});

/**
 * Moves products' denormalised totals on hand (the default filter reads them) after stock was
 * taken or given back (`deltas`: product id to change), inside the caller's transaction.
 */
export async function adjustProductStock(
  tx: Db,
  deltas: ReadonlyMap<number, number>,
): Promise<void> {
  await addToCounts(
    tx,
    { table: catalogProduct, key: catalogProduct.id, count: catalogProduct.totalOnHand },
    deltas,
  );
}
