import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError, type MediaStore } from '../shared/index.ts';

export const MAX_REVIEW_IMAGES = 5;
export const REVIEW_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const REVIEW_IMAGE_NAME_MAX = 120;
/** The list's thumbnail (a square) and the picture opened large (fits inside). */
const SMALL = 320;
const LARGE = 1280;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export interface ReviewUpload {
  bytes: Uint8Array;
  name: string;
}

export interface StoredPicture {
  storageKey: string;
  name: string;
  width: number;
  height: number;
}

const refuse = (key: string, vars: Record<string, string | number> = {}) =>
  new AppError('invalid_input', key, vars, { images: [key] });

/**
 * Makes uploads safe and stores them: each must decode as a picture of a known format (its
 * bytes decide, never its name or declared type), within the size cap; it is turned upright,
 * re-encoded as WebP in two sizes (which drops EXIF and any location in it) and stored under a
 * random key. Nothing of the upload itself is ever served.
 */
export async function storeReviewPictures(
  store: MediaStore,
  uploads: ReviewUpload[],
): Promise<StoredPicture[]> {
  if (uploads.length > MAX_REVIEW_IMAGES) {
    throw refuse('validation.too_many_images', { max: MAX_REVIEW_IMAGES });
  }
  const prepared = [];
  for (const upload of uploads) prepared.push(await preparePicture(upload));
  const stored: StoredPicture[] = [];
  for (const picture of prepared) {
    const storageKey = `reviews/${randomBytes(16).toString('base64url')}`;
    await store.put(`${storageKey}-s.webp`, picture.small);
    await store.put(`${storageKey}-l.webp`, picture.large);
    stored.push({ storageKey, name: picture.name, width: picture.width, height: picture.height });
  }
  return stored;
}

/** Takes stored pictures away (a review edited or deleted, or one whose save failed). */
export async function removeReviewPictures(store: MediaStore, keys: string[]): Promise<void> {
  for (const key of keys) {
    await store.remove(`${key}-s.webp`);
    await store.remove(`${key}-l.webp`);
  }
}

async function preparePicture(upload: ReviewUpload) {
  if (upload.bytes.byteLength === 0) throw refuse('validation.image_type');
  if (upload.bytes.byteLength > REVIEW_IMAGE_MAX_BYTES) {
    throw refuse('validation.image_size', { max: REVIEW_IMAGE_MAX_BYTES / 1024 / 1024 });
  }
  const name = upload.name.trim().slice(0, REVIEW_IMAGE_NAME_MAX);
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
