import { defineConfig } from 'vitest/config';

// `npm run test:load`: the load-and-fault suite (load/), apart from `npm test` because it starts
// whole shops and runs for minutes; .ci/run runs both.
export default defineConfig({
  test: {
    name: 'load',
    include: ['load/**/*.test.ts'],
    setupFiles: ['./scripts/vitest-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // One shop at a time: two would share the machine's two cores and measure nothing.
    fileParallelism: false,
  },
});
