// npm run db:reset [-- --products N]: drops every table, migrates and seeds again.
import { parseArgs } from 'node:util';
import { dropEverything, migrate, seedIfEmpty } from '@shop/core';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../server.ts';
import { productCountOption } from './product-count.ts';
import { seedProgress } from './progress.ts';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = productCountOption(values.products ?? '2000');
const database = await openConfiguredDatabase(loadConfig());
try {
  await dropEverything(database.db);
  await migrate(database.db);
  const progress = seedProgress('Seeding');
  await seedIfEmpty(database.db, { products, onProgress: progress.update });
  progress.stop();
  console.log(`Database reset on ${database.kind}: ${products} products`);
} finally {
  await database.close();
}
