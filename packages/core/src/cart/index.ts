export { type BoughtAgain, buyAgain } from './buy-again.ts';
export {
  type AddItem,
  addBooking,
  addItem,
  CHECKOUT_RESET,
  cartFor,
  cartWithLinesFor,
  changeCart,
  changePackageItem,
  currentCart,
  emptyCart,
  MAX_LINE_QUANTITY,
  type OrderChanges,
  type QuotedPrice,
  refreshCart,
  refreshTotals,
  removeBooking,
  removeItem,
  setPackageCustomValues,
  updateItem,
  writeCoupon,
} from './cart.ts';
export { anyGoodsSql, NOTHING_TO_DELIVER, needsDelivery } from './goods.ts';
export { type FreeTextOption, freeTextOptions } from './line-options.ts';
export { mergeGuestCart } from './merge-guest-cart.ts';
export { type OrderPictures, orderPictures, PICTURES_PER_ORDER } from './order-pictures.ts';
export {
  PACKAGE_CUSTOM_FIELDS,
  PACKAGE_MESSAGE_MAX,
  priceLineNow,
  stockNeeds,
  variantsOfLines,
} from './packages.ts';
export { type LineItemView, type OrderContents, type OrderView, orderView } from './view.ts';
