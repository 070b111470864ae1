export { queueVatReceipt, VAT_RECEIPT_JOB } from './receipt-job.ts';
export {
  issueReceipt,
  organisationName,
  returnReceipt,
  sandboxVatService,
  type VatBuyer,
  type VatReceipt,
  type VatReceiptRequest,
  type VatServiceConfig,
  VatServiceError,
  vatIncluded,
} from './receipts-client.ts';
