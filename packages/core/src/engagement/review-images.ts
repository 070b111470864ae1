import {
  AppError,
  type MediaStore,
  PICTURE_MAX_BYTES,
  PICTURE_NAME_MAX,
  type PictureUpload,
  preparePicture,
  putPicture,
  removePictures,
  type StoredPicture,
} from '../shared/index.ts';

export const MAX_REVIEW_IMAGES = 5;
export const REVIEW_IMAGE_MAX_BYTES = PICTURE_MAX_BYTES;
export const REVIEW_IMAGE_NAME_MAX = PICTURE_NAME_MAX;

export type ReviewUpload = PictureUpload;

/**
 * Makes a review's uploads safe (`preparePicture`: decoded, upright, re-encoded, EXIF gone) and
 * stores them; every one is checked before any is stored.
 */
export async function storeReviewPictures(
  store: MediaStore,
  uploads: ReviewUpload[],
): Promise<StoredPicture[]> {
  if (uploads.length > MAX_REVIEW_IMAGES) {
    throw new AppError(
      'invalid_input',
      'validation.too_many_images',
      { max: MAX_REVIEW_IMAGES },
      { images: ['validation.too_many_images'] },
    );
  }
  const prepared = [];
  for (const upload of uploads) prepared.push(await preparePicture(upload, 'images'));
  const stored: StoredPicture[] = [];
  for (const picture of prepared) stored.push(await putPicture(store, 'reviews', picture));
  return stored;
}

/** Takes stored pictures away (a review edited or deleted, or one whose save failed). */
export const removeReviewPictures = removePictures;
