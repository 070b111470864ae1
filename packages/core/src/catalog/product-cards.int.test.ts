import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { productRail } from './product-cards.ts';
import { catalogProduct } from './schema.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-22T12:00:00Z');
let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 120, now: new Date('2026-11-22T00:00:00Z') });
});

afterAll(async () => {
  await testDb?.dispose();
});

async function setSale(id: number, fields: Partial<typeof catalogProduct.$inferInsert>) {
  await testDb.database.db.update(catalogProduct).set(fields).where(eq(catalogProduct.id, id));
}

describe(`product rails on ${testDatabaseKind()}`, () => {
  it('applies the default filter: in stock, priced, available now, with a picture', async () => {
    const ctx = createContext(testDb.database.db, 'mn', now);
    await setSale(1, { totalOnHand: 0, availableOn: new Date(now.getTime() - DAY) });
    await setSale(2, { availableOn: new Date(now.getTime() + DAY), totalOnHand: 5 });
    await setSale(3, { image: null, totalOnHand: 5, availableOn: new Date(now.getTime() - DAY) });
    const ids = (await productRail(ctx, { sort: 'date_desc', limit: 100 })).map((p) => p.id);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(3);
    expect(ids.length).toBeGreaterThan(50);
  });

  it('shows a sale only inside its window, open ends included, and sorts by the running sale', async () => {
    const ctx = createContext(testDb.database.db, 'en', now);
    const base = { totalOnHand: 5, availableOn: new Date(now.getTime() - DAY), price: 10_000 };
    await setSale(10, {
      ...base,
      salePercent: 90,
      sellingPrice: 1_000,
      saleStartAt: null,
      saleExpireAt: null,
    });
    await setSale(11, {
      ...base,
      salePercent: 95,
      sellingPrice: 500,
      saleStartAt: new Date(now.getTime() - 10 * DAY),
      saleExpireAt: new Date(now.getTime() - DAY),
    });
    await setSale(12, {
      ...base,
      salePercent: 99,
      sellingPrice: 100,
      saleStartAt: new Date(now.getTime() + DAY),
      saleExpireAt: null,
    });
    const rail = await productRail(ctx, { sort: 'sale_desc', onSale: true, limit: 100 });
    expect(rail[0]).toMatchObject({
      id: 10,
      sale_percent: 90,
      selling_price: 1_000,
      price: 10_000,
    });
    expect(rail.map((p) => p.id)).not.toContain(11);
    expect(rail.map((p) => p.id)).not.toContain(12);

    const all = await productRail(ctx, { sort: 'date_desc', limit: 200 });
    const expired = all.find((p) => p.id === 11);
    expect(expired).toMatchObject({ sale_percent: 0, selling_price: 10_000 });
  });

  it('names products in the requested locale', async () => {
    const [mn] = await productRail(createContext(testDb.database.db, 'mn', now), {
      sort: 'price_asc',
      limit: 1,
    });
    const [en] = await productRail(createContext(testDb.database.db, 'en', now), {
      sort: 'price_asc',
      limit: 1,
    });
    expect(mn?.id).toBe(en?.id);
    expect(mn?.name).toMatch(/[а-яөүё]/i);
    expect(en?.name).toMatch(/^[\x20-\x7e]+$/);
  });
});
