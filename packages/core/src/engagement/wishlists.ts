import { randomBytes } from 'node:crypto';
import type { Locale } from '@shop/i18n';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { firstVariantOf, productIdForVariant } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { type Db, withTransaction } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { engagementWish, engagementWishlist } from './schema.ts';
import { ownedBy, ownerColumns, type WishOwner } from './wish-owner.ts';

export const MAX_WISHLISTS = 20;
export const MAX_WISHES_PER_LIST = 200;
export const WISHLIST_NAME_MAX = 60;

/** The name a shopper's first list gets when a heart creates it. */
const DEFAULT_LIST_NAME: Record<Locale, string> = {
  mn: 'Миний хүслийн жагсаалт',
  en: 'My wish list',
  ru: 'Мой список желаний',
  cn: '我的心愿单',
  it: 'La mia lista dei desideri',
};

export const wishlistNameField = z
  .string({ error: 'validation.blank' })
  .trim()
  .min(1, { error: 'validation.blank' })
  .max(WISHLIST_NAME_MAX, { error: 'validation.too_long' });

export type WishlistRow = typeof engagementWishlist.$inferSelect;

/** The owner's lists, the newest first (spec §4: a new list is placed first). */
export async function ownLists(ctx: Ctx, owner: WishOwner): Promise<WishlistRow[]> {
  const where = ownedBy(owner);
  if (!where) return [];
  return ctx.db
    .select()
    .from(engagementWishlist)
    .where(where)
    .orderBy(desc(engagementWishlist.createdAt), desc(engagementWishlist.id));
}

/** One of the owner's lists; another owner's is "not found", as one that does not exist. */
export async function ownList(
  ctx: Ctx,
  owner: WishOwner,
  listId: number,
  lock = false,
): Promise<WishlistRow> {
  const where = ownedBy(owner);
  const query = ctx.db
    .select()
    .from(engagementWishlist)
    .where(and(eq(engagementWishlist.id, listId), where ?? sql`false`));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', 'error.wishlist_not_found');
  return row;
}

/** Starts a list; it is placed first. The owner's first list becomes the default. */
export async function createList(ctx: Ctx, owner: WishOwner, name: string): Promise<WishlistRow> {
  const columns = ownerColumns(owner);
  return withTransaction(ctx, async (tx) => {
    const lists = await lockLists(tx, owner);
    if (lists.length >= MAX_WISHLISTS) {
      throw new AppError('conflict', 'error.too_many_wishlists', { max: MAX_WISHLISTS });
    }
    const [row] = await tx.db
      .insert(engagementWishlist)
      .values({ ...columns, name, isDefault: lists.length === 0, createdAt: tx.now })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  });
}

/** Renames a list, or makes it the one hearts go to. */
export async function updateList(
  ctx: Ctx,
  owner: WishOwner,
  listId: number,
  change: { name?: string; isDefault?: true },
): Promise<WishlistRow> {
  return withTransaction(ctx, async (tx) => {
    await lockLists(tx, owner);
    await ownList(tx, owner, listId);
    if (change.isDefault) {
      await tx.db
        .update(engagementWishlist)
        .set({ isDefault: false })
        .where(and(ownedBy(owner) ?? sql`false`, eq(engagementWishlist.isDefault, true)));
    }
    const [row] = await tx.db
      .update(engagementWishlist)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.isDefault ? { isDefault: true } : {}),
        updatedAt: tx.now,
      })
      .where(eq(engagementWishlist.id, listId))
      .returning();
    if (!row) throw new AppError('not_found', 'error.wishlist_not_found');
    return row;
  });
}

/** Deletes a list and its wishes; when it was the default, the newest list left takes over. */
export async function deleteList(ctx: Ctx, owner: WishOwner, listId: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await lockLists(tx, owner);
    const list = await ownList(tx, owner, listId);
    await tx.db.delete(engagementWishlist).where(eq(engagementWishlist.id, listId));
    if (!list.isDefault) return;
    const [next] = await ownLists(tx, owner);
    if (next) {
      await tx.db
        .update(engagementWishlist)
        .set({ isDefault: true })
        .where(eq(engagementWishlist.id, next.id));
    }
  });
}

/** Clears a list's wishes; the list stays (spec §4 "Emptying clears its wishes"). */
export async function emptyList(ctx: Ctx, owner: WishOwner, listId: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await ownList(tx, owner, listId, true);
    await tx.db.delete(engagementWish).where(eq(engagementWish.wishlistId, listId));
  });
}

/**
 * The heart's "add" (`POST /wishlists/add_id`): the variant goes to the top of the default list
 * (started when the owner has none), or of `listId`. Without a list, a variant wished on any
 * list stays where it is, so two tabs adding at once make one wish.
 */
