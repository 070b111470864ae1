// npm start. React and React Router pick their production or development build when first
// imported, so NODE_ENV is settled here, before anything else is loaded.
// Without NODE_ENV this is a try-out on this machine (README's quick start): production
// builds, but no PUBLIC_URL needed. A deployment says NODE_ENV=production and sets PUBLIC_URL.
if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production';
  process.env.SHOP_TRY_OUT = '1';
}
await import('./start-shop.ts');

export {};
