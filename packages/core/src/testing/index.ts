export { hashPassword } from '../accounts/index.ts';
export * as tables from '../db/schema.ts';
export { COUPONS, GIFT_CARDS, VOUCHERS } from '../seed/index.ts';
export { temporaryMediaStore } from './media.ts';
export { OrderFixtures, SAMPLE_ADDRESS, TEST_GUESSER } from './order-fixtures.ts';
export {
  answeringWith,
  failureReason,
  mostTestTokens,
  startCallbackEndpoint,
  submitPageForm,
} from './provider-testing.ts';
export { outcome, refusal } from './refusal.ts';
