export {
  cardPaidOrder,
  handleCardCallback,
  openCardSession,
  settleCardPayment,
  startCardPayment,
} from './card.ts';
export {
  type CardGatewayConfig,
  CardGatewayError,
  readCardCallback,
  sandboxCardGateway,
} from './card-gateway.ts';
export {
  type CardCharge,
  type CardRegistration,
  type CardRegistrationCallback,
  type CardRegistrationState,
  type CardRegistrationStatus,
  cardRegistrationState,
  chargeCardToken,
  createCardRegistration,
  deleteCardToken,
  readCardRegistrationCallback,
  refundCardCharge,
} from './card-tokens.ts';
export {
  applyForLease,
  cancelLeaseApplication,
  type LeaseApplicationRequest,
  type LeaseApplicationState,
  type LeaseCallback,
  type LeaseConfig,
  type LeaseDeclineReason,
  LeaseError,
  type LeaseStatus,
  leaseApplicationState,
  readLeaseCallback,
  sandboxLease,
} from './lease-client.ts';
export {
  DOWN_PAYMENT_PERCENT,
  LEASE,
  LEASE_MONTHS,
  type LeaseMonths,
  type LeasePlan,
  leasable,
  leasePlan,
} from './lease-rules.ts';
export {
  PAYMENT_METHODS,
  type PaymentMethod,
  prepareMethod,
  savedCardOf,
  WEB_PAYMENT_METHODS,
} from './methods.ts';
export {
  type MostConfig,
  type MostDeclineReason,
  MostError,
  type MostTransaction,
  type MostTransactionState,
  mostPurchase,
  mostTransactionState,
  refundMostTransaction,
  sandboxMost,
} from './most-client.ts';
export {
  cancelQpayInvoice,
  checkQpayPayment,
  createQpayInvoice,
  type QpayCallback,
  type QpayConfig,
  QpayError,
  type QpayInvoice,
  type QpayInvoiceState,
  type QpayInvoiceStatus,
  type QpayPaymentCheck,
  qpayInvoiceState,
  readQpayCallback,
  refundQpayPayment,
  sandboxQpay,
} from './qpay-client.ts';
export { markRefunded } from './refunds.ts';
export {
  amountDue,
  amountPaid,
  awardRewards,
  MONEY_METHODS,
  markPaidWhenCovered,
  type PaymentRow,
  paymentsOf,
  settlePayment,
} from './settle.ts';
export { planTenders, type TenderSource } from './tender-plan.ts';
export {
  addTender,
  captureTenders,
  clearTenders,
  removeTender,
  returnTenders,
  type TenderChoice,
  type TenderKind,
  type TenderSummary,
  type TenderView,
  tenderSummary,
} from './tenders.ts';
