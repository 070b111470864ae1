export { demoCode, newGiftCardCode, randomCode } from './codes.ts';
export {
  type CounterCheck,
  counterCheck,
  counterCoupon,
  takeCouponAtCounter,
} from './counter-coupons.ts';
export {
  type CouponCheck,
  type CouponLine,
  type CouponRefusal,
  type CouponRow,
  type CouponView,
  couponByCode,
  createCoupon,
  evaluateCoupon,
  type LinkedCoupon,
  linkedCoupon,
  type NewCoupon,
  redeemCoupon,
  releaseCoupon,
  shopperCoupon,
  shopperCoupons,
} from './coupons.ts';
export {
  checkGiftCard,
  debitGiftCard,
  type GiftCardCheck,
  type GiftCardRow,
  giftCardByCode,
  giftCardChanges,
  issueGiftCard,
  lockGiftCard,
  returnGiftCardSpend,
} from './gift-cards.ts';
export {
  COUPON_CODE,
  type CouponRule,
  couponDiscount,
  GIFT_CARD_MINIMUMS,
  isUnknownCode,
  normalizeCode,
  PROMO_CODE,
  VOUCHER_MIN_PURCHASE,
  voucherMinimum,
} from './rules.ts';
export { promoGiftCard, promoVoucher } from './schema.ts';
export {
  checkVoucher,
  giveVoucher,
  issueVoucher,
  MAX_GIVEN_VOUCHER,
  redeemVoucher,
  releaseVoucher,
  shopperVouchers,
  type VoucherCheck,
  type VoucherRow,
  type VoucherView,
  voucherByCode,
} from './vouchers.ts';
