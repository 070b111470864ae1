import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The domain core stays an import: the server's build (apps/server/build-server.mjs) takes this
  // build in and bundles one copy of @shop/core for both; under Vitest both load the same source.
  environments: {
    ssr: { build: { rollupOptions: { external: ['@shop/core'] } } },
    client: {
      build: {
        rollupOptions: {
          output: {
            // The small helpers every page uses travel in one file, not four: each file costs
            // its own headers and round of compression.
            manualChunks: (id) =>
              /apps\/web\/app\/(lib\/|components\/(Image|Price|ProductCard|ProductRail)\.)|packages\/i18n\/src\//.test(
                id,
              ) && !id.includes('.server.')
                ? 'shell'
                : undefined,
          },
        },
      },
    },
  },
  build: { target: 'es2022', assetsInlineLimit: 0 },
});
