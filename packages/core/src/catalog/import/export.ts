import { stringify } from 'csv-stringify/sync';
import { asc, gt, inArray } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { listStoreLocations, stockOfVariants } from '../../inventory/index.ts';
import {
  catalogBrand,
  catalogProduct,
  catalogTaxon,
  catalogVariant,
  catalogVendor,
} from '../schema.ts';
import { catalogueColumns, dayOf, lastSaleDay, TEXT_LOCALES } from './columns.ts';

const BATCH = 1_000;

/**
 * The whole catalogue as CSV in the import's columns (one row per variant, every product
 * whatever its status), a batch of products at a time: the header first, then the rows. An
 * export imported again changes nothing.
 */
export async function* exportCatalogueCsv(ctx: Ctx): AsyncGenerator<string> {
  const [locations, taxons, brands, vendors] = await Promise.all([
    listStoreLocations(ctx),
    ctx.db.select({ id: catalogTaxon.id, key: catalogTaxon.permalink }).from(catalogTaxon),
    ctx.db.select({ id: catalogBrand.id, key: catalogBrand.code }).from(catalogBrand),
    ctx.db.select({ id: catalogVendor.id, key: catalogVendor.code }).from(catalogVendor),
  ]);
  const byId = (rows: { id: number; key: string }[]) => new Map(rows.map((r) => [r.id, r.key]));
  const [taxon, brand, vendor] = [byId(taxons), byId(brands), byId(vendors)];
  yield stringify([catalogueColumns(locations.map((l) => l.code))]);
  let afterId = 0;
  for (;;) {
    const products = await ctx.db
      .select()
      .from(catalogProduct)
      .where(gt(catalogProduct.id, afterId))
      .orderBy(asc(catalogProduct.id))
      .limit(BATCH);
    const last = products.at(-1);
    if (!last) return;
    afterId = last.id;
    const variants = await ctx.db
      .select()
      .from(catalogVariant)
      .where(
        inArray(
          catalogVariant.productId,
          products.map((p) => p.id),
        ),
      )
      .orderBy(asc(catalogVariant.productId), asc(catalogVariant.position), asc(catalogVariant.id));
    const stock = await stockOfVariants(
      ctx,
      variants.map((v) => v.id),
    );
    const counts = new Map(
      stock.map((s) => [`${s.variant_id}:${s.stock_location_id}`, s.count_on_hand]),
    );
    const variantsOf = new Map<number, (typeof variants)[number][]>();
    for (const v of variants)
      variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), v]);
    const rows: (string | number)[][] = [];
    for (const p of products) {
      const own = [
        ...TEXT_LOCALES.map((l) => (l === 'mn' ? p.name : (p.translations[l]?.name ?? ''))),
        ...TEXT_LOCALES.map((l) =>
          l === 'mn' ? p.description : (p.translations[l]?.description ?? ''),
        ),
        taxon.get(p.taxonId) ?? '',
        p.brandId ? (brand.get(p.brandId) ?? '') : '',
        p.vendorId ? (vendor.get(p.vendorId) ?? '') : '',
        p.saleStartAt ? dayOf(p.saleStartAt) : '',
        p.saleExpireAt ? lastSaleDay(p.saleExpireAt) : '',
        dayOf(p.availableOn),
        p.status,
        p.returnNoticeHours,
        p.deliveryLead,
      ];
      for (const v of variantsOf.get(p.id) ?? []) {
        rows.push([
          p.sku,
          v.sku,
          ...own,
          v.price,
          v.sellingPrice < v.price ? v.sellingPrice : '',
          v.optionValues.color ?? '',
          v.optionValues.size ?? '',
          v.weightGrams,
          ...locations.map((l) => counts.get(`${v.id}:${l.id}`) ?? 0),
        ]);
      }
    }
    yield stringify(rows);
  }
}
