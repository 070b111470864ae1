import { demoCode } from '../../promotions/index.ts';
import type { LocaleText } from './types.ts';

/** The shop's running coupons at seed time (staff add more in the back office later). */
export interface CouponSeed {
  code: string;
  name: LocaleText;
  description: LocaleText;
  kind: 'percent' | 'fixed';
  value: number;
  minOrder: number;
  maxDiscount: number | null;
  /** Days from the seed day; null: no end. */
  endsInDays: number | null;
  usageLimit: number | null;
  perUserLimit: number | null;
  /** Permalinks of the categories it covers; empty: everything. */
  taxons: string[];
}

export const COUPONS: CouponSeed[] = [
  {
    code: 'TSETSEG10',
    name: {
      mn: 'Бүх барааны 10% хөнгөлөлт',
      en: '10% off everything',
      ru: 'Скидка 10% на всё',
      cn: '全场九折',
      it: '10% di sconto su tutto',
    },
    description: {
      mn: '30,000₮-өөс дээш худалдан авалтад, хамгийн ихдээ 20,000₮ хөнгөлнө.',
      en: 'On purchases of 30,000₮ or more; up to 20,000₮ off.',
      ru: 'При покупке от 30,000₮; скидка не более 20,000₮.',
      cn: '满30,000₮可用，最多优惠20,000₮。',
      it: 'Per acquisti da 30,000₮; fino a 20,000₮ di sconto.',
    },
    kind: 'percent',
    value: 10,
    minOrder: 30_000,
    maxDiscount: 20_000,
    endsInDays: null,
    usageLimit: null,
    perUserLimit: null,
    taxons: [],
  },
  {
    code: 'FLOWERS15',
    name: {
      mn: 'Цэцгийн 15% хөнгөлөлт',
      en: '15% off flowers',
      ru: 'Скидка 15% на цветы',
      cn: '鲜花八五折',
      it: '15% di sconto sui fiori',
    },
    description: {
      mn: '50,000₮-өөс дээш цэцгийн худалдан авалтад нэг удаа ашиглана. Нэвтэрсэн байх шаардлагатай.',
      en: 'Once per shopper, on flowers for 50,000₮ or more. Log in to use it.',
      ru: 'Один раз на покупателя, на цветы от 50,000₮. Нужно войти в аккаунт.',
      cn: '每位顾客限用一次，鲜花满50,000₮可用，需登录。',
      it: 'Una volta per cliente, sui fiori da 50,000₮. Accedi per usarlo.',
    },
    kind: 'percent',
    value: 15,
    minOrder: 50_000,
    maxDiscount: null,
    endsInDays: 60,
    usageLimit: null,
    perUserLimit: 1,
    taxons: ['flowers'],
  },
  {
    code: '2026',
    name: {
      mn: 'Шинэ жилийн промо код',
      en: 'New Year promo code',
      ru: 'Новогодний промокод',
      cn: '新年促销码',
      it: 'Codice promozionale di Capodanno',
    },
    description: {
      mn: '40,000₮-өөс дээш захиалгаас 5,000₮ хасна.',
      en: '5,000₮ off orders of 40,000₮ or more.',
      ru: 'Минус 5,000₮ при заказе от 40,000₮.',
      cn: '订单满40,000₮减5,000₮。',
      it: '5,000₮ in meno sugli ordini da 40,000₮.',
    },
    kind: 'fixed',
    value: 5_000,
    minOrder: 40_000,
    maxDiscount: null,
    endsInDays: 90,
    usageLimit: 500,
    perUserLimit: null,
    taxons: [],
  },
];

/**
 * Demo gift cards: 20 of 50,000₮, and 5 of 100,000₮ that pay only orders of 100,000₮ or more.
 * Their codes are not sequential (promotions/codes.ts `demoCode`); docs/PAYMENTS.md lists them.
 */
export const GIFT_CARDS = [
  ...Array.from({ length: 20 }, (_, i) => ({
    code: demoCode('GIFT', `gift-50000-${i + 1}`),
    amount: 50_000,
    minOrder: 0,
  })),
  ...Array.from({ length: 5 }, (_, i) => ({
    code: demoCode('GIFT', `gift-100000-${i + 1}`),
    amount: 100_000,
    minOrder: 100_000,
  })),
];

/** Demo vouchers of 5,000₮ for whoever has the code. */
export const VOUCHERS = Array.from({ length: 20 }, (_, i) => ({
  code: demoCode('VCH', `voucher-5000-${i + 1}`),
  amount: 5_000,
}));
