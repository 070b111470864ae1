import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../../scripts/test-database.ts';
import { completeOrder } from '../../checkout/index.ts';
import { createContext } from '../../context.ts';
import { queryRows } from '../../db/index.ts';
import { OrderFixtures, refusal } from '../../testing/index.ts';
import { auditLog } from '../audit.ts';
import { applyCatalogueImport, checkCatalogueImport } from './apply.ts';
import { catalogueColumns } from './columns.ts';
import { exportCatalogueCsv } from './export.ts';
import { locationCodes } from './lookups.ts';
import { readCatalogueCsv } from './parse.ts';

let testDb: TestDatabase;
let fixtures: OrderFixtures;
const ctx = () => createContext(testDb.database.db, 'en');
let staffUserId: number;
let codes: string[];
let category: string;
let brand: string;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 30 });
  fixtures = await new OrderFixtures(ctx()).load();
  staffUserId = await fixtures.user();
  codes = await locationCodes(ctx());
  const [taxon] = await rows<{ permalink: string }>(
    sql`select permalink from catalog_taxon where depth > 0 order by id limit 1`,
  );
  const [b] = await rows<{ code: string }>(sql`select code from catalog_brand order by id limit 1`);
  category = taxon?.permalink ?? '';
  brand = b?.code ?? '';
}, 120_000);

afterAll(async () => {
  await testDb?.dispose();
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(testDb.database.db, query);
const count = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(query))[0]?.n);

type Row = Record<string, string>;

/** A good row of a new product `IMP-{p}` (two variants each), stock at the first two stores. */
function goodRow(i: number): Row {
  const p = Math.ceil(i / 2);
  return {
    product_sku: `IMP-${p}`,
    variant_sku: `IMP-${p}-${i % 2 === 1 ? 'a' : 'b'}`,
    name_mn: `Импорт бараа ${p}`,
    name_en: `Imported thing ${p}`,
    description_mn: 'Тайлбар',
    category,
    brand,
    price: String(10_000 + (i % 7) * 500),
    // Every fifth product is on sale from November (a product's rows agree on its dates).
    sale_price: p % 5 === 0 ? '9000' : '',
    sale_start: p % 5 === 0 ? '2026-11-01' : '',
    available_on: '2026-01-15',
    status: 'published',
    size: i % 2 === 1 ? 'S' : 'M',
    [`stock:${codes[0]}`]: String(i % 4),
    [`stock:${codes[1]}`]: '2',
  };
}

function csvOf(data: Row[]): string {
  const columns = catalogueColumns(codes.slice(0, 2)).filter((c) =>
    data.some((r) => r[c] !== undefined),
  );
  const cell = (v = '') => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return [columns.join(','), ...data.map((r) => columns.map((c) => cell(r[c])).join(','))].join(
    '\n',
  );
}

/** The ten bad rows by their index in the file (line = index + 2), each a different fault. */
const BAD: Record<number, (row: Row, all: Row[]) => Row> = {
  100: (r) => ({ ...r, product_sku: 'BAD-NAME', variant_sku: 'BAD-NAME-1', name_mn: '' }),
  600: (r) => ({ ...r, product_sku: 'BAD-PRICE', variant_sku: 'BAD-PRICE-1', price: '12 000₮' }),
  1100: (r) => ({ ...r, product_sku: 'BAD-SALE', variant_sku: 'BAD-SALE-1', sale_price: '99999' }),
  1600: (r) => ({ ...r, product_sku: 'BAD-CAT', variant_sku: 'BAD-CAT-1', category: 'no/such' }),
  2100: (r) => ({ ...r, product_sku: 'BAD-BRAND', variant_sku: 'BAD-BRAND-1', brand: 'nobody' }),
  2600: (r) => ({ ...r, [`stock:${codes[0]}`]: '-3', variant_sku: 'BAD-STOCK-1' }),
  // The second variant of IMP-1550 names its product differently from the first row.
  3099: (r) => ({ ...r, name_mn: 'Өөр нэр' }),
  3600: (r) => ({
    ...r,
    product_sku: 'BAD-DATE',
    variant_sku: 'BAD-DATE-1',
    sale_end: '2026-13-45',
  }),
  4101: (_r, all) => ({ ...(all[4099] as Row) }),
  4600: (r) => ({ ...r, product_sku: 'BAD-STATUS', variant_sku: 'BAD-STATUS-1', status: 'sold' }),
};

