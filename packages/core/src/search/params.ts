import { z } from 'zod';

import { SORTS } from './sorts.ts';

export { SORTS, type Sort } from './sorts.ts';

export const PAGE_SIZE = 40;
export const FACET_BUCKET_SIZE = 20;
/** Words shorter than this match as prefixes only beside a longer word (see query.ts). */
export const MIN_PREFIX_LETTERS = 3;
/** The time limit of one search, in the process and in the database (statement_timeout). */
export const SEARCH_TIMEOUT_MS = 10_000;

/** What a shopper (or a page) can ask of the product search. */
export const searchParams = z.object({
  q: z.string().trim().max(200).optional(),
  /** Category ids; a product matches when it is in any of them or below. */
  taxonIds: z.array(z.number().int().positive()).max(50).optional(),
  brandIds: z.array(z.number().int().positive()).max(50).optional(),
  vendorId: z.number().int().positive().optional(),
  priceMin: z.number().int().min(0).optional(),
  priceMax: z.number().int().min(0).optional(),
  sizes: z.array(z.string().max(40)).max(30).optional(),
  colors: z.array(z.string().max(40)).max(30).optional(),
  /** in_stock (the default filter) or all (sold-out products too, ranked after in-stock). */
  availability: z.enum(['in_stock', 'all']).default('in_stock'),
  onSale: z.boolean().optional(),
  /** Deals (spec §7): products whose sale is running now and has an end (a countdown to show). */
  deals: z.boolean().optional(),
  skus: z.array(z.string().max(80)).max(200).optional(),
  productIds: z.array(z.number().int().positive()).max(200).optional(),
  excludeIds: z.array(z.number().int().positive()).max(200).optional(),
  /** Products whose SKU starts with this (the same series: "other models"). */
  skuPrefix: z.string().max(40).optional(),
  sort: z.enum(SORTS).optional(),
  page: z.number().int().min(1).max(1000).default(1),
  perPage: z.number().int().min(1).max(100).default(PAGE_SIZE),
  facets: z.boolean().default(false),
  /** False when only the first hits matter (suggestions): the total is not counted. */
  countTotal: z.boolean().default(true),
  /** False to skip spelling correction and similarity matching (suggestions as you type). */
  fallbacks: z.boolean().default(true),
});

export type SearchParams = z.input<typeof searchParams>;
export type ParsedSearchParams = z.output<typeof searchParams>;
