import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import {
  AppError,
  type MediaStore,
  type PictureUpload,
  pictureUrls,
  preparePicture,
  putPicture,
} from '../shared/index.ts';
import { recordChange } from './audit.ts';
import { catalogProduct, catalogProductImage } from './schema.ts';

/**
 * A product's photos (issue 17), taken on a phone or uploaded at a desk: made safe like every
 * upload (decoded, upright, re-encoded as WebP in two sizes, EXIF and location dropped) and
 * kept in the media store. The first picture is the main one: it is the product's `image`,
 * which cards and search show. The drawn pictures of the seed stay as they are.
 */

export const PICTURES_PER_PRODUCT = 12;

const notFound = () => new AppError('not_found', 'error.not_found');

/** Adds a photo at the end (first one: the main picture). */
export async function addProductPicture(
  ctx: Ctx,
  store: MediaStore,
  staffUserId: number,
  productId: number,
  upload: PictureUpload,
): Promise<{ id: number; url: string }> {
  const prepared = await preparePicture(upload, 'picture');
  return withTransaction(ctx, async (tx) => {
    const pictures = await lockedPictures(tx, productId);
    if (pictures.length >= PICTURES_PER_PRODUCT) {
      throw new AppError(
        'invalid_input',
        'validation.too_many_images',
        { max: PICTURES_PER_PRODUCT },
        { picture: ['validation.too_many_images'] },
      );
    }
    const stored = await putPicture(store, 'products', prepared);
    const url = pictureUrls(stored.storageKey).large;
    const [row] = await tx.db
      .insert(catalogProductImage)
      .values({ productId, url, position: pictures.length })
      .returning({ id: catalogProductImage.id });
    if (!row) throw new Error('picture insert returned nothing');
    await syncMainPicture(tx, productId);
    await recordChange(tx, {
      staffUserId,
      entity: 'picture',
      entityId: productId,
      action: 'create',
      before: null,
      after: { id: row.id, url },
    });
    return { id: row.id, url };
  });
}

/** Puts the pictures in this order (ids of this product's pictures, all of them). */
export async function reorderProductPictures(
  ctx: Ctx,
  staffUserId: number,
  productId: number,
  orderedIds: number[],
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const pictures = await lockedPictures(tx, productId);
    const ids = new Set(pictures.map((p) => p.id));
    if (orderedIds.length !== ids.size || orderedIds.some((id) => !ids.has(id))) {
      throw new AppError('invalid_input', 'validation.invalid_choice');
    }
    for (const [position, id] of orderedIds.entries()) {
      await tx.db
        .update(catalogProductImage)
        .set({ position })
        .where(eq(catalogProductImage.id, id));
    }
    await syncMainPicture(tx, productId);
    await recordChange(tx, {
      staffUserId,
      entity: 'picture',
      entityId: productId,
      action: 'reorder',
      before: pictures.map((p) => p.id),
      after: orderedIds,
    });
  });
}

/** Makes a picture the main one: it moves first, the others keep their order. */
export async function makeMainPicture(
  ctx: Ctx,
  staffUserId: number,
  productId: number,
  pictureId: number,
): Promise<void> {
  const pictures = await orderedPictures(ctx, productId);
  if (!pictures.some((p) => p.id === pictureId)) throw notFound();
  await reorderProductPictures(ctx, staffUserId, productId, [
    pictureId,
    ...pictures.map((p) => p.id).filter((id) => id !== pictureId),
  ]);
}

/** Moves a picture one place up or down (at the ends it stays where it is). */
export async function moveProductPicture(
  ctx: Ctx,
  staffUserId: number,
  productId: number,
  pictureId: number,
  direction: 'up' | 'down',
): Promise<void> {
  const order = (await orderedPictures(ctx, productId)).map((p) => p.id);
  const at = order.indexOf(pictureId);
  if (at < 0) throw notFound();
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return;
  [order[at], order[to]] = [order[to] as number, order[at] as number];
  await reorderProductPictures(ctx, staffUserId, productId, order);
}

/** Takes a picture off the product (the stored files stay: a placed order may show them). */
export async function removeProductPicture(
  ctx: Ctx,
  staffUserId: number,
  productId: number,
  pictureId: number,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const pictures = await lockedPictures(tx, productId);
    const picture = pictures.find((p) => p.id === pictureId);
    if (!picture) throw notFound();
    await tx.db.delete(catalogProductImage).where(eq(catalogProductImage.id, pictureId));
    const rest = pictures.filter((p) => p.id !== pictureId);
    for (const [position, p] of rest.entries()) {
      if (p.position !== position) {
        await tx.db
          .update(catalogProductImage)
          .set({ position })
          .where(eq(catalogProductImage.id, p.id));
      }
    }
    await syncMainPicture(tx, productId);
    await recordChange(tx, {
      staffUserId,
      entity: 'picture',
      entityId: productId,
      action: 'delete',
      before: { id: picture.id, url: picture.url },
      after: null,
    });
  });
}

/**
 * The product's pictures in order, with the product row locked so two edits queue. A product
 * whose only picture is its `image` (the seed's drawn ones) gets it as its first picture, so
 * that adding a photo keeps it.
 */
async function lockedPictures(ctx: Ctx, productId: number) {
  const [product] = await ctx.db
    .select({ id: catalogProduct.id, image: catalogProduct.image })
    .from(catalogProduct)
    .where(eq(catalogProduct.id, productId))
    .for('update');
  if (!product) throw notFound();
  const [any] = await ctx.db
    .select({ id: catalogProductImage.id })
    .from(catalogProductImage)
    .where(eq(catalogProductImage.productId, productId))
    .limit(1);
  if (!any && product.image) {
    await ctx.db.insert(catalogProductImage).values({ productId, url: product.image, position: 0 });
  }
  return ctx.db
    .select()
    .from(catalogProductImage)
    .where(eq(catalogProductImage.productId, productId))
    .orderBy(asc(catalogProductImage.position), asc(catalogProductImage.id));
}

/** The product's `image` is its first picture (or none once the last is gone). */
async function syncMainPicture(ctx: Ctx, productId: number): Promise<void> {
  const [first] = await ctx.db
    .select({ url: catalogProductImage.url })
    .from(catalogProductImage)
    .where(eq(catalogProductImage.productId, productId))
    .orderBy(asc(catalogProductImage.position), asc(catalogProductImage.id))
    .limit(1);
  await ctx.db
    .update(catalogProduct)
    .set({ image: first?.url ?? null, updatedAt: ctx.now })
    .where(eq(catalogProduct.id, productId));
}

/** The product's pictures' ids in their order (read before a reorder locks them). */
function orderedPictures(ctx: Ctx, productId: number) {
  return ctx.db
    .select({ id: catalogProductImage.id })
    .from(catalogProductImage)
    .where(eq(catalogProductImage.productId, productId))
    .orderBy(asc(catalogProductImage.position), asc(catalogProductImage.id));
}
