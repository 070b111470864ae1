import type { LocaleText } from './types.ts';

/**
 * Package products (spec §3): boxes the shopper fills with other products of the shop. The box
 * has its own price (the box, wrapping and the hand-written tags); what goes in is priced as
 * sold on its own. Components are the first suitable products of the listed categories.
 */
export interface PackageSeed {
  slug: string;
  name: LocaleText;
  description: LocaleText;
  /** The box itself, in tögrög. */
  price: number;
  /** Permalink of the category the package is listed in. */
  taxon: string;
  /** Categories (permalink prefixes) its components come from, in the order listed. */
  componentsFrom: string[];
  components: number;
  hue: number;
}

export const PACKAGES: PackageSeed[] = [
  {
    slug: 'build-your-gift-box',
    name: {
      mn: 'Бэлгийн хайрцгаа өөрөө бүрдүүл',
      en: 'Build your own gift box',
      ru: 'Соберите свою подарочную коробку',
      cn: '自选礼盒',
      it: 'Componi la tua scatola regalo',
    },
    description: {
      mn: 'Цэцэг, амттан, чимэглэлээс сонгож нэг хайрцагт багцлаарай. Бүтээгдэхүүн бүрт хүссэн үгээ бичсэн шошго зүүж, гоёмсог боодолтой хүргэнэ.',
      en: 'Choose flowers, sweets and decorations and we pack them in one box. Each item gets a tag with the words you write, and the box comes beautifully wrapped.',
      ru: 'Выберите цветы, сладости и декор — мы соберём их в одну коробку. К каждому предмету прикрепим бирку с вашими словами и красиво упакуем.',
      cn: '从鲜花、甜点和装饰品中挑选，我们为您装进一个礼盒。每件商品都会附上写有您留言的标签，并精美包装。',
      it: 'Scegli fiori, dolci e decorazioni: li confezioniamo in un’unica scatola. Ogni articolo riceve un biglietto con le tue parole e la scatola arriva incartata con cura.',
    },
    price: 4900,
    taxon: 'gifts/gift-sets/for-her',
    componentsFrom: ['flowers', 'food-drinks/sweets', 'gifts', 'home/decor', 'cards-stationery'],
    components: 8,
    hue: 340,
  },
  {
    slug: 'tea-and-sweets-basket',
    name: {
      mn: 'Цай, амттаны сагс',
      en: 'Tea and sweets basket',
      ru: 'Корзина с чаем и сладостями',
      cn: '茶点礼篮',
      it: 'Cesto di tè e dolci',
    },
    description: {
      mn: 'Цай, шоколад, нарийн боов, жимсээ сонгоод сагсаа дүүргээрэй. Зочинд очих, Цагаан сарын бэлэгт тохиромжтой.',
      en: 'Fill the basket with the tea, chocolate, pastries and fruit you choose. Just right for a visit or a Tsagaan Sar gift.',
      ru: 'Наполните корзину чаем, шоколадом, выпечкой и фруктами на ваш выбор. То, что нужно для визита в гости или подарка на Цагаан Сар.',
      cn: '挑选茶叶、巧克力、糕点和水果装满礼篮，适合拜访亲友或白月节送礼。',
      it: 'Riempi il cesto con tè, cioccolato, pasticcini e frutta a tua scelta. Perfetto per una visita o come regalo per lo Tsagaan Sar.',
    },
    price: 6900,
    taxon: 'gifts/gift-sets/corporate',
    componentsFrom: [
      'food-drinks/sweets',
      'food-drinks/tea-coffee',
      'food-drinks/fruit',
      'home/kitchen',
    ],
    components: 6,
    hue: 30,
  },
  {
    slug: 'pamper-box',
    name: {
      mn: 'Анхаарал халамжийн хайрцаг',
      en: 'Pamper box',
      ru: 'Коробка заботы',
      cn: '宠爱礼盒',
      it: 'Scatola delle coccole',
    },
    description: {
      mn: 'Арьс арчилгаа, үнэртэн, лаа зэргээс сонгож хайртай хүндээ амралт бэлэглээрэй.',
      en: 'Give someone dear a moment of rest: choose from skincare, fragrance and candles.',
      ru: 'Подарите близкому человеку минуту отдыха: выберите уход за кожей, ароматы и свечи.',
      cn: '从护肤品、香氛和蜡烛中挑选，送给心爱的人片刻放松。',
      it: 'Regala a una persona cara un momento di relax: scegli tra cura della pelle, profumi e candele.',
    },
    price: 5900,
    taxon: 'gifts/gift-sets/for-her',
    componentsFrom: ['beauty', 'home/decor', 'flowers'],
    components: 6,
    hue: 280,
  },
];

/** How many of one product a package can hold. */
export const PACKAGE_MAX_QTY = 5;
/** Boxes on hand per stock location. */
export const PACKAGE_STOCK = 40;
