import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Translations } from '../shared/index.ts';
import type { DeliveryLead } from './delivery-lead.ts';
import { RETURN_NOTICE_CHOICES } from './return-notice.ts';

export type OptionValues = { color?: string; size?: string };
/** Draft: staff are still writing it. Archived: no longer sold, kept because orders name it. */
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type ProductProperty = { label: Record<string, string>; value: Record<string, string> };

export const catalogTaxon = pgTable(
  'catalog_taxon',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    permalink: text('permalink').notNull().unique(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    /** 0 for a top-level category; products carry levels l0-l4. */
    depth: integer('depth').notNull(),
    position: integer('position').notNull().default(0),
    illustration: text('illustration'),
  },
  (t) => [index('catalog_taxon_parent_idx').on(t.parentId, t.position)],
);

export const catalogBrand = pgTable('catalog_brand', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  logo: text('logo').notNull(),
  country: text('country'),
});

export const catalogVendor = pgTable('catalog_vendor', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  logo: text('logo').notNull(),
  about: text('about'),
});

/** A group of badges (spec §7 "badges groups"): what kind of mark they are. */
export const catalogBadgeGroup = pgTable('catalog_badge_group', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  position: integer('position').notNull().default(0),
});

export const catalogBadge = pgTable('catalog_badge', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  color: text('color').notNull(),
  groupId: integer('group_id').references(() => catalogBadgeGroup.id, { onDelete: 'set null' }),
});

export const catalogOptionValue = pgTable(
  'catalog_option_value',
  {
    id: serial('id').primaryKey(),
    /** 'color' or 'size': the configured option keys. */
    optionType: text('option_type').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    hex: text('hex'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('catalog_option_value_type_code_idx').on(t.optionType, t.code)],
);

export const catalogProduct = pgTable(
  'catalog_product',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    brandId: integer('brand_id'),
    vendorId: integer('vendor_id'),
    taxonId: integer('taxon_id').notNull(),
    price: integer('price').notNull(),
    /** The price during the sale window; outside it the list price applies (see saleActive). */
    sellingPrice: integer('selling_price').notNull(),
    salePercent: integer('sale_percent').notNull().default(0),
    saleStartAt: timestamp('sale_start_at', { withTimezone: true }),
    saleExpireAt: timestamp('sale_expire_at', { withTimezone: true }),
    availableOn: timestamp('available_on', { withTimezone: true }).notNull(),
    /** Denormalised from inventory so list queries can apply the default filter. */
    totalOnHand: integer('total_on_hand').notNull().default(0),
    image: text('image'),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    badgeIds: integer('badge_ids').array().notNull().default([]),
    gpc: text('gpc'),
    gpcText: text('gpc_txt'),
    properties: jsonb('properties').$type<ProductProperty[]>().notNull().default([]),
    /** Spirits sit behind the 21+ age gate. */
    ageRestricted: boolean('age_restricted').notNull().default(false),
    /**
     * Hours after delivery within which a damaged or wrong item is reported (one of
     * RETURN_NOTICE_CHOICES).
     */
    returnNoticeHours: smallint('return_notice_hours').notNull().default(RETURN_NOTICE_CHOICES[0]),
    /** How soon it can be sent (one of DELIVERY_LEADS): `now` from the shop's own stock. */
    deliveryLead: text('delivery_lead').$type<DeliveryLead>().notNull().default('now'),
    /** Only published products reach shoppers (lists, search, their page, the cart). */
    status: text('status').$type<ProductStatus>().notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalog_product_taxon_idx').on(t.taxonId),
    index('catalog_product_brand_idx').on(t.brandId),
    index('catalog_product_vendor_idx').on(t.vendorId),
    index('catalog_product_created_idx').on(t.createdAt),
    index('catalog_product_sale_idx').on(t.salePercent),
    // "Other models": products of one series share the SKU part before the first '-'.
    index('catalog_product_series_idx').on(sql`split_part(${t.sku}, '-', 1)`),
    // Related products: the same leaf category, best rated first.
    index('catalog_product_related_idx').on(
      t.taxonId,
      t.averageRating.desc().nullsFirst(),
      t.totalReviews.desc().nullsFirst(),
      t.id,
    ),
  ],
);

export const catalogProductImage = pgTable(
  'catalog_product_image',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('catalog_product_image_product_idx').on(t.productId, t.position)],
);

export const catalogVariant = pgTable(
  'catalog_variant',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull().unique(),
    price: integer('price').notNull(),
    sellingPrice: integer('selling_price').notNull(),
    optionValues: jsonb('option_values').$type<OptionValues>().notNull().default({}),
    image: text('image'),
    weightGrams: integer('weight_grams').notNull().default(500),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('catalog_variant_product_idx').on(t.productId)],
);

export const catalogKeyword = pgTable('catalog_keyword', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  mn: text('mn').notNull(),
});

export const catalogProductKeyword = pgTable(
  'catalog_product_keyword',
  {
    productId: integer('product_id').notNull(),
    keywordId: integer('keyword_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.keywordId] }),
    index('catalog_product_keyword_keyword_idx').on(t.keywordId),
  ],
);

/**
 * Nutrition facts of a food product, per 100 g (spec §7 `/products/{id}/nutrition`). Grams are
 * numeric with one decimal; ingredients and allergens are texts in mn with `translations`.
 */
export const catalogNutrition = pgTable('catalog_nutrition', {
  productId: integer('product_id').primaryKey(),
  energyKcal: integer('energy_kcal').notNull(),
  protein: numeric('protein', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  fat: numeric('fat', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  carbohydrates: numeric('carbohydrates', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  sugar: numeric('sugar', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  salt: numeric('salt', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  ingredients: text('ingredients').notNull(),
  allergens: text('allergens').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

/**
 * What a package product (spec §3 "Package product", e.g. a gift box the shopper fills) may
 * hold: other products, each up to `max_qty`, in the order the page lists them. A component is
 * sold as its product's first variant.
 */
export const catalogPackageComponent = pgTable(
  'catalog_package_component',
  {
    packageProductId: integer('package_product_id').notNull(),
    componentProductId: integer('component_product_id').notNull(),
    position: integer('position').notNull().default(0),
    maxQty: integer('max_qty').notNull().default(5),
  },
  (t) => [primaryKey({ columns: [t.packageProductId, t.componentProductId] })],
);

/**
 * Who changed what in the catalogue, and when: the row before and after (null before a create,
 * null after a delete). `entity` is a table's short name (product, variant, taxon, brand,
 * vendor, import).
 */
export const catalogAuditEntry = pgTable(
  'catalog_audit_entry',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id'),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalog_audit_entry_at_idx').on(t.at.desc()),
    index('catalog_audit_entry_entity_idx').on(t.entity, t.entityId),
  ],
);