export async function addWish(
  ctx: Ctx,
  owner: WishOwner,
  variantId: number,
  listId?: number,
): Promise<void> {
  const productId = await productIdForVariant(ctx, variantId);
  if (productId === null) throw new AppError('not_found', 'error.temporarily_unavailable');
  await withTransaction(ctx, async (tx) => {
    const list =
      listId === undefined
        ? await lockedDefaultList(tx, owner)
        : await ownList(tx, owner, listId, true);
    if (listId === undefined && (await wishedVariantIds(tx, owner)).includes(variantId)) return;
    await putOnTop(tx.db, list.id, { variantId, productId });
  });
}

/**
 * The heart's "remove" (`POST /wishlists/remove_id`): the variant leaves every list of the
 * owner. Removing what is not wished changes nothing.
 */
export async function removeWish(ctx: Ctx, owner: WishOwner, variantId: number): Promise<void> {
  await removeWhere(ctx, owner, eq(engagementWish.variantId, variantId));
}

/** A product card's heart taken back: every variant of the product leaves the owner's lists. */
export async function removeProductWishes(
  ctx: Ctx,
  owner: WishOwner,
  productId: number,
): Promise<void> {
  await removeWhere(ctx, owner, eq(engagementWish.productId, productId));
}

/** Takes one wish off its list. */
export async function deleteWish(ctx: Ctx, owner: WishOwner, wishId: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const wish = await ownWish(tx, owner, wishId);
    await tx.db.delete(engagementWish).where(eq(engagementWish.id, wish.id));
  });
}

/**
 * Moves a wish to the top of another of the owner's lists (spec §4). When the target holds the
 * variant already, that one goes to the top and the moved one is dropped.
 */
export async function moveWish(
  ctx: Ctx,
  owner: WishOwner,
  wishId: number,
  targetListId: number,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const target = await ownList(tx, owner, targetListId, true);
    const wish = await ownWish(tx, owner, wishId);
    if (wish.wishlistId === target.id) {
      await tx.db
        .update(engagementWish)
        .set({ position: await topPosition(tx.db, target.id) })
        .where(eq(engagementWish.id, wish.id));
      return;
    }
    await tx.db.delete(engagementWish).where(eq(engagementWish.id, wish.id));
    await putOnTop(tx.db, target.id, { variantId: wish.variantId, productId: wish.productId });
  });
}

/** Every variant on the owner's lists: what the hearts of a page show (spec §3). */
export async function wishedVariantIds(ctx: Ctx, owner: WishOwner): Promise<number[]> {
  return (await wishedIds(ctx, owner)).variantIds;
}

/** The wished variants and their products, for the hearts of variant and product alike. */
export async function wishedIds(
  ctx: Ctx,
  owner: WishOwner,
): Promise<{ variantIds: number[]; productIds: number[] }> {
  const where = ownedBy(owner);
  if (!where) return { variantIds: [], productIds: [] };
  const rows = await ctx.db
    .selectDistinct({ variantId: engagementWish.variantId, productId: engagementWish.productId })
    .from(engagementWish)
    .innerJoin(engagementWishlist, eq(engagementWishlist.id, engagementWish.wishlistId))
    .where(where);
  return {
    variantIds: [...new Set(rows.map((r) => r.variantId))].sort((a, b) => a - b),
    productIds: [...new Set(rows.map((r) => r.productId))].sort((a, b) => a - b),
  };
}

/** Starts sharing a list (or answers the link it has): a read-only link nobody can guess. */
export async function shareList(ctx: Ctx, owner: WishOwner, listId: number): Promise<string> {
  return withTransaction(ctx, async (tx) => {
    const list = await ownList(tx, owner, listId, true);
    if (list.shareToken) return list.shareToken;
    const token = randomBytes(18).toString('base64url');
    await tx.db
      .update(engagementWishlist)
      .set({ shareToken: token, updatedAt: tx.now })
      .where(eq(engagementWishlist.id, list.id));
    return token;
  });
}

/** Stops sharing: the old link opens nothing any more. */
export async function stopSharing(ctx: Ctx, owner: WishOwner, listId: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await ownList(tx, owner, listId, true);
    await tx.db
      .update(engagementWishlist)
      .set({ shareToken: null, updatedAt: tx.now })
      .where(eq(engagementWishlist.id, listId));
  });
}

/** A shared list by its link's token; a wrong or withdrawn token is "not found". */
export async function sharedList(ctx: Ctx, token: string): Promise<WishlistRow> {
  const [row] = await ctx.db
    .select()
    .from(engagementWishlist)
    .where(eq(engagementWishlist.shareToken, token));
  if (!row) throw new AppError('not_found', 'error.wishlist_not_found');
  return row;
}

