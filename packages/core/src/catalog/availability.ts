/**
 * The availability labels of spec §4. The spec names them but not their thresholds; ours:
 *
 * - `sold_out`: the product has nothing left in any variant (its total on hand is 0);
 * - `out_of_stock`: the chosen variant (or store) has none, while other variants still have some;
 * - `low_stock`: 1 to LOW_STOCK_MAX (5) on hand: "hurry", few left;
 * - `high_stock`: HIGH_STOCK_MIN (50) or more on hand: plenty, big orders welcome;
 * - `in_stock`: anything between.
 *
 * The same rule labels a whole product (count = its total), a variant (count = that variant's
 * total) and a variant in one store (count = that store's count).
 */
export type Availability = 'in_stock' | 'low_stock' | 'high_stock' | 'out_of_stock' | 'sold_out';

export const LOW_STOCK_MAX = 5;
export const HIGH_STOCK_MIN = 50;

/** The label for `count` on hand, given what the whole product has left (`productTotal`). */
export function availabilityOf(count: number, productTotal: number = count): Availability {
  if (productTotal <= 0) return 'sold_out';
  if (count <= 0) return 'out_of_stock';
  if (count <= LOW_STOCK_MAX) return 'low_stock';
  if (count >= HIGH_STOCK_MIN) return 'high_stock';
  return 'in_stock';
}

/** Whether a shopper can order something with this label. */
export function isPurchasable(availability: Availability): boolean {
  return availability !== 'sold_out' && availability !== 'out_of_stock';
}

/** The schema.org offer availability for a label (Product structured data). */
export function schemaOrgAvailability(availability: Availability, preorder: boolean): string {
  if (preorder) return 'https://schema.org/PreOrder';
  if (availability === 'sold_out') return 'https://schema.org/SoldOut';
  if (availability === 'out_of_stock') return 'https://schema.org/OutOfStock';
  if (availability === 'low_stock') return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}
