// npm start. React and React Router pick their production or development build when first
// imported, so NODE_ENV is settled here, before anything else is loaded.
process.env.NODE_ENV ??= 'production';
await import('./start-shop.ts');

export {};
