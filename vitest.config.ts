import { defineConfig } from 'vitest/config';

const integration = (
  name: string,
  database: 'pglite' | 'postgres',
  env: Record<string, string> = {},
) => ({
  test: {
    name,
    include: ['apps/**/*.int.test.ts', 'packages/**/*.int.test.ts'],
    setupFiles: ['./scripts/vitest-setup.ts'],
    globalSetup: ['./scripts/test-templates.global.ts'],
    env: { TEST_DATABASE: database, ...env },
    // The files of a worker share its loaded modules: loading the server anew for every file took
    // more of the run than the tests did (collect 530 s of 671 on PostgreSQL). Each file still
    // opens its own database and server; a new database starts with empty search caches
    // (scripts/test-database.ts), the only ones a process keeps outside its server.
    poolOptions: { forks: { isolate: false } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // vitest's own default on two cores is one worker: every file would wait for the one before.
    maxWorkers: 2,
    // A worker process serves file after file instead of one file each; whether a file also gets
    // its modules afresh is each project's own `poolOptions.forks.isolate` (the unit and browser
    // tests do, the integration tests not).
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          setupFiles: ['./scripts/vitest-setup.ts'],
          poolOptions: { forks: { isolate: true } },
        },
      },
      integration('integration-pglite', 'pglite'),
      integration('integration-postgres', 'postgres'),
      // The same suite with one connection that nobody waits for longer than 2 s: code that
      // wanted a second connection while holding one would fail here, not hang in production.
      integration('integration-postgres-pool1', 'postgres', {
        TEST_POOL_SIZE: '1',
        TEST_ACQUIRE_MS: '2000',
      }),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          setupFiles: ['./scripts/vitest-setup.ts'],
          globalSetup: ['./e2e/support/global-setup.ts'],
          // After the unit and integration projects, and one file at a time: the files share two
          // running shops and two cores, and a browser test beside another would measure its waits
          // against the other's work (and see its articles, authors and orders appear).
          sequence: { groupOrder: 1 },
          poolOptions: { forks: { singleFork: true, isolate: true } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page's answer to a click can take longer than expect.poll's own 1 s on a busy
          // machine (whole runs failed so); Playwright's own waits allow 30 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
