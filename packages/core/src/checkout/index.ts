export {
  type CheckoutInput,
  checkoutInput,
  completeOrder,
  countPlacedOrders,
  deliveryRates,
  PAYMENT_PERIOD_MINUTES,
  updateCheckout,
} from './checkout.ts';
export { applyCoupon, readCouponCode, removeCoupon } from './coupon.ts';
export {
  nextWorkMoment,
  optionOpen,
  promisedBy,
  SAME_DAY_CUTOFF_HOUR,
} from './delivery-windows.ts';
export { cancelUnpaidOrder, expireOverdueOrders, releaseOrderHolds } from './end-order.ts';
export { notifyOrderPlaced } from './notifications.ts';
export {
  type DeliveryOption,
  PICKUP_SHIPPING_METHOD_ID,
  type ShippingRate,
  shippingRates,
} from './shipping.ts';
export { sendVatReceipts } from './vat-receipts.ts';
