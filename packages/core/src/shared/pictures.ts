import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from './errors.ts';
import type { MediaStore } from './media-store.ts';

/** The most one uploaded picture may weigh (review photos, article pictures). */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_NAME_MAX = 120;
/** The list's thumbnail (a square) and the picture opened large (fits inside). */
const SMALL = 320;
const LARGE = 1280;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export interface PictureUpload {
  bytes: Uint8Array;
  name: string;
}

export interface PreparedPicture {
  name: string;
  small: Buffer;
  large: Buffer;
  width: number;
  height: number;
}

export interface StoredPicture {
  storageKey: string;
  name: string;
  width: number;
  height: number;
}

/** Where a stored picture's two sizes are served. */
export const pictureUrls = (key: string) => ({
  small: `/media/${key}-s.webp`,
  large: `/media/${key}-l.webp`,
});

/**
 * Makes an upload safe: it must decode as a picture of a known format (its bytes decide, never
 * its name or declared type), within the size cap; it is turned upright and re-encoded as WebP
 * in two sizes, which drops EXIF and any location in it. Nothing of the upload itself is ever
 * served. A refusal names `field`.
 */
export async function preparePicture(
  upload: PictureUpload,
  field: string,
): Promise<PreparedPicture> {
  const refuse = (key: string, vars: Record<string, string | number> = {}) =>
    new AppError('invalid_input', key, vars, { [field]: [key] });
  if (upload.bytes.byteLength === 0) throw refuse('validation.image_type');
  if (upload.bytes.byteLength > PICTURE_MAX_BYTES) {
    throw refuse('validation.image_size', { max: PICTURE_MAX_BYTES / 1024 / 1024 });
  }
  const name = upload.name.trim().slice(0, PICTURE_NAME_MAX);
  try {
    const source = sharp(upload.bytes, { limitInputPixels: 40_000_000, failOn: 'error' });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse('validation.image_type');
    const upright = source.rotate();
    const large = await upright
      .clone()
      .resize(LARGE, LARGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const small = await upright
      .clone()
      .resize(SMALL, SMALL, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
    return { name, small, large: large.data, width: large.info.width, height: large.info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse('validation.image_type');
  }
}

/** Stores a prepared picture's two sizes under a random key in `folder`. */
export async function putPicture(
  store: MediaStore,
  folder: string,
  picture: PreparedPicture,
): Promise<StoredPicture> {
  const storageKey = `${folder}/${randomBytes(16).toString('base64url')}`;
  await store.put(`${storageKey}-s.webp`, picture.small);
  await store.put(`${storageKey}-l.webp`, picture.large);
  return { storageKey, name: picture.name, width: picture.width, height: picture.height };
}

/** Takes stored pictures away (their owner edited or deleted, or a save that failed). */
export async function removePictures(store: MediaStore, keys: string[]): Promise<void> {
  for (const key of keys) {
    await store.remove(`${key}-s.webp`);
    await store.remove(`${key}-l.webp`);
  }
}
