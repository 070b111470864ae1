import { sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search document of a product (spec §3 "Product (search document)"): everything a list
 * shows, filters or sorts on, copied from the catalogue by `reindexProducts`, so a search reads
 * one table, as a search cluster would read one index.
 */
export const searchProduct = pgTable(
  'search_product',
  {
    productId: integer('product_id').primaryKey(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    /** The product's name in each locale. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    image: text('image'),
    brandId: integer('brand_id'),
    brandName: text('brand_name'),
    vendorId: integer('vendor_id'),
    /** The product's category and all its ancestors. */
    taxonIds: integer('taxon_ids').array().notNull(),
    colors: text('colors').array().notNull(),
    sizes: text('sizes').array().notNull(),
    price: integer('price').notNull(),
    sellingPrice: integer('selling_price').notNull(),
    salePercent: integer('sale_percent').notNull(),
    saleStartAt: timestamp('sale_start_at', { withTimezone: true }),
    saleExpireAt: timestamp('sale_expire_at', { withTimezone: true }),
    availableOn: timestamp('available_on', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    totalOnHand: integer('total_on_hand').notNull(),
    averageRating: doublePrecision('average_rating').notNull(),
    totalReviews: integer('total_reviews').notNull(),
    badgeIds: integer('badge_ids').array().notNull(),
    /** Canonical words (see canonical.ts) of the names, keywords and brand: typo matching. */
    titleKey: text('title_key').notNull(),
    /** Canonical words weighted A (names), B (keywords, brand, categories), C (description). */
    document: tsvector('document').notNull(),
  },
  (t) => [
    index('search_product_document_idx').using('gin', t.document),
    index('search_product_title_trgm_idx').using('gin', sql`${t.titleKey} gin_trgm_ops`),
    index('search_product_taxon_idx').using('gin', t.taxonIds),
    // Size and colour filters (and the facets counted under them) without reading every row.
    index('search_product_sizes_idx').using('gin', t.sizes),
    index('search_product_colors_idx').using('gin', t.colors),
    index('search_product_brand_idx').on(t.brandId),
    index('search_product_vendor_idx').on(t.vendorId),
    index('search_product_created_idx').on(t.createdAt),
    index('search_product_sku_idx').on(t.sku),
    // Deals: the running sales with an end, a few per cent of the catalogue.
    index('search_product_deal_idx')
      .on(t.saleExpireAt)
      .where(sql`${t.salePercent} > 0 and ${t.saleExpireAt} is not null`),
    // The default list order (popularity) under the default filter's stock and picture
    // conditions: the first page of a list without words walks this index instead of sorting
    // every product.
    index('search_product_popularity_idx')
      .on(sql`(${t.totalReviews} * ${t.averageRating}) desc`, sql`${t.productId} desc`)
      .where(sql`${t.image} is not null and ${t.totalOnHand} > 0`),
    // The same order with sold-out products last (the default availability, `all`), holding
    // what the price filter and the default filter read: a list no cache has seen takes its
    // page in order from this index, and counts its matches from it without reading the rows
    // (1.8 KB each with their words; 6.8 MB here for 100,000 products against 180 MB).
    index('search_product_list_idx')
      .on(
        sql`(${t.totalOnHand} > 0) desc`,
        sql`(${t.totalReviews} * ${t.averageRating}) desc`,
        sql`${t.productId} desc`,
        t.price,
        t.sellingPrice,
        t.salePercent,
        t.saleStartAt,
        t.saleExpireAt,
        t.availableOn,
      )
      .where(sql`${t.image} is not null`),
  ],
);

/**
 * Airports (spec §3 "Airport", §7 the search service's airport search): OurAirports' list with
 * Mongolian names for Mongolia's own airports. `words` holds the canonical words of every code
 * and name, Latin and Cyrillic alike, so one word-prefix match finds "Чингис" and "chinggis".
 */
export const searchAirport = pgTable(
  'search_airport',
  {
    id: integer('id').primaryKey(),
    iata: text('iata').notNull(),
    icao: text('icao'),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    country: text('country').notNull(),
    cc: text('cc'),
    /** Names in other locales: { mn: { name, city } }. */
    translations: jsonb('translations').$type<Record<string, Record<string, string>>>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    words: text('words').notNull(),
  },
  (t) => [index('search_airport_iata_idx').on(t.iata)],
);
