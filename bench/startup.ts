// How fast a second `npm start` on an installed, seeded data dir is ready (spawn → /readyz 200).

import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startShopProcess } from '../scripts/shop-process.ts';
import { median, numberOption, printTable, round, troubleIn, writeResult } from './lib.ts';

const TARGET_MS = 3000;

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      products: { type: 'string', default: '2000' },
    },
  });
  const runs = numberOption(values.runs, 'runs');
  const products = numberOption(values.products, 'products');
  const env = { SEED_PRODUCTS: String(products) };

  console.log(`first start (build if needed, seed ${products} products)...`);
  const first = await startShopProcess({ env });
  await first.stop({ keepData: true });
  const { dataDir } = first;
  console.log(`  ready after ${first.readyAfterMs} ms`);
  const readyMs: number[] = [];
  const trouble: string[] = troubleIn(first.output());
  try {
    for (let i = 1; i <= runs; i++) {
      const shop = await startShopProcess({ env, dataDir });
      await shop.stop();
      readyMs.push(shop.readyAfterMs);
      trouble.push(...troubleIn(shop.output()));
      console.log(`  second start #${i}: ready after ${shop.readyAfterMs} ms`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const medianMs = median(readyMs);
  const figures = {
    products,
    firstStartReadyMs: first.readyAfterMs,
    readyAfterMs: readyMs,
    medianMs,
    targetMs: TARGET_MS,
    met: medianMs <= TARGET_MS,
    shopWarnings: trouble,
  };
  console.log('');
  printTable([
    ['', 'ready after (s)', 'target'],
    ['first start (seeding)', round(first.readyAfterMs / 1000, 2), ''],
    ...readyMs.map((ms, i) => [`second start #${i + 1}`, round(ms / 1000, 2), '']),
    ['median', round(medianMs / 1000, 2), `≤ ${TARGET_MS / 1000}`],
    ['target met', figures.met ? 'yes' : 'NO', ''],
  ]);
  if (trouble.length > 0) console.log(`\nthe shop printed warnings:\n${trouble.join('\n')}`);
  writeResult('startup', 'pglite', figures);
}
