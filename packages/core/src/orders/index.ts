export {
  nextWorkMoment,
  promisedBy,
  SHOP_TIME_ZONE,
  ubMinutes,
  WORK_CLOSES_HOUR,
  WORK_OPENS_HOUR,
} from './delivery-promise.ts';
export { orderStatesSection, withOrderStates } from './diagram.ts';
export { type FindOrderInput, findGuestOrder } from './find.ts';
export {
  completeDeliveredOrders,
  FULFILMENT_STEPS,
  type FulfilmentStep,
  fulfil,
  fulfilmentSteps,
} from './fulfil.ts';
export { claimOrderLicences, keysComeWithPayment } from './licences.ts';
export {
  type NewsDetail,
  notifyBuyer,
  type OrderNews,
  queueBuyerNews,
  SHORT_MOMENT,
} from './notifications.ts';
export {
  boughtAny,
  type FirstLine,
  firstLinesOf,
  type LineRow,
  linesOf,
  listMyOrders,
  MY_ORDER_SORTS,
  type MyOrderSort,
  type OrderRow,
  type Owner,
  orderByNumber,
  orderFor,
  orderHistory,
  orderWithLinesFor,
  owns,
  paidOrdersOf,
  stillPaidSql,
  type TransitionRow,
} from './records.ts';
export {
  type OrderAddress,
  orderLineItem,
  orderOrder,
  orderTransition,
  type PackageLine,
  type PaymentOptions,
} from './schema.ts';
export {
  AWAITING_PAYMENT,
  awaitingPayment,
  canTransition,
  isOrderState,
  ORDER_STATES,
  type OrderState,
  PAID_STATES,
  REACHED_BY,
  RELEASES_STOCK,
  SPEC_LABELS,
  TRANSITIONS,
} from './states.ts';
export {
  lockOrder,
  moveEach,
  overdueOrders,
  recordTransition,
  transitionOrder,
} from './transitions.ts';