function importFile(): { csv: string; badLines: number[] } {
  const data: Row[] = [];
  for (let i = 1; i <= 5000; i++) data.push(goodRow(i));
  for (const [index, spoil] of Object.entries(BAD)) {
    data[Number(index)] = spoil(data[Number(index)] as Row, data);
  }
  return { csv: csvOf(data), badLines: Object.keys(BAD).map((i) => Number(i) + 2) };
}

describe(`catalogue import on ${testDatabaseKind()}`, () => {
  it('refuses exactly the 10 bad rows of 5,000, and applies the rest only when asked', async () => {
    const { csv, badLines } = importFile();
    const table = readCatalogueCsv(csv, codes);
    const productsBefore = await count(sql`select count(*)::int as n from catalog_product`);

    const report = await checkCatalogueImport(ctx(), table);
    expect(report.refused.map((r) => r.line)).toEqual(badLines);
    expect(
      report.refused.map((r) => r.errors.map((e) => e.key.replace('staff.import.error.', ''))),
    ).toEqual([
      ['required'],
      ['not_a_price'],
      ['sale_above_price'],
      ['unknown_category'],
      ['unknown_brand'],
      ['not_a_count'],
      ['conflicting_product'],
      ['bad_date'],
      ['duplicate_variant'],
      ['bad_status'],
    ]);
    expect(report).toMatchObject({ rows: 5000, valid: 4990, refusedCount: 10, updatedProducts: 0 });
    // Each bad row of a new product took one variant of an IMP product: its other one stays.
    expect(report.newProducts).toBe(2500);
    expect(await count(sql`select count(*)::int as n from catalog_product`)).toBe(productsBefore);

    // With refused rows and without the admin's word, nothing is written.
    const refused = await refusal(
      applyCatalogueImport(ctx(), table, { staffUserId, skipRefused: false }),
    );
    expect([refused.type, refused.messageKey]).toEqual([
      'conflict',
      'staff.import.error.refused_rows',
    ]);
    expect(await count(sql`select count(*)::int as n from catalog_product`)).toBe(productsBefore);

    const applied = await applyCatalogueImport(ctx(), table, { staffUserId, skipRefused: true });
    expect(applied.productIds).toHaveLength(report.newProducts);
    expect(await count(sql`select count(*)::int as n from catalog_product`)).toBe(
      productsBefore + report.newProducts,
    );
    expect(
      await count(sql`select count(*)::int as n from catalog_variant where sku like 'IMP-%'`),
    ).toBe(4990);
    // A product as the file said: texts, prices from its first variant, a sale, its stock.
    const [p] = await rows<Record<string, unknown>>(
      sql`select p.* from catalog_product p where sku = 'IMP-6'`,
    );
    expect(p).toMatchObject({
      name: 'Импорт бараа 6',
      translations: { en: { name: 'Imported thing 6' } },
      status: 'published',
      price: 10_000 + (11 % 7) * 500,
      sale_percent: 0,
      total_on_hand: (11 % 4) + (12 % 4) + 4,
    });
    expect(String(p?.slug)).toMatch(/^imported-thing-6-\d+$/);
    const [onSale] = await rows<{ price: number; selling_price: number; sale_percent: number }>(
      sql`select v.price, v.selling_price, p.sale_percent from catalog_variant v
          join catalog_product p on p.id = v.product_id where v.sku = 'IMP-5-b'`,
    );
    // The product's price is its first variant's (11,000, on sale at 9,000: 18% off).
    expect(onSale).toEqual({
      price: 10_000 + (10 % 7) * 500,
      selling_price: 9000,
      sale_percent: 18,
    });
    // Every count set is a movement of the import, named by its one audit entry.
    const { entries } = await auditLog(ctx(), { entity: 'import', page: 1 });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'import',
      staff_user_id: staffUserId,
      after: { rows: 5000, new_products: report.newProducts, refused_skipped: 10 },
    });
    expect(applied.auditEntryId).toBe(entries[0]?.id);
    const moved = await count(
      sql`select count(*)::int as n from inventory_stock_movement
          where reference = ${`import:${applied.auditEntryId}`} and reason = 'count'`,
    );
    const nonZero = await count(
      sql`select count(*)::int as n from inventory_stock_item s join catalog_variant v on v.id = s.variant_id
          where v.sku like 'IMP-%' and s.count_on_hand > 0`,
    );
    expect(moved).toBe(nonZero);
    const totals = await rows<{ a: number; b: number }>(
      sql`select p.total_on_hand as a,
            (select coalesce(sum(s.count_on_hand), 0)::int from inventory_stock_item s
              join catalog_variant v on v.id = s.variant_id where v.product_id = p.id) as b
          from catalog_product p where p.sku like 'IMP-%'`,
    );
    expect(totals.every((t) => Number(t.a) === Number(t.b))).toBe(true);
  }, 240_000);

  it('changes a price without touching a placed order, and counts only what is left to sell', async () => {
    const variant = await fixtures.variantWithStock(5);
    const guest = await fixtures.readyGuest(variant.id, 2);
    await completeOrder(ctx(), guest.owner, guest.number);
    const [line] = await rows<{ price: number }>(
      sql`select price from order_line_item where variant_id = ${variant.id}`,
    );
    const [v] = await rows<{ sku: string; product_sku: string; price: number }>(
      sql`select v.sku, p.sku as product_sku, v.price from catalog_variant v
          join catalog_product p on p.id = v.product_id where v.id = ${variant.id}`,
    );
    expect(await fixtures.stockOf(variant.id)).toBe(3);
    const csv = csvOf([
      {
        product_sku: v?.product_sku ?? '',
        variant_sku: v?.sku ?? '',
        price: String(Number(v?.price) + 1000),
        [`stock:${codes[0]}`]: '1',
      },
    ]);
    const table = readCatalogueCsv(csv, codes);
    const report = await checkCatalogueImport(ctx(), table);
    expect(report).toMatchObject({ refusedCount: 0, updatedProducts: 1, updatedVariants: 1 });
    await applyCatalogueImport(ctx(), table, { staffUserId, skipRefused: false });
    const [after] = await rows<{ price: number }>(
      sql`select price from catalog_variant where id = ${variant.id}`,
    );
    expect(Number(after?.price)).toBe(Number(v?.price) + 1000);
    const [lineAfter] = await rows<{ price: number }>(
      sql`select price from order_line_item where variant_id = ${variant.id}`,
    );
    expect(lineAfter?.price).toBe(line?.price);
    expect(await fixtures.stockOf(variant.id)).toBe(1);
    // The order's reservation stays in the history beside the import's count.
    const reasons = await rows<{ reason: string; delta: number }>(
      sql`select reason, delta from inventory_stock_movement where variant_id = ${variant.id} order by id`,
    );
    expect(reasons.map((r) => [r.reason, Number(r.delta)])).toEqual([
      ['reserve', -2],
      ['count', -2],
    ]);
  }, 120_000);

  it('exports every variant in the same columns, and an export imported again changes nothing', async () => {
    // A product of a kind that keeps: its hours go out in the file and come back unchanged.
    await ctx().db.execute(sql`update catalog_product set return_notice_hours = 72
      where id = (select product_id from catalog_variant where sku = 'IMP-5-a')`);
    const exported = async () => {
      let text = '';
      for await (const chunk of exportCatalogueCsv(ctx())) text += chunk;
      return text;
    };
    const first = await exported();
    const variants = await count(sql`select count(*)::int as n from catalog_variant`);
    expect(first.trimEnd().split('\n')).toHaveLength(variants + 1);
    expect(first.split('\n')[0]).toBe(catalogueColumns(codes).join(','));
    expect(first).toContain('IMP-5-a,Импорт бараа 5,');
    const table = readCatalogueCsv(first, codes);
    const hours = table.columns.indexOf('return_notice_hours');
    const imp5 = table.records.find((r) => r.cells[1] === 'IMP-5-a');
    expect(imp5?.cells[hours]).toBe('72');
    const report = await checkCatalogueImport(ctx(), table);
    expect(report.refused).toEqual([]);
    expect(report).toMatchObject({ newProducts: 0, newVariants: 0, updatedVariants: variants });
    const stockBefore = await count(sql`select count(*)::int as n from inventory_stock_movement`);
    await applyCatalogueImport(ctx(), table, { staffUserId, skipRefused: false });
    expect(await exported()).toBe(first);
    // Counts that did not change are no movements.
    expect(await count(sql`select count(*)::int as n from inventory_stock_movement`)).toBe(
      stockBefore,
    );
  }, 240_000);
});
