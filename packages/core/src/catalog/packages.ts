import { asc, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { catalogPackageComponent } from './schema.ts';
import { variantOffers } from './variant-offers.ts';

/** A product a package may hold, as sold inside it: its first variant, at today's price. */
export interface PackageComponent {
  product_id: number;
  slug: string;
  name: string;
  image: string | null;
  variant_id: number;
  /** Unit price now, in tögrög (the sale price while a sale runs). */
  price: number;
  max_qty: number;
  /** Priced, available now and pictured (spec §9's default filter, stock aside). */
  on_sale: boolean;
}

/**
 * What each of these package products may hold, in the order its page lists them; a product
 * that is no package is absent from the map.
 */
export async function packageComponents(
  ctx: Ctx,
  packageProductIds: number[],
): Promise<Map<number, PackageComponent[]>> {
  const byPackage = new Map<number, PackageComponent[]>();
  if (packageProductIds.length === 0) return byPackage;
  const rows = await ctx.db
    .select()
    .from(catalogPackageComponent)
    .where(inArray(catalogPackageComponent.packageProductId, packageProductIds))
    .orderBy(asc(catalogPackageComponent.position));
  if (rows.length === 0) return byPackage;
  const productIds = [...new Set(rows.map((r) => r.componentProductId))];
  const firstVariants = await queryRows<{ product_id: number; id: number }>(
    ctx.db,
    sql`select distinct on (product_id) product_id, id from catalog_variant
        where product_id in ${productIds} order by product_id, position, id`,
  );
  const variantOf = new Map(firstVariants.map((v) => [Number(v.product_id), Number(v.id)]));
  const offers = await variantOffers(ctx, [...variantOf.values()]);
  for (const row of rows) {
    const variantId = variantOf.get(row.componentProductId);
    const offer = variantId === undefined ? undefined : offers.get(variantId);
    if (!offer) continue;
    const list = byPackage.get(row.packageProductId) ?? [];
    list.push({
      product_id: offer.productId,
      slug: offer.slug,
      name: offer.name,
      image: offer.image,
      variant_id: offer.variantId,
      price: offer.price,
      max_qty: row.maxQty,
      on_sale: offer.onSale && !offer.ageRestricted,
    });
    byPackage.set(row.packageProductId, list);
  }
  return byPackage;
}
