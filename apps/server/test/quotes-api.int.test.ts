import { translatorFor } from '@shop/i18n/translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
const en = translatorFor('en');
const ru = translatorFor('ru');

beforeAll(async () => {
  api = await startShopApi({ products: 40 });
});

afterAll(async () => {
  await api?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe(`quotes API on ${testDatabaseKind()}`, () => {
  it('asks, is answered by staff, and takes the price into the cart', async () => {
    const me = await api.shopper();
    const staff = await api.shopper('staff');
    const variant = await api.fixtures.variantWithStock(10);
    const email = `quote-${Date.now()}@example.mn`;
    const asked = await api.call('POST', '/quotes', {
      bearer: me.bearer,
      body: { product_id: variant.productId, variant_id: variant.id, quantity: 5, email },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const quote = asked.json();
    expect(quote).toMatchObject({ state: 'sent', quantity: 5, email, can_accept: false });

    const waiting = await api.call('GET', '/api/back_office/quotes?state=sent', {
      bearer: staff.bearer,
    });
    expect(waiting.json().quotes.map((q: { id: number }) => q.id)).toContain(quote.id);
    const answered = await api.call('PUT', `/api/back_office/quotes/${quote.id}`, {
      bearer: staff.bearer,
      body: { decision: 'price', unit_price: 2500, valid_until: inDays(5), note: 'Бөөний үнэ' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ state: 'answered', unit_price: 2500, total: 12500 });
    expect(api.sandbox.outbox.list({ to: email })).toHaveLength(1);

    const mine = await api.call('GET', '/quotes', { bearer: me.bearer });
    expect(mine.json().quotes[0]).toMatchObject({ id: quote.id, can_accept: true });
    const taken = await api.call('POST', `/quotes/${quote.id}/accept`, { bearer: me.bearer });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().quote.state).toBe('accepted');
    const cart = await api.call('GET', `/orders/${taken.json().order_number}`, {
      bearer: me.bearer,
    });
    const line = cart
      .json()
      .line_items.find((l: { variant_id: number }) => l.variant_id === variant.id);
    expect(line).toMatchObject({ quantity: 5, price: 2500, total: 12500 });
    expect(line.quoted_until).toBe(answered.json().valid_until);

    const again = await api.call('POST', `/quotes/${quote.id}/accept`, {
      bearer: me.bearer,
      lang: 'ru',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ru('error.quote_not_open'));
    const more = await api.call(
      'PATCH',
      `/orders/${taken.json().order_number}/line_items/${line.id}`,
      {
        bearer: me.bearer,
        body: { quantity: 6 },
        lang: 'en',
      },
    );
    expect(more.statusCode, more.body).toBe(409);
    expect(more.json().error).toBe(en('error.quote_quantity', { quantity: 5 }));
  });

  it('keeps quotes to their owner and the back office to staff', async () => {
    const me = await api.shopper();
    const other = await api.shopper();
    const asked = await api.call('POST', '/quotes', {
      bearer: me.bearer,
      body: { description: 'Хуримын чимэглэл', quantity: 1, phone: '99119911' },
    });
    const id = asked.json().id as number;
    expect((await api.call('GET', `/quotes/${id}`, { bearer: other.bearer })).statusCode).toBe(404);
    expect(
      (await api.call('POST', `/quotes/${id}/accept`, { bearer: other.bearer })).statusCode,
    ).toBe(404);
    expect((await api.call('GET', '/quotes')).statusCode).toBe(401);
    const shopperAnswer = await api.call('PUT', `/api/back_office/quotes/${id}`, {
      bearer: me.bearer,
      body: { decision: 'decline', note: 'Үгүй' },
    });
    expect(shopperAnswer.statusCode).toBe(403);
    expect(
      (await api.call('GET', '/api/back_office/quotes', { bearer: other.bearer })).statusCode,
    ).toBe(403);
  });

  it('refuses bad requests with the spec’s texts and field errors, never a 5xx', async () => {
    const me = await api.shopper();
    const staff = await api.shopper('staff');
    const ask = (body: unknown) =>
      api.call('POST', '/quotes', { bearer: me.bearer, body, lang: 'en' });
    const noContact = await ask({ description: 'Сарнай', quantity: 2 });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().errors.email).toEqual([en('validation.contact_needed')]);
    const nothing = await ask({ quantity: 2, email: 'a@example.mn' });
    expect(nothing.json().errors.description).toEqual([en('validation.quote_subject')]);
    for (const body of [
      { description: 'x', quantity: 0, email: 'a@example.mn' },
      { description: 'x', quantity: 1e9, email: 'a@example.mn' },
      { description: 'x'.repeat(100_000), quantity: 1, email: 'a@example.mn' },
      { description: 'x', quantity: 1, email: 'a@example.mn', needed_by: 'tomorrow' },
      { description: 'x', quantity: '1', email: 'a@example.mn' },
      { description: 'x', quantity: 1, email: 'a@example.mn', admin: true },
      { product_id: -1, quantity: 1, email: 'a@example.mn' },
      { product_id: 2_000_000_000, quantity: 1, email: 'a@example.mn' },
      [],
    ]) {
      const refused = await ask(body);
      expect([400, 404], JSON.stringify(body).slice(0, 80)).toContain(refused.statusCode);
    }
    const words = await ask({ description: 'Сарнай', quantity: 2, email: 'a@example.mn' });
    const id = words.json().id as number;
    for (const body of [
      { decision: 'price', unit_price: 100, valid_until: inDays(3) },
      { decision: 'price', unit_price: 100, valid_until: inDays(-1), variant_id: 1 },
      { decision: 'price', unit_price: 0, valid_until: inDays(3), variant_id: 1 },
      { decision: 'price', unit_price: 100, valid_until: 'soon', variant_id: 1 },
      { decision: 'decline', note: '' },
      { decision: 'maybe' },
    ]) {
      const refused = await api.call('PUT', `/api/back_office/quotes/${id}`, {
        bearer: staff.bearer,
        body,
      });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await api.call('PUT', '/api/back_office/quotes/2000000000', {
          bearer: staff.bearer,
          body: { decision: 'decline', note: 'Үгүй' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
