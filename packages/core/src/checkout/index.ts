export {
  type CheckoutInput,
  checkoutInput,
  completeOrder,
  countPlacedOrders,
  deliveryRates,
  PAYMENT_METHODS,
  PAYMENT_PERIOD_MINUTES,
  updateCheckout,
} from './checkout.ts';
export {
  nextWorkMoment,
  optionOpen,
  promisedBy,
  SAME_DAY_CUTOFF_HOUR,
} from './delivery-windows.ts';
export { notifyOrderPlaced } from './notifications.ts';
export {
  type DeliveryOption,
  PICKUP_SHIPPING_METHOD_ID,
  type ShippingRate,
  shippingRates,
} from './shipping.ts';
export { sendVatReceipts } from './vat-receipts.ts';
