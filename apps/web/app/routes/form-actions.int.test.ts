import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { payments } from '@shop/core';
import { accounts, cart, createContext, engagement, fileMediaStore } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import type { ShopLoadContext } from '../context.ts';
import { CART_COOKIE, WISH_COOKIE } from '../lib/cookies.server.ts';
import { action as addressesAction } from './account/addresses.tsx';
import { action as quoteRequestAction } from './account/quote-request.tsx';
import { action as quotesAction } from './account/quotes.tsx';
import { action as sessionsAction } from './account/sessions.tsx';
import { action as ageGateAction } from './age-gate.tsx';
import { action as cartAction } from './cart.tsx';
import { action as checkoutAction } from './checkout.tsx';
import { action as wishlistAction } from './wishlist.tsx';

const CSRF = 'test-csrf-token-0123456789abcdef';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 30 });
});

afterAll(async () => {
  await testDb?.dispose();
});

/** What the server hands an action, with only what these forms reach. */
function shopContext(viewer: ShopLoadContext['auth']['viewer'] = null): ShopLoadContext {
  return {
    database: testDb.database,
    siteData: () => Promise.reject(new Error('not in these tests')),
    forgetSiteData: () => {},
    testHooks: false,
    requestId: 'test',
    cspNonce: 'nonce',
    payments: {} as payments.PaymentProviders,
    media: fileMediaStore(join(tmpdir(), 'shop-form-actions-media')),
    auth: {
      viewer,
      csrfToken: CSRF,
      ip: '127.0.0.1',
      userAgent: null,
      deps: {} as accounts.AccountDeps,
      oauthProviders: {},
      secureCookies: false,
      signIn: async () => {},
      signOut: async () => {},
      setCookie: () => {},
    },
  };
}

/** A form post as a page sends it: the CSRF token, the fields, a submit button's name. */
function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`http://shop.test/en${path}`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams({ _csrf: CSRF, ...fields }),
  });
}

type Args<A extends (args: never) => unknown> = Parameters<A>[0];
const args = <A extends (args: never) => unknown>(request: Request, context = shopContext()) =>
  ({ request, context, params: { locale: 'en' } }) as unknown as Args<A>;

/** A sellable variant with 10 in stock, in a new guest cart: the cart's number, line and token. */
async function guestCartLine() {
  const { db } = testDb.database;
  const result = await db.execute(
    sql`select v.id from catalog_variant v join catalog_product p on p.id = v.product_id
        where p.available_on <= now() and v.selling_price > 1 and not p.age_restricted
          and not exists (select 1 from catalog_package_component c where c.package_product_id = p.id)
        order by v.id limit 1`,
  );
  const variantId = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
  await db.execute(sql`delete from inventory_stock_item where variant_id = ${variantId}`);
  await db.execute(sql`insert into inventory_stock_item (variant_id, stock_location_id, count_on_hand)
      values (${variantId}, (select min(id) from inventory_stock_location), 10)`);
  const ctx = createContext(db, 'en');
  const { order, token } = await cart.addItem(
    ctx,
    { userId: null, token: null },
    { orderNumber: '0', variantId },
  );
  const view = await cart.orderView(ctx, order);
  const lineId = view.line_items[0]?.id;
  if (!token || !lineId) throw new Error('no guest cart');
  return { number: order.number, lineId: String(lineId), cookie: `${CART_COOKIE}=${token}` };
}

