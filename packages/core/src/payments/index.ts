export { afterPaid, settleFromProvider } from './after-paid.ts';
export {
  type MethodAvailability,
  type PaymentOptionsView,
  paymentOptions,
} from './available-methods.ts';
export {
  balanceOf,
  DOWN_PAYMENT_METHODS,
  MONEY_METHODS,
  type OrderBalance,
  orderBalance,
  PAYMENT_STATES,
  type PaymentState,
  paymentStateOf,
  paymentStateSql,
} from './balance.ts';
export {
  type BankTransferDetails,
  bankTransferDetails,
  recordBankTransfer,
} from './bank-transfer.ts';
export {
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
export { paymentCounts } from './counts.ts';
export { giftCardToWallet } from './gift-card-to-wallet.ts';
export { payInApp } from './in-app.ts';
export { checkLend, handleLeaseCallback, type LeaseView, leaseView } from './lease.ts';
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
  leaseTeaser,
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
export { downPaymentLeft, type LeaseRow, leaseOf, payableNow } from './payable.ts';
export { CALLBACK_PATHS, type PaymentProviders, sandboxProviders } from './providers.ts';
export {
  checkOpenQrInvoices,
  checkQrPayment,
  handleQpayCallback,
  QR_INVOICE_MINUTES,
  type QrInvoice,
  qrInvoiceForOrder,
  qrPaymentState,
  toInvoice,
} from './qpay.ts';
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
export { listRecharges, type RechargeRow, rechargeOf } from './recharges.ts';
export { queueRefund, REFUND_JOB, refundJobs } from './refund-job.ts';
export {
  leftForStaff,
  markRefunded,
  refundsOnlyWhole,
  refundThroughProvider,
  refundUnneeded,
} from './refunds.ts';
export {
  finishCardRegistration,
  listSavedCards,
  payWithSavedCard,
  removeSavedCard,
  type SavedCardView,
  startCardRegistration,
} from './saved-cards.ts';
export { paymentPayment } from './schema.ts';
export {
  amountDue,
  awaitingPayment,
  awardRewards,
  markPaidWhenCovered,
  type PaymentRow,
  paymentsOf,
  settlePayment,
} from './settle.ts';
export { planTenders, type TenderSource } from './tender-plan.ts';
export {
  addTender,
  anyTenderSql,
  captureTenders,
  clearTenders,
  removeTender,
  returnTenders,
  type TenderChoice,
  type TenderKind,
  type TenderSummary,
  type TenderView,
  tenderSummary,
  tendersOf,
} from './tenders.ts';
export {
  type RechargeOutcome,
  type RechargeStateView,
  rechargeState,
  startRecharge,
} from './wallet-recharge.ts';
