// npm run db:reset [-- --products N]: drops every table, migrates and seeds again.
import { parseArgs } from 'node:util';
import { dropEverything, migrate, seedDatabase } from '@shop/core';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../server.ts';
import { seedProgress } from './progress.ts';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const config = loadConfig();
const products = values.products ? Number(values.products) : config.seedProducts;
const database = await openConfiguredDatabase(config);
try {
  await dropEverything(database.db);
  await migrate(database.db);
  const progress = seedProgress('Seeding');
  await seedDatabase(database.db, { products, onProgress: progress.update });
  progress.stop();
  console.log(`Database reset on ${database.kind}: ${products} products`);
} finally {
  await database.close();
}
