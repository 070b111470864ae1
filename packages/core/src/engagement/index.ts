export { mergeGuestWishes } from './merge-guest-wishes.ts';
export type { WishOwner } from './wish-owner.ts';
export { type WishToCart, wishesToCart } from './wish-to-cart.ts';
export {
  sharedWishlistView,
  type WishlistView,
  type WishView,
  wishlistsView,
} from './wishlist-view.ts';
export {
  addWish,
  createList,
  deleteList,
  deleteWish,
  emptyList,
  MAX_WISHES_PER_LIST,
  MAX_WISHLISTS,
  moveWish,
  removeProductWishes,
  removeWish,
  shareList,
  stopSharing,
  updateList,
  WISHLIST_NAME_MAX,
  wishedIds,
  wishedVariantIds,
  wishlistNameField,
} from './wishlists.ts';
