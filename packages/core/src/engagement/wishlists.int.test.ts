import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import * as catalog from '../catalog/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { linesOf, orderByNumber } from '../orders/index.ts';
import { OrderFixtures, refusal } from '../testing/index.ts';
import * as engagement from './index.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 40 });
  ctx = createContext(testDb.database.db, 'mn');
  fixtures = await new OrderFixtures(ctx).load();
});

afterAll(async () => {
  await testDb?.dispose();
});

const shopper = async () => ({ userId: await fixtures.user(), token: null });
const guest = () => ({ userId: null, token: randomBytes(24).toString('base64url') });

describe(`wish lists on ${testDatabaseKind()}`, () => {
  it('a first heart starts the default list; add and remove follow the wished ids', async () => {
    const owner = await shopper();
    const a = await fixtures.variantWithStock(2);
    const b = await fixtures.variantWithStock(2);
    await engagement.addWish(ctx, owner, a.id);
    await engagement.addWish(ctx, owner, b.id);
    await engagement.addWish(ctx, owner, a.id);
    const [list, ...others] = await engagement.wishlistsView(ctx, owner);
    expect(others).toHaveLength(0);
    expect(list?.is_default).toBe(true);
    expect(list?.name).toBe('Миний хүслийн жагсаалт');
    // The newest heart on top; a second add of a wished variant changes nothing.
    expect(list?.wished_products.map((w) => w.variant_id)).toEqual([b.id, a.id]);
    expect(await engagement.wishedIds(ctx, owner)).toEqual({
      variantIds: [a.id, b.id].sort((x, y) => x - y),
      productIds: [...new Set([a.productId, b.productId])].sort((x, y) => x - y),
    });
    await engagement.removeWish(ctx, owner, a.id);
    await engagement.removeWish(ctx, owner, a.id);
    expect(await engagement.wishedVariantIds(ctx, owner)).toEqual([b.id]);
    await engagement.removeProductWishes(ctx, owner, b.productId);
    expect(await engagement.wishedVariantIds(ctx, owner)).toEqual([]);
  });

  it('a card’s heart wishes the product’s first variant and, off, drops all of it', async () => {
    const owner = await shopper();
    const variant = await fixtures.variantWithStock(2);
    const first = await catalog.firstVariantOf(ctx, variant.productId);
    await engagement.setHeart(ctx, owner, {
      productId: variant.productId,
      variantId: null,
      wished: true,
    });
    expect(await engagement.wishedVariantIds(ctx, owner)).toEqual([first]);
    await engagement.setHeart(ctx, owner, {
      productId: variant.productId,
      variantId: variant.id,
      wished: true,
    });
    await engagement.setHeart(ctx, owner, {
      productId: variant.productId,
      variantId: null,
      wished: false,
    });
    expect(await engagement.wishedVariantIds(ctx, owner)).toEqual([]);
  });

  it('places a new list first, renames, moves the default, empties and deletes', async () => {
    const owner = await shopper();
    const first = await engagement.createList(ctx, owner, 'Төрсөн өдөр');
    const second = await engagement.createList(ctx, owner, 'Хурим');
    expect(first.isDefault).toBe(true);
    expect((await engagement.wishlistsView(ctx, owner)).map((l) => l.name)).toEqual([
      'Хурим',
      'Төрсөн өдөр',
    ]);
    await engagement.updateList(ctx, owner, second.id, { name: 'Хуримын бэлэг', isDefault: true });
    const v = await fixtures.variantWithStock(1);
    await engagement.addWish(ctx, owner, v.id);
    let lists = await engagement.wishlistsView(ctx, owner);
    expect(lists.find((l) => l.is_default)?.name).toBe('Хуримын бэлэг');
    expect(lists.filter((l) => l.is_default)).toHaveLength(1);
    expect(lists[0]?.wished_products.map((w) => w.variant_id)).toEqual([v.id]);

    await engagement.emptyList(ctx, owner, second.id);
    lists = await engagement.wishlistsView(ctx, owner);
    expect(lists.map((l) => l.wished_products.length)).toEqual([0, 0]);

    // Deleting the default hands it to the newest list left.
    await engagement.deleteList(ctx, owner, second.id);
    lists = await engagement.wishlistsView(ctx, owner);
    expect(lists.map((l) => [l.id, l.is_default])).toEqual([[first.id, true]]);
  });

  it('moves a wish to the top of another list, merging with the same variant there', async () => {
    const owner = await shopper();
    const from = await engagement.createList(ctx, owner, 'A');
    const to = await engagement.createList(ctx, owner, 'B');
    const [x, y, z] = [
      await fixtures.variantWithStock(1),
      await fixtures.variantWithStock(1),
      await fixtures.variantWithStock(1),
    ];
    await engagement.addWish(ctx, owner, x.id, to.id);
    await engagement.addWish(ctx, owner, y.id, to.id);
    await engagement.addWish(ctx, owner, x.id, from.id);
    await engagement.addWish(ctx, owner, z.id, from.id);
    const view = async () =>
      Object.fromEntries(
        (await engagement.wishlistsView(ctx, owner)).map((l) => [
          l.name,
          l.wished_products.map((w) => w.variant_id),
        ]),
      );
    const zWish = (await engagement.wishlistsView(ctx, owner))
      .find((l) => l.id === from.id)
      ?.wished_products.find((w) => w.variant_id === z.id);
    await engagement.moveWish(ctx, owner, zWish?.id ?? 0, to.id);
    expect(await view()).toEqual({ A: [x.id], B: [z.id, y.id, x.id] });
    const xWish = (await engagement.wishlistsView(ctx, owner))
      .find((l) => l.id === from.id)
      ?.wished_products.find((w) => w.variant_id === x.id);
    await engagement.moveWish(ctx, owner, xWish?.id ?? 0, to.id);
    expect(await view()).toEqual({ A: [], B: [x.id, z.id, y.id] });
  });

  it('nobody reaches another owner’s lists or wishes', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const list = await engagement.createList(ctx, owner, 'Mine');
    const v = await fixtures.variantWithStock(1);
    await engagement.addWish(ctx, owner, v.id, list.id);
    const wishId = (await engagement.wishlistsView(ctx, owner))[0]?.wished_products[0]?.id ?? 0;
    const theirList = (await engagement.createList(ctx, stranger, 'S')).id;
    const attempts: (() => Promise<unknown>)[] = [
      () => engagement.updateList(ctx, stranger, list.id, { name: 'Theirs' }),
      () => engagement.deleteList(ctx, stranger, list.id),
      () => engagement.emptyList(ctx, stranger, list.id),
      () => engagement.addWish(ctx, stranger, v.id, list.id),
      () => engagement.shareList(ctx, stranger, list.id),
      () => engagement.deleteWish(ctx, stranger, wishId),
      () => engagement.moveWish(ctx, owner, wishId, theirList),
      () => engagement.moveWish(ctx, stranger, wishId, theirList),
      () =>
        engagement.wishesToCart(ctx, stranger, stranger, { listId: list.id, ageConfirmed: false }),
    ];
    for (const attempt of attempts) {
      expect((await refusal(attempt())).type).toBe('not_found');
    }
    await engagement.removeWish(ctx, stranger, v.id);
    expect(await engagement.wishedVariantIds(ctx, owner)).toEqual([v.id]);
    // A guest without a token has nothing, and cannot start a list.
    const nobody = { userId: null, token: null };
    expect(await engagement.wishlistsView(ctx, nobody)).toEqual([]);
    expect((await refusal(engagement.addWish(ctx, nobody, v.id))).type).toBe('unauthorized');
  });

  it('shares a list read-only by an unguessable link, and withdraws it', async () => {
    const owner = await shopper();
    const list = await engagement.createList(ctx, owner, 'Бэлэг');
    const v = await fixtures.variantWithStock(1);
    await engagement.addWish(ctx, owner, v.id, list.id);
    const token = await engagement.shareList(ctx, owner, list.id);
    expect(token).toMatch(/^[\w-]{24}$/);
    expect(await engagement.shareList(ctx, owner, list.id)).toBe(token);
    const shared = await engagement.sharedWishlistView(ctx, token);
    expect(shared.name).toBe('Бэлэг');
    expect(shared.wished_products.map((w) => w.variant_id)).toEqual([v.id]);
    expect(Object.keys(shared)).toEqual(['name', 'wished_products']);
    await engagement.stopSharing(ctx, owner, list.id);
    expect((await refusal(engagement.sharedWishlistView(ctx, token))).type).toBe('not_found');
  });

  it('puts a list in the cart: what is sold out is said, the rest goes in', async () => {
    const owner = await shopper();
    const list = await engagement.createList(ctx, owner, 'Cart');
    const inStock = await fixtures.variantWithStock(3);
    const soldOut = await fixtures.variantWithStock(1);
    await fixtures.setStock(soldOut.id, 0);
    await engagement.addWish(ctx, owner, soldOut.id, list.id);
    await engagement.addWish(ctx, owner, inStock.id, list.id);
    const result = await engagement.wishesToCart(ctx, owner, owner, {
      listId: list.id,
      ageConfirmed: false,
    });
    expect(result.added).toEqual([inStock.id]);
    expect(result.refused.map((r) => [r.variant_id, r.error])).toEqual([
      [soldOut.id, 'error.out_of_stock'],
    ]);
    const order = await orderByNumber(ctx, result.orderNumber ?? '');
    expect((await linesOf(ctx.db, order?.id ?? 0)).map((l) => l.variantId)).toEqual([inStock.id]);
    // The wishes stay on the list; an empty list says so.
    expect((await engagement.wishlistsView(ctx, owner))[0]?.wished_products).toHaveLength(2);
    await engagement.emptyList(ctx, owner, list.id);
    expect(
      (
        await refusal(
          engagement.wishesToCart(ctx, owner, owner, { listId: list.id, ageConfirmed: false }),
        )
      ).messageKey,
    ).toBe('error.wishlist_empty');
  });

  it('a guest’s hearts join the account on sign-in', async () => {
    const visitor = guest();
    const a = await fixtures.variantWithStock(1);
    const b = await fixtures.variantWithStock(1);
    await engagement.addWish(ctx, visitor, a.id);
    // A shopper without lists takes the guest's list as it is.
    const fresh = await shopper();
    await engagement.mergeGuestWishes(ctx, visitor.token, fresh.userId);
    expect(await engagement.wishedVariantIds(ctx, fresh)).toEqual([a.id]);
    expect(await engagement.wishlistsView(ctx, visitor)).toEqual([]);
    // One with lists gets the guest's hearts on top of the default list.
    const other = guest();
    await engagement.addWish(ctx, other, b.id);
    await engagement.addWish(ctx, other, a.id);
    await engagement.mergeGuestWishes(ctx, other.token, fresh.userId);
    const [list, ...rest] = await engagement.wishlistsView(ctx, fresh);
    expect(rest).toHaveLength(0);
    expect(list?.wished_products.map((w) => w.variant_id)).toEqual([b.id, a.id]);
  });

  it('refuses an unknown variant, a too long name and the twenty-first list', async () => {
    const owner = await shopper();
    expect((await refusal(engagement.addWish(ctx, owner, 2_000_000_000))).type).toBe('not_found');
    expect(engagement.wishlistNameField.safeParse('x'.repeat(61)).success).toBe(false);
    expect(engagement.wishlistNameField.safeParse('   ').success).toBe(false);
    for (let i = 0; i < engagement.MAX_WISHLISTS; i++) {
      await engagement.createList(ctx, owner, `L${i}`);
    }
    const refused = await refusal(engagement.createList(ctx, owner, 'one more'));
    expect([refused.type, refused.messageKey]).toEqual(['conflict', 'error.too_many_wishlists']);
  });

  it('hearts fired at once from many tabs end in one list and one wish', async () => {
    const owner = await shopper();
    const v = await fixtures.variantWithStock(1);
    const w = await fixtures.variantWithStock(1);
    // More requests than the pool holds, adds and removes of w interleaved with adds of v.
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 === 0
          ? engagement.addWish(ctx, owner, v.id)
          : engagement
              .addWish(ctx, owner, w.id)
              .then(() => engagement.removeWish(ctx, owner, w.id)),
      ),
    );
    const lists = await engagement.wishlistsView(ctx, owner);
    expect(lists).toHaveLength(1);
    expect(lists[0]?.wished_products.filter((p) => p.variant_id === v.id)).toHaveLength(1);
    expect(lists[0]?.wished_products.filter((p) => p.variant_id === w.id)).toHaveLength(0);
  });
});