/** The wishes of lists, each list's top first. */
export async function wishesOf(db: Db, listIds: number[]) {
  if (listIds.length === 0) return [];
  return db
    .select()
    .from(engagementWish)
    .where(inArray(engagementWish.wishlistId, listIds))
    .orderBy(desc(engagementWish.position), desc(engagementWish.id));
}

// Locks the owner's lists, so counting them and choosing the default cannot race.
async function lockLists(tx: Ctx, owner: WishOwner): Promise<WishlistRow[]> {
  const where = ownedBy(owner);
  if (!where) throw new AppError('unauthorized', 'error.unauthorized');
  return tx.db.select().from(engagementWishlist).where(where).for('update');
}

async function lockedDefaultList(tx: Ctx, owner: WishOwner): Promise<WishlistRow> {
  const where = ownedBy(owner) ?? sql`false`;
  const find = () =>
    tx.db
      .select()
      .from(engagementWishlist)
      .where(and(where, eq(engagementWishlist.isDefault, true)))
      .for('update');
  const [found] = await find();
  if (found) return found;
  // The partial unique index keeps one default per owner when two first hearts race.
  await tx.db
    .insert(engagementWishlist)
    .values({
      ...ownerColumns(owner),
      name: DEFAULT_LIST_NAME[tx.locale],
      isDefault: true,
      createdAt: tx.now,
    })
    .onConflictDoNothing();
  const [made] = await find();
  if (!made) throw new AppError('conflict', 'error.conflict');
  return made;
}

async function ownWish(tx: Ctx, owner: WishOwner, wishId: number) {
  const [row] = await tx.db
    .select({
      id: engagementWish.id,
      wishlistId: engagementWish.wishlistId,
      variantId: engagementWish.variantId,
      productId: engagementWish.productId,
    })
    .from(engagementWish)
    .innerJoin(engagementWishlist, eq(engagementWishlist.id, engagementWish.wishlistId))
    .where(and(eq(engagementWish.id, wishId), ownedBy(owner) ?? sql`false`))
    .for('update');
  if (!row) throw new AppError('not_found', 'error.wish_not_found');
  return row;
}

async function topPosition(db: Db, listId: number): Promise<number> {
  const [row] = await db
    .select({ top: sql<number>`coalesce(max(${engagementWish.position}), 0)::int` })
    .from(engagementWish)
    .where(eq(engagementWish.wishlistId, listId));
  return Number(row?.top ?? 0) + 1;
}

async function putOnTop(
  db: Db,
  listId: number,
  wish: { variantId: number; productId: number },
): Promise<void> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(engagementWish)
    .where(eq(engagementWish.wishlistId, listId));
  const position = await topPosition(db, listId);
  const [existing] = await db
    .update(engagementWish)
    .set({ position })
    .where(and(eq(engagementWish.wishlistId, listId), eq(engagementWish.variantId, wish.variantId)))
    .returning({ id: engagementWish.id });
  if (existing) return;
  if (Number(count?.n) >= MAX_WISHES_PER_LIST) {
    throw new AppError('conflict', 'error.wishlist_full', { max: MAX_WISHES_PER_LIST });
  }
  await db.insert(engagementWish).values({
    wishlistId: listId,
    variantId: wish.variantId,
    productId: wish.productId,
    position,
  });
}

async function removeWhere(ctx: Ctx, owner: WishOwner, which: ReturnType<typeof eq>) {
  const where = ownedBy(owner);
  if (!where) return;
  await ctx.db
    .delete(engagementWish)
    .where(
      and(
        which,
        inArray(
          engagementWish.wishlistId,
          ctx.db.select({ id: engagementWishlist.id }).from(engagementWishlist).where(where),
        ),
      ),
    );
}

/**
 * A heart's click, in the state the shopper left it (after the client's debounce the last one
 * wins). A product card's heart names the product: on, its first variant is wished; off, every
 * variant of it leaves the lists. The product page's heart names the chosen variant.
 */
export async function setHeart(
  ctx: Ctx,
  owner: WishOwner,
  heart: { productId: number; variantId: number | null; wished: boolean },
): Promise<void> {
  if (!heart.wished) {
    if (heart.variantId !== null) await removeWish(ctx, owner, heart.variantId);
    else await removeProductWishes(ctx, owner, heart.productId);
    return;
  }
  const variantId = heart.variantId ?? (await firstVariantOf(ctx, heart.productId));
  if (variantId === null) return;
  await addWish(ctx, owner, variantId);
}
