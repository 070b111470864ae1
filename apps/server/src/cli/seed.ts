// npm run seed -- --products N [--reset]: fills the configured database with the demo shop.
import { parseArgs } from 'node:util';
import { dropEverything, isSeeded, migrate, seedDatabase } from '@shop/core';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../server.ts';
import { seedProgress } from './progress.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    reset: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  console.error('--products must be a whole number');
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  if (values.reset) await dropEverything(database.db);
  await migrate(database.db);
  if (await isSeeded(database.db)) {
    console.error(
      'The database already holds a shop; use `npm run db:reset` or --reset to start over.',
    );
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const progress = seedProgress('Seeding');
    await seedDatabase(database.db, { products, onProgress: progress.update });
    progress.stop();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${products} products on ${database.kind} in ${seconds} s`);
  }
} finally {
  await database.close();
}