describe(`page actions read their forms with a schema on ${testDatabaseKind()}`, () => {
  it('answers a cart line with a quantity that is no number 400 with the field, not 500', async () => {
    const { number, lineId, cookie } = await guestCartLine();
    const answer = await cartAction(
      args<typeof cartAction>(
        post('/cart', { intent: 'line', number, line_id: lineId, quantity: 'abc' }, cookie),
      ),
    );
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: {
        ok: false,
        intent: 'line',
        lineId: Number(lineId),
        error: 'error.quantity_not_possible',
        fields: { quantity: ['validation.whole_number'] },
      },
    });
  });

  it('answers an intent the cart does not have 400 with the field', async () => {
    const answer = await cartAction(
      args<typeof cartAction>(post('/cart', { intent: 'update', quantity: 'abc' })),
    );
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: { ok: false, error: 'error.invalid_input', fields: { intent: expect.any(Array) } },
    });
  });

  it('still changes the cart for a form the page sends (the stepper’s +)', async () => {
    const { number, lineId, cookie } = await guestCartLine();
    const answer = await cartAction(
      args<typeof cartAction>(
        post(
          '/cart',
          { intent: 'line', number, line_id: lineId, quantity: '1', change: 'up' },
          cookie,
        ),
      ),
    );
    expect(answer).toEqual({ ok: true, intent: 'line', lineId: Number(lineId) });
    const ctx = createContext(testDb.database.db, 'en');
    const order = await cart.currentCart(ctx, { userId: null, token: cookie.split('=')[1] ?? '' });
    expect(order?.totalQuantity).toBe(2);
  });

  it('answers a checkout form with a bad wallet amount as the step’s form errors (400)', async () => {
    const answer = await checkoutAction(
      args<typeof checkoutAction>(
        post('/checkout', { intent: 'wallet', number: 'R123456789', amount: 'all of it' }),
      ),
    );
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: {
        ok: false,
        error: 'error.invalid_input',
        fields: { amount: ['validation.whole_number'] },
        values: { intent: 'wallet', amount: 'all of it' },
      },
    });
    expect((answer as { data: { values: object } }).data.values).not.toHaveProperty('_csrf');
  });

  it('answers ending a session that is no id 400, signed in', async () => {
    const answer = await sessionsAction(
      args<typeof sessionsAction>(
        post('/account/sessions', { id: '99999999999' }),
        shopContext({ userId: 1, sessionId: 1 }),
      ),
    );
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: { ok: false, fields: { id: ['validation.invalid_choice'] } },
    });
  });

  it('answers an address form naming no id, or one past PostgreSQL’s integer, 400 on the field', async () => {
    for (const id of ['2147483648', 'home', '']) {
      const answer = await addressesAction(
        args<typeof addressesAction>(
          post('/account/addresses', { intent: 'remove', id }),
          shopContext({ userId: 1, sessionId: 1 }),
        ),
      );
      expect(answer, id).toMatchObject({
        init: { status: 400 },
        data: { ok: false, fields: { id: ['validation.invalid_choice'] } },
      });
    }
  });

  it('still ends another session of the signed-in shopper for the page’s form', async () => {
    const ctx = createContext(testDb.database.db, 'en');
    const created = await testDb.database.db.execute(
      sql`insert into account_user (email) values ('form-actions@example.mn') returning id`,
    );
    const userId = Number((created as unknown as { rows: { id: number }[] }).rows[0]?.id);
    const here = await accounts.startSession(ctx, userId, 'web');
    const other = await accounts.startSession(ctx, userId, 'web');
    const answer = await sessionsAction(
      args<typeof sessionsAction>(
        post('/account/sessions', { id: String(other.id) }),
        shopContext({ userId, sessionId: here.id }),
      ),
    );
    expect(answer).toEqual({ ok: true });
    const left = await accounts.listSessions(ctx, userId, here.id);
    expect(left.map((s) => s.id)).toEqual([here.id]);
  });

  it('refuses an age gate answer other than the two buttons’ with 400', async () => {
    await expect(
      ageGateAction(args<typeof ageGateAction>(post('/age-gate', { answer: 'maybe' }))),
    ).rejects.toMatchObject({
      init: { status: 400 },
      data: { ok: false, fields: { answer: ['validation.invalid_choice'] } },
    });
  });

  it('answers a wish list form with an empty name or a foreign list 400 / 404, and keeps the list', async () => {
    const mine = `${WISH_COOKIE}=${'m'.repeat(43)}`;
    const theirs = `${WISH_COOKIE}=${'t'.repeat(43)}`;
    const ctx = createContext(testDb.database.db, 'en');
    const list = await engagement.createList(ctx, { userId: null, token: 'm'.repeat(43) }, 'Gifts');
    const blank = await wishlistAction(
      args<typeof wishlistAction>(
        post('/wishlist', { intent: 'rename', wishlist_id: String(list.id), name: '  ' }, mine),
      ),
    );
    expect(blank).toMatchObject({
      init: { status: 400 },
      data: { ok: false, fields: { name: ['validation.blank'] } },
    });
    const foreign = await wishlistAction(
      args<typeof wishlistAction>(
        post('/wishlist', { intent: 'delete', wishlist_id: String(list.id) }, theirs),
      ),
    );
    expect(foreign).toMatchObject({
      init: { status: 404 },
      data: { ok: false, error: 'error.wishlist_not_found' },
    });
    const huge = await wishlistAction(
      args<typeof wishlistAction>(
        post('/wishlist', { intent: 'delete', wishlist_id: '9'.repeat(12) }, mine),
      ),
    );
    expect(huge).toMatchObject({ init: { status: 400 } });
    const lists = await engagement.wishlistsView(ctx, { userId: null, token: 'm'.repeat(43) });
    expect(lists.map((l) => l.name)).toEqual(['Gifts']);
  });

  it('answers a quote form’s bad fields and another shopper’s quote as form errors, never 500', async () => {
    const ctx = createContext(testDb.database.db, 'en');
    const newUser = async (email: string) => {
      const created = await testDb.database.db.execute(
        sql`insert into account_user (email) values (${email}) returning id`,
      );
      return Number((created as unknown as { rows: { id: number }[] }).rows[0]?.id);
    };
    const me = await newUser('quote-me@example.mn');
    const other = await newUser('quote-other@example.mn');
    const asMe = shopContext({ userId: me, sessionId: 1 });
    const bad = await quoteRequestAction(
      args<typeof quoteRequestAction>(
        post('/account/quotes/new', { description: '', quantity: '1000', email: '', phone: '' }),
        asMe,
      ),
    );
    expect(bad).toMatchObject({
      init: { status: 400 },
      data: {
        ok: false,
        fields: {
          quantity: ['validation.quote_quantity'],
          email: ['validation.contact_needed'],
        },
      },
    });
    const theirs = await engagement.requestQuote(ctx, other, {
      description: 'Roses',
      quantity: 1,
      email: 'quote-other@example.mn',
    });
    for (const [quoteId, status] of [
      [String(theirs), 404],
      ['9'.repeat(12), 400],
      ['abc', 400],
    ] as const) {
      const answer = await quotesAction(
        args<typeof quotesAction>(
          post('/account/quotes', { intent: 'accept', quote_id: quoteId }),
          asMe,
        ),
      );
      expect(answer, quoteId).toMatchObject({ init: { status } });
    }
    const guest = await quotesAction(
      args<typeof quotesAction>(post('/account/quotes', { intent: 'accept', quote_id: '1' })),
    );
    expect(guest).toMatchObject({ init: { status: 401 } });
    expect((await engagement.myQuote(ctx, other, theirs)).state).toBe('sent');
  });
});
