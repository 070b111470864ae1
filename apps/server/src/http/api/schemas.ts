import { z } from 'zod';

/** A query-string boolean: true/false/1/0 (anything else is a 400, not a silent false). */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/**
 * The largest PostgreSQL `integer`, the type of every id column: an id past it names no row, and
 * sent to the database it would fail the query (a 500) instead of finding nothing.
 */
const MAX_ROW_ID = 2_147_483_647;
/** A row's id in a JSON body. */
export const rowId = z.number().int().positive().max(MAX_ROW_ID);
/** A row's id in a query string, or a path read as a number. */
export const rowIdQuery = z.coerce.number().int().positive().max(MAX_ROW_ID);
/** A row's id in a path: digits only. */
export const idParam = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((n) => n <= MAX_ROW_ID);

export const localeQuery = z.enum(['mn', 'en', 'ru', 'cn', 'it']).optional();

export const errorBody = z.object({
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string(),
});

const taxonFields = {
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  translation_en: z.string(),
  permalink: z.string(),
  depth: z.number().int(),
  position: z.number().int(),
  illustration: z.string().nullable(),
};

export const taxon = z.object(taxonFields);

export type TaxonNodeOut = z.infer<typeof taxon> & { children: TaxonNodeOut[] };
export const taxonNode: z.ZodType<TaxonNodeOut> = z.lazy(() =>
  z.object({ ...taxonFields, children: z.array(taxonNode) }),
);
// Named in the OpenAPI document, so the recursion is a $ref to a schema that exists.
z.globalRegistry.add(taxonNode, { id: 'TaxonNode' });

export type MenuOut = {
  id: number;
  placement: string;
  title: string;
  url: string | null;
  children: MenuOut[];
};
export const menuItem: z.ZodType<MenuOut> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    placement: z.string(),
    title: z.string(),
    url: z.string().nullable(),
    children: z.array(menuItem),
  }),
);
z.globalRegistry.add(menuItem, { id: 'MenuItem' });

/** A product as every list shows it (rails, search results, vendor pages, related products). */
export const productCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  brand: z.string().nullable(),
  price: z.number().int().describe('List price in tögrög'),
  selling_price: z.number().int().describe('Price now in tögrög'),
  sale_percent: z.number().int(),
  badge_ids: z.array(z.number().int()),
  average_rating: z.number(),
  total_reviews: z.number().int(),
  total_on_hand: z.number().int(),
});

/** A slug in a path (articles, news, pages, look books, promotions, jobs): what core writes. */
export const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });
