import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The server loads the domain core itself (through tsx); the web build must share that copy.
  environments: {
    ssr: { build: { rollupOptions: { external: ['@shop/core'] } } },
  },
  build: { target: 'es2022', assetsInlineLimit: 0 },
});
