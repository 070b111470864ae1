import type { LocaleText } from './types.ts';

export interface BadgeSeed {
  code: string;
  name: LocaleText;
  color: string;
  /** Its group's code. */
  group: string;
}

/** What kind of mark a badge is: news about the product, or a quality of it. */
export const BADGE_GROUPS: { code: string; name: LocaleText }[] = [
  {
    code: 'highlights',
    name: { mn: 'Онцлох', en: 'Highlights', ru: 'Особое', cn: '亮点', it: 'In evidenza' },
  },
  {
    code: 'qualities',
    name: { mn: 'Чанар', en: 'Qualities', ru: 'Качества', cn: '品质', it: 'Qualità' },
  },
];

export const BADGES: BadgeSeed[] = [
  {
    code: 'new',
    name: { mn: 'Шинэ', en: 'New', ru: 'Новинка', cn: '新品', it: 'Novità' },
    color: '#2e7d32',
    group: 'highlights',
  },
  {
    code: 'hit',
    name: { mn: 'Эрэлттэй', en: 'Bestseller', ru: 'Хит продаж', cn: '热销', it: 'Più venduto' },
    color: '#c2185b',
    group: 'highlights',
  },
  {
    code: 'gift',
    name: { mn: 'Бэлэгт', en: 'Gift idea', ru: 'На подарок', cn: '礼物推荐', it: 'Idea regalo' },
    color: '#6a1b9a',
    group: 'qualities',
  },
  {
    code: 'eco',
    name: { mn: 'Эко', en: 'Eco', ru: 'Эко', cn: '环保', it: 'Eco' },
    color: '#558b2f',
    group: 'qualities',
  },
  {
    code: 'limited',
    name: {
      mn: 'Хязгаартай тоо',
      en: 'Limited',
      ru: 'Ограниченная серия',
      cn: '限量',
      it: 'Edizione limitata',
    },
    color: '#ef6c00',
    group: 'highlights',
  },
  {
    code: 'local',
    name: {
      mn: 'Монгол бараа',
      en: 'Made in Mongolia',
      ru: 'Сделано в Монголии',
      cn: '蒙古制造',
      it: 'Made in Mongolia',
    },
    color: '#1565c0',
    group: 'qualities',
  },
];

export interface ColorSeed {
  code: string;
  hex: string;
  hue: number;
  name: LocaleText;
}

export const COLORS: ColorSeed[] = [
  {
    code: 'red',
    hex: '#d32f2f',
    hue: 0,
    name: { mn: 'Улаан', en: 'Red', ru: 'Красный', cn: '红色', it: 'Rosso' },
  },
  {
    code: 'pink',
    hex: '#ec407a',
    hue: 335,
    name: { mn: 'Ягаан', en: 'Pink', ru: 'Розовый', cn: '粉色', it: 'Rosa' },
  },
  {
    code: 'white',
    hex: '#f5f5f5',
    hue: 40,
    name: { mn: 'Цагаан', en: 'White', ru: 'Белый', cn: '白色', it: 'Bianco' },
  },
  {
    code: 'yellow',
    hex: '#fbc02d',
    hue: 48,
    name: { mn: 'Шар', en: 'Yellow', ru: 'Жёлтый', cn: '黄色', it: 'Giallo' },
  },
  {
    code: 'purple',
    hex: '#7b1fa2',
    hue: 285,
    name: { mn: 'Нил ягаан', en: 'Purple', ru: 'Фиолетовый', cn: '紫色', it: 'Viola' },
  },
  {
    code: 'blue',
    hex: '#1976d2',
    hue: 210,
    name: { mn: 'Цэнхэр', en: 'Blue', ru: 'Синий', cn: '蓝色', it: 'Blu' },
  },
  {
    code: 'black',
    hex: '#212121',
    hue: 230,
    name: { mn: 'Хар', en: 'Black', ru: 'Чёрный', cn: '黑色', it: 'Nero' },
  },
  {
    code: 'green',
    hex: '#388e3c',
    hue: 125,
    name: { mn: 'Ногоон', en: 'Green', ru: 'Зелёный', cn: '绿色', it: 'Verde' },
  },
  {
    code: 'orange',
    hex: '#f57c00',
    hue: 28,
    name: { mn: 'Улбар шар', en: 'Orange', ru: 'Оранжевый', cn: '橙色', it: 'Arancione' },
  },
  {
    code: 'cream',
    hex: '#f3e5ab',
    hue: 50,
    name: { mn: 'Цөцгий өнгө', en: 'Cream', ru: 'Кремовый', cn: '奶油色', it: 'Crema' },
  },
];

