// Catalogue import: N new products (one variant each, stock at two stores) from CSV into a fresh,
// seeded PostgreSQL database; parse, validate, apply (one transaction) and reindex, timed.

import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  catalog,
  createContext,
  migrate,
  openDatabase,
  search,
  seedIfEmpty,
} from '../packages/core/src/index.ts';
import { createScratchDatabase } from '../scripts/scratch-postgres.ts';
import { numberOption, printTable, round, writeResult } from './lib.ts';

const TARGET_SECONDS = 120;

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      rows: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '1000' },
    },
  });
  const rows = numberOption(values.rows, 'rows');
  const seeded = numberOption(values.seed, 'seed');
  const scratch = await createScratchDatabase('shop_bench');
  try {
    const database = await openDatabase({ url: scratch.url });
    try {
      console.log(`seeding ${seeded} products into ${scratch.name}`);
      await migrate(database.db);
      await seedIfEmpty(database.db, { products: seeded });
      const ctx = createContext(database.db, 'mn');
      const codes = await catalog.locationCodes(ctx);
      const csv = await makeCsv(ctx, rows, codes.slice(0, 2));
      console.log(`importing ${rows} rows (${round(csv.length / 1024 / 1024)} MB)`);
      const load: number[] = [loadavg()[0] ?? 0];
      const time = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
        const started = performance.now();
        const result = await work();
        return [result, (performance.now() - started) / 1000];
      };
      const [table, parseSeconds] = await time(() => catalog.readCatalogueCsv(csv, codes));
      const [report, validateSeconds] = await time(() => catalog.checkCatalogueImport(ctx, table));
      if (report.refusedCount > 0) throw new Error(`refused: ${JSON.stringify(report.refused[0])}`);
      const [applied, applySeconds] = await time(() =>
        catalog.applyCatalogueImport(ctx, table, { staffUserId: 1, skipRefused: false }),
      );
      const [, reindexSeconds] = await time(() => search.reindexProducts(ctx));
      load.push(loadavg()[0] ?? 0);
      const total = parseSeconds + validateSeconds + applySeconds + reindexSeconds;
      const figures = {
        rows,
        seededProducts: seeded,
        newProducts: applied.report.newProducts,
        parseSeconds: round(parseSeconds, 2),
        validateSeconds: round(validateSeconds, 2),
        applySeconds: round(applySeconds, 2),
        reindexSeconds: round(reindexSeconds, 2),
        totalSeconds: round(total, 2),
        rowsPerSecond: Math.round(rows / total),
        load,
        targetSeconds: TARGET_SECONDS,
        met: total < TARGET_SECONDS,
      };
      console.log('');
      printTable([
        ['', 'seconds', 'rows/s'],
        ['parse', figures.parseSeconds, Math.round(rows / parseSeconds)],
        ['validate (dry run)', figures.validateSeconds, Math.round(rows / validateSeconds)],
        ['apply (checks again)', figures.applySeconds, Math.round(rows / applySeconds)],
        ['reindex search', figures.reindexSeconds, Math.round(rows / reindexSeconds)],
        ['total', figures.totalSeconds, figures.rowsPerSecond],
        ['target met', figures.met ? `yes (< ${TARGET_SECONDS})` : 'NO', ''],
        ['load (1 min)', load.map((l) => round(l, 2)).join(' → '), ''],
      ]);
      writeResult('catalogue-import', 'postgres', figures);
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}

/** New products `BENCH-{n}`, in the seed's first category and brand, with stock at two stores. */
async function makeCsv(
  ctx: ReturnType<typeof createContext>,
  rows: number,
  codes: string[],
): Promise<string> {
  const [taxon] = await catalog.listTaxons(ctx);
  const columns = catalog.catalogueColumns(codes);
  const lines = [columns.join(',')];
  for (let n = 1; n <= rows; n++) {
    const cells: Record<string, string> = {
      product_sku: `BENCH-${n}`,
      variant_sku: `BENCH-${n}-1`,
      name_mn: `Туршилтын бараа ${n}`,
      name_en: `Bench product ${n}`,
      description_mn: 'Импортын хурдыг хэмжих бараа.',
      category: taxon?.permalink ?? '',
      price: String(5_000 + (n % 50) * 1_000),
      sale_price: n % 4 === 0 ? String(4_000 + (n % 50) * 900) : '',
      available_on: '2026-01-01',
      status: 'published',
      size: n % 2 ? 'M' : 'L',
      weight_grams: '500',
      [`stock:${codes[0]}`]: String(n % 13),
      [`stock:${codes[1]}`]: String(n % 5),
    };
    lines.push(columns.map((c) => cells[c] ?? '').join(','));
  }
  return lines.join('\n');
}
