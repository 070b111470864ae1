// Every module's tables in one place, for Drizzle's query builder and migration generator.

export * from '../accounts/schema.ts';
export * from '../catalog/schema.ts';
export * from '../content/schema.ts';
export * from '../engagement/schema.ts';
export * from '../geo/schema.ts';
export * from '../inventory/schema.ts';
export * from '../jobs/schema.ts';
export * from '../licences/schema.ts';
export * from '../limits/schema.ts';
export * from '../notify/schema.ts';
export * from '../orders/schema.ts';
export * from '../payments/schema.ts';
export * from '../promotions/schema.ts';
export * from '../push/schema.ts';
export * from '../roulette/schema.ts';
export * from '../search/schema.ts';
export * from '../tickets/schema.ts';
export * from '../travel/schema.ts';
export * from '../wallet/schema.ts';
