import { LOCALES, type Locale } from '@shop/i18n';

/**
 * The catalogue's CSV (issue 17): one row per variant, the same columns for import and export.
 * A product's own fields (names, descriptions, category, brand, vendor, dates, status, the hours
 * to report a bad item) repeat on each of its variants' rows and must agree there;
 * `product_sku` groups the rows.
 */
export const TEXT_LOCALES: readonly Locale[] = LOCALES;

export const PRODUCT_COLUMNS = [
  ...TEXT_LOCALES.map((l) => `name_${l}`),
  ...TEXT_LOCALES.map((l) => `description_${l}`),
  'category',
  'brand',
  'vendor',
  'sale_start',
  'sale_end',
  'available_on',
  'status',
  'return_notice_hours',
  'delivery_lead',
] as const;

export const VARIANT_COLUMNS = ['price', 'sale_price', 'color', 'size', 'weight_grams'] as const;

/** One column per store location: `stock:{location code}`, what it has left to sell. */
export const STOCK_PREFIX = 'stock:';

/** Every column but the stock ones, in the order an export writes them. */
export const FIXED_COLUMNS: readonly string[] = [
  'product_sku',
  'variant_sku',
  ...PRODUCT_COLUMNS,
  ...VARIANT_COLUMNS,
];

/** A file's columns in the export's order, with a stock column per location code. */
export function catalogueColumns(locationCodes: readonly string[]): string[] {
  return [...FIXED_COLUMNS, ...locationCodes.map((code) => `${STOCK_PREFIX}${code}`)];
}

/** What one web form carries (apps/server takes 26 MB of a form). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** Refused rows a report lists (it counts them all). */
export const REFUSED_LISTED = 500;

const UB_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** A file's day (ISO date) as the instant it starts in Ulaanbaatar (UTC+8, no summer time). */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);
/** The Ulaanbaatar day an instant falls on. */
export const dayOf = (at: Date): string =>
  new Date(at.getTime() + UB_OFFSET_MS).toISOString().slice(0, 10);
/** A sale's last day: it ends when the next day starts. */
export const lastSaleDay = (expireAt: Date): string => dayOf(new Date(expireAt.getTime() - 1));
export const saleEndOf = (lastDay: string): Date => new Date(dayStart(lastDay).getTime() + DAY_MS);
