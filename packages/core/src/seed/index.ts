export { COUPONS, GIFT_CARDS, VOUCHERS } from './data/promotions.ts';
export { SEED_ARTICLES, SEED_NEWS } from './insert-articles.ts';
export { DEFAULT_PRODUCT_COUNT, isSeeded, type SeedOptions, seedIfEmpty } from './seed.ts';
