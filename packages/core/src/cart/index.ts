export {
  type AddItem,
  addItem,
  currentCart,
  emptyCart,
  MAX_LINE_QUANTITY,
  mergeGuestCart,
  type OrderRow,
  type Owner,
  orderByNumber,
  orderFor,
  owns,
  removeItem,
  updateItem,
} from './cart.ts';
export type { OrderAddress } from './schema.ts';
export {
  AWAITING_PAYMENT,
  canTransition,
  ORDER_STATES,
  type OrderState,
  TRANSITIONS,
} from './states.ts';
export { expireOverdueOrders, listMyOrders, orderHistory, transitionOrder } from './transitions.ts';
export { type LineItemView, type OrderView, orderView } from './view.ts';
