import { startSandbox } from '@shop/sandbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { addItem, cartFor, orderView, updateItem } from '../cart/index.ts';
import { variantOffers } from '../catalog/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { httpMessageGateway, type MessageGateway } from '../notify/index.ts';
import { OrderFixtures, refusal } from '../testing/index.ts';
import * as engagement from './index.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let gateway: MessageGateway;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 40 });
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
  sandbox = await startSandbox(0);
  gateway = httpMessageGateway(sandbox.url);
});

afterAll(async () => {
  await sandbox?.close();
  await testDb?.dispose();
});

const DAY = 86_400_000;
const inDays = (days: number, from = ctx.now) => new Date(from.getTime() + days * DAY);
const owner = (userId: number) => ({ userId, token: null });
let mailboxes = 0;
const newEmail = () => `asker${++mailboxes}.${Date.now()}@example.mn`;

/** A shopper's quote for `units` of a fresh variant with stock, answered at `price` a piece. */
async function answeredQuote(units: number, price: number, validDays = 7) {
  const userId = await fixtures.user();
  const variant = await fixtures.variantWithStock(units + 5);
  const email = newEmail();
  const id = await engagement.requestQuote(ctx, userId, {
    variant_id: variant.id,
    quantity: units,
    email,
  });
  await engagement.answerQuote(ctx, gateway, id, {
    decision: 'price',
    unit_price: price,
    valid_until: inDays(validDays).toISOString(),
  });
  return { userId, variant, id, email };
}

