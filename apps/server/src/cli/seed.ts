// npm run seed -- --products N [--reset]: fills the configured database with the demo shop.
import { parseArgs } from 'node:util';
import { dropEverything, migrate, seedIfEmpty } from '@shop/core';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../server.ts';
import { productCountOption } from './product-count.ts';
import { seedProgress } from './progress.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    reset: { type: 'boolean', default: false },
  },
});
const products = productCountOption(values.products);

const database = await openConfiguredDatabase(loadConfig());
try {
  if (values.reset) await dropEverything(database.db);
  await migrate(database.db);
  const started = Date.now();
  const progress = seedProgress('Seeding');
  const result = await seedIfEmpty(database.db, { products, onProgress: progress.update });
  progress.stop();
  if (result.seeded) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${products} products on ${database.kind} in ${seconds} s`);
  } else {
    console.error(
      'The database already holds a shop; use `npm run db:reset` or --reset to start over.',
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
