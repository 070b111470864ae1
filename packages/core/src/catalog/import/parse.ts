import type { Locale } from '@shop/i18n';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { AppError } from '../../shared/index.ts';
import { DELIVERY_LEADS, type DeliveryLead } from '../delivery-lead.ts';
import { RETURN_NOTICE_CHOICES } from '../return-notice.ts';
import { PRODUCT_STATUSES, type ProductStatus } from '../schema.ts';
import {
  FIXED_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  PRODUCT_COLUMNS,
  STOCK_PREFIX,
  TEXT_LOCALES,
} from './columns.ts';
import type { ExistingProduct, ExistingVariant, ImportLookups } from './lookups.ts';

/** A CSV file read into cells by column name, each record with its line in the file. */
export interface CatalogueTable {
  columns: string[];
  /** The location codes of its `stock:` columns. */
  stockCodes: string[];
  records: { line: number; cells: string[] }[];
}

/** Why a row was refused: the column and the message key (a `staff.import.error.*` text). */
export interface ImportProblem {
  column: string;
  key: string;
  vars?: Record<string, string | number>;
}

export interface RefusedRow {
  line: number;
  sku: string;
  errors: ImportProblem[];
}

/** A product's fields from a row; a key is absent when its column is (the field stays). */
export interface ProductPatch {
  names: Partial<Record<Locale, string | null>>;
  descriptions: Partial<Record<Locale, string | null>>;
  taxonId?: number;
  brandId?: number | null;
  vendorId?: number | null;
  /** ISO dates (Asia/Ulaanbaatar days). */
  saleStart?: string | null;
  saleEnd?: string | null;
  availableOn?: string;
  status?: ProductStatus;
  /** One of RETURN_NOTICE_CHOICES. */
  returnNoticeHours?: number;
  deliveryLead?: DeliveryLead;
}

export interface VariantPatch {
  price?: number;
  /** Null: no sale price (the list price applies). */
  salePrice?: number | null;
  color?: string | null;
  size?: string | null;
  weightGrams?: number;
}

/** A row that passed every check, with what it names already resolved. */
export interface PlannedRow {
  line: number;
  productSku: string;
  variantSku: string;
  product: ProductPatch;
  variant: VariantPatch;
  /** What each location (by code) now has to sell; a blank cell leaves it. */
  stock: Map<string, number>;
  existingProduct: ExistingProduct | null;
  existingVariant: ExistingVariant | null;
}

export interface ImportPlan {
  valid: PlannedRow[];
  refused: RefusedRow[];
}

const E = (name: string) => `staff.import.error.${name}`;
const SKU = /^[\p{L}\p{N}._\-/+#]{1,64}$/u;
const MAX_PRICE = 1_000_000_000;
const MAX_UNITS = 1_000_000;

/**
 * Reads the file into records. A file without its two SKU columns, with a column nobody knows
 * (a typo would otherwise be ignored silently), too big or not CSV at all is refused whole.
 */
export function readCatalogueCsv(text: string, locationCodes: readonly string[]): CatalogueTable {
  if (Buffer.byteLength(text) > IMPORT_MAX_BYTES) {
    throw new AppError('invalid_input', E('file_too_big'), { mb: IMPORT_MAX_BYTES / 1024 / 1024 });
  }
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  // A spreadsheet set to a comma-decimal locale saves with semicolons.
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: IMPORT_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      throw new AppError('invalid_input', E('not_csv'), { line: Number(error.lines ?? 0) });
    }
    throw error;
  }
  const [header, ...body] = rows;
  if (!header) throw new AppError('invalid_input', E('empty_file'));
  if (body.length > IMPORT_MAX_ROWS) {
    throw new AppError('invalid_input', E('too_many_rows'), { count: IMPORT_MAX_ROWS });
  }
  const columns = header.record.map((c) => c.trim());
  const known = new Set([...FIXED_COLUMNS, ...locationCodes.map((c) => `${STOCK_PREFIX}${c}`)]);
  const unknown = columns.filter((c) => !known.has(c));
  if (unknown.length > 0) {
    throw new AppError('invalid_input', E('unknown_columns'), { columns: unknown.join(', ') });
  }
  const twice = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (twice.length > 0) {
    throw new AppError('invalid_input', E('repeated_columns'), { columns: twice.join(', ') });
  }
  for (const needed of ['product_sku', 'variant_sku']) {
    if (!columns.includes(needed)) {
      throw new AppError('invalid_input', E('missing_column'), { column: needed });
    }
  }
  return {
    columns,
    stockCodes: columns.filter((c) => c.startsWith(STOCK_PREFIX)).map((c) => c.slice(6)),
    records: body.map((r) => ({ line: r.info.lines, cells: r.record })),
  };
}

