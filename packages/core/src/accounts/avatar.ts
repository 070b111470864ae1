import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { accountAvatar, accountUser } from './schema.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

const refuse = (key: string) => new AppError('invalid_input', key, {}, { avatar: [key] });

/**
 * Takes an uploaded picture, whatever its file name or declared type claims: it must decode as
 * an image of a known format, and is stored as a square WebP, so nothing of the upload (or its
 * EXIF location) is ever served back.
 */
export async function saveAvatar(ctx: Ctx, userId: number, upload: Uint8Array): Promise<void> {
  if (upload.byteLength === 0) throw refuse('validation.avatar_type');
  if (upload.byteLength > AVATAR_MAX_BYTES) throw refuse('validation.avatar_size');
  let image: Buffer;
  try {
    const source = sharp(upload, { limitInputPixels: 40_000_000, failOn: 'error' });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse('validation.avatar_type');
    image = await source
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse('validation.avatar_type');
  }
  await withTransaction(ctx, async ({ db: tx }) => {
    await tx
      .insert(accountAvatar)
      .values({ userId, image, updatedAt: ctx.now })
      .onConflictDoUpdate({ target: accountAvatar.userId, set: { image, updatedAt: ctx.now } });
    await tx
      .update(accountUser)
      .set({
        avatarVersion: sql`coalesce(${accountUser.avatarVersion}, 0) + 1`,
        updatedAt: ctx.now,
      })
      .where(eq(accountUser.id, userId));
  });
}

export async function readAvatar(ctx: Ctx, userId: number): Promise<Buffer | null> {
  const [row] = await ctx.db
    .select({ image: accountAvatar.image })
    .from(accountAvatar)
    .where(eq(accountAvatar.userId, userId));
  return row?.image ?? null;
}
