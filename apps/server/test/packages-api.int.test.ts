import { translatorFor } from '@shop/i18n/translators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type OrderApi, startOrderApi } from './order-api-helpers.ts';

let api: OrderApi;

interface Component {
  slug: string;
  variant_id: number;
  price: number;
  max_qty: number;
  on_sale: boolean;
}
interface PackageProduct {
  id: number;
  slug: string;
  selling_price: number;
  variants: { id: number }[];
  package_components: Component[];
}
interface PackageItem {
  slug: string;
  qty: number;
  cv: Record<string, string>;
  price: number;
  name: string;
}
interface Line {
  id: number;
  quantity: number;
  price: number;
  package: PackageItem[] | null;
}

let box: PackageProduct;
let first: Component;
let second: Component;
let third: Component;

beforeAll(async () => {
  api = await startOrderApi();
  const response = await api.call('GET', '/products/build-your-gift-box');
  expect(response.statusCode, response.body).toBe(200);
  box = response.json();
  [first, second, third] = box.package_components as [Component, Component, Component];
});

afterAll(async () => {
  await api?.close();
});

const mn = translatorFor('mn');

/** A guest's cart holding one package with these contents. */
async function packageCart(contents: { slug: string; qty: number; cv?: object }[]) {
  const response = await api.call('POST', '/orders/0/line_items', {
    body: { line_item: { variant_id: box.variants[0]?.id, package: contents } },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { number: body.number as string, token: body.token as string, lines: body.line_items };
}

const changePackage = (cart: { number: string; token: string }, line: Line, change: object) =>
  api.call('PATCH', `/orders/${cart.number}/line_items/${line.id}`, {
    orderToken: cart.token,
    body: { package: change },
  });

describe(`package products on ${testDatabaseKind()}`, () => {
  it('lists what a package may hold; other products have none', async () => {
    expect(box.package_components.length).toBeGreaterThanOrEqual(3);
    for (const c of box.package_components) {
      expect(c).toMatchObject({ max_qty: 5, on_sale: true });
      expect(c.price).toBeGreaterThan(0);
    }
    const plain = await api.call('GET', '/products/1');
    expect(plain.json().package_components).toBeNull();
  });

  it('puts a package in the cart priced as the box plus what is inside, each box its own line', async () => {
    const contents = [
      { slug: first.slug, qty: 2, cv: { message: 'Төрсөн өдрийн мэнд!' } },
      { slug: second.slug, qty: 1 },
    ];
    const cart = await packageCart(contents);
    const [line] = cart.lines as Line[];
    expect(line?.price).toBe(box.selling_price + first.price * 2 + second.price);
    expect(line?.package?.map((p) => [p.slug, p.qty, p.cv])).toEqual([
      [first.slug, 2, { message: 'Төрсөн өдрийн мэнд!' }],
      [second.slug, 1, {}],
    ]);
    const again = await api.call('POST', `/orders/${cart.number}/line_items`, {
      orderToken: cart.token,
      body: { line_item: { variant_id: box.variants[0]?.id, package: contents } },
    });
    expect(again.json().line_items).toHaveLength(2);
    expect(again.json().total_quantity).toBe(2);
  });

  it('changes a package by the spec’s rules: no qty adds one, 0 takes out, cv merges; empty leaves', async () => {
    const cart = await packageCart([{ slug: first.slug, qty: 1 }]);
    const line = (cart.lines as Line[])[0] as Line;

    const more = await changePackage(cart, line, { slug: first.slug });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().line_items[0].package[0].qty).toBe(2);

    const added = await changePackage(cart, line, { slug: third.slug, cv: { message: 'Хайртай' } });
    const [item1, item3] = added.json().line_items[0].package as PackageItem[];
    expect([item1?.qty, item3?.slug, item3?.qty, item3?.cv]).toEqual([
      2,
      third.slug,
      1,
      { message: 'Хайртай' },
    ]);
    expect(added.json().line_items[0].price).toBe(
      box.selling_price + first.price * 2 + third.price,
    );

    const set = await changePackage(cart, line, { slug: third.slug, qty: 4 });
    expect(set.json().line_items[0].package[1]).toMatchObject({
      qty: 4,
      cv: { message: 'Хайртай' },
    });

    // Custom values alone leave the quantity as it is.
    const words = await api.call('PATCH', `/orders/${cart.number}/line_items/${line.id}`, {
      orderToken: cart.token,
      body: { custom_values: { slug: third.slug, cv: { message: 'Ээждээ' } } },
    });
    expect(words.statusCode, words.body).toBe(200);
    expect(words.json().line_items[0].package[1]).toMatchObject({
      qty: 4,
      cv: { message: 'Ээждээ' },
    });
    const both = await api.call('PATCH', `/orders/${cart.number}/line_items/${line.id}`, {
      orderToken: cart.token,
      body: { quantity: 1, package: { slug: third.slug } },
    });
    expect(both.statusCode).toBe(400);

    const out = await changePackage(cart, line, { slug: first.slug, qty: 0 });
    expect(out.json().line_items[0].package.map((p: PackageItem) => p.slug)).toEqual([third.slug]);

    const empty = await changePackage(cart, line, { slug: third.slug, qty: -1 });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().line_items).toEqual([]);

    const gone = await changePackage(cart, line, { slug: third.slug });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses an empty package, unknown contents, too many, and contents for a plain product', async () => {
    const empty = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: box.variants[0]?.id } },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(mn('error.package_empty'));

    const unknown = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: box.variants[0]?.id, package: [{ slug: 'nope', qty: 1 }] } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(mn('error.package_item_unknown'));

    const tooMany = await api.call('POST', '/orders/0/line_items', {
      body: {
        line_item: { variant_id: box.variants[0]?.id, package: [{ slug: first.slug, qty: 6 }] },
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(mn('error.quantity_not_possible', { max: 5 }));

    const plain = await api.variantWithStock(5);
    const notPackage = await api.call('POST', '/orders/0/line_items', {
      body: { line_item: { variant_id: plain.id, package: [{ slug: first.slug, qty: 1 }] } },
    });
    expect(notPackage.statusCode).toBe(400);
    expect(notPackage.json().errors.package).toEqual([mn('error.not_a_package')]);

    const badField = await api.call('POST', '/orders/0/line_items', {
      body: {
        line_item: {
          variant_id: box.variants[0]?.id,
          package: [{ slug: first.slug, qty: 1, cv: { colour: 'red' } }],
        },
      },
    });
    expect(badField.statusCode).toBe(400);
  });

  it('refuses a product named twice in one package, which would pass its max twice over', async () => {
    for (const contents of [
      [
        { slug: first.slug, qty: 5 },
        { slug: first.slug, qty: 5 },
      ],
      [
        { slug: first.slug, qty: 1 },
        { slug: second.slug, qty: 1 },
        { slug: first.slug, qty: 1, cv: { message: 'дахиад' } },
      ],
    ]) {
      const twice = await api.call('POST', '/orders/0/line_items', {
        body: { line_item: { variant_id: box.variants[0]?.id, package: contents } },
      });
      expect(twice.statusCode, twice.body).toBe(400);
      expect(twice.json().errors.package).toEqual([mn('error.package_item_twice')]);
    }
    const en = await api.call('POST', '/orders/0/line_items', {
      lang: 'en',
      body: {
        line_item: {
          variant_id: box.variants[0]?.id,
          package: [
            { slug: first.slug, qty: 5 },
            { slug: first.slug, qty: 5 },
          ],
        },
      },
    });
    expect(en.json().error).toBe(translatorFor('en')('error.package_item_twice'));
    // Once, with the whole quantity, it goes in.
    const once = await packageCart([{ slug: first.slug, qty: 5 }]);
    expect((once.lines as Line[])[0]?.package?.map((p) => [p.slug, p.qty])).toEqual([
      [first.slug, 5],
    ]);
  });

  it('checks the stock of what is inside, and takes and gives it back with the order', async () => {
    const component = box.package_components[3] as Component;
    await api.setStock(component.variant_id, 3);
    const short = await api.call('POST', '/orders/0/line_items', {
      body: {
        line_item: { variant_id: box.variants[0]?.id, package: [{ slug: component.slug, qty: 4 }] },
      },
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toBe(mn('error.stock_ran_out', { available: 3 }));

    const cart = await packageCart([{ slug: component.slug, qty: 3 }]);
    const line = (cart.lines as Line[])[0] as Line;
    const twoBoxes = await api.call('PATCH', `/orders/${cart.number}/line_items/${line.id}`, {
      orderToken: cart.token,
      body: { quantity: 2 },
    });
    expect(twoBoxes.statusCode).toBe(409);
    expect(twoBoxes.json().error).toBe(mn('error.stock_ran_out', { available: 3 }));

    const boxVariant = box.variants[0]?.id as number;
    const boxesBefore = await api.stockOf(boxVariant);
    const ready = await api.call('PATCH', `/checkouts/${cart.number}`, {
      orderToken: cart.token,
      body: {
        phone: '99112233',
        shipping_method_id: 849,
        pickup_location_id: api.pickupLocationId,
        payment_method: 'card',
      },
    });
    expect(ready.statusCode, ready.body).toBe(200);
    const placed = await api.call('POST', `/checkouts/${cart.number}/complete`, {
      orderToken: cart.token,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await api.stockOf(component.variant_id)).toBe(0);
    expect(await api.stockOf(boxVariant)).toBe(boxesBefore - 1);

    const canceled = await api.call('POST', `/orders/${cart.number}/cancel`, {
      orderToken: cart.token,
      body: { reason: 'Буруу захиалсан' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await api.stockOf(component.variant_id)).toBe(3);
    expect(await api.stockOf(boxVariant)).toBe(boxesBefore);
  });

  it('re-prices what is inside when the order is placed', async () => {
    const component = box.package_components[4] as Component;
    const cart = await packageCart([{ slug: component.slug, qty: 2 }]);
    await api.db.execute(
      sql`update catalog_variant set price = price + 1000, selling_price = selling_price + 1000
          where id = ${component.variant_id}`,
    );
    await api.call('PATCH', `/checkouts/${cart.number}`, {
      orderToken: cart.token,
      body: {
        phone: '99112233',
        shipping_method_id: 849,
        pickup_location_id: api.pickupLocationId,
        payment_method: 'card',
      },
    });
    const refused = await api.call('POST', `/checkouts/${cart.number}/complete`, {
      orderToken: cart.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(mn('error.prices_changed'));
    const current = await api.call('GET', `/orders/${cart.number}`, { orderToken: cart.token });
    const line = current.json().line_items[0] as Line;
    expect(line.package?.[0]?.price).toBe(component.price + 1000);
    expect(line.price).toBe(box.selling_price + (component.price + 1000) * 2);
    const placed = await api.call('POST', `/checkouts/${cart.number}/complete`, {
      orderToken: cart.token,
    });
    expect(placed.statusCode, placed.body).toBe(200);
  });
});
