import type { VendorSeed } from './types.ts';

/** Stores that sell on the marketplace; TSETSEG is the shop's own store. */
export const VENDORS: VendorSeed[] = [
  {
    code: 'TSETSEG',
    name: {
      mn: 'Цэцэг Маркет',
      en: 'Tsetseg Market',
      ru: 'Цэцэг Маркет',
      cn: '策策格市场',
      it: 'Tsetseg Market',
    },
    hue: 340,
    about: {
      mn: 'Шинэхэн цэцэг, бэлэг, гэр ахуйн барааг Улаанбаатар даяар өдөрт нь хүргэдэг манай өөрийн дэлгүүр.',
      en: 'Our own store, delivering fresh flowers, gifts and home goods across Ulaanbaatar on the same day.',
      ru: 'Наш собственный магазин: свежие цветы, подарки и товары для дома с доставкой по Улан-Батору в день заказа.',
      cn: '我们的自营店铺，提供鲜花、礼品和家居用品，乌兰巴托全城当日送达。',
      it: 'Il nostro negozio: fiori freschi, regali e articoli per la casa consegnati in giornata in tutta Ulaanbaatar.',
    },
  },
  {
    code: 'UNUR',
    name: {
      mn: 'Өнөр цэцгийн өргөө',
      en: 'Unur Flower House',
      ru: 'Цветочный дом «Унур»',
      cn: '乌努尔花坊',
      it: 'Casa dei Fiori Unur',
    },
    hue: 318,
    about: {
      mn: 'Хуримын болон баярын баглааг захиалгаар урладаг, 2009 оноос хойш ажиллаж буй гэр бүлийн цэцгийн газар.',
      en: 'A family flower studio, open since 2009, that designs wedding and celebration bouquets to order.',
      ru: 'Семейная цветочная мастерская, работающая с 2009 года: свадебные и праздничные букеты на заказ.',
      cn: '自2009年经营至今的家庭花艺工作室，专门定制婚礼及节日花束。',
      it: 'Un laboratorio floreale di famiglia, aperto dal 2009, che crea su ordinazione bouquet da sposa e per le feste.',
    },
  },
  {
    code: 'NOGOON',
    name: {
      mn: 'Ногоон булан',
      en: 'Green Corner',
      ru: 'Зелёный уголок',
      cn: '绿角植物',
      it: 'Angolo Verde',
    },
    hue: 128,
    about: {
      mn: 'Улаанбаатарын хуурай агаарт дасан зохицсон тасалгааны ургамал, ваар, бордоог санал болгодог.',
      en: 'Houseplants, pots and plant food chosen to thrive in the dry air of Ulaanbaatar apartments.',
      ru: 'Комнатные растения, кашпо и удобрения, подобранные для сухого воздуха улан-баторских квартир.',
      cn: '精选适应乌兰巴托干燥室内环境的绿植、花盆和肥料。',
      it: 'Piante da appartamento, vasi e concimi scelti per resistere all’aria secca delle case di Ulaanbaatar.',
    },
  },
  {
    code: 'AMTAT',
    name: {
      mn: 'Амтат мөч',
      en: 'Sweet Moment',
      ru: 'Сладкий момент',
      cn: '甜蜜时刻',
      it: 'Momento Dolce',
    },
    hue: 28,
    about: {
      mn: 'Өдөр бүр шинээр хийсэн бялуу, гар аргын шоколад, жимсний сагсыг бэлэгт зориулан бэлтгэдэг.',
      en: 'Cakes baked daily, handmade chocolates and fruit baskets prepared as gifts.',
      ru: 'Торты, которые пекут каждый день, шоколад ручной работы и фруктовые корзины в подарок.',
      cn: '每日新鲜烘焙的蛋糕、手工巧克力和送礼用的水果篮。',
      it: 'Torte sfornate ogni giorno, cioccolatini artigianali e cesti di frutta pronti da regalare.',
    },
  },
  {
    code: 'ZOORI',
    name: {
      mn: 'Зоорь',
      en: 'Zoori Cellar',
      ru: 'Погребок «Зоорь»',
      cn: '佐日酒窖',
      it: 'Cantina Zoori',
    },
    hue: 2,
    about: {
      mn: 'Монгол архи болон импортын дарсыг зөвхөн 21 наснаас дээш худалдан авагчдад борлуулдаг тусгай зөвшөөрөлтэй дэлгүүр.',
      en: 'A licensed shop selling Mongolian vodka and imported wine to customers aged 21 and over only.',
      ru: 'Лицензированный магазин монгольской водки и импортного вина; продажа только лицам, достигшим 21 года.',
      cn: '持证经营蒙古伏特加和进口葡萄酒，仅向21岁及以上顾客出售。',
      it: 'Un negozio autorizzato di vodka mongola e vini d’importazione, con vendita riservata a chi ha compiuto 21 anni.',
    },
  },
  {
    code: 'GOOKHATAN',
    name: {
      mn: 'Гоо Хатан',
      en: 'Goo Khatan Beauty',
      ru: 'Гоо Хатан',
      cn: '美丽皇后美妆',
      it: 'Goo Khatan Beauty',
    },
    hue: 300,
    about: {
      mn: 'Солонгос, Европ болон монгол брэндийн үнэртэн, нүүр будаг, арьс арчилгааны бүтээгдэхүүнийг албан ёсоор борлуулдаг.',
      en: 'An authorised seller of fragrance, make-up and skincare from Korean, European and Mongolian brands.',
      ru: 'Официальный продавец парфюмерии, декоративной косметики и уходовых средств корейских, европейских и монгольских брендов.',
      cn: '韩国、欧洲及蒙古品牌香水、彩妆和护肤品的授权经销商。',
      it: 'Rivenditore autorizzato di profumi, trucco e cura della pelle di marchi coreani, europei e mongoli.',
    },
  },
  {
    code: 'DIGITAL',
    name: {
      mn: 'Дижитал Тэнгэр',
      en: 'Digital Tenger',
      ru: 'Диджитал Тэнгэр',
      cn: '数码腾格尔',
      it: 'Digital Tenger',
    },
    hue: 210,
    about: {
      mn: 'Гар утас, чихэвч, зөөврийн компьютерыг албан ёсны баталгаатай, хөнгөлөлттэй зээлийн нөхцөлтэй худалдаалдаг.',
      en: 'Phones, headphones and laptops with official warranty and easy instalment plans.',
      ru: 'Смартфоны, наушники и ноутбуки с официальной гарантией и удобной рассрочкой.',
      cn: '销售手机、耳机和笔记本电脑，提供官方保修和便捷分期付款。',
      it: 'Smartphone, cuffie e portatili con garanzia ufficiale e comodi pagamenti a rate.',
    },
  },
  {
    code: 'CHIMEG',
    name: {
      mn: 'Гэрийн чимэг',
      en: 'Home Charm',
      ru: 'Уютный дом',
      cn: '家之饰',
      it: 'Fascino di Casa',
    },
    hue: 45,
    about: {
      mn: 'Ноолууран хөнжил, эсгий дэр, үнэрт лаа зэрэг гэрийн дулаан уур амьсгал бүрдүүлэх эд зүйлс.',
      en: 'Cashmere throws, felt cushions, scented candles and other things that make a home feel warm.',
      ru: 'Кашемировые пледы, войлочные подушки, ароматические свечи и другие вещи для домашнего уюта.',
      cn: '羊绒毯、毛毡靠垫、香薰蜡烛等营造温馨家居氛围的好物。',
      it: 'Plaid in cashmere, cuscini in feltro, candele profumate e tutto ciò che rende calda una casa.',
    },
  },
];
