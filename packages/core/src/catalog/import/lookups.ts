import { inArray } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { listStoreLocations } from '../../inventory/index.ts';
import type { Translations } from '../../shared/index.ts';
import type { DeliveryLead } from '../delivery-lead.ts';
import {
  catalogBrand,
  catalogProduct,
  catalogTaxon,
  catalogVariant,
  catalogVendor,
  type OptionValues,
  type ProductStatus,
} from '../schema.ts';
import type { CatalogueTable } from './parse.ts';

/** A product the file updates, as it is now (what the file leaves out stays so). */
export interface ExistingProduct {
  id: number;
  slug: string;
  name: string;
  description: string;
  translations: Translations;
  taxonId: number;
  brandId: number | null;
  vendorId: number | null;
  status: ProductStatus;
  returnNoticeHours: number;
  deliveryLead: DeliveryLead;
  saleStartAt: Date | null;
  saleExpireAt: Date | null;
  availableOn: Date;
}

export interface ExistingVariant {
  id: number;
  productId: number;
  price: number;
  sellingPrice: number;
  optionValues: OptionValues;
  weightGrams: number;
}

/** What an import's rows name, by the codes and SKUs a file uses. */
export interface ImportLookups {
  taxonIds: Map<string, number>;
  brandIds: Map<string, number>;
  vendorIds: Map<string, number>;
  locationIds: Map<string, number>;
  products: Map<string, ExistingProduct>;
  variants: Map<string, ExistingVariant>;
}

const CHUNK = 5_000;

/** The store locations' codes, for the file's `stock:` columns. */
export async function locationCodes(ctx: Ctx): Promise<string[]> {
  return (await listStoreLocations(ctx)).map((l) => l.code);
}

/** Looks up the categories, brands, vendors, locations and the products and variants named. */
export async function loadImportLookups(ctx: Ctx, table: CatalogueTable): Promise<ImportLookups> {
  const productAt = table.columns.indexOf('product_sku');
  const variantAt = table.columns.indexOf('variant_sku');
  const productSkus = new Set<string>();
  const variantSkus = new Set<string>();
  for (const { cells } of table.records) {
    productSkus.add((cells[productAt] ?? '').trim());
    variantSkus.add((cells[variantAt] ?? '').trim());
  }
  // One after another: inside the import's transaction there is one connection.
  const taxons = await ctx.db
    .select({ id: catalogTaxon.id, key: catalogTaxon.permalink })
    .from(catalogTaxon);
  const brands = await ctx.db
    .select({ id: catalogBrand.id, key: catalogBrand.code })
    .from(catalogBrand);
  const vendors = await ctx.db
    .select({ id: catalogVendor.id, key: catalogVendor.code })
    .from(catalogVendor);
  const locations = await listStoreLocations(ctx);
  const products = new Map<string, ExistingProduct>();
  for (const skus of chunks([...productSkus])) {
    const rows = await ctx.db
      .select({
        sku: catalogProduct.sku,
        id: catalogProduct.id,
        slug: catalogProduct.slug,
        name: catalogProduct.name,
        description: catalogProduct.description,
        translations: catalogProduct.translations,
        taxonId: catalogProduct.taxonId,
        brandId: catalogProduct.brandId,
        vendorId: catalogProduct.vendorId,
        status: catalogProduct.status,
        returnNoticeHours: catalogProduct.returnNoticeHours,
        deliveryLead: catalogProduct.deliveryLead,
        saleStartAt: catalogProduct.saleStartAt,
        saleExpireAt: catalogProduct.saleExpireAt,
        availableOn: catalogProduct.availableOn,
      })
      .from(catalogProduct)
      .where(inArray(catalogProduct.sku, skus));
    for (const { sku, ...product } of rows) products.set(sku, product);
  }
  const variants = new Map<string, ExistingVariant>();
  for (const skus of chunks([...variantSkus])) {
    const rows = await ctx.db
      .select({
        sku: catalogVariant.sku,
        id: catalogVariant.id,
        productId: catalogVariant.productId,
        price: catalogVariant.price,
        sellingPrice: catalogVariant.sellingPrice,
        optionValues: catalogVariant.optionValues,
        weightGrams: catalogVariant.weightGrams,
      })
      .from(catalogVariant)
      .where(inArray(catalogVariant.sku, skus));
    for (const { sku, ...variant } of rows) variants.set(sku, variant);
  }
  const byKey = (rows: { id: number; key: string }[]) => new Map(rows.map((r) => [r.key, r.id]));
  return {
    taxonIds: byKey(taxons),
    brandIds: byKey(brands),
    vendorIds: byKey(vendors),
    locationIds: new Map(locations.map((l) => [l.code, l.id])),
    products,
    variants,
  };
}

function* chunks<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}
