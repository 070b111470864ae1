export { type BannerKind, type BannerOptions, renderBanner } from './banner.ts';
export {
  BRANDSITE_COLORS,
  type BrandScene,
  type CocktailGlass,
  renderBrandScene,
  renderCocktail,
} from './brandsite.ts';
export { ILLUSTRATION_KINDS, type IllustrationKind, isIllustrationKind } from './kinds.ts';
export { BRAND_ROSE, renderAppIcon, renderShopLogo, type ShopLogoOptions } from './logo.ts';
export {
  LOOK_BOOK_HEIGHT,
  LOOK_BOOK_WIDTH,
  renderLookBookScene,
  type SceneItem,
} from './lookbook.ts';
export { initialsOf, type MonogramOptions, renderMonogram } from './monogram.ts';
export {
  type IllustrationOptions,
  PICTURE_FRAMES,
  type PictureFrame,
  renderProductIllustration,
} from './product.ts';
