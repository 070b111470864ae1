import { sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import {
  bulkInsert,
  bulkUpdate,
  type Cell,
  type Db,
  longTransaction,
  queryRows,
} from '../../db/index.ts';
import { type StockCount, setStockCounts } from '../../inventory/index.ts';
import { AppError, slugifyAny, type Translations } from '../../shared/index.ts';
import { recordChange } from '../audit.ts';
import { RETURN_NOTICE_CHOICES } from '../return-notice.ts';
import type { OptionValues } from '../schema.ts';
import { adjustProductStock } from '../variant-offers.ts';
import {
  dayOf,
  dayStart,
  lastSaleDay,
  REFUSED_LISTED,
  saleEndOf,
  TEXT_LOCALES,
} from './columns.ts';
import { loadImportLookups } from './lookups.ts';
import {
  type CatalogueTable,
  type ImportPlan,
  type PlannedRow,
  type RefusedRow,
  validateRows,
} from './parse.ts';

/** What a dry run or an import found: the counts, and the refused rows with their reasons. */
export interface ImportReport {
  rows: number;
  valid: number;
  newProducts: number;
  updatedProducts: number;
  newVariants: number;
  updatedVariants: number;
  /** Stock cells set (a blank cell leaves a count). */
  stockCounts: number;
  refusedCount: number;
  /** The first REFUSED_LISTED refused rows. */
  refused: RefusedRow[];
}

const BATCH = 1_000;

/** The dry run: every row checked against the catalogue as it is, nothing written. */
export async function checkCatalogueImport(ctx: Ctx, table: CatalogueTable): Promise<ImportReport> {
  const plan = validateRows(table, await loadImportLookups(ctx, table));
  return reportOf(table, plan);
}

/**
 * Applies the file in one transaction, checked again inside it: all its valid rows or nothing.
 * With refused rows it applies only when `skipRefused` (the admin chose to apply the rest).
 * The import is one entry of the audit log, and its counts are stock movements under
 * `import:{entry id}`. Answers the report and the products it touched (for the search index).
 */
export async function applyCatalogueImport(
  ctx: Ctx,
  table: CatalogueTable,
  options: { staffUserId: number; skipRefused: boolean },
): Promise<{ report: ImportReport; productIds: number[]; auditEntryId: number }> {
  // Not the request's 10 s bound: a large file takes a minute; its size bounds the work.
  return longTransaction(ctx.db, async (db) => {
    const tx: Ctx = { ...ctx, db };
    const lookups = await loadImportLookups(tx, table);
    const plan = validateRows(table, lookups);
    const report = reportOf(table, plan);
    if (plan.refused.length > 0 && !options.skipRefused) {
      throw new AppError('conflict', 'staff.import.error.refused_rows', {
        count: plan.refused.length,
      });
    }
    if (plan.valid.length === 0) throw new AppError('invalid_input', 'staff.import.error.no_rows');
    await recordChange(tx, {
      staffUserId: options.staffUserId,
      entity: 'import',
      entityId: null,
      action: 'import',
      before: null,
      after: {
        rows: report.rows,
        new_products: report.newProducts,
        updated_products: report.updatedProducts,
        new_variants: report.newVariants,
        updated_variants: report.updatedVariants,
        stock_counts: report.stockCounts,
        refused_skipped: report.refusedCount,
      },
    });
    const [entry] = await queryRows<{ id: number }>(
      db,
      sql`select currval(pg_get_serial_sequence('catalog_audit_entry', 'id'))::int as id`,
    );
    const auditEntryId = Number(entry?.id);
    const productIds = await writePlan(tx, plan, auditEntryId, lookups.locationIds);
    return { report, productIds, auditEntryId };
  });
}

function reportOf(table: CatalogueTable, plan: ImportPlan): ImportReport {
  const newProducts = new Set<string>();
  const updatedProducts = new Set<number>();
  let newVariants = 0;
  let stockCounts = 0;
  for (const row of plan.valid) {
    if (row.existingProduct) updatedProducts.add(row.existingProduct.id);
    else newProducts.add(row.productSku);
    if (!row.existingVariant) newVariants++;
    stockCounts += row.stock.size;
  }
  return {
    rows: table.records.length,
    valid: plan.valid.length,
    newProducts: newProducts.size,
    updatedProducts: updatedProducts.size,
    newVariants,
    updatedVariants: plan.valid.length - newVariants,
    stockCounts,
    refusedCount: plan.refused.length,
    refused: plan.refused.slice(0, REFUSED_LISTED),
  };
}

interface ProductGroup {
  sku: string;
  id: number;
  rows: PlannedRow[];
}

/** Writes the planned rows in batches; answers the products' ids. */
async function writePlan(
  tx: Ctx,
  plan: ImportPlan,
  auditEntryId: number,
  locationIds: Map<string, number>,
): Promise<number[]> {
  const groups = new Map<string, ProductGroup>();
  for (const row of plan.valid) {
    const group = groups.get(row.productSku);
    if (group) group.rows.push(row);
    else groups.set(row.productSku, { sku: row.productSku, id: 0, rows: [row] });
  }
  const all = [...groups.values()];
  const fresh = all.filter((g) => !g.rows[0]?.existingProduct);
  const freshIds = await nextIds(tx.db, 'catalog_product', fresh.length);
  fresh.forEach((g, i) => {
    g.id = freshIds[i] ?? 0;
  });
  for (const g of all) if (g.rows[0]?.existingProduct) g.id = g.rows[0].existingProduct.id;

  for (let from = 0; from < all.length; from += BATCH) {
    await writeProducts(tx, all.slice(from, from + BATCH));
  }
  const variantIds = await writeVariants(tx, all);
  const productIds = all.map((g) => g.id);
  for (let from = 0; from < productIds.length; from += BATCH) {
    await pricesFromFirstVariants(tx.db, productIds.slice(from, from + BATCH));
  }
  await writeStock(tx, all, variantIds, auditEntryId, locationIds);
  return productIds;
}

async function nextIds(db: Db, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  return rows.map((r) => Number(r.id));
}

const PRODUCT_FIELDS = {
  id: 'int',
  name: 'text',
  description: 'text',
  translations: 'jsonb',
  taxon_id: 'int',
  brand_id: 'int',
  vendor_id: 'int',
  sale_start_at: 'timestamptz',
  sale_expire_at: 'timestamptz',
  available_on: 'timestamptz',
  status: 'text',
  return_notice_hours: 'int',
  delivery_lead: 'text',
  updated_at: 'timestamptz',
};

async function writeProducts(tx: Ctx, groups: ProductGroup[]): Promise<void> {
  const inserts: Cell[][] = [];
  const updates: Cell[][] = [];
  for (const group of groups) {
    const first = group.rows[0] as PlannedRow;
    const was = first.existingProduct;
    const patch = first.product;
    const translations = mergeTexts(was?.translations ?? {}, patch);
    const name = patch.names.mn ?? was?.name ?? '';
    const keep = (at: Date | null | undefined, day: string, toDay: (d: Date) => string) =>
      at && toDay(at) === day ? at : null;
    const saleStart =
      patch.saleStart === undefined
        ? (was?.saleStartAt ?? null)
        : patch.saleStart &&
          (keep(was?.saleStartAt, patch.saleStart, dayOf) ?? dayStart(patch.saleStart));
    const saleEnd =
      patch.saleEnd === undefined
        ? (was?.saleExpireAt ?? null)
        : patch.saleEnd &&
          (keep(was?.saleExpireAt, patch.saleEnd, lastSaleDay) ?? saleEndOf(patch.saleEnd));
    const availableOn =
      patch.availableOn === undefined
        ? (was?.availableOn ?? tx.now)
        : (keep(was?.availableOn, patch.availableOn, dayOf) ?? dayStart(patch.availableOn));
    const values: Cell[] = [
      group.id,
      name,
      patch.descriptions.mn === undefined
        ? (was?.description ?? '')
        : (patch.descriptions.mn ?? ''),
      translations,
      patch.taxonId ?? was?.taxonId ?? null,
      patch.brandId === undefined ? (was?.brandId ?? null) : patch.brandId,
      patch.vendorId === undefined ? (was?.vendorId ?? null) : patch.vendorId,
      saleStart || null,
      saleEnd || null,
      availableOn,
      patch.status ?? was?.status ?? 'draft',
      patch.returnNoticeHours ?? was?.returnNoticeHours ?? RETURN_NOTICE_CHOICES[0],
      patch.deliveryLead ?? was?.deliveryLead ?? 'now',
      tx.now,
    ];
    if (was) {
      updates.push(values);
    } else {
      const firstPrice = first.variant.price ?? 0;
      const firstSale = first.variant.salePrice ?? firstPrice;
      const slug = `${slugifyAny(translations.en?.name || name).slice(0, 80) || 'product'}-${group.id}`;
      inserts.push([...values, slug, group.sku, firstPrice, firstSale, tx.now]);
    }
  }
  await bulkUpdate(tx.db, 'catalog_product', PRODUCT_FIELDS, updates);
  await bulkInsert(
    tx.db,
    'catalog_product',
    {
      ...PRODUCT_FIELDS,
      slug: 'text',
      sku: 'text',
      price: 'int',
      selling_price: 'int',
      created_at: 'timestamptz',
    },
    inserts,
  );
}

/** The product's translations with the file's texts in: a blank cell removes one. */
function mergeTexts(was: Translations, patch: PlannedRow['product']): Translations {
  const out: Translations = structuredClone(was);
  for (const locale of TEXT_LOCALES) {
    if (locale === 'mn') continue;
    const texts = { ...(out[locale] ?? {}) };
    for (const [field, value] of [
      ['name', patch.names[locale]],
      ['description', patch.descriptions[locale]],
    ] as const) {
      if (value === undefined) continue;
      if (value === null) delete texts[field];
      else texts[field] = value;
    }
    if (Object.keys(texts).length > 0) out[locale] = texts;
    else delete out[locale];
  }
  return out;
}

const VARIANT_FIELDS = {
  id: 'int',
  price: 'int',
  selling_price: 'int',
  option_values: 'jsonb',
  weight_grams: 'int',
};

/** Writes the variants; answers each one's id by SKU. */
async function writeVariants(tx: Ctx, groups: ProductGroup[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const rows = groups.flatMap((g) => g.rows.map((row) => ({ row, productId: g.id })));
  const fresh = rows.filter((r) => !r.row.existingVariant);
  const freshIds = await nextIds(tx.db, 'catalog_variant', fresh.length);
  const positions = await nextPositions(tx.db, [
    ...new Set(fresh.filter((r) => r.row.existingProduct).map((r) => r.productId)),
  ]);
  const inserts: Cell[][] = [];
  const updates: Cell[][] = [];
  fresh.forEach((r, i) => {
    ids.set(r.row.variantSku, freshIds[i] ?? 0);
  });
  for (const { row, productId } of rows) {
    const was = row.existingVariant;
    const patch = row.variant;
    const price = patch.price ?? was?.price ?? 0;
    const options: OptionValues = { ...(was?.optionValues ?? {}) };
    for (const key of ['color', 'size'] as const) {
      const value = patch[key];
      if (value === null) delete options[key];
      else if (value !== undefined) options[key] = value;
    }
    const values: Cell[] = [
      was?.id ?? ids.get(row.variantSku) ?? 0,
      price,
      sellingPrice(price, patch.salePrice, was),
      options,
      patch.weightGrams ?? was?.weightGrams ?? 500,
    ];
    if (was) {
      ids.set(row.variantSku, was.id);
      updates.push(values);
    } else {
      const position = positions.get(productId) ?? 0;
      positions.set(productId, position + 1);
      inserts.push([...values, productId, row.variantSku, position]);
    }
  }
  for (let from = 0; from < Math.max(inserts.length, updates.length); from += BATCH) {
    await bulkUpdate(tx.db, 'catalog_variant', VARIANT_FIELDS, updates.slice(from, from + BATCH));
    await bulkInsert(
      tx.db,
      'catalog_variant',
      { ...VARIANT_FIELDS, product_id: 'int', sku: 'text', position: 'int' },
      inserts.slice(from, from + BATCH),
    );
  }
  return ids;
}

/**
 * The price during a sale: the file's, or none (blank); without the column, a variant on sale
 * keeps its discount's share of a new list price.
 */
function sellingPrice(
  price: number,
  given: number | null | undefined,
  was: PlannedRow['existingVariant'],
): number {
  if (given !== undefined) return given ?? price;
  if (!was || was.sellingPrice >= was.price) return price;
  if (price === was.price) return was.sellingPrice;
  return Math.round((price * was.sellingPrice) / was.price);
}

/** Where an existing product's new variants go: after its last one. */
async function nextPositions(db: Db, productIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let from = 0; from < productIds.length; from += BATCH) {
    const ids = `{${productIds.slice(from, from + BATCH).join(',')}}`;
    const rows = await queryRows<{ product_id: number; next: number }>(
      db,
      sql`select product_id, max(position) + 1 as next from catalog_variant
          where product_id = any(${ids}::int[]) group by product_id`,
    );
    for (const r of rows) out.set(Number(r.product_id), Number(r.next));
  }
  return out;
}

/**
 * A product's price and sale price are its first variant's (lists and search read them). An
 * unchanged price keeps its sale percent; a changed one gets the percent of its discount.
 */
async function pricesFromFirstVariants(db: Db, productIds: number[]): Promise<void> {
  const ids = `{${productIds.join(',')}}`;
  await db.execute(sql`update catalog_product p set
      sale_percent = case
        when v.selling_price >= v.price then 0
        when p.sale_percent > 0 and p.price = v.price and p.selling_price = v.selling_price then p.sale_percent
        else greatest(1, round((v.price - v.selling_price) * 100.0 / v.price))::int end,
      price = v.price,
      selling_price = v.selling_price
    from (select distinct on (product_id) product_id, price, selling_price from catalog_variant
          where product_id = any(${ids}::int[]) order by product_id, position, id) v
    where p.id = v.product_id`);
}

/** The file's counts as stock movements, and each product's total on hand moved by them. */
async function writeStock(
  tx: Ctx,
  groups: ProductGroup[],
  variantIds: Map<string, number>,
  auditEntryId: number,
  locationIds: Map<string, number>,
): Promise<void> {
  const counts: StockCount[] = [];
  const productOf = new Map<number, number>();
  for (const group of groups) {
    for (const row of group.rows) {
      const variantId = variantIds.get(row.variantSku) ?? 0;
      productOf.set(variantId, group.id);
      for (const [code, count] of row.stock) {
        const locationId = locationIds.get(code);
        if (locationId !== undefined) counts.push({ variantId, locationId, count });
      }
    }
  }
  const deltas = await setStockCounts(tx.db, `import:${auditEntryId}`, counts);
  const byProduct = new Map<number, number>();
  for (const [variantId, delta] of deltas) {
    const productId = productOf.get(variantId) ?? 0;
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + delta);
  }
  const changed = [...byProduct].filter(([, delta]) => delta !== 0);
  for (let from = 0; from < changed.length; from += BATCH) {
    await adjustProductStock(tx.db, new Map(changed.slice(from, from + BATCH)));
  }
}
