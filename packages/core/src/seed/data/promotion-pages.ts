import type { LocaleText } from './types.ts';

/** The promotions shoppers read about: two running (one per seeded coupon), one ended. */
export const PROMOTION_PAGES: {
  slug: string;
  picture: string;
  /** Days from the seed day. */
  startsInDays: number;
  endsInDays: number;
  couponCode: string | null;
  taxon: string | null;
  /** Products from this catalogue root, shown on its page. */
  productsFrom: string | null;
  title: LocaleText;
  summary: LocaleText;
  body: LocaleText;
}[] = [
  {
    slug: 'tsetsegiin-hongololt',
    picture: '/media/banner/flowers.svg',
    startsInDays: -10,
    endsInDays: 60,
    couponCode: 'FLOWERS15',
    taxon: 'flowers',
    productsFrom: 'flowers',
    title: {
      mn: 'Цэцгийн 15% хөнгөлөлт',
      en: '15% off flowers',
      ru: 'Скидка 15% на цветы',
      cn: '鲜花八五折',
      it: '15% di sconto sui fiori',
    },
    summary: {
      mn: '50,000₮-өөс дээш цэцгийн захиалгад FLOWERS15 кодоор 15% хямдарна.',
      en: 'Use FLOWERS15 for 15% off flower orders of 50,000₮ or more.',
      ru: 'Код FLOWERS15 даёт скидку 15% на цветы от 50,000₮.',
      cn: '鲜花订单满50,000₮，使用 FLOWERS15 享八五折。',
      it: 'Con FLOWERS15 hai il 15% di sconto sui fiori da 50,000₮.',
    },
    body: {
      mn: 'Төлбөрийн алхамд кодоо оруулаарай. Нэг хэрэглэгч нэг удаа ашиглах ба нэвтэрсэн байх шаардлагатай.',
      en: 'Type the code at the payment step. Once per shopper; log in to use it.',
      ru: 'Введите код на шаге оплаты. Один раз на покупателя; нужно войти в аккаунт.',
      cn: '在付款步骤输入代码。每位顾客限用一次，需登录。',
      it: 'Inserisci il codice al pagamento. Una volta per cliente; accedi per usarlo.',
    },
  },
  {
    slug: 'shine-jiliin-beleg',
    picture: '/media/banner/gifts.svg',
    startsInDays: -3,
    endsInDays: 90,
    couponCode: '2026',
    taxon: 'gifts',
    productsFrom: 'gifts',
    title: {
      mn: 'Шинэ жилийн бэлэг',
      en: 'New Year gifts',
      ru: 'Новогодние подарки',
      cn: '新年礼物',
      it: 'Regali di Capodanno',
    },
    summary: {
      mn: '40,000₮-өөс дээш захиалгаас 2026 кодоор 5,000₮ хасагдана.',
      en: 'Code 2026 takes 5,000₮ off orders of 40,000₮ or more.',
      ru: 'Код 2026 снимает 5,000₮ с заказа от 40,000₮.',
      cn: '订单满40,000₮，使用代码 2026 立减5,000₮。',
      it: 'Il codice 2026 toglie 5,000₮ dagli ordini da 40,000₮.',
    },
    body: {
      mn: 'Ойр дотны хүмүүстээ бэлэг сонгоод төлбөрийн алхамд кодоо оруулна уу. Эхний 500 захиалгад хүчинтэй.',
      en: 'Choose presents for the people close to you and type the code at the payment step. Valid for the first 500 orders.',
      ru: 'Выберите подарки близким и введите код на шаге оплаты. Действует для первых 500 заказов.',
      cn: '为亲朋好友挑选礼物，并在付款步骤输入代码。前500笔订单有效。',
      it: 'Scegli i regali per le persone care e inserisci il codice al pagamento. Valido per i primi 500 ordini.',
    },
  },
  {
    slug: 'namriin-hyamdral',
    picture: '/media/banner/sale.svg',
    startsInDays: -60,
    endsInDays: -30,
    couponCode: null,
    taxon: 'plants',
    productsFrom: null,
    title: {
      mn: 'Намрын хямдрал',
      en: 'Autumn sale',
      ru: 'Осенняя распродажа',
      cn: '秋季特卖',
      it: 'Saldi d’autunno',
    },
    summary: {
      mn: 'Тасалгааны ургамлын намрын хямдрал.',
      en: 'The autumn sale on house plants.',
      ru: 'Осенняя распродажа комнатных растений.',
      cn: '室内植物秋季特卖。',
      it: 'I saldi d’autunno sulle piante da interno.',
    },
    body: {
      mn: 'Ургамлаа шилжүүлэн суулгах улиралд зориулсан хямдрал байлаа.',
      en: 'A sale for the season of repotting.',
      ru: 'Распродажа к сезону пересадки растений.',
      cn: '为换盆季节举办的特卖。',
      it: 'Saldi per la stagione dei rinvasi.',
    },
  },
];
