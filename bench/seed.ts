// Seeding speed: N products into a fresh PostgreSQL database (or an in-memory PGlite).

import { parseArgs } from 'node:util';
import { migrate, openDatabase, seedIfEmpty } from '../packages/core/src/index.ts';
import { createScratchDatabase } from '../scripts/scratch-postgres.ts';
import { dbOption, numberOption, printTable, round, writeResult } from './lib.ts';

/** Issue 20: a million products in under five minutes, i.e. this many per second or more. */
const TARGET_PRODUCTS_PER_SECOND = 1_000_000 / 300;

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: 'string', default: '100000' },
      db: { type: 'string', default: 'postgres' },
    },
  });
  const products = numberOption(values.products, 'products');
  const [db = 'postgres'] = dbOption(values.db, false);

  const scratch = db === 'postgres' ? await createScratchDatabase('shop_bench') : undefined;
  try {
    const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: 'memory://' });
    try {
      console.log(`seeding ${products} products into ${scratch?.name ?? 'an in-memory PGlite'}`);
      let started = performance.now();
      await migrate(database.db);
      const migrateSeconds = (performance.now() - started) / 1000;
      started = performance.now();
      let lastPrinted = 0;
      const cpuBefore = process.cpuUsage();
      const stages: [string, number][] = [];
      await seedIfEmpty(database.db, {
        onStage: (stage) => stages.push([stage, performance.now()]),
        products,
        onProgress: (done, total) => {
          if (done === total || performance.now() - lastPrinted > 5000) {
            lastPrinted = performance.now();
            const seconds = (lastPrinted - started) / 1000;
            console.log(`  ${done}/${total} products after ${round(seconds)} s`);
          }
        },
      });
      const seedSeconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      // Node's own share of the time; the rest is the database working (or waiting on it).
      const nodeCpuSeconds = (cpu.user + cpu.system) / 1e6;
      const stageSeconds = Object.fromEntries(
        stages
          .slice(0, -1)
          .map(([name, at], i) => [name, round(((stages[i + 1]?.[1] ?? at) - at) / 1000, 1)]),
      );
      const targetSeconds = round(products / TARGET_PRODUCTS_PER_SECOND, 1);
      const figures = {
        products,
        migrateSeconds: round(migrateSeconds, 2),
        seedSeconds: round(seedSeconds, 2),
        productsPerSecond: Math.round(products / seedSeconds),
        targetSeconds,
        stageSeconds,
        nodeCpuSeconds: round(nodeCpuSeconds, 1),
        met: seedSeconds < targetSeconds,
      };
      console.log('');
      printTable([
        ['', db, 'target'],
        ['products', products, ''],
        ['migrate (s)', figures.migrateSeconds, ''],
        ['seed (s)', figures.seedSeconds, `< ${targetSeconds}`],
        ...Object.entries(stageSeconds).map(([name, s]) => [`  ${name} (s)`, s, '']),
        ['node cpu (s)', figures.nodeCpuSeconds, ''],
        ['products/s', figures.productsPerSecond, `≥ ${Math.round(TARGET_PRODUCTS_PER_SECOND)}`],
        ['target met', figures.met ? 'yes' : 'NO', ''],
      ]);
      writeResult('seed', db, figures);
    } finally {
      await database.close();
    }
  } finally {
    await scratch?.drop();
  }
}
