import { cart, createContext, type Db, microsite } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type OrderApi, startOrderApi } from './order-api-helpers.ts';

let api: OrderApi;
let spirit: number;

/** A variant of the microsite brand's own vodka (seeded after the generated products). */
async function brandVariant(db: Db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select v.id from catalog_variant v join catalog_product p on p.id = v.product_id
        where p.slug = 'suvdan-tsas-original-vodka' order by v.id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  return Number(rows[0]?.id);
}

beforeAll(async () => {
  api = await startOrderApi();
  spirit = await brandVariant(api.db);
});

afterAll(async () => {
  await api?.close();
});

const adult = '1990-05-17';
/** Someone who turns 21 tomorrow (in Ulaanbaatar). */
function turns21Tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' }).format();
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y - 21, m - 1, d + 1));
  return tomorrow.toISOString().slice(0, 10);
}

describe(`spirits over the API on ${testDatabaseKind()}`, () => {
  it('refuses a spirit without age_confirmed (403, no cart made) and adds it with it', async () => {
    const refused = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: spirit } },
      lang: 'en',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Please confirm that you are 21 or older to buy this product.',
    );
    expect(refused.json().token).toBeUndefined();

    const added = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: spirit }, age_confirmed: true },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().line_items[0].product).toMatchObject({
      slug: 'suvdan-tsas-original-vodka',
      age_restricted: true,
    });

    // A flower needs no confirmation.
    const flower = await api.variantWithStock(3);
    const plain = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: flower.id } },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().line_items[0].product.age_restricted).toBe(false);
  });

  it('places an order with spirits only with the buyer’s date of birth, 21 or older', async () => {
    const cart = await api.readyCart(spirit, 1, { ageConfirmed: true });
    const path = `/checkouts/${cart.number}`;

    const early = await api.call('POST', `${path}/complete`, { orderToken: cart.token });
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().errors)).toEqual(['buyer_birth_date']);

    for (const [date, status] of [
      [turns21Tomorrow(), 400],
      ['2001-02-30', 400],
      [adult, 200],
    ] as const) {
      const response = await api.call('PATCH', path, {
        orderToken: cart.token,
        body: { buyer_birth_date: date },
      });
      expect(response.statusCode, `${date}: ${response.body}`).toBe(status);
      if (status === 400) expect(Object.keys(response.json().errors)).toEqual(['buyer_birth_date']);
    }

    const placed = await api.call('POST', `${path}/complete`, {
      orderToken: cart.token,
      headers: { 'idempotency-key': `spirits-${cart.number}` },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ state: 'payment_pending', buyer_birth_date: adult });
  });

  it('forgets the date of birth with the other checkout steps when the cart is emptied', async () => {
    const added = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: spirit }, age_confirmed: true },
    });
    const cart = { number: added.json().number as string, token: added.json().token as string };
    const saved = await api.call('PATCH', `/checkouts/${cart.number}`, {
      orderToken: cart.token,
      body: { buyer_birth_date: adult },
    });
    expect(saved.json().buyer_birth_date).toBe(adult);
    const emptied = await api.call('DELETE', `/orders/${cart.number}/line_items`, {
      orderToken: cart.token,
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().buyer_birth_date).toBeNull();
  });

  it('keeps a guest’s spirit in the cart when the guest signs in', async () => {
    const added = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: spirit, quantity: 2 }, age_confirmed: true },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { userId } = await api.signedIn();
    const ctx = createContext(api.db, 'mn');
    await cart.mergeGuestCart(ctx, added.json().token, userId);
    const mine = await cart.currentCart(ctx, { userId, token: null });
    const view = mine && (await cart.orderView(ctx, mine));
    expect(view?.line_items.map((l) => [l.variant_id, l.quantity])).toEqual([[spirit, 2]]);
  });

  it('asks no date of birth for an order without spirits', async () => {
    const flower = await api.variantWithStock(2);
    const cart = await api.readyCart(flower.id);
    const placed = await api.call('POST', `/checkouts/${cart.number}/complete`, {
      orderToken: cart.token,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().buyer_birth_date).toBeNull();
  });

  it('offers the microsite brand’s bottles on its home, each with its sizes', async () => {
    const home = await microsite.micrositeHome(createContext(api.db, 'en'), 'suvdan-tsas');
    expect(home?.content.story.paragraphs.join(' ')).toContain('single estate');
    const original = home?.products.find((p) => p.slug === 'suvdan-tsas-original-vodka');
    expect(original?.variants.map((v) => v.label)).toEqual(['0.5 L', '0.7 L', '1 L']);
    expect(home?.products.every((p) => p.age_restricted)).toBe(true);
    expect(await microsite.micrositeHome(createContext(api.db, 'en'), 'no-such-brand')).toBeNull();
  });
});
