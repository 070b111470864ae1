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
