import type { LocaleText } from './types.ts';

/** The shop's openings at seed time. */
export const JOBS: {
  slug: string;
  employment: 'full_time' | 'part_time' | 'seasonal';
  title: LocaleText;
  summary: LocaleText;
  location: LocaleText;
  /** Paragraphs. */
  body: LocaleText[];
}[] = [
  {
    slug: 'tsetsegchin',
    employment: 'full_time',
    title: { mn: 'Цэцэгчин', en: 'Florist', ru: 'Флорист', cn: '花艺师', it: 'Fiorista' },
    summary: {
      mn: 'Баглаа, сагс хийж, үйлчлүүлэгчдэд цэцэг сонгоход тусална.',
      en: 'Make bouquets and baskets, and help customers choose flowers.',
      ru: 'Составлять букеты и корзины, помогать покупателям с выбором цветов.',
      cn: '制作花束和花篮，帮助顾客挑选鲜花。',
      it: 'Comporre mazzi e cesti e aiutare i clienti a scegliere i fiori.',
    },
    location: {
      mn: 'Улаанбаатар, Сүхбаатар дүүрэг',
      en: 'Ulaanbaatar, Sükhbaatar district',
      ru: 'Улан-Батор, Сухэ-Баторский район',
      cn: '乌兰巴托，苏赫巴托区',
      it: 'Ulaanbaatar, distretto di Sükhbaatar',
    },
    body: [
      {
        mn: 'Цэцэгтэй ажиллах туршлагатай, гоо зүйн мэдрэмжтэй хүнийг урьж байна.',
        en: 'We are looking for someone with experience of working with flowers and a good eye.',
        ru: 'Ищем человека с опытом работы с цветами и чувством стиля.',
        cn: '我们寻找有花艺经验、审美出色的人。',
        it: 'Cerchiamo una persona con esperienza con i fiori e buon gusto.',
      },
      {
        mn: 'Ажлын цаг: 7 хоногт 5 өдөр, 10:00–19:00. Цалин ярилцлагаар.',
        en: 'Hours: five days a week, 10:00–19:00. Pay agreed at interview.',
        ru: 'График: пять дней в неделю, 10:00–19:00. Зарплата по договорённости.',
        cn: '工作时间：每周五天，10:00–19:00。薪资面议。',
        it: 'Orario: cinque giorni a settimana, 10:00–19:00. Retribuzione da concordare.',
      },
    ],
  },
  {
    slug: 'hurgeltiin-jolooch',
    employment: 'full_time',
    title: {
      mn: 'Хүргэлтийн жолооч',
      en: 'Delivery driver',
      ru: 'Водитель-курьер',
      cn: '配送司机',
      it: 'Autista per le consegne',
    },
    summary: {
      mn: 'Захиалгыг Улаанбаатар хотод цагт нь, цэвэр нямбай хүргэнэ.',
      en: 'Deliver orders across Ulaanbaatar on time and with care.',
      ru: 'Доставлять заказы по Улан-Батору вовремя и аккуратно.',
      cn: '在乌兰巴托准时、细心地配送订单。',
      it: 'Consegnare gli ordini a Ulaanbaatar puntuali e con cura.',
    },
    location: {
      mn: 'Улаанбаатар',
      en: 'Ulaanbaatar',
      ru: 'Улан-Батор',
      cn: '乌兰巴托',
      it: 'Ulaanbaatar',
    },
    body: [
      {
        mn: 'B ангиллын жолооны үнэмлэхтэй, хотын замыг сайн мэддэг байх.',
        en: 'A category B driving licence and a good knowledge of the city’s streets.',
        ru: 'Права категории B и хорошее знание города.',
        cn: '持有B类驾照，熟悉市区道路。',
        it: 'Patente B e buona conoscenza delle strade della città.',
      },
    ],
  },
  {
    slug: 'tsagaan-saryn-tuslah',
    employment: 'seasonal',
    title: {
      mn: 'Цагаан сарын туслах худалдагч',
      en: 'Tsagaan Sar shop assistant',
      ru: 'Помощник продавца на Цагаан Сар',
      cn: '白月节临时店员',
      it: 'Commesso per Tsagaan Sar',
    },
    summary: {
      mn: 'Баярын өмнөх хоёр долоо хоногт дэлгүүрт тусална.',
      en: 'Help in the shop in the two busy weeks before the holiday.',
      ru: 'Помогать в магазине в две загруженные недели перед праздником.',
      cn: '在节日前两周的繁忙期到店协助。',
      it: 'Aiutare in negozio nelle due settimane intense prima della festa.',
    },
    location: {
      mn: 'Улаанбаатар, Хан-Уул дүүрэг',
      en: 'Ulaanbaatar, Khan-Uul district',
      ru: 'Улан-Батор, район Хан-Уул',
      cn: '乌兰巴托，汉乌拉区',
      it: 'Ulaanbaatar, distretto di Khan-Uul',
    },
    body: [
      {
        mn: 'Оюутан, ахлах ангийн сурагчид хамрагдах боломжтой.',
        en: 'Students are welcome to apply.',
        ru: 'Приглашаем студентов.',
        cn: '欢迎学生申请。',
        it: 'Le candidature di studenti sono benvenute.',
      },
    ],
  },
];