describe(`price quotes on ${testDatabaseKind()}`, () => {
  it('asks for a quote for a product; it shows as sent on the shopper’s list only', async () => {
    const me = await fixtures.user();
    const other = await fixtures.user();
    const variant = await fixtures.variantWithStock(10);
    const id = await engagement.requestQuote(ctx, me, {
      product_id: String(variant.productId),
      variant_id: String(variant.id),
      quantity: '12',
      needed_by: '2999-12-31',
      phone: '9911 2233',
      description: '  Цагаан өнгийн боодолтой  ',
    });
    const [quote] = await engagement.myQuotes(ctx, me);
    expect(quote).toMatchObject({
      id,
      state: 'sent',
      variant_id: variant.id,
      quantity: 12,
      needed_by: '2999-12-31',
      phone: '+97699112233',
      email: null,
      description: 'Цагаан өнгийн боодолтой',
      unit_price: null,
      can_accept: false,
    });
    expect(quote?.product?.id).toBe(variant.productId);
    expect(await engagement.myQuotes(ctx, other)).toEqual([]);
    expect((await refusal(engagement.myQuote(ctx, other, id))).messageKey).toBe('error.not_found');
    expect((await refusal(engagement.acceptQuote(ctx, other, id))).messageKey).toBe(
      'error.not_found',
    );
  });

  it('needs the shopper’s own phone or e-mail, a subject, a quantity and a date not past', async () => {
    const me = await fixtures.user();
    const fields = async (input: Record<string, unknown>) =>
      (await refusal(engagement.requestQuote(ctx, me, input))).fieldErrors;
    expect(await fields({ description: 'Сарнай', quantity: 3 })).toEqual({
      email: ['validation.contact_needed'],
    });
    expect(await fields({ quantity: 3, email: newEmail(), description: '   ' })).toEqual({
      description: ['validation.quote_subject'],
    });
    for (const quantity of [0, 100, 2.5, 'олон', '']) {
      expect(await fields({ description: 'Сарнай', quantity, email: newEmail() })).toEqual({
        quantity: ['validation.quote_quantity'],
      });
    }
    expect(
      await fields({ description: 'Сарнай', quantity: 1, email: 'not-an-address', phone: '12' }),
    ).toEqual({ email: ['validation.email'], phone: ['validation.phone'] });
    expect(
      await fields({
        description: 'Сарнай',
        quantity: 1,
        email: newEmail(),
        needed_by: '2020-01-01',
      }),
    ).toEqual({ needed_by: ['validation.needed_by'] });
    expect(
      await fields({
        description: 'Сарнай',
        quantity: 1,
        email: newEmail(),
        needed_by: '2030-02-30',
      }),
    ).toEqual({ needed_by: ['validation.needed_by'] });
    expect(await fields({ description: 'x'.repeat(2001), quantity: 1, email: newEmail() })).toEqual(
      { description: ['validation.too_long'] },
    );
    // A package is filled on its product page: no one price to quote.
    const [pack] = (
      (await ctx.db.execute(
        sql`select v.id from catalog_variant v where exists
            (select 1 from catalog_package_component c where c.package_product_id = v.product_id)
            limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(pack).toBeDefined();
    expect(await engagement.quotableOffer(ctx, Number(pack?.id))).toBeNull();
    expect(
      (
        await refusal(
          engagement.requestQuote(ctx, me, {
            variant_id: pack?.id,
            quantity: 1,
            phone: '99112233',
          }),
        )
      ).messageKey,
    ).toBe('error.quote_not_open');
    const unknown = await refusal(
      engagement.requestQuote(ctx, me, {
        variant_id: 2_000_000_000,
        quantity: 1,
        phone: '99112233',
      }),
    );
    expect(unknown.messageKey).toBe('error.not_found');
  });

  it('staff answer with a price; the shopper hears it and takes it into the cart at that price', async () => {
    const { userId, variant, id, email } = await answeredQuote(3, 1234);
    const message = sandbox.outbox.list({ to: email })[0];
    expect(message?.subject).toContain(`№${id}`);
    expect(message?.body).toContain('1,234₮');
    const [quote] = await engagement.myQuotes(ctx, userId);
    expect(quote).toMatchObject({
      state: 'answered',
      unit_price: 1234,
      total: 3702,
      can_accept: true,
    });
    const { orderNumber } = await engagement.acceptQuote(ctx, userId, id);
    const cart = await orderView(ctx, await cartFor(ctx, owner(userId), orderNumber));
    const line = cart.line_items.find((l) => l.variant_id === variant.id);
    expect(line).toMatchObject({ quantity: 3, price: 1234, total: 3702 });
    expect(line?.quoted_until).toBe(quote?.valid_until);
    expect((await engagement.myQuote(ctx, userId, id)).state).toBe('accepted');
    expect((await engagement.myQuote(ctx, userId, id)).order_number).toBe(orderNumber);
    // Once taken, staff cannot change the price it was taken at.
    const late = await refusal(
      engagement.answerQuote(ctx, gateway, id, {
        decision: 'price',
        unit_price: 1,
        valid_until: inDays(3).toISOString(),
      }),
    );
    expect(late.messageKey).toBe('error.quote_not_open');

    // The quoted price holds for the quoted quantity: fewer keeps it, more is refused.
    const more = await refusal(updateItem(ctx, owner(userId), orderNumber, line?.id ?? 0, 4));
    expect(more.messageKey).toBe('error.quote_quantity');
    await updateItem(ctx, owner(userId), orderNumber, line?.id ?? 0, 2);
    const fewer = await orderView(ctx, await cartFor(ctx, owner(userId), orderNumber));
    expect(fewer.line_items.find((l) => l.id === line?.id)?.price).toBe(1234);

    // Past the quote's date the line costs what everyone pays.
    const later = createContext(ctx.db, 'mn', inDays(8));
    await updateItem(later, owner(userId), orderNumber, line?.id ?? 0, 2);
    const usual = (await variantOffers(ctx, [variant.id])).get(variant.id)?.price;
    const after = await orderView(later, await cartFor(later, owner(userId), orderNumber));
    expect(after.line_items.find((l) => l.id === line?.id)?.price).toBe(usual);
  });

  it('an answered quote past its date reads as expired and cannot be taken', async () => {
    const { userId, id } = await answeredQuote(2, 999, 1);
    const later = createContext(ctx.db, 'mn', inDays(2));
    expect((await engagement.myQuote(later, userId, id)).state).toBe('expired');
    expect((await engagement.staffQuotes(later, 'expired')).map((q) => q.id)).toContain(id);
    expect((await refusal(engagement.acceptQuote(later, userId, id))).messageKey).toBe(
      'error.quote_expired',
    );
  });

  it('a request in words gets its product from staff; a refusal is said with its reason', async () => {
    const me = await fixtures.user();
    const phone = '88001122';
    const words = await engagement.requestQuote(ctx, me, {
      description: 'Хуримын 200 ширхэг цагаан сарнай',
      quantity: 1,
      phone,
    });
    expect((await engagement.myQuote(ctx, me, words)).product).toBeNull();
    expect((await engagement.staffQuotes(ctx, 'sent')).map((q) => q.id)).toContain(words);
    const noVariant = await refusal(
      engagement.answerQuote(ctx, gateway, words, {
        decision: 'price',
        unit_price: 500_000,
        valid_until: inDays(3).toISOString(),
      }),
    );
    expect(noVariant.fieldErrors).toEqual({ variant_id: ['validation.blank'] });
    const tooLong = await refusal(
      engagement.answerQuote(ctx, gateway, words, {
        decision: 'price',
        unit_price: 500_000,
        valid_until: inDays(91).toISOString(),
        variant_id: 1,
      }),
    );
    expect(tooLong.fieldErrors).toEqual({ valid_until: ['validation.quote_valid_until'] });
    const variant = await fixtures.variantWithStock(3);
    const answered = await engagement.answerQuote(ctx, gateway, words, {
      decision: 'price',
      unit_price: 480_000,
      valid_until: inDays(3).toISOString(),
      variant_id: variant.id,
      note: 'Хүргэлт үнэгүй',
    });
    expect(answered).toMatchObject({ state: 'answered', variant_id: variant.id, can_accept: true });
    expect(answered.product?.id).toBe(variant.productId);
    expect(sandbox.outbox.list({ to: `+976${phone}` })[0]?.body).toContain('480,000₮');

    const other = await engagement.requestQuote(ctx, me, {
      description: 'Алтан сарнай',
      quantity: 1,
      phone,
    });
    const declined = await engagement.answerQuote(ctx, gateway, other, {
      decision: 'decline',
      note: 'Манайд байхгүй',
    });
    expect(declined).toMatchObject({ state: 'declined', answer_note: 'Манайд байхгүй' });
    expect((await refusal(engagement.acceptQuote(ctx, me, other))).messageKey).toBe(
      'error.quote_not_open',
    );
  });

  it('taken many times at once, one line goes into the cart', async () => {
    const { userId, variant, id } = await answeredQuote(2, 700);
    // More acceptances at once than the database pool holds.
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, () => engagement.acceptQuote(ctx, userId, id)),
    );
    const taken = results.filter((r) => r.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason.messageKey).toBe('error.quote_not_open');
    }
    const number = (taken[0] as PromiseFulfilledResult<{ orderNumber: string }>).value.orderNumber;
    const cart = await orderView(ctx, await cartFor(ctx, owner(userId), number));
    expect(cart.line_items.filter((l) => l.variant_id === variant.id)).toEqual([
      expect.objectContaining({ quantity: 2, price: 700 }),
    ]);
  });

  it('a quote that cannot go into the cart stays open to take later', async () => {
    const { userId, variant, id } = await answeredQuote(4, 800);
    await fixtures.setStock(variant.id, 1);
    expect((await refusal(engagement.acceptQuote(ctx, userId, id))).messageKey).toBe(
      'error.stock_ran_out',
    );
    expect((await engagement.myQuote(ctx, userId, id)).state).toBe('answered');
    await fixtures.setStock(variant.id, 10);
    await engagement.acceptQuote(ctx, userId, id);
    expect((await engagement.myQuote(ctx, userId, id)).state).toBe('accepted');
  });

  it('a normal add of the same variant keeps its own line at the usual price', async () => {
    const { userId, variant, id } = await answeredQuote(1, 100);
    const { orderNumber } = await engagement.acceptQuote(ctx, userId, id);
    await addItem(ctx, owner(userId), { orderNumber, variantId: variant.id, quantity: 1 });
    const cart = await orderView(ctx, await cartFor(ctx, owner(userId), orderNumber));
    const usual = (await variantOffers(ctx, [variant.id])).get(variant.id)?.price;
    expect(
      cart.line_items
        .filter((l) => l.variant_id === variant.id)
        .map((l) => [l.quantity, l.price])
        .sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0)),
    ).toEqual([
      [1, 100],
      [1, usual],
    ]);
  });
});