const required = (max: number) => z.string().trim().min(1, E('required')).max(max, E('too_long'));
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, E('too_long'))
    .transform((v) => v || null);
const whole = (min: number, max: number, key: string) =>
  z
    .string()
    .trim()
    .min(1, E('required'))
    .regex(/^-?\d{1,10}$/, E(key))
    .transform(Number)
    .pipe(z.number().min(min, E(key)).max(max, E(key)));
const date = z.iso.date(E('bad_date'));
const optionalDate = z.union([z.literal('').transform(() => null), date], { error: E('bad_date') });

/** Each column's cell rules: the shape of a value, before anything is looked up. */
const cellRules = z.object({
  product_sku: z.string().trim().min(1, E('required')).regex(SKU, E('bad_sku')),
  variant_sku: z.string().trim().min(1, E('required')).regex(SKU, E('bad_sku')),
  ...Object.fromEntries(TEXT_LOCALES.map((l) => [`name_${l}`, optional(200).optional()])),
  ...Object.fromEntries(TEXT_LOCALES.map((l) => [`description_${l}`, optional(10_000).optional()])),
  name_mn: required(200).optional(),
  category: required(300).optional(),
  brand: optional(64).optional(),
  vendor: optional(64).optional(),
  sale_start: optionalDate.optional(),
  sale_end: optionalDate.optional(),
  available_on: z.string().trim().min(1, E('required')).pipe(date).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: E('bad_status') }).optional(),
  return_notice_hours: z
    .enum(RETURN_NOTICE_CHOICES.map(String) as [string, ...string[]], E('bad_return_notice_hours'))
    .transform(Number)
    .optional(),
  delivery_lead: z.enum(DELIVERY_LEADS, E('bad_delivery_lead')).optional(),
  price: whole(1, MAX_PRICE, 'not_a_price').optional(),
  sale_price: z
    .union([z.literal('').transform(() => null), whole(1, MAX_PRICE, 'not_a_price')], {
      error: E('not_a_price'),
    })
    .optional(),
  color: optional(40).optional(),
  size: optional(40).optional(),
  weight_grams: whole(0, MAX_UNITS, 'not_a_count').optional(),
});
type Cells = z.output<typeof cellRules>;

const stockCell = z
  .string()
  .trim()
  .regex(/^(-?\d{1,10})?$/, E('not_a_count'))
  .transform((v) => (v === '' ? null : Number(v)))
  .pipe(z.number().min(0, E('not_a_count')).max(MAX_UNITS, E('not_a_count')).nullable());

/**
 * Checks every row: its cells' shapes, then what it names (category, brand, vendor, the product
 * and variant it updates), then against the rows before it (a variant twice, a product whose
 * fields differ from its first row). Answers the rows to apply and the refused with their reasons.
 */
export function validateRows(table: CatalogueTable, lookups: ImportLookups): ImportPlan {
  const valid: PlannedRow[] = [];
  const refused: RefusedRow[] = [];
  const variantLines = new Map<string, number>();
  const firstOfProduct = new Map<string, { line: number; cells: Record<string, string> }>();
  const productColumns = PRODUCT_COLUMNS.filter((c) => table.columns.includes(c));
  for (const { line, cells: raw } of table.records) {
    const cells: Record<string, string> = {};
    table.columns.forEach((column, i) => {
      cells[column] = raw[i] ?? '';
    });
    const sku = (cells.variant_sku ?? '').trim() || (cells.product_sku ?? '').trim();
    if (raw.length !== table.columns.length) {
      refused.push({
        line,
        sku,
        errors: [{ column: '', key: E('cell_count'), vars: { count: raw.length } }],
      });
      continue;
    }
    const errors: ImportProblem[] = [];
    const shaped = cellRules.safeParse(withoutStock(cells));
    for (const issue of shaped.success ? [] : shaped.error.issues) {
      errors.push({ column: String(issue.path[0] ?? ''), key: issue.message });
    }
    const stock = new Map<string, number>();
    for (const code of table.stockCodes) {
      const column = `${STOCK_PREFIX}${code}`;
      const count = stockCell.safeParse(cells[column] ?? '');
      if (!count.success) errors.push({ column, key: count.error.issues[0]?.message ?? '' });
      else if (count.data !== null) stock.set(code, count.data);
    }
    if (!shaped.success) {
      refused.push({ line, sku, errors });
      continue;
    }
    const row = shaped.data;
    const earlier = variantLines.get(row.variant_sku);
    if (earlier !== undefined) {
      errors.push({ column: 'variant_sku', key: E('duplicate_variant'), vars: { line: earlier } });
    } else {
      variantLines.set(row.variant_sku, line);
    }
    const first = firstOfProduct.get(row.product_sku);
    const differs = first && productColumns.find((c) => first.cells[c] !== cells[c]?.trim());
    if (first && differs) {
      errors.push({ column: differs, key: E('conflicting_product'), vars: { line: first.line } });
    }
    const planned = resolve(row, lookups, errors);
    if (errors.length > 0 || !planned) {
      refused.push({ line, sku, errors });
      continue;
    }
    if (!first) {
      const kept = Object.fromEntries(productColumns.map((c) => [c, cells[c]?.trim() ?? '']));
      firstOfProduct.set(row.product_sku, { line, cells: kept });
    }
    valid.push({ ...planned, line, stock });
  }
  return { valid, refused };
}

