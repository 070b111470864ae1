// `npm run bench -- NAME [options]`: runs bench/NAME.ts. See docs/PERFORMANCE.md.
import { argv, exit } from 'node:process';
import { noteSpeedAtStart } from './lib.ts';
import { describeSpeed, measureMachineSpeed } from './machine-speed.ts';

const BENCHMARKS: Record<string, string> = {
  'catalogue-import':
    'CSV import of N new products into a fresh PostgreSQL database (--rows 100000, --seed N)',
  machine:
    "the machine's speed now: a fixed piece of work and loopback round trips (every benchmark prints it before and after)",
  checkout:
    'cart, checkout and orders on PostgreSQL (--shoppers 16 or 1,4,16, --products N, --duration)',
  home: 'home page throughput and latency (--db pglite|postgres|both, --duration, --connections)',
  lighthouse:
    'Lighthouse on the home page, median of 3 runs (--url PATH or --article, --runs N, --cookie NAME=VALUE)',
  memory:
    'the shop on the embedded database: RSS idle and under pages and searches (--products N, --duration)',
  pages:
    'list, category and product pages and the API product detail under load (--db, --products N, --duration, --page-cache on|off, --sets list,category,product,api)',
  search: 'search with facets, suggestions under load (--db, --products N, --duration)',
  seed: 'seed products into a fresh database (--products N, --db postgres|pglite)',
  startup: 'time until a second start on a seeded data dir is ready (--runs N)',
};

const [name, ...args] = argv.slice(2);

if (!name || !Object.hasOwn(BENCHMARKS, name)) {
  if (name) console.error(`unknown benchmark: ${name}\n`);
  console.error('usage: npm run bench -- NAME [options]\n\nbenchmarks:');
  for (const [key, text] of Object.entries(BENCHMARKS)) console.error(`  ${key.padEnd(17)}${text}`);
  exit(2);
}

try {
  const before = await measureMachineSpeed();
  noteSpeedAtStart(before);
  console.log(`machine${name === 'machine' ? '' : ' before'}: ${describeSpeed(before)}`);
  if (name !== 'machine') {
    const benchmark = (await import(`./${name}.ts`)) as { run(args: string[]): Promise<void> };
    await benchmark.run(args);
    console.log(`machine after: ${describeSpeed(await measureMachineSpeed())}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exit(1);
}
