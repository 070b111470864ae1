import { adultsOnly } from './taxons.ts';
import type { LocaleText } from './types.ts';

/** A product of the microsite's brand, written by hand (the generator makes the rest). */
export interface BrandLineSeed {
  /** Fixed slug: the microsite and tests find the product by it, whatever the seed size. */
  slug: string;
  sku: string;
  name: LocaleText;
  description: LocaleText;
  /** Label hue of its bottle picture. */
  hue: number;
  /** Sizes and their prices in tögrög; one entry without a size for a single variant. */
  variants: { size: string | null; price: number }[];
  abv: string;
}

/** Suvdan Tsas: the brand microsite's products (brand code SUVDAN, premium vodka). */
export const BRAND_LINE: BrandLineSeed[] = [
  {
    slug: 'suvdan-tsas-original-vodka',
    sku: 'SUVDAN-ORIGINAL',
    name: {
      mn: 'Сувдан Цас архи',
      en: 'Suvdan Tsas vodka',
      ru: 'Водка «Сувдан Цас»',
      cn: 'Suvdan Tsas 珍珠雪伏特加',
      it: 'Vodka Suvdan Tsas',
    },
    description: adultsOnly({
      mn: 'Сэлэнгийн ганц аж ахуйн өвлийн буудайгаар 6 удаа нэрж, нүүрс, кварц, мөнгө, сувд, алмаазаар шүүсэн, 500 гаруй цаг (21 хоног) амраасан архи.',
      en: 'Winter wheat from a single Selenge estate, distilled 6 times, filtered through charcoal, quartz, silver, pearls and diamond, and rested more than 500 hours (21 days).',
      ru: 'Озимая пшеница с одного хозяйства в Селенге, 6 дистилляций, фильтрация через уголь, кварц, серебро, жемчуг и алмаз, выдержка более 500 часов (21 день).',
      cn: '采用色楞格单一庄园的冬小麦，蒸馏6次，经木炭、石英、白银、珍珠和钻石过滤，静置超过500小时（21天）。',
      it: 'Grano invernale di una sola tenuta della Selenge, distillata 6 volte, filtrata attraverso carbone, quarzo, argento, perle e diamante e riposata più di 500 ore (21 giorni).',
    }),
    hue: 215,
    variants: [
      { size: '0.5 L', price: 59_000 },
      { size: '0.7 L', price: 76_000 },
      { size: '1 L', price: 98_000 },
    ],
    abv: '40%',
  },
  {
    slug: 'suvdan-tsas-black-pearl-vodka',
    sku: 'SUVDAN-BLACK-PEARL',
    name: {
      mn: 'Сувдан Цас Хар сувд архи',
      en: 'Suvdan Tsas Black Pearl vodka',
      ru: 'Водка «Сувдан Цас Чёрный жемчуг»',
      cn: 'Suvdan Tsas 黑珍珠伏特加',
      it: 'Vodka Suvdan Tsas Perla Nera',
    },
    description: adultsOnly({
      mn: 'Хар сувд нь 43 хэмийн хүчтэй, илүү баялаг амттай. Хөргөөд цэвэрээр нь ууна.',
      en: 'Black Pearl is bottled at 43% for a fuller taste. Serve chilled and neat.',
      ru: '«Чёрный жемчуг» разливается крепостью 43% — вкус полнее. Подавайте охлаждённой, без смешивания.',
      cn: '黑珍珠以43%的酒精度装瓶，口感更加饱满。冰镇后纯饮。',
      it: 'Perla Nera è imbottigliata a 43% per un gusto più pieno. Da servire fredda e liscia.',
    }),
    hue: 265,
    variants: [{ size: '0.7 L', price: 128_000 }],
    abv: '43%',
  },
  {
    slug: 'suvdan-tsas-gift-box-vodka',
    sku: 'SUVDAN-GIFT-BOX',
    name: {
      mn: 'Сувдан Цас бэлгийн хайрцаг, хоёр хундагатай',
      en: 'Suvdan Tsas gift box with two glasses',
      ru: 'Подарочный набор «Сувдан Цас» с двумя стопками',
      cn: 'Suvdan Tsas 双杯礼盒',
      it: 'Confezione regalo Suvdan Tsas con due bicchierini',
    },
    description: adultsOnly({
      mn: '0.7 л Сувдан Цас, хоёр мөнгөлөг хундага, сувдан өнгөтэй хайрцагтай.',
      en: 'A 0.7 L bottle of Suvdan Tsas with two silvered glasses in a pearl-white box.',
      ru: 'Бутылка «Сувдан Цас» 0,7 л и две посеребрённые стопки в жемчужно-белой коробке.',
      cn: '一瓶0.7升Suvdan Tsas，配两只镀银小酒杯，装于珍珠白礼盒中。',
      it: 'Una bottiglia da 0,7 L di Suvdan Tsas con due bicchierini argentati in una scatola bianco perla.',
    }),
    hue: 40,
    variants: [{ size: null, price: 112_000 }],
    abv: '40%',
  },
];
