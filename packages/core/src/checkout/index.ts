export {
  type CheckoutInput,
  type CheckoutStep,
  checkoutInput,
  chosenOptionOffered,
  completeOrder,
  countPlacedOrders,
  deliveryRates,
  type OpenRate,
  PAYMENT_PERIOD_MINUTES,
  type PlacedOrder,
  updateCheckout,
} from './checkout.ts';
export { applyCoupon, readCouponCode, removeCoupon } from './coupon.ts';
export { optionOpen } from './delivery-windows.ts';
export {
  cancelUnpaidOrder,
  EXPIRE_ORDER_JOB,
  expireOverdueOrders,
  expiryJobs,
  queueExpiry,
  releaseOrderHolds,
  resetCart,
} from './end-order.ts';
export {
  CANCELABLE_PAID,
  cancelByStaff,
  cancelOrder,
  cancelPaidOrder,
  queueStrandedRefunds,
  RETURNABLE,
  type RefundTo,
  returnOrder,
  STAFF_CANCELABLE,
  shopperCancel,
} from './refund-order.ts';
export { type ReportWindow, reportWindows } from './report-windows.ts';
export { sendCouponByEmail } from './send-coupon.ts';
export {
  type DeliveryOption,
  type DeliveryTerms,
  deliveryTerms,
  PICKUP_SHIPPING_METHOD_ID,
  SAME_DAY_CUTOFF_HOUR,
  type ShippingRate,
  shippingRates,
} from './shipping.ts';
export {
  ORDERS_PER_PAGE,
  type OrderListRow,
  type OrderSearch,
  orderForStaff,
  SHIPPING_KINDS,
  type ShippingKind,
  type StaffOrderActions,
  type StaffOrderView,
  searchOrders,
} from './staff-orders.ts';
export {
  returnVatReceipts,
  sendVatReceipts,
  vatReceiptByJob,
  vatReceiptJobs,
} from './vat-receipts.ts';
