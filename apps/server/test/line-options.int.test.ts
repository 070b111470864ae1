import { cart, createContext } from '@shop/core';
import { translatorFor } from '@shop/i18n/translators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type OrderApi, startOrderApi } from './order-api-helpers.ts';

let api: OrderApi;
/** Sellable variants with a size (and maybe a colour), each test taking its own. */
let sized: { id: number; option_values: Record<string, string> }[] = [];

beforeAll(async () => {
  api = await startOrderApi();
  const rows = await api.db.execute(
    sql`select v.id, v.option_values from catalog_variant v join catalog_product p on p.id = v.product_id
        where v.option_values ? 'size' and p.image is not null and p.available_on <= now()
          and v.selling_price > 1 and not p.age_restricted
        order by v.id desc limit 10`,
  );
  sized = (rows as unknown as { rows: typeof sized }).rows;
  expect(sized.length).toBeGreaterThanOrEqual(4);
});

afterAll(async () => {
  await api?.close();
});

const mn = translatorFor('mn');

/** A sized variant no other test uses, with 10 in stock. */
async function sizedVariant() {
  const variant = sized.shift();
  if (!variant) throw new Error('not enough sized variants');
  await api.setStock(variant.id, 10);
  return variant;
}

/** The options stored on the lines of a variant, as the database holds them. */
async function storedOptions(variantId: number) {
  const result = await api.db.execute(
    sql`select options from order_line_item where variant_id = ${variantId} order by id`,
  );
  return (result as unknown as { rows: { options: object }[] }).rows.map((r) => r.options);
}

const add = (variantId: number, options?: Record<string, string>, orderToken?: string) =>
  api.call('POST', '/orders/0/line_items', {
    orderToken,
    body: { line_item: { variant_id: variantId, ...(options ? { options } : {}) } },
  });

describe(`line-item options on ${testDatabaseKind()}`, () => {
  it('refuses an option the variant does not have: another value, another type, free text', async () => {
    const variant = await sizedVariant();
    const size = variant.option_values.size as string;
    const refusedOptions: Record<string, string>[] = [
      { size: `${size}X` },
      { size: 'XXL (the expensive one)' },
      { colour: 'gold' },
      { engraving: 'Хайртай шүү' },
      { ...variant.option_values, note: 'free gift please' },
    ];
    for (const options of refusedOptions) {
      const refused = await add(variant.id, options);
      expect(refused.statusCode, JSON.stringify(options)).toBe(400);
      expect(refused.json().errors.options).toEqual([mn('validation.unknown_option')]);
    }
    // Nothing was stored for the refused adds.
    expect(await storedOptions(variant.id)).toEqual([]);
  });

  it('accepts the variant’s own values without storing them, so the line adds up', async () => {
    const variant = await sizedVariant();
    const first = await add(variant.id, variant.option_values);
    expect(first.statusCode, first.body).toBe(200);
    const { token, line_items } = first.json();
    expect(line_items[0].options).toEqual({});
    expect(await storedOptions(variant.id)).toEqual([{}]);
    const again = await add(variant.id, undefined, token);
    expect(again.json().line_items).toHaveLength(1);
    expect(again.json().line_items[0]).toMatchObject({ quantity: 2, options: {} });
    expect(await storedOptions(variant.id)).toEqual([{}]);
  });

  it('neither shows nor keeps options stored before the rule, and merges such a line on sign-in', async () => {
    const variant = await sizedVariant();
    const guest = await add(variant.id);
    const { number, token } = guest.json();
    await api.db.execute(
      sql`update order_line_item set options = ${JSON.stringify({ size: 'XXL (the expensive one)' })}::jsonb
          where variant_id = ${variant.id}`,
    );
    const shown = await api.call('GET', `/orders/${number}`, { orderToken: token });
    expect(shown.json().line_items[0].options).toEqual({});

    // The same variant again adds to that line, which loses what it should never have held.
    const again = await add(variant.id, undefined, token);
    expect(again.json().line_items).toHaveLength(1);
    expect(again.json().line_items[0].quantity).toBe(2);
    expect(await storedOptions(variant.id)).toEqual([{}]);

    // A guest line holding junk joins the shopper's cart on sign-in rather than staying behind.
    const other = await sizedVariant();
    const second = (await add(other.id)).json();
    await api.db.execute(
      sql`update order_line_item set options = ${JSON.stringify({ note: 'free gift' })}::jsonb
          where variant_id = ${other.id}`,
    );
    const { userId, bearer } = await api.signedIn();
    const own = await api.variantWithStock(5);
    const mine = await api.call('POST', '/orders/0/line_items', {
      bearer,
      body: { line_item: { variant_id: own.id } },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const merged = await cart.mergeGuestCart(createContext(api.db), second.token, userId);
    expect(merged?.number).toBe(mine.json().number);
    const after = await api.call('GET', `/orders/${merged?.number}`, { bearer });
    expect(
      after
        .json()
        .line_items.map((l: { variant_id: number; options: object }) => [l.variant_id, l.options]),
    ).toEqual([
      [own.id, {}],
      [other.id, {}],
    ]);
  });
});
