export {
  type AddItem,
  addItem,
  CHECKOUT_RESET,
  changePackageItem,
  currentCart,
  emptyCart,
  MAX_LINE_QUANTITY,
  type OrderRow,
  type Owner,
  orderByNumber,
  orderFor,
  owns,
  removeItem,
  setPackageCustomValues,
  updateItem,
} from './cart.ts';
export { type FreeTextOption, freeTextOptions } from './line-options.ts';
export { mergeGuestCart } from './merge-guest-cart.ts';
export { PACKAGE_CUSTOM_FIELDS, PACKAGE_MESSAGE_MAX, stockNeeds } from './packages.ts';
export type { OrderAddress, PackageLine } from './schema.ts';
export {
  AWAITING_PAYMENT,
  canTransition,
  ORDER_STATES,
  type OrderState,
  TRANSITIONS,
} from './states.ts';
export { expireOverdueOrders, listMyOrders, orderHistory, transitionOrder } from './transitions.ts';
export { type LineItemView, type OrderView, orderView } from './view.ts';
