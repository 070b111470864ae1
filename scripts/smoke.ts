// Starts the shop as `npm start` does, on whatever Node runs this, and asks it for a page, a
// product over the API and its readiness (scripts/node24.sh runs it on Node 24).
import { startShopProcess } from './shop-process.ts';

const shop = await startShopProcess({ env: { SEED_PRODUCTS: '50' } });
try {
  for (const path of ['/', '/products', '/api/v2/products/1', '/readyz']) {
    const response = await fetch(new URL(path, shop.baseUrl));
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    console.log(`${path}: ${response.status}`);
  }
  console.log(`Smoke test passed on Node ${process.version}`);
} finally {
  await shop.stop();
}