function withoutStock(cells: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(cells)) if (!k.startsWith(STOCK_PREFIX)) out[k] = v;
  return out;
}

/** What the row names, looked up; problems are added to `errors`. */
function resolve(
  row: Cells,
  lookups: ImportLookups,
  errors: ImportProblem[],
): Omit<PlannedRow, 'line' | 'stock'> | null {
  const existingProduct = lookups.products.get(row.product_sku) ?? null;
  const existingVariant = lookups.variants.get(row.variant_sku) ?? null;
  const problem = (column: string, key: string) => errors.push({ column, key: E(key) });
  if (existingVariant && existingVariant.productId !== existingProduct?.id) {
    problem('variant_sku', 'variant_elsewhere');
  }
  if (!existingProduct) {
    if (row.name_mn === undefined) problem('name_mn', 'required');
    if (row.category === undefined) problem('category', 'required');
  }
  if (!existingVariant && row.price === undefined) problem('price', 'required');
  const price = row.price ?? existingVariant?.price;
  if (row.sale_price != null && price !== undefined && row.sale_price > price) {
    problem('sale_price', 'sale_above_price');
  }
  if (row.sale_start && row.sale_end && row.sale_end < row.sale_start) {
    problem('sale_end', 'sale_end_before_start');
  }
  const product: ProductPatch = { names: {}, descriptions: {} };
  const texts = row as unknown as Record<string, string | null | undefined>;
  for (const locale of TEXT_LOCALES) {
    const name = texts[`name_${locale}`];
    const description = texts[`description_${locale}`];
    if (name !== undefined) product.names[locale] = name;
    if (description !== undefined) product.descriptions[locale] = description;
  }
  if (row.category !== undefined) {
    const taxonId = lookups.taxonIds.get(row.category);
    if (taxonId === undefined) problem('category', 'unknown_category');
    product.taxonId = taxonId;
  }
  if (row.brand !== undefined) {
    const brandId = row.brand === null ? null : lookups.brandIds.get(row.brand);
    if (brandId === undefined) problem('brand', 'unknown_brand');
    product.brandId = brandId ?? null;
  }
  if (row.vendor !== undefined) {
    const vendorId = row.vendor === null ? null : lookups.vendorIds.get(row.vendor);
    if (vendorId === undefined) problem('vendor', 'unknown_vendor');
    product.vendorId = vendorId ?? null;
  }
  if (row.sale_start !== undefined) product.saleStart = row.sale_start;
  if (row.sale_end !== undefined) product.saleEnd = row.sale_end;
  if (row.available_on !== undefined) product.availableOn = row.available_on;
  if (row.status !== undefined) product.status = row.status;
  if (row.return_notice_hours !== undefined) product.returnNoticeHours = row.return_notice_hours;
  if (row.delivery_lead !== undefined) product.deliveryLead = row.delivery_lead;
  const variant: VariantPatch = {};
  if (row.price !== undefined) variant.price = row.price;
  if (row.sale_price !== undefined) variant.salePrice = row.sale_price;
  if (row.color !== undefined) variant.color = row.color;
  if (row.size !== undefined) variant.size = row.size;
  if (row.weight_grams !== undefined) variant.weightGrams = row.weight_grams;
  return {
    productSku: row.product_sku,
    variantSku: row.variant_sku,
    product,
    variant,
    existingProduct,
    existingVariant,
  };
}
