export { AppError, type AppErrorType, fieldErrors, HTTP_STATUS, parseInput } from './errors.ts';
export { groupBy } from './group-by.ts';
export {
  callProvider,
  type ProviderCall,
  type ProviderEndpoint,
  ProviderError,
  type ProviderErrorClass,
  parseJson,
  pathId,
  pathIdSchema,
} from './http-json.ts';
export { type Translations, translated } from './i18n-text.ts';
export { escapeLike } from './like.ts';
export { fileMediaStore, MEDIA_KEY, type MediaStore } from './media-store.ts';
export { allocate, assertTugrik, keepInTurn, percentOf, percentOfAtLeast } from './money.ts';
export { formatPhone, normalizePhone } from './phone.ts';
export {
  PICTURE_MAX_BYTES,
  PICTURE_NAME_MAX,
  type PictureUpload,
  type PreparedPicture,
  pictureUrls,
  preparePicture,
  putPicture,
  removePictures,
  type StoredPicture,
} from './pictures.ts';
export { SeededRandom } from './random.ts';
export { readShopDay, shopDay } from './shop-day.ts';
export { type ShopLinks, shopLinks } from './shop-links.ts';
export { signedJson } from './signed-json.ts';
export { slugify, slugifyAny } from './slug.ts';
export { withTimeout } from './timeout.ts';