export interface MenuSeed {
  placement: 'header' | 'footer';
  title: LocaleText;
  url?: string;
  children?: MenuSeed[];
}

export const MENUS: MenuSeed[] = [
  {
    placement: 'header',
    title: { mn: 'Шинэ бараа', en: 'New arrivals', ru: 'Новинки', cn: '新品', it: 'Novità' },
    url: '/products?sort=date_desc',
  },
  {
    placement: 'header',
    title: { mn: 'Хямдрал', en: 'Sale', ru: 'Скидки', cn: '特价', it: 'Saldi' },
    url: '/products?on_sale=1&sort=sale_desc',
  },
  {
    placement: 'header',
    title: { mn: 'Брэндүүд', en: 'Brands', ru: 'Бренды', cn: '品牌', it: 'Marchi' },
    url: '/brands',
  },
  {
    placement: 'footer',
    title: {
      mn: 'Худалдан авагчдад',
      en: 'For customers',
      ru: 'Покупателям',
      cn: '顾客服务',
      it: 'Per i clienti',
    },
    children: [
      {
        placement: 'footer',
        title: {
          mn: 'Хүргэлтийн нөхцөл',
          en: 'Delivery',
          ru: 'Доставка',
          cn: '配送',
          it: 'Consegna',
        },
        url: '/pages/delivery',
      },
      {
        placement: 'footer',
        title: { mn: 'Буцаалт', en: 'Returns', ru: 'Возврат', cn: '退货', it: 'Resi' },
        url: '/pages/returns',
      },
      {
        placement: 'footer',
        title: {
          mn: 'Төлбөрийн нөхцөл',
          en: 'Payment',
          ru: 'Оплата',
          cn: '付款方式',
          it: 'Pagamento',
        },
        url: '/pages/payment',
      },
    ],
  },
  {
    placement: 'footer',
    title: {
      mn: 'Цэцэг Маркет',
      en: 'Tsetseg Market',
      ru: 'Цэцэг Маркет',
      cn: 'Tsetseg 市场',
      it: 'Tsetseg Market',
    },
    children: [
      {
        placement: 'footer',
        title: { mn: 'Бидний тухай', en: 'About us', ru: 'О нас', cn: '关于我们', it: 'Chi siamo' },
        url: '/pages/about',
      },
      {
        placement: 'footer',
        title: {
          mn: 'Салбарууд',
          en: 'Our stores',
          ru: 'Наши магазины',
          cn: '门店',
          it: 'I nostri negozi',
        },
        url: '/pages/stores',
      },
      {
        placement: 'footer',
        title: {
          mn: 'Холбоо барих',
          en: 'Contact',
          ru: 'Контакты',
          cn: '联系我们',
          it: 'Contatti',
        },
        url: '/pages/contact',
      },
    ],
  },
];

export interface NotificationSeed {
  title: LocaleText;
  body: LocaleText;
  level: 'info' | 'promo' | 'warning';
  url?: string;
  /** Days from the seed date; negative is in the past. */
  startsInDays: number;
  endsInDays?: number;
}

