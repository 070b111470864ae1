// No imports: the web app's browser code reads this list too.
export const SORTS = [
  'relevance',
  'random',
  'date_desc',
  'date_asc',
  'price_asc',
  'price_desc',
  'sale_desc',
  'name_asc',
  'name_desc',
  'popularity',
  /** Deals: the sale that ends first comes first (sales without an end come last). */
  'ending_soon',
] as const;
export type Sort = (typeof SORTS)[number];