export const NOTIFICATIONS: NotificationSeed[] = [
  {
    level: 'promo',
    title: {
      mn: 'Өдөр бүр үнэгүй хүргэлт',
      en: 'Free delivery every day',
      ru: 'Бесплатная доставка каждый день',
      cn: '每日免费配送',
      it: 'Consegna gratuita ogni giorno',
    },
    body: {
      mn: '100,000₮-өөс дээш захиалгыг Улаанбаатар хотод үнэгүй хүргэнэ.',
      en: 'Orders over 100,000₮ are delivered free across Ulaanbaatar.',
      ru: 'Заказы от 100,000₮ доставляем бесплатно по Улан-Батору.',
      cn: '乌兰巴托市内订单满100,000₮免费配送。',
      it: 'Gli ordini oltre 100,000₮ sono consegnati gratis in tutta Ulaanbaatar.',
    },
    url: '/pages/delivery',
    startsInDays: -30,
  },
  {
    level: 'info',
    title: {
      mn: 'Ажлын цаг',
      en: 'Opening hours',
      ru: 'Часы работы',
      cn: '营业时间',
      it: 'Orari di apertura',
    },
    body: {
      mn: 'Манай салбарууд өдөр бүр 11:00-22:00 цагт ажиллана.',
      en: 'Our stores are open every day from 11:00 to 22:00.',
      ru: 'Наши магазины работают ежедневно с 11:00 до 22:00.',
      cn: '我们的门店每天11:00至22:00营业。',
      it: 'I nostri negozi sono aperti tutti i giorni dalle 11:00 alle 22:00.',
    },
    startsInDays: -365,
  },
  {
    level: 'promo',
    title: {
      mn: 'Цагаан сарын бэлэг',
      en: 'Tsagaan Sar gifts',
      ru: 'Подарки к Цагаан сару',
      cn: '白月节礼物',
      it: 'Regali per lo Tsagaan Sar',
    },
    body: {
      mn: 'Цагаан сарын бэлгийн багцууд удахгүй.',
      en: 'Lunar New Year gift sets are coming soon.',
      ru: 'Подарочные наборы к Новому году по лунному календарю скоро.',
      cn: '农历新年礼盒即将上市。',
      it: 'I cofanetti regalo per il Capodanno lunare arrivano presto.',
    },
    startsInDays: 60,
    endsInDays: 120,
  },
];

export interface PresetSeed {
  code: string;
  kind: 'product_rail';
  title: LocaleText;
  query: Record<string, unknown>;
}

/** The home page's product rails: a short row each; the full lists (40 a page) come with search. */
export const PRESETS: PresetSeed[] = [
  {
    code: 'new_arrivals',
    kind: 'product_rail',
    title: {
      mn: 'Шинээр ирсэн',
      en: 'New arrivals',
      ru: 'Новые поступления',
      cn: '新品上架',
      it: 'Nuovi arrivi',
    },
    query: { sort: 'date_desc', limit: 12 },
  },
  {
    code: 'on_sale',
    kind: 'product_rail',
    title: { mn: 'Хямдралтай', en: 'On sale', ru: 'Со скидкой', cn: '特价商品', it: 'In offerta' },
    query: { sort: 'sale_desc', onSale: true, limit: 12 },
  },
];

/** Shop-wide settings; see docs/ARCHITECTURE.md for what reads each. */
export const CONFIGS: Record<string, unknown> = {
  shop_name: 'Цэцэг Маркет',
  currency: 'MNT',
  default_locale: 'mn',
  locales: ['mn', 'en', 'ru', 'cn', 'it'],
  time_zone: 'Asia/Ulaanbaatar',
  work_hours: { opens_at: '11:00', closes_at: '22:00' },
  delivery_hours: 24,
  pickup_shipping_method_id: 849,
  option_keys: { color: 'color', size: 'size' },
  taxon_start_level: 1,
  mobile_breakpoint: 992,
  compare_max: 4,
  recently_viewed_max: 40,
  search_history_max: 10,
  wallet_min_purchase: 20000,
  lease: {
    barrier: 120000,
    term: 0.3,
    interest: 1.8,
    allowed_max: 1500000,
    allowed_min: 120000,
    lease_limit: 120000,
  },
  contact: { phone: '+976 7711 2233', email: 'hello@tsetseg.mn' },
};
