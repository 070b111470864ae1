import type { LocaleText, ProductKindSeed, TaxonSeed } from './types.ts';

type Keyword = ProductKindSeed['keywords'][number];
type Property = NonNullable<ProductKindSeed['properties']>[number];
type Gpc = ProductKindSeed['gpc'];

/** A LocaleText in the fixed order mn, en, ru, cn, it. */
function t(mn: string, en: string, ru: string, cn: string, it: string): LocaleText {
  return { mn, en, ru, cn, it };
}

/** A search keyword: the Latin spelling Mongolians type, and the Cyrillic word. */
function kw(name: string, mn: string): Keyword {
  return { name, mn };
}

function prop(label: LocaleText, value: LocaleText): Property {
  return { label, value };
}

/*
 * Qualifiers shared by many kinds. In ru and it they are invariable words (Премиум, Мини, Deluxe)
 * so that they read well before any name whatever its gender; kinds whose names all share one
 * gender define agreeing adjectives of their own below.
 */
const Q = {
  premium: t('Тансаг', 'Premium', 'Премиум', '精品', 'Premium'),
  mini: t('Бяцхан', 'Mini', 'Мини', '迷你', 'Mini'),
  maxi: t('Том', 'Maxi', 'Макси', '大号', 'Maxi'),
  grand: t('Сүрлэг', 'Grand', 'Гранд', '豪华', 'Gran'),
  deluxe: t('Люкс', 'Deluxe', 'Люкс', '奢华', 'Deluxe'),
  eco: t('Эко', 'Eco', 'Эко', '环保', 'Eco'),
  organic: t('Органик', 'Organic', 'Органик', '有机', 'Bio'),
  romantic: t('Романтик', 'Romantic', 'Романтик', '浪漫', 'Dolce'),
  classic: t('Сонгодог', 'Classic', 'Классик', '经典', 'Classic'),
  gold: t('Алтан', 'Gold', 'Голд', '金装', 'Gold'),
  nomad: t('Нүүдэлчин', 'Nomad', 'Номад', '游牧', 'Nomad'),
  nordic: t('Нордик', 'Nordic', 'Нордик', '北欧风', 'Nordic'),
  super: t('Супер', 'Super', 'Супер', '超级', 'Super'),
  smart: t('Ухаалаг', 'Smart', 'Смарт', '智能', 'Smart'),
  pro: t('Про', 'Pro', 'Про', '专业版', 'Pro'),
  lite: t('Лайт', 'Lite', 'Лайт', '轻享版', 'Lite'),
  max: t('Макс', 'Max', 'Макс', '大屏版', 'Max'),
  ultra: t('Ультра', 'Ultra', 'Ультра', '至尊版', 'Ultra'),
  mild: t('Хөнгөн', 'Light', 'Лайт', '轻薄', 'Light'),
  reserve: t('Онцгой', 'Reserve', 'Резерв', '珍藏', 'Riserva'),
  platinum: t('Платинум', 'Platinum', 'Платинум', '铂金', 'Platinum'),
  boho: t('Бохо', 'Boho', 'Бохо', '波西米亚', 'Boho'),
  retro: t('Ретро', 'Retro', 'Ретро', '复古', 'Retrò'),
  party: t('Баярын', 'Party', 'Пати', '派对', 'Party'),
} satisfies Record<string, LocaleText>;

/** Specification labels. */
const L = {
  stemLength: t('Ишний урт', 'Stem length', 'Длина стебля', '花枝长度', 'Lunghezza dello stelo'),
  origin: t('Гарал үүсэл', 'Origin', 'Происхождение', '产地', 'Origine'),
  vaseLife: t('Ваарт тэсэх хугацаа', 'Vase life', 'Стойкость в вазе', '瓶插期', 'Durata in vaso'),
  light: t('Гэрэл', 'Light', 'Освещение', '光照', 'Luce'),
  watering: t('Услалт', 'Watering', 'Полив', '浇水', 'Annaffiatura'),
  height: t('Өндөр', 'Height', 'Высота', '高度', 'Altezza'),
  weight: t('Жин', 'Weight', 'Вес', '重量', 'Peso'),
  cocoa: t('Какаоны агууламж', 'Cocoa content', 'Содержание какао', '可可含量', 'Cacao'),
  shelfLife: t('Хадгалах хугацаа', 'Shelf life', 'Срок хранения', '保质期', 'Conservazione'),
  abv: t('Спиртийн агууламж', 'Alcohol', 'Крепость', '酒精度', 'Gradazione alcolica'),
  material: t('Материал', 'Material', 'Материал', '材质', 'Materiale'),
  burnTime: t('Шатах хугацаа', 'Burn time', 'Время горения', '燃烧时间', 'Durata di combustione'),
  screen: t('Дэлгэц', 'Screen', 'Экран', '屏幕', 'Schermo'),
  battery: t('Батерей', 'Battery life', 'Время работы', '续航', 'Autonomia'),
  warranty: t('Баталгаа', 'Warranty', 'Гарантия', '保修', 'Garanzia'),
  age: t('Нас', 'Age', 'Возраст', '适用年龄', 'Età'),
  paper: t('Цаас', 'Paper', 'Бумага', '纸张', 'Carta'),
} satisfies Record<string, LocaleText>;

/** Frequently used specification values. */
const V = {
  mongolia: t('Монгол', 'Mongolia', 'Монголия', '蒙古', 'Mongolia'),
  abv40: t('40%', '40%', '40%', '40%', '40%'),
  year1: t('1 жил', '1 year', '1 год', '1年', '1 anno'),
  year2: t('2 жил', '2 years', '2 года', '2年', '2 anni'),
} satisfies Record<string, LocaleText>;

/** GS1 GPC bricks used by the kinds below. */
const GPC = {
  cutFlowers: { code: '10002094', text: 'Flowers - Cut (Fresh)' },
  arrangements: { code: '10002095', text: 'Flower Arrangements (Fresh)' },
  livePlants: { code: '10002096', text: 'Plants - Live (Indoor)' },
  seeds: { code: '10002098', text: 'Seeds/Bulbs - Ornamental/Vegetable' },
  plantPots: { code: '10002102', text: 'Plant Pots/Planters' },
  plantCare: { code: '10002101', text: 'Plant Food/Potting Soil' },
  giftSets: { code: '10005995', text: 'Gift Sets/Hampers - Variety Packs' },
  softToys: { code: '10001236', text: 'Soft Toys/Plush' },
  balloons: { code: '10001250', text: 'Party Balloons' },
  chocolate: {
    code: '10000045',
    text: 'Chocolate and Chocolate/Sugar Candy Combinations - Confectionery',
  },
  cakes: { code: '10000171', text: 'Cakes - Sweet (Perishable)' },
  pastries: { code: '10000247', text: 'Pies/Pastries - Sweet (Shelf Stable)' },
  fruit: { code: '10006185', text: 'Fruit - Unprepared/Unprocessed (Fresh) Variety Packs' },
  nuts: { code: '10000236', text: 'Nuts/Seeds - Prepared/Processed (Out of Shell)' },
  tea: { code: '10000119', text: 'Tea - Bags/Loose' },
  coffee: { code: '10000115', text: 'Coffee - Beans/Ground' },
  vodka: { code: '10000276', text: 'Vodka' },
  wineStill: { code: '10000263', text: 'Wine - Still' },
  wineSparkling: { code: '10000264', text: 'Wine - Sparkling' },
  perfume: { code: '10000735', text: 'Fragrances - Perfumes/Eaux de Toilette' },
  lips: { code: '10000727', text: 'Lip Colour' },
  nails: { code: '10000731', text: 'Nail Polish' },
  foundation: { code: '10000724', text: 'Foundation/Concealers/Powders' },
  faceCare: { code: '10000748', text: 'Skin Care - Face' },
  bodyCare: { code: '10000750', text: 'Skin Care - Body/Hands' },
  candles: { code: '10002144', text: 'Candles' },
  diffusers: { code: '10002146', text: 'Air Fresheners/Diffusers' },
  cushions: { code: '10002214', text: 'Cushions/Pillows - Decorative' },
  blankets: { code: '10002217', text: 'Blankets/Throws' },
  lamps: { code: '10002051', text: 'Lamps - Table/Floor' },
  stringLights: { code: '10002055', text: 'Lighting - Decorative/String' },
  mugs: { code: '10002180', text: 'Mugs/Cups' },
  teaSets: { code: '10002183', text: 'Tea/Coffee Sets' },
  smartphones: { code: '10001385', text: 'Mobile Phones/Smartphones' },
  phoneCases: { code: '10001387', text: 'Mobile Phone Cases/Covers' },
  chargers: { code: '10001389', text: 'Mobile Phone Chargers/Power Banks' },
  headphones: { code: '10001346', text: 'Headphones/Earphones' },
  laptops: { code: '10001174', text: 'Computers - Notebook' },
  tablets: { code: '10001175', text: 'Computers - Tablet' },
  smartwatches: { code: '10008095', text: 'Smart Watches/Fitness Trackers' },
  watches: { code: '10001129', text: 'Watches - Wrist' },
  buildingToys: { code: '10001232', text: 'Construction Toys' },
  dolls: { code: '10001233', text: 'Dolls/Soft Toys' },
  nightLights: { code: '10002056', text: 'Night Lights' },
  greetingCards: { code: '10001677', text: 'Greeting Cards' },
  postcards: { code: '10001678', text: 'Postcards' },
  giftWrap: { code: '10001679', text: 'Gift Wrap/Gift Bags' },
  notebooks: { code: '10001650', text: 'Notebooks/Notepads/Diaries' },
} satisfies Record<string, Gpc>;

const ADULTS_ONLY = {
  mn: 'Зөвхөн 21 нас хүрсэн хүнд худалдана.',
  en: 'Sold only to adults aged 21 and over.',
  ru: 'Продаётся только лицам, достигшим 21 года.',
  cn: '仅售予21岁及以上成年人。',
  it: 'Vendita riservata a chi ha compiuto 21 anni.',
} satisfies LocaleText;

/** Appends the age notice to every locale of a spirit's description. */
export function adultsOnly(text: LocaleText): LocaleText {
  return t(
    `${text.mn} ${ADULTS_ONLY.mn}`,
    `${text.en} ${ADULTS_ONLY.en}`,
    `${text.ru} ${ADULTS_ONLY.ru}`,
    `${text.cn}${ADULTS_ONLY.cn}`,
    `${text.it} ${ADULTS_ONLY.it}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Flowers and bouquets
// ---------------------------------------------------------------------------------------------

const RED_ROSES: ProductKindSeed = {
  illustration: 'rose',
  names: [
    t(
      'Улаан сарнайн баглаа',
      'Red rose bouquet',
      'Букет красных роз',
      '红玫瑰花束',
      'Bouquet di rose rosse',
    ),
    t(
      'Урт иштэй улаан сарнай',
      'Long-stem red roses',
      'Красные розы на длинном стебле',
      '长枝红玫瑰',
      'Rose rosse a stelo lungo',
    ),
    t(
      'Зүрхэн хэлбэртэй сарнайн баглаа',
      'Heart-shaped rose bouquet',
      'Букет роз в форме сердца',
      '心形玫瑰花束',
      'Bouquet di rose a forma di cuore',
    ),
    t(
      'Эвкалипттай улаан сарнай',
      'Red roses with eucalyptus',
      'Красные розы с эвкалиптом',
      '红玫瑰配尤加利叶',
      'Rose rosse con eucalipto',
    ),
    t(
      'Хар улаан сарнайн баглаа',
      'Dark red rose bouquet',
      'Букет тёмно-красных роз',
      '深红玫瑰花束',
      'Bouquet di rose rosso scuro',
    ),
  ],
  qualifiers: [Q.premium, Q.mini, Q.grand, Q.romantic, Q.deluxe],
  description: {
    mn: '{name} нь өглөө бүр шинээр ирдэг сарнайгаар манай цэцэгчдийн гараар хийгддэг. Баглаа бүрийг гоёмсог цаасаар боож, таны мэндчилгээг бичсэн карттай хамт хүргэнэ.',
    en: '{name} is hand-tied by our florists from roses that arrive fresh every morning. Every bouquet is wrapped in designer paper and delivered with a card carrying your message.',
    ru: '{name} — ручная работа наших флористов из роз, которые привозят свежими каждое утро. Каждый букет упакован в дизайнерскую бумагу и доставляется с открыткой с вашими словами.',
    cn: '{name}由我们的花艺师选用每天清晨到货的新鲜玫瑰手工扎制。每束花都配有精美包装纸，并附上写有您祝福的卡片一同送达。',
    it: '{name}: una composizione legata a mano dai nostri fioristi con rose fresche che arrivano ogni mattina. Ogni bouquet è avvolto in carta decorativa e consegnato con un biglietto con il tuo messaggio.',
  },
  priceRange: [45000, 350000],
  options: 'size',
  sizes: ['11', '25', '51'],
  brandCodes: ['NOMAD', 'FLORA'],
  keywords: [
    kw('sarnai', 'сарнай'),
    kw('ulaan sarnai', 'улаан сарнай'),
    kw('baglaa', 'баглаа'),
    kw('tsetseg', 'цэцэг'),
  ],
  gpc: GPC.cutFlowers,
  properties: [
    prop(L.stemLength, t('50-70 см', '50-70 cm', '50–70 см', '50-70厘米', '50-70 cm')),
    prop(L.origin, t('Эквадор', 'Ecuador', 'Эквадор', '厄瓜多尔', 'Ecuador')),
  ],
};

const GRAND_ROSES: ProductKindSeed = {
  illustration: 'bouquet',
  names: [
    t('51 улаан сарнай', '51 red roses', '51 красная роза', '51朵红玫瑰', '51 rose rosse'),
    t(
      'Улаан сарнайн том сагс',
      'Large basket of red roses',
      'Большая корзина красных роз',
      '大篮红玫瑰',
      'Grande cesto di rose rosse',
    ),
    t(
      'Малгайн хайрцагтай улаан сарнай',
      'Red roses in a hat box',
      'Красные розы в шляпной коробке',
      '红玫瑰抱抱桶',
      'Rose rosse in cappelliera',
    ),
    t(
      'Зүрхэн хэлбэрийн сарнайн найруулга',
      'Heart-shaped rose arrangement',
      'Композиция из роз в форме сердца',
      '心形玫瑰花艺',
      'Composizione di rose a forma di cuore',
    ),
  ],
  qualifiers: [Q.premium, Q.romantic, Q.deluxe, Q.classic],
  description: {
    mn: '{name} нь гэрлэх санал тавих, ой тэмдэглэх зэрэг амьдралын онцгой мөчид зориулагдсан. Сарнай бүрийг гараар шалгаж, хамгийн том, бүрэн дэлгэрээгүй нахиаг нь сонгоно.',
    en: '{name} is made for life’s big moments, such as a proposal or an anniversary. Every rose is checked by hand, and only the largest, still-closed heads are chosen.',
    ru: '{name} — для самых важных моментов жизни: предложения руки и сердца или юбилея. Каждую розу проверяем вручную и выбираем только самые крупные, ещё не раскрывшиеся бутоны.',
    cn: '{name}专为求婚、周年纪念等人生重要时刻而准备。每一枝玫瑰都经人工检查，只选用最大、尚未完全绽放的花苞。',
    it: '{name}: per i grandi momenti della vita, come una proposta di matrimonio o un anniversario. Controlliamo ogni rosa a mano e scegliamo solo i boccioli più grandi e ancora chiusi.',
  },
  priceRange: [150000, 350000],
  options: 'none',
  brandCodes: ['NOMAD', 'FLORA'],
  keywords: [
    kw('sarnai', 'сарнай'),
    kw('51 sarnai', '51 сарнай'),
    kw('khair', 'хайр'),
    kw('baglaa', 'баглаа'),
  ],
  gpc: GPC.arrangements,
  properties: [prop(L.stemLength, t('60-80 см', '60-80 cm', '60–80 см', '60-80厘米', '60-80 cm'))],
};

const PASTEL_ROSES: ProductKindSeed = {
  illustration: 'rose',
  names: [
    t(
      'Ягаан сарнайн баглаа',
      'Pink rose bouquet',
      'Букет розовых роз',
      '粉玫瑰花束',
      'Bouquet di rose rosa',
    ),
    t(
      'Цагаан сарнайн баглаа',
      'White rose bouquet',
      'Букет белых роз',
      '白玫瑰花束',
      'Bouquet di rose bianche',
    ),
    t(
      'Бутлаг сарнайн баглаа',
      'Spray rose bouquet',
      'Букет кустовых роз',
      '多头玫瑰花束',
      'Bouquet di rose ramificate',
    ),
    t(
      'Пион хэлбэрийн сарнайн баглаа',
      'Peony rose bouquet',
      'Букет пионовидных роз',
      '牡丹型玫瑰花束',
      'Bouquet di rose a peonia',
    ),
    t(
      'Ягаан, цагаан сарнайн холимог',
      'Pink and white rose mix',
      'Букет-микс розовых и белых роз',
      '粉白玫瑰混搭花束',
      'Bouquet misto di rose rosa e bianche',
    ),
  ],
  qualifiers: [
    Q.mini,
    Q.premium,
    Q.romantic,
    Q.deluxe,
    t('Зөөлөн', 'Tender', 'Нежный', '温柔', 'Tenero'),
  ],
  description: {
    mn: '{name} нь зөөлөн өнгө, нарийн үнэрээрээ ээж, найз, хамт олондоо талархлаа илэрхийлэхэд тохиромжтой. Цэцэг бүрийг Эквадор, Кени болон Монголын хүлэмжээс ирсэн шинэхэн сарнайгаас сонгоно.',
    en: '{name} says thank you with soft colours and a delicate scent, ideal for a mother, a friend or a colleague. We pick every stem from fresh roses grown in Ecuador, Kenya and Mongolian greenhouses.',
    ru: '{name} — нежные оттенки и тонкий аромат, чтобы сказать спасибо маме, подруге или коллеге. Каждый цветок мы отбираем из свежих роз из Эквадора, Кении и монгольских теплиц.',
    cn: '{name}色彩柔和、香气淡雅，适合送给母亲、朋友或同事表达感谢。每一枝都选自厄瓜多尔、肯尼亚及蒙古温室的新鲜玫瑰。',
    it: '{name}: colori tenui e un profumo delicato per dire grazie a una mamma, a un’amica o a un collega. Scegliamo ogni stelo tra rose fresche dell’Ecuador, del Kenya e delle serre mongole.',
  },
  priceRange: [35000, 220000],
  options: 'size',
  sizes: ['S', 'M', 'L'],
  brandCodes: ['NOMAD', 'FLORA', 'TALBAI'],
  keywords: [
    kw('sarnai', 'сарнай'),
    kw('yagaan sarnai', 'ягаан сарнай'),
    kw('tsagaan sarnai', 'цагаан сарнай'),
    kw('baglaa', 'баглаа'),
  ],
  gpc: GPC.cutFlowers,
  properties: [
    prop(
      L.origin,
      t(
        'Эквадор, Кени, Монгол',
        'Ecuador, Kenya, Mongolia',
        'Эквадор, Кения, Монголия',
        '厄瓜多尔、肯尼亚、蒙古',
        'Ecuador, Kenya, Mongolia',
      ),
    ),
  ],
};

const MIXED_BOUQUET: ProductKindSeed = {
  illustration: 'bouquet',
  names: [
    t(
      'Улирлын цэцгийн баглаа',
      'Seasonal flower bouquet',
      'Букет из сезонных цветов',
      '当季鲜花花束',
      'Bouquet di fiori di stagione',
    ),
    t(
      'Сараана, сарнайн баглаа',
      'Lily and rose bouquet',
      'Букет из лилий и роз',
      '百合玫瑰花束',
      'Bouquet di gigli e rose',
    ),
    t('Цээнэ цэцгийн баглаа', 'Peony bouquet', 'Букет пионов', '芍药花束', 'Bouquet di peonie'),
    t(
      'Гербер, хризантемийн баглаа',
      'Gerbera and chrysanthemum bouquet',
      'Букет из гербер и хризантем',
      '非洲菊与菊花花束',
      'Bouquet di gerbere e crisantemi',
    ),
    t(
      'Хээрийн цэцгийн баглаа',
      'Wildflower-style bouquet',
      'Букет в полевом стиле',
      '田园风花束',
      'Bouquet stile campestre',
    ),
    t(
      'Наранцэцгийн баглаа',
      'Sunflower bouquet',
      'Букет подсолнухов',
      '向日葵花束',
      'Bouquet di girasoli',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.premium, Q.eco, Q.romantic],
  description: {
    mn: '{name} нь тухайн өдрийн хамгийн шинэхэн цэцгүүдээс цэцэгчдийн сонголтоор бүрдэнэ. Өнгө, төрөл нь улирлаас хамааран бага зэрэг өөрчлөгдөж болох ч хэмжээ, үнэ цэнэ нь хэвээр үлдэнэ.',
    en: '{name} is put together by our florists from the freshest flowers of the day. Colours and varieties may change a little with the season, but the size and value always stay the same.',
    ru: '{name} — авторская работа наших флористов из самых свежих цветов дня. Оттенки и сорта могут немного меняться в зависимости от сезона, но размер и ценность букета остаются прежними.',
    cn: '{name}由花艺师选用当日最新鲜的花材搭配而成。花色和品种可能随季节略有变化，但花束大小和价值始终不变。',
    it: '{name}: una composizione dei nostri fioristi con i fiori più freschi del giorno. Colori e varietà possono cambiare un po’ con la stagione, ma dimensioni e valore restano sempre gli stessi.',
  },
  priceRange: [30000, 250000],
  options: 'size',
  sizes: ['S', 'M', 'L', 'XL'],
  brandCodes: ['TALBAI', 'NOMAD'],
  keywords: [
    kw('baglaa', 'баглаа'),
    kw('tsetseg', 'цэцэг'),
    kw('tseene', 'цээнэ'),
    kw('saraana', 'сараана'),
  ],
  gpc: GPC.cutFlowers,
};

const TULIPS: ProductKindSeed = {
  illustration: 'tulip',
  names: [
    t(
      'Улаан алтанзулын баглаа',
      'Red tulip bouquet',
      'Букет красных тюльпанов',
      '红色郁金香花束',
      'Bouquet di tulipani rossi',
    ),
    t(
      'Шар алтанзулын баглаа',
      'Yellow tulip bouquet',
      'Букет жёлтых тюльпанов',
      '黄色郁金香花束',
      'Bouquet di tulipani gialli',
    ),
    t(
      'Ягаан алтанзулын баглаа',
      'Pink tulip bouquet',
      'Букет розовых тюльпанов',
      '粉色郁金香花束',
      'Bouquet di tulipani rosa',
    ),
    t(
      'Олон өнгийн алтанзулын баглаа',
      'Mixed tulip bouquet',
      'Букет разноцветных тюльпанов',
      '混色郁金香花束',
      'Bouquet di tulipani misti',
    ),
    t(
      'Давхар дэлбээт алтанзулын баглаа',
      'Double tulip bouquet',
      'Букет пионовидных тюльпанов',
      '重瓣郁金香花束',
      'Bouquet di tulipani doppi',
    ),
  ],
  qualifiers: [
    Q.mini,
    Q.maxi,
    Q.premium,
    t('Хаврын', 'Spring', 'Весенний', '春日', 'Primaverile'),
    Q.romantic,
  ],
  description: {
    mn: '{name} нь хаврын сэтгэл санааг гэрт тань авчирна. Алтанзулыг нахиатай нь хүргэдэг тул ваарандаа аажмаар дэлгэрч, 5-7 хоног тэснэ.',
    en: '{name} brings the feeling of spring indoors. We deliver the tulips in bud, so they open slowly in the vase and last five to seven days.',
    ru: '{name} — весеннее настроение в вашем доме. Тюльпаны доставляем в бутонах, поэтому они постепенно раскрываются и стоят в вазе 5–7 дней.',
    cn: '{name}把春天的气息带进家中。郁金香以花苞状态送达，插瓶后慢慢绽放，可保持5至7天。',
    it: '{name}: la primavera entra in casa. Consegniamo i tulipani in boccio, così si aprono piano in vaso e durano da cinque a sette giorni.',
  },
  priceRange: [25000, 180000],
  options: 'size',
  sizes: ['15', '25', '51'],
  brandCodes: ['FLORA', 'TALBAI'],
  keywords: [
    kw('altanzul', 'алтанзул'),
    kw('baglaa', 'баглаа'),
    kw('tsetseg', 'цэцэг'),
    kw('khavar', 'хавар'),
  ],
  gpc: GPC.cutFlowers,
  properties: [prop(L.vaseLife, t('5-7 хоног', '5-7 days', '5–7 дней', '5至7天', '5-7 giorni'))],
};

const WEDDING: ProductKindSeed = {
  illustration: 'bouquet',
  names: [
    t('Сүйт бүсгүйн баглаа', 'Bridal bouquet', 'Букет невесты', '新娘手捧花', 'Bouquet da sposa'),
    t(
      'Цагаан сарнай, эустомын баглаа',
      'White rose and lisianthus bouquet',
      'Букет из белых роз и эустомы',
      '白玫瑰洋桔梗花束',
      'Bouquet di rose bianche e lisianthus',
    ),
    t(
      'Цээнэ цэцэгтэй хуримын баглаа',
      'Peony wedding bouquet',
      'Свадебный букет с пионами',
      '芍药婚礼花束',
      'Bouquet nuziale di peonie',
    ),
    t(
      'Сүйт бүсгүйн дагуулын баглаа',
      'Bridesmaid bouquet',
      'Букет подружки невесты',
      '伴娘手捧花',
      'Bouquet per damigella',
    ),
  ],
  qualifiers: [Q.classic, Q.premium, Q.mini, Q.boho],
  description: {
    mn: '{name} нь таны хуримын өнгө төрх, даашинзанд тохируулан урьдчилсан захиалгаар бүтээгдэнэ. Цэцэгчнээс үнэгүй зөвлөгөө аваад, ёслолын өглөө шинэхэнээр нь хүргүүлээрэй.',
    en: '{name} is made to order to match your wedding colours and dress. Book a free consultation with our florist and have it delivered fresh on the morning of the ceremony.',
    ru: '{name} — изготовление на заказ в цветовой гамме вашей свадьбы и под ваше платье. Запишитесь на бесплатную консультацию флориста, и мы доставим цветы свежими утром в день торжества.',
    cn: '{name}根据您的婚礼色调和婚纱提前定制。可预约花艺师免费咨询，婚礼当天清晨新鲜送达。',
    it: '{name}: realizzazione su ordinazione, in armonia con i colori del matrimonio e con l’abito. Prenota una consulenza gratuita con il nostro fiorista e riceverai i fiori freschissimi la mattina della cerimonia.',
  },
  priceRange: [90000, 350000],
  options: 'none',
  brandCodes: ['NOMAD', 'FLORA'],
  keywords: [
    kw('khurim', 'хурим'),
    kw('baglaa', 'баглаа'),
    kw('suit busgui', 'сүйт бүсгүй'),
    kw('tsetseg', 'цэцэг'),
  ],
  gpc: GPC.arrangements,
};

const FLOWER_BASKET: ProductKindSeed = {
  illustration: 'flower-basket',
  names: [
    t('Сарнайн сагс', 'Rose basket', 'Корзина роз', '玫瑰花篮', 'Cesto di rose'),
    t(
      'Холимог цэцгийн сагс',
      'Mixed flower basket',
      'Корзина сборных цветов',
      '混搭花篮',
      'Cesto di fiori misti',
    ),
    t('Цахирмаатай сагс', 'Orchid basket', 'Корзина с орхидеями', '兰花花篮', 'Cesto con orchidee'),
    t('Гербертэй сагс', 'Gerbera basket', 'Корзина с герберами', '非洲菊花篮', 'Cesto di gerbere'),
    t(
      'Ойн баярын цэцгийн сагс',
      'Anniversary flower basket',
      'Юбилейная корзина цветов',
      '周年纪念花篮',
      'Cesto di fiori per anniversario',
    ),
  ],
  qualifiers: [Q.premium, Q.maxi, Q.mini, Q.grand, Q.deluxe],
  description: {
    mn: '{name} нь ус шингээгч хөвөнд суулгасан тул ваар хэрэггүй, удаан шинэхэн байна. Байгууллагын нээлт, ой, төрсөн өдөрт бэлэглэхэд тохиромжтой.',
    en: '{name} is arranged in water-soaked floral foam, so it needs no vase and stays fresh for longer. A fitting gift for an office opening, an anniversary or a birthday.',
    ru: '{name} — цветы во флористической губке, пропитанной водой: ваза не нужна, а свежесть сохраняется дольше. Подходящий подарок на открытие офиса, юбилей или день рождения.',
    cn: '{name}插在吸水花泥中，无需花瓶，保鲜时间更长。适合开业、周年纪念或生日赠送。',
    it: '{name}: fiori disposti su spugna floreale imbevuta d’acqua, quindi niente vaso e freschezza più lunga. Un regalo adatto per un’inaugurazione, un anniversario o un compleanno.',
  },
  priceRange: [60000, 350000],
  options: 'size',
  sizes: ['M', 'L', 'XL'],
  brandCodes: ['TALBAI', 'NOMAD', 'FLORA'],
  keywords: [
    kw('sags', 'сагс'),
    kw('tsetseg', 'цэцэг'),
    kw('sarnai', 'сарнай'),
    kw('tsakhirmaa', 'цахирмаа'),
  ],
  gpc: GPC.arrangements,
};

const FLOWER_BOX: ProductKindSeed = {
  illustration: 'gift-box',
  names: [
    t(
      'Малгайн хайрцагтай сарнай',
      'Roses in a hat box',
      'Розы в шляпной коробке',
      '玫瑰抱抱桶',
      'Rose in cappelliera',
    ),
    t(
      'Макарунтай цэцгийн хайрцаг',
      'Flower box with macarons',
      'Цветы с макарунами в коробке',
      '马卡龙鲜花礼盒',
      'Box di fiori e macaron',
    ),
    t(
      'Зүрхэн хайрцагтай сарнай',
      'Roses in a heart box',
      'Розы в коробке-сердце',
      '心形礼盒玫瑰',
      'Rose in scatola a cuore',
    ),
    t(
      'Хайрцагтай мөнхийн сарнай',
      'Preserved roses in a box',
      'Стабилизированные розы в коробке',
      '永生花礼盒',
      'Rose stabilizzate in scatola',
    ),
    t(
      'Цэцэг, шоколадтай хайрцаг',
      'Flowers and chocolate box',
      'Коробка с цветами и шоколадом',
      '鲜花巧克力礼盒',
      'Box di fiori e cioccolatini',
    ),
  ],
  qualifiers: [Q.mini, Q.premium, Q.romantic, Q.deluxe, Q.maxi],
  description: {
    mn: '{name} нь хайрцагтаа бат бэхлэгдсэн тул хүргэлтийн үеэр хэлбэрээ алдахгүй. Хайрцгийг нь дараа нь үнэт эдлэл, дурсгалын жижиг зүйл хадгалахад ашиглаж болно.',
    en: '{name} is fixed securely in its box, so it keeps its shape all the way to the door. The box can be kept afterwards for jewellery and keepsakes.',
    ru: '{name} — цветы надёжно закреплены в коробке и не теряют форму при доставке. Саму коробку потом удобно использовать для украшений и памятных мелочей.',
    cn: '{name}中的鲜花牢牢固定在盒内，运送途中不会变形。礼盒之后还可用来收纳首饰和小纪念品。',
    it: '{name}: i fiori sono fissati saldamente nella scatola e arrivano alla porta senza perdere forma. La scatola si può poi tenere per gioielli e piccoli ricordi.',
  },
  priceRange: [55000, 320000],
  options: 'size',
  sizes: ['S', 'M', 'L'],
  brandCodes: ['FLORA', 'NOMAD', 'GOBIGIFT'],
  keywords: [
    kw('sarnai', 'сарнай'),
    kw('khairtsag', 'хайрцаг'),
    kw('beleg', 'бэлэг'),
    kw('tsetseg', 'цэцэг'),
  ],
  gpc: GPC.arrangements,
};

const BIRTHDAY_FLOWERS: ProductKindSeed = {
  illustration: 'bouquet',
  names: [
    t(
      'Төрсөн өдрийн баглаа',
      'Birthday bouquet',
      'Букет на день рождения',
      '生日花束',
      'Bouquet di compleanno',
    ),
    t(
      'Бөмбөлөгтэй баглаа',
      'Bouquet with balloons',
      'Букет с воздушными шарами',
      '气球花束',
      'Bouquet con palloncini',
    ),
    t(
      'Тэдди баавгайтай баглаа',
      'Bouquet with a teddy bear',
      'Букет с плюшевым мишкой',
      '小熊花束',
      'Bouquet con orsetto',
    ),
    t(
      'Ойн баярын баглаа',
      'Jubilee bouquet',
      'Юбилейный букет',
      '寿辰花束',
      'Bouquet per anniversario',
    ),
    t(
      'Эрэгтэй хүнд зориулсан баглаа',
      'Bouquet for him',
      'Мужской букет',
      '男士花束',
      'Bouquet per lui',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.premium, t('Баярын', 'Party', 'Праздничный', '派对', 'Party')],
  description: {
    mn: '{name} нь төрсөн өдрийн эзнийг баярлуулах тод өнгө, хөгжилтэй чимэглэлтэй. Захиалгадаа бялуу эсвэл бөмбөлөг нэмж, гэнэтийн бэлгээ бүрэн болгоорой.',
    en: '{name} is full of bright colours and cheerful details to make the birthday person smile. Add a cake or balloons to your order to complete the surprise.',
    ru: '{name} — яркие цвета и весёлые детали, чтобы порадовать именинника. Добавьте к заказу торт или шары, и сюрприз будет полным.',
    cn: '{name}色彩明快、细节活泼，让寿星笑逐颜开。您还可以加购蛋糕或气球，让惊喜更完整。',
    it: '{name}: colori vivaci e dettagli allegri per far sorridere il festeggiato. Aggiungi all’ordine una torta o dei palloncini per completare la sorpresa.',
  },
  priceRange: [35000, 240000],
  options: 'size',
  sizes: ['S', 'M', 'L'],
  brandCodes: ['TALBAI', 'NOMAD', 'PUFFELO'],
  keywords: [
    kw('torson odor', 'төрсөн өдөр'),
    kw('baglaa', 'баглаа'),
    kw('tsetseg', 'цэцэг'),
    kw('beleg', 'бэлэг'),
  ],
  gpc: GPC.cutFlowers,
};

const SYMPATHY: ProductKindSeed = {
  illustration: 'flower-basket',
  names: [
    t(
      'Эмгэнэлийн цэцгийн хэлхээ',
      'Sympathy wreath',
      'Траурный венок',
      '悼念花圈',
      'Corona di cordoglio',
    ),
    t(
      'Цагаан хризантемийн баглаа',
      'White chrysanthemum bouquet',
      'Букет белых хризантем',
      '白菊花束',
      'Bouquet di crisantemi bianchi',
    ),
    t(
      'Цагаан сараана цэцгийн сагс',
      'White lily basket',
      'Корзина белых лилий',
      '白百合花篮',
      'Cesto di gigli bianchi',
    ),
    t(
      'Эмгэнэлийн баглаа',
      'Condolence bouquet',
      'Букет соболезнования',
      '慰问花束',
      'Bouquet di condoglianze',
    ),
  ],
  qualifiers: [Q.classic, Q.mini, Q.maxi, Q.premium],
  description: {
    mn: '{name} нь гашуудлын үед хүндэтгэл, эмгэнэлээ даруухнаар илэрхийлэх цагаан, цайвар өнгийн цэцгээс бүрдэнэ. Туузан дээрх бичвэрийг захиалга өгөхдөө бичиж болно.',
    en: '{name} uses white and pale flowers to express respect and sympathy quietly in a time of grief. You can write the text for the ribbon when you order.',
    ru: '{name} — белые и светлые цветы, чтобы сдержанно выразить уважение и соболезнование в трудную минуту. Текст для траурной ленты можно указать при оформлении заказа.',
    cn: '{name}以白色和浅色花材为主，在悲伤时刻静静表达敬意与哀思。挽联文字可在下单时填写。',
    it: '{name}: fiori bianchi e dai toni chiari per esprimere con discrezione rispetto e vicinanza nel momento del lutto. Il testo del nastro si può indicare al momento dell’ordine.',
  },
  priceRange: [50000, 300000],
  options: 'none',
  brandCodes: ['TALBAI', 'NOMAD'],
  keywords: [
    kw('emgenel', 'эмгэнэл'),
    kw('khelkhee', 'хэлхээ'),
    kw('tsetseg', 'цэцэг'),
    kw('tsagaan tsetseg', 'цагаан цэцэг'),
  ],
  gpc: GPC.arrangements,
};

// ---------------------------------------------------------------------------------------------
// Plants
// ---------------------------------------------------------------------------------------------

const FLOWERING_PLANT: ProductKindSeed = {
  illustration: 'potted-plant',
  names: [
    t(
      'Цахирмаа цэцэг',
      'Phalaenopsis orchid',
      'Орхидея фаленопсис',
      '蝴蝶兰',
      'Orchidea phalaenopsis',
    ),
    t('Антуриум', 'Anthurium', 'Антуриум', '红掌', 'Anthurium'),
    t('Спатифиллум', 'Peace lily', 'Спатифиллум', '白掌', 'Spatifillo'),
    t('Ваартай сарнай', 'Potted rose', 'Роза в горшке', '盆栽玫瑰', 'Rosa in vaso'),
    t('Ваартай гортензи', 'Potted hydrangea', 'Гортензия в горшке', '盆栽绣球', 'Ortensia in vaso'),
    t('Каланхоэ', 'Kalanchoe', 'Каланхоэ', '长寿花', 'Kalanchoe'),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.premium, Q.deluxe],
  description: {
    mn: '{name} нь зөв арчилбал олон сар дараалан цэцэглэж, гэрийг тань гэрэлтүүлнэ. Ургамал бүр гоёл ваартай, арчилгааны зааварчилгаатай ирнэ.',
    en: '{name} keeps flowering for months when cared for properly, brightening up your home. Every plant comes in a decorative pot with care instructions.',
    ru: '{name} при правильном уходе цветёт много месяцев подряд и украшает дом. Каждое растение поставляется в декоративном кашпо с инструкцией по уходу.',
    cn: '{name}只要养护得当，可连续开花数月，为家中增添色彩。每盆植物均配有装饰花盆和养护说明。',
    it: '{name}: con le giuste cure fiorisce per mesi e illumina la casa. Ogni pianta arriva in un vaso decorativo con le istruzioni per la cura.',
  },
  priceRange: [35000, 190000],
  options: 'size',
  sizes: ['S', 'M', 'L'],
  brandCodes: ['VERDA', 'TALBAI'],
  keywords: [
    kw('urgamal', 'ургамал'),
    kw('tsakhirmaa', 'цахирмаа'),
    kw('vaar', 'ваар'),
    kw('tsetseg', 'цэцэг'),
  ],
  gpc: GPC.livePlants,
  properties: [
    prop(
      L.light,
      t(
        'Сарнисан гэрэл',
        'Bright indirect light',
        'Яркий рассеянный свет',
        '明亮散射光',
        'Luce intensa indiretta',
      ),
    ),
    prop(
      L.watering,
      t('7 хоногт 1 удаа', 'Once a week', 'Раз в неделю', '每周一次', 'Una volta a settimana'),
    ),
  ],
};

const FOLIAGE_PLANT: ProductKindSeed = {
  illustration: 'potted-plant',
  names: [
    t('Монстера', 'Monstera', 'Монстера', '龟背竹', 'Monstera'),
    t('Фикус лирата', 'Fiddle-leaf fig', 'Фикус лировидный', '琴叶榕', 'Ficus lyrata'),
    t('Замиокулькас', 'ZZ plant', 'Замиокулькас', '金钱树', 'Zamioculcas'),
    t('Сансевиериа', 'Snake plant', 'Сансевиерия', '虎尾兰', 'Sansevieria'),
    t('Мөнгөн мод', 'Jade plant', 'Денежное дерево', '玉树', 'Albero di giada'),
    t('Потос', 'Golden pothos', 'Сциндапсус', '绿萝', 'Pothos'),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.premium, Q.grand],
  description: {
    mn: '{name} нь арчилгаа бага шаарддаг, агаарыг цэвэршүүлэхэд тусалдаг ногоон ургамал. Оффис болон орон сууцны хуурай агаарт сайн дасан зохицдог.',
    en: '{name} is an easy-going green plant that helps freshen indoor air. It copes well with the dry air of offices and apartments.',
    ru: '{name} — неприхотливое зелёное растение, которое помогает освежить воздух в помещении. Хорошо переносит сухой воздух офисов и квартир.',
    cn: '{name}是一种好养护的观叶植物，有助于净化室内空气。能很好地适应办公室和公寓的干燥环境。',
    it: '{name}: una pianta verde che chiede poche cure e aiuta a rinfrescare l’aria di casa. Sopporta bene l’aria secca di uffici e appartamenti.',
  },
  priceRange: [28000, 260000],
  options: 'size',
  sizes: ['S', 'M', 'L', 'XL'],
  brandCodes: ['VERDA'],
  keywords: [
    kw('urgamal', 'ургамал'),
    kw('monstera', 'монстера'),
    kw('nogoon urgamal', 'ногоон ургамал'),
    kw('vaar', 'ваар'),
  ],
  gpc: GPC.livePlants,
  properties: [prop(L.height, t('40-120 см', '40-120 cm', '40–120 см', '40-120厘米', '40-120 cm'))],
};

const SUCCULENT: ProductKindSeed = {
  illustration: 'potted-plant',
  names: [
    t(
      'Кактусын иж бүрдэл',
      'Cactus trio',
      'Набор из трёх кактусов',
      '仙人掌三件套',
      'Trio di cactus',
    ),
    t(
      'Шүүслэг ургамлын флорариум',
      'Succulent terrarium',
      'Флорариум с суккулентами',
      '多肉微景观',
      'Terrario di piante grasse',
    ),
    t('Алоэ вера', 'Aloe vera', 'Алоэ вера', '芦荟', 'Aloe vera'),
    t('Эхевериа', 'Echeveria', 'Эхеверия', '石莲花', 'Echeveria'),
    t('Хавортиа', 'Haworthia', 'Хавортия', '十二卷', 'Haworthia'),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.eco, Q.deluxe],
  description: {
    mn: '{name} нь нарлаг цонхны тавцан дээр сайхан ургах бөгөөд 2-3 долоо хоногт нэг л удаа услахад хангалттай. Завгүй хүмүүс болон анх удаа ургамал тарьж буй хүнд тохиромжтой бэлэг.',
    en: '{name} thrives on a sunny windowsill and only needs water every two to three weeks. A great gift for busy people and first-time plant owners.',
    ru: '{name} прекрасно растёт на солнечном подоконнике, а поливать нужно всего раз в две-три недели. Отличный подарок для занятых людей и начинающих любителей растений.',
    cn: '{name}喜欢阳光充足的窗台，每两到三周浇一次水即可。非常适合送给忙碌的人和第一次养植物的朋友。',
    it: '{name}: cresce felice su un davanzale soleggiato e basta annaffiare ogni due o tre settimane. Un regalo perfetto per chi ha poco tempo o è alla prima pianta.',
  },
  priceRange: [15000, 95000],
  options: 'none',
  brandCodes: ['VERDA', 'TALBAI'],
  keywords: [kw('kaktus', 'кактус'), kw('urgamal', 'ургамал'), kw('shuuslag', 'шүүслэг')],
  gpc: GPC.livePlants,
  properties: [
    prop(
      L.watering,
      t(
        '2-3 долоо хоногт 1 удаа',
        'Every 2-3 weeks',
        'Раз в 2–3 недели',
        '每2-3周一次',
        'Ogni 2-3 settimane',
      ),
    ),
  ],
};

const SEEDS: ProductKindSeed = {
  illustration: 'tulip',
  names: [
    t('Алтанзулын булцуу', 'Tulip bulbs', 'Луковицы тюльпанов', '郁金香种球', 'Bulbi di tulipano'),
    t(
      'Зуны цэцгийн үрийн багц',
      'Summer flower seed set',
      'Набор семян летних цветов',
      '夏季花卉种子套装',
      'Set di semi di fiori estivi',
    ),
    t(
      'Ногооны үрийн багц',
      'Vegetable seed set',
      'Набор семян овощей',
      '蔬菜种子套装',
      'Set di semi di ortaggi',
    ),
    t(
      'Амтлагч ногооны үр',
      'Herb seeds',
      'Семена пряных трав',
      '香草种子',
      'Semi di erbe aromatiche',
    ),
    t('Сараана цэцгийн булцуу', 'Lily bulbs', 'Луковицы лилий', '百合种球', 'Bulbi di giglio'),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.organic, Q.premium],
  description: {
    mn: '{name} нь Монголын богино зунд амжиж ургах сортуудаас сонгогдсон. Тарих хугацаа, гүн, арчилгааны зөвлөмжийг савлагаан дээр монгол хэлээр бичсэн.',
    en: '{name} contains varieties chosen to make it through the short Mongolian summer. Planting time, depth and care tips are printed on the pack in Mongolian.',
    ru: '{name} — сорта, которые успевают вырасти за короткое монгольское лето. Сроки и глубина посадки, а также советы по уходу напечатаны на упаковке на монгольском языке.',
    cn: '{name}精选能在蒙古短暂夏季中成熟的品种。包装上用蒙古文印有播种时间、深度和养护建议。',
    it: '{name}: varietà scelte per crescere nella breve estate mongola. Periodo e profondità di semina e consigli di cura sono stampati sulla confezione in mongolo.',
  },
  priceRange: [5000, 45000],
  options: 'none',
  brandCodes: ['TALBAI', 'VERDA'],
  keywords: [
    kw('ur', 'үр'),
    kw('bulstuu', 'булцуу'),
    kw('tarilga', 'тарилга'),
    kw('tsetserleg', 'цэцэрлэг'),
  ],
  gpc: GPC.seeds,
};

const POTS: ProductKindSeed = {
  illustration: 'potted-plant',
  names: [
    t('Керамик ваар', 'Ceramic pot', 'Керамический горшок', '陶瓷花盆', 'Vaso in ceramica'),
    t('Өлгөөтэй ваар', 'Hanging planter', 'Подвесное кашпо', '吊盆', 'Vaso sospeso'),
    t(
      'Өөрөө усалдаг ваар',
      'Self-watering pot',
      'Горшок с автополивом',
      '自动吸水花盆',
      'Vaso autoirrigante',
    ),
    t('Бетон ваар', 'Concrete planter', 'Бетонное кашпо', '水泥花盆', 'Fioriera in cemento'),
    t(
      'Зэгсэн сүлжмэл ваар',
      'Woven basket planter',
      'Плетёное кашпо',
      '编织花盆套',
      'Cesto portavaso intrecciato',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.nordic, Q.eco, Q.classic],
  description: {
    mn: '{name} нь ус зайлуулах нүхтэй бөгөөд доор нь тавих тавагтайгаа ирнэ. Тасалгааны ургамлаа шилжүүлэн суулгаж, гэрийнхээ интерьерт өнгө нэмээрэй.',
    en: '{name} has a drainage hole and comes with a matching saucer. Repot your houseplants and add a touch of colour to your interior.',
    ru: '{name} — с дренажным отверстием и поддоном в комплекте. Пересадите комнатные растения и добавьте интерьеру красок.',
    cn: '{name}带排水孔并配有同款托盘。为室内植物换个新家，也为家居增添色彩。',
    it: '{name}: con foro di drenaggio e sottovaso abbinato. Rinvasa le piante di casa e aggiungi un tocco di colore all’arredamento.',
  },
  priceRange: [8000, 120000],
  options: 'color+size',
  sizes: ['S', 'M', 'L'],
  brandCodes: ['VERDA', 'GERHOME'],
  keywords: [kw('vaar', 'ваар'), kw('sav', 'сав'), kw('urgamal', 'ургамал')],
  gpc: GPC.plantPots,
};

const PLANT_CARE: ProductKindSeed = {
  illustration: 'potted-plant',
  names: [
    t('Шингэн бордоо', 'Liquid plant food', 'Жидкое удобрение', '液体肥料', 'Concime liquido'),
    t(
      'Тасалгааны ургамлын хөрс',
      'Houseplant potting mix',
      'Грунт для комнатных растений',
      '室内植物营养土',
      'Terriccio per piante da appartamento',
    ),
    t('Кактусын хөрс', 'Cactus soil', 'Грунт для кактусов', '仙人掌专用土', 'Terriccio per cactus'),
    t(
      'Навч гялалзуулах шүршигч',
      'Leaf shine spray',
      'Спрей для блеска листьев',
      '叶面亮光喷雾',
      'Spray lucidante per foglie',
    ),
    t(
      'Цахирмааны бордоо',
      'Orchid food',
      'Удобрение для орхидей',
      '兰花专用肥',
      'Concime per orchidee',
    ),
  ],
  qualifiers: [Q.organic, Q.mini, Q.maxi, Q.eco, Q.premium],
  description: {
    mn: '{name} нь тасалгааны ургамлыг эрүүл, навчийг нь гялалзсан ногоон байлгахад тусална. Хэрэглэх заавар, тунг савлагаан дээр тодорхой бичсэн.',
    en: '{name} helps keep houseplants healthy and their leaves a glossy green. Directions and dosage are clearly printed on the pack.',
    ru: '{name} помогает сохранить комнатные растения здоровыми, а листья — сочно-зелёными. Способ применения и дозировка чётко указаны на упаковке.',
    cn: '{name}帮助室内植物保持健康，让叶片油亮翠绿。包装上清楚标明使用方法和用量。',
    it: '{name}: aiuta a mantenere sane le piante di casa e le foglie di un verde brillante. Modalità d’uso e dosi sono indicate chiaramente sulla confezione.',
  },
  priceRange: [6000, 38000],
  options: 'none',
  brandCodes: ['VERDA', 'TALBAI'],
  keywords: [kw('bordoo', 'бордоо'), kw('khurs', 'хөрс'), kw('urgamal', 'ургамал')],
  gpc: GPC.plantCare,
};

// ---------------------------------------------------------------------------------------------
// Gifts
// ---------------------------------------------------------------------------------------------

const GIFTS_FOR_HER: ProductKindSeed = {
  illustration: 'gift-box',
  names: [
    t('Спа бэлгийн багц', 'Spa gift set', 'Спа-набор', 'SPA礼盒', 'Set regalo spa'),
    t('Гоо сайхны бэлгийн хайрцаг', 'Beauty gift box', 'Бьюти-бокс', '美妆礼盒', 'Beauty box'),
    t(
      'Цай, амттаны бэлгийн хайрцаг',
      'Tea and sweets gift box',
      'Подарочная коробка с чаем и сладостями',
      '茶点礼盒',
      'Scatola regalo tè e dolci',
    ),
    t(
      'Ноолууран ороолттой бэлгийн багц',
      'Cashmere scarf gift set',
      'Подарочный набор с кашемировым шарфом',
      '羊绒围巾礼盒',
      'Set regalo con sciarpa in cashmere',
    ),
    t(
      'Лаа, сүрчигтэй бэлгийн багц',
      'Candle and fragrance set',
      'Набор со свечой и парфюмом',
      '香薰蜡烛香水礼盒',
      'Set candela e profumo',
    ),
  ],
  qualifiers: [Q.mini, Q.premium, Q.deluxe, Q.romantic],
  description: {
    mn: '{name} нь ээж, эхнэр, найз бүсгүйдээ 3-р сарын 8, төрсөн өдөр, Цагаан сараар бэлэглэхэд зориулагдсан. Бүгдийг гоёмсог хайрцагт савлаж, туузаар боосон тул шууд бэлэглэхэд бэлэн.',
    en: '{name} is made for giving to a mother, wife or friend on 8 March, a birthday or Tsagaan Sar. Everything is packed in an elegant box and tied with ribbon, ready to hand over.',
    ru: '{name} — подарок для мамы, жены или подруги на 8 Марта, день рождения или Цагаан сар. Всё уложено в элегантную коробку и перевязано лентой — можно сразу дарить.',
    cn: '{name}适合在三八妇女节、生日或白月节送给母亲、妻子或闺蜜。所有物品均装入精美礼盒并系好丝带，可直接赠送。',
    it: '{name}: un pensiero per la mamma, la moglie o un’amica per l’8 marzo, un compleanno o lo Tsagaan Sar. Tutto è confezionato in una scatola elegante chiusa con un nastro, pronto da regalare.',
  },
  priceRange: [45000, 280000],
  options: 'none',
  brandCodes: ['GOBIGIFT', 'ZAMBAGA', 'CIRELLE'],
  keywords: [
    kw('beleg', 'бэлэг'),
    kw('emegtei', 'эмэгтэй'),
    kw('bagts', 'багц'),
    kw('3 sariin 8', '3-р сарын 8'),
  ],
  gpc: GPC.giftSets,
};

const GIFTS_FOR_HIM: ProductKindSeed = {
  illustration: 'gift-box',
  names: [
    t(
      'Эрэгтэй арчилгааны багц',
      'Men’s grooming set',
      'Мужской набор для ухода',
      '男士护理礼盒',
      'Set per la cura dell’uomo',
    ),
    t(
      'Арьсан түрийвчтэй бэлгийн багц',
      'Leather wallet gift set',
      'Подарочный набор с кожаным портмоне',
      '真皮钱包礼盒',
      'Set regalo con portafoglio in pelle',
    ),
    t(
      'Кофе, шоколадтай бэлгийн хайрцаг',
      'Coffee and chocolate gift box',
      'Подарочная коробка с кофе и шоколадом',
      '咖啡巧克力礼盒',
      'Scatola regalo caffè e cioccolato',
    ),
    t(
      'Бугуйн цагтай бэлгийн багц',
      'Watch gift set',
      'Подарочный набор с часами',
      '腕表礼盒',
      'Set regalo con orologio',
    ),
    t(
      'Монгол хээтэй бэлгийн багц',
      'Mongolian pattern gift set',
      'Подарочный набор с монгольским орнаментом',
      '蒙古纹样礼盒',
      'Set regalo con motivi mongoli',
    ),
  ],
  qualifiers: [Q.classic, Q.premium, Q.deluxe, Q.nomad],
  description: {
    mn: '{name} нь аав, нөхөр, найздаа 3-р сарын 18, төрсөн өдөр, Шинэ жилээр бэлэглэхэд тохиромжтой. Багц бүрийг хатуу хайрцагт савлаж, мэндчилгээний карт хавсаргана.',
    en: '{name} is a fitting gift for a father, husband or friend on 18 March, a birthday or New Year. Each set comes in a sturdy box with a greeting card.',
    ru: '{name} — подходящий подарок отцу, мужу или другу на 18 марта, день рождения или Новый год. Каждый набор упакован в прочную коробку и дополнен открыткой.',
    cn: '{name}适合在3月18日男人节、生日或新年时送给父亲、丈夫或朋友。每套礼盒采用硬质包装并附贺卡。',
    it: '{name}: il regalo giusto per un papà, un marito o un amico il 18 marzo, per un compleanno o a Capodanno. Ogni set arriva in una scatola rigida con biglietto di auguri.',
  },
  priceRange: [55000, 320000],
  options: 'none',
  brandCodes: ['GOBIGIFT', 'MONTREVAL', 'KHULAN'],
  keywords: [kw('beleg', 'бэлэг'), kw('eregtei', 'эрэгтэй'), kw('bagts', 'багц')],
  gpc: GPC.giftSets,
};

const CORPORATE_GIFTS: ProductKindSeed = {
  illustration: 'gift-box',
  names: [
    t(
      'Цагаан сарын бэлгийн багц',
      'Tsagaan Sar gift set',
      'Подарочный набор к Цагаан сару',
      '白月节礼盒',
      'Set regalo per lo Tsagaan Sar',
    ),
    t(
      'Шинэ жилийн бэлгийн хайрцаг',
      'New Year gift box',
      'Новогодний подарочный набор',
      '新年礼盒',
      'Scatola regalo di Capodanno',
    ),
    t(
      'Лого хэвлэсэн бэлгийн багц',
      'Branded gift set',
      'Подарочный набор с логотипом',
      '定制Logo礼盒',
      'Set regalo personalizzato con logo',
    ),
    t(
      'Хамт олны амттаны хайрцаг',
      'Office treats box',
      'Коробка сладостей для офиса',
      '办公室零食礼盒',
      'Box di dolcetti per l’ufficio',
    ),
  ],
  qualifiers: [Q.classic, Q.premium, Q.deluxe, Q.gold],
  description: {
    mn: '{name} нь харилцагч, хамт олондоо талархал илэрхийлэх бэлэг бөгөөд 20-оос дээш ширхэг захиалахад хөнгөлөлт эдэлнэ. Байгууллагын лого, мэндчилгээг хайрцаг болон картан дээр хэвлэж болно.',
    en: '{name} is a way to thank clients and colleagues, with a discount on orders of 20 or more. Your company logo and greeting can be printed on the box and card.',
    ru: '{name} — способ поблагодарить партнёров и коллег; при заказе от 20 штук действует скидка. Логотип и поздравление компании можно напечатать на коробке и открытке.',
    cn: '{name}是答谢客户和同事的好选择，订购20份以上可享折扣。可在礼盒和卡片上印制公司Logo和祝福语。',
    it: '{name}: un modo per ringraziare clienti e colleghi, con sconto per ordini da 20 pezzi in su. Logo e auguri dell’azienda si possono stampare su scatola e biglietto.',
  },
  priceRange: [35000, 250000],
  options: 'none',
  brandCodes: ['GOBIGIFT', 'ALTANGOBI', 'KHANGAI'],
  keywords: [
    kw('beleg', 'бэлэг'),
    kw('baiguullaga', 'байгууллага'),
    kw('tsagaan sar', 'цагаан сар'),
    kw('bagts', 'багц'),
  ],
  gpc: GPC.giftSets,
};

const TEDDY_BEAR: ProductKindSeed = {
  illustration: 'teddy-bear',
  names: [
    t('Тэдди баавгай', 'Teddy bear', 'Плюшевый мишка', '泰迪熊', 'Orsacchiotto di peluche'),
    t(
      'Зүрх тэвэрсэн баавгай',
      'Bear with a heart',
      'Мишка с сердечком',
      '抱心小熊',
      'Orsetto con cuore',
    ),
    t(
      'Аварга баавгай',
      'Giant teddy bear',
      'Огромный плюшевый медведь',
      '巨型泰迪熊',
      'Orso gigante di peluche',
    ),
    t(
      'Цагаан баавгай',
      'Polar bear plush',
      'Плюшевый белый медведь',
      '北极熊公仔',
      'Orso polare di peluche',
    ),
    t('Бамбарууш', 'Bear cub plush', 'Плюшевый медвежонок', '小熊公仔', 'Orsetto cucciolo'),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.classic, t('Зөөлөн', 'Cuddly', 'Мягкий', '软萌', 'Tenero')],
  description: {
    mn: '{name} нь хүүхдэд ч, хайртай хүндээ ч бэлэглэхэд тохирох зөөлөн, аюулгүй материалаар хийгдсэн. Угааж болох бөгөөд 3 наснаас дээш хүүхдэд зориулсан гэрчилгээтэй.',
    en: '{name} is made from soft, safe materials, perfect for a child or a sweetheart alike. It is washable and certified for ages 3 and up.',
    ru: '{name} — из мягких безопасных материалов: подойдёт и ребёнку, и любимому человеку. Игрушку можно стирать, она сертифицирована для детей от 3 лет.',
    cn: '{name}采用柔软安全的材料，送孩子或送恋人都合适。可水洗，通过3岁以上儿童安全认证。',
    it: '{name}: morbido e sicuro, perfetto per un bambino come per la persona amata. Si può lavare ed è certificato per bambini dai 3 anni in su.',
  },
  priceRange: [18000, 180000],
  options: 'size',
  sizes: ['30 cm', '60 cm', '100 cm'],
  brandCodes: ['TEDDO', 'BAMBAR'],
  keywords: [
    kw('baavgai', 'баавгай'),
    kw('togloom', 'тоглоом'),
    kw('teddy', 'тэдди'),
    kw('beleg', 'бэлэг'),
  ],
  gpc: GPC.softToys,
};

const BALLOONS: ProductKindSeed = {
  illustration: 'balloon',
  names: [
    t(
      'Гелитэй бөмбөлгийн баглаа',
      'Helium balloon bunch',
      'Связка гелиевых шаров',
      '氦气球束',
      'Mazzo di palloncini a elio',
    ),
    t(
      'Фольган зүрхэн бөмбөлөг',
      'Foil heart balloon',
      'Фольгированный шар-сердце',
      '心形铝膜气球',
      'Palloncino cuore in mylar',
    ),
    t('Тоон бөмбөлөг', 'Number balloon', 'Шар-цифра', '数字气球', 'Palloncino numero'),
    t(
      'Бөмбөлөгтэй бэлгийн хайрцаг',
      'Balloon surprise box',
      'Коробка-сюрприз с шарами',
      '气球惊喜盒',
      'Scatola sorpresa con palloncini',
    ),
    t(
      'Конфеттитэй тунгалаг бөмбөлөг',
      'Clear confetti balloon',
      'Прозрачный шар с конфетти',
      '透明亮片波波球',
      'Palloncino trasparente con coriandoli',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.premium, Q.super],
  description: {
    mn: '{name} нь чанартай гелиэр дүүргэгдсэн тул хэд хоног хөвж, баярын уур амьсгалыг үргэлжлүүлнэ. Бөмбөлөг дээр нэр, мэндчилгээ бичүүлэх боломжтой.',
    en: '{name} is filled with high-quality helium and stays afloat for days to keep the party mood going. Names and greetings can be printed on the balloons.',
    ru: '{name} — наполнение качественным гелием: шары держатся в воздухе несколько дней и продлевают праздник. На шарах можно напечатать имя или поздравление.',
    cn: '{name}充入优质氦气，可漂浮数天，持续营造节日气氛。可在气球上印制名字或祝福语。',
    it: '{name}: gonfiaggio con elio di qualità, per palloncini che restano in aria per giorni e tengono viva la festa. Si possono stampare nomi e auguri.',
  },
  priceRange: [8000, 150000],
  options: 'color',
  brandCodes: ['PUFFELO'],
  keywords: [kw('bombolog', 'бөмбөлөг'), kw('beleg', 'бэлэг'), kw('bayar', 'баяр')],
  gpc: GPC.balloons,
};

// ---------------------------------------------------------------------------------------------
// Food and drinks
// ---------------------------------------------------------------------------------------------

const CHOCOLATE_BOX: ProductKindSeed = {
  illustration: 'chocolate',
  names: [
    t(
      'Шоколадан чихрийн хайрцаг',
      'Box of assorted chocolates',
      'Ассорти шоколадных конфет',
      '什锦巧克力礼盒',
      'Scatola di cioccolatini assortiti',
    ),
    t(
      'Гар аргын трюфель',
      'Handmade truffles',
      'Трюфели ручной работы',
      '手工松露巧克力',
      'Tartufi artigianali',
    ),
    t(
      'Чацарганатай шоколадан чихэр',
      'Sea buckthorn chocolates',
      'Конфеты с облепихой',
      '沙棘夹心巧克力',
      'Cioccolatini all’olivello spinoso',
    ),
    t(
      'Зүрхэн хайрцагтай шоколад',
      'Heart box of chocolates',
      'Конфеты в коробке-сердце',
      '心形巧克力礼盒',
      'Cioccolatini in scatola a cuore',
    ),
    t(
      'Сүүн шоколадан пралине',
      'Milk chocolate pralines',
      'Пралине из молочного шоколада',
      '牛奶巧克力果仁糖',
      'Praline al cioccolato al latte',
    ),
  ],
  qualifiers: [Q.mini, Q.premium, Q.gold, Q.deluxe, Q.classic],
  description: {
    mn: '{name} нь жинхэнэ какаоны тос, Монголын шинэ сүүгээр хийгдсэн. Хайрцаг бүрд амтны тайлбар хавсаргасан тул хайртай хүндээ бэлэглэхэд төгс тохирно.',
    en: '{name} is made with real cocoa butter and fresh Mongolian milk. Each box includes a flavour guide, which makes it a perfect gift for someone dear.',
    ru: '{name} — настоящее какао-масло и свежее монгольское молоко. В каждой коробке есть описание вкусов, так что это идеальный подарок близкому человеку.',
    cn: '{name}采用纯可可脂和新鲜蒙古牛奶制作。每盒附有口味说明，是送给心爱之人的完美礼物。',
    it: '{name}: vero burro di cacao e latte fresco mongolo. Ogni scatola contiene una guida ai gusti, ed è il regalo perfetto per una persona cara.',
  },
  priceRange: [12000, 60000],
  options: 'size',
  sizes: ['125 g', '250 g', '500 g'],
  brandCodes: ['ALTANGOBI'],
  keywords: [kw('shokolad', 'шоколад'), kw('chikher', 'чихэр'), kw('beleg', 'бэлэг')],
  gpc: GPC.chocolate,
  properties: [prop(L.cocoa, t('35-70%', '35-70%', '35–70%', '35-70%', '35-70%'))],
};

const CHOCOLATE_BAR: ProductKindSeed = {
  illustration: 'chocolate',
  names: [
    t(
      'Хар шоколад 70%',
      'Dark chocolate 70%',
      'Горький шоколад 70%',
      '70%黑巧克力',
      'Cioccolato fondente 70%',
    ),
    t(
      'Самартай сүүн шоколад',
      'Milk chocolate with pine nuts',
      'Молочный шоколад с кедровыми орехами',
      '松子牛奶巧克力',
      'Cioccolato al latte con pinoli',
    ),
    t(
      'Нэрсэтэй цагаан шоколад',
      'White chocolate with blueberries',
      'Белый шоколад с черникой',
      '蓝莓白巧克力',
      'Cioccolato bianco ai mirtilli',
    ),
    t(
      'Тэмээний сүүтэй шоколад',
      'Camel milk chocolate',
      'Шоколад на верблюжьем молоке',
      '骆驼奶巧克力',
      'Cioccolato al latte di cammello',
    ),
    t(
      'Давстай карамельтай шоколад',
      'Salted caramel chocolate',
      'Шоколад с солёной карамелью',
      '海盐焦糖巧克力',
      'Cioccolato al caramello salato',
    ),
  ],
  qualifiers: [Q.mini, Q.organic, Q.classic, Q.gold],
  description: {
    mn: '{name} нь өдөр бүр өөрийгөө эрхлүүлэх эсвэл цайны ширээнд тавихад тохиромжтой. Найрлагадаа далдуу модны тос агуулаагүй.',
    en: '{name} is a bar for everyday treats or for sharing at the tea table. It is made without palm oil.',
    ru: '{name} — плитка для ежедневного удовольствия или к чаепитию. Без пальмового масла.',
    cn: '{name}是日常犒劳自己或配茶分享的巧克力排块。不含棕榈油。',
    it: '{name}: una tavoletta per una coccola quotidiana o da condividere all’ora del tè. Senza olio di palma.',
  },
  priceRange: [8000, 28000],
  options: 'none',
  brandCodes: ['ALTANGOBI'],
  keywords: [kw('shokolad', 'шоколад'), kw('khar shokolad', 'хар шоколад'), kw('samar', 'самар')],
  gpc: GPC.chocolate,
  properties: [prop(L.weight, t('100 гр', '100 g', '100 г', '100克', '100 g'))],
};

const CAKE: ProductKindSeed = {
  illustration: 'cake',
  names: [
    t('Шоколадтай бялуу', 'Chocolate cake', 'Шоколадный торт', '巧克力蛋糕', 'Torta al cioccolato'),
    t(
      'Нэрсэтэй чизкейк',
      'Blueberry cheesecake',
      'Черничный чизкейк',
      '蓝莓芝士蛋糕',
      'Cheesecake ai mirtilli',
    ),
    t(
      'Улаан хилэн бялуу',
      'Red velvet cake',
      'Торт «Красный бархат»',
      '红丝绒蛋糕',
      'Torta red velvet',
    ),
    t('Наполеон бялуу', 'Napoleon cake', 'Торт «Наполеон»', '拿破仑蛋糕', 'Torta Napoleone'),
    t(
      'Чацарганатай мусс бялуу',
      'Sea buckthorn mousse cake',
      'Муссовый торт с облепихой',
      '沙棘慕斯蛋糕',
      'Torta mousse all’olivello spinoso',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.classic, Q.premium],
  description: {
    mn: '{name} нь захиалгын өдөр манай нарийн боовны цехэд шинээр хийгдэнэ. Бялуун дээр бичүүлэх нэр, мэндчилгээгээ захиалгын тайлбарт бичээрэй; хөргөгчинд 3 хоног хадгална.',
    en: '{name} is baked fresh in our bakery on the day of your order. Add a name or greeting for the top in the order notes; keeps for three days in the fridge.',
    ru: '{name} — свежая выпечка нашей кондитерской в день заказа. Имя или поздравление для надписи укажите в комментарии к заказу; хранить в холодильнике до 3 дней.',
    cn: '{name}在下单当天由我们的烘焙坊新鲜制作。如需在蛋糕上写名字或祝福语，请在订单备注中填写；冷藏可保存3天。',
    it: '{name}: preparazione fresca nel nostro laboratorio il giorno dell’ordine. Indica nelle note un nome o un augurio da scrivere sopra; si conserva in frigorifero per tre giorni.',
  },
  priceRange: [25000, 150000],
  options: 'size',
  sizes: ['Ø16 cm', 'Ø20 cm', 'Ø24 cm'],
  brandCodes: ['BOORTSOG'],
  keywords: [kw('byaluu', 'бялуу'), kw('tort', 'торт'), kw('torson odor', 'төрсөн өдөр')],
  gpc: GPC.cakes,
  properties: [
    prop(
      L.shelfLife,
      t(
        'Хөргөгчинд 3 хоног',
        '3 days refrigerated',
        '3 дня в холодильнике',
        '冷藏3天',
        '3 giorni in frigorifero',
      ),
    ),
  ],
};

const PASTRY: ProductKindSeed = {
  illustration: 'cake',
  names: [
    t(
      'Гар аргын боорцог',
      'Handmade boortsog',
      'Боорцог ручной работы',
      '手工蒙古油炸面果',
      'Boortsog artigianali',
    ),
    t('Макарунын хайрцаг', 'Box of macarons', 'Набор макарун', '马卡龙礼盒', 'Scatola di macaron'),
    t(
      'Цөцгийн тостой жигнэмэг',
      'Butter cookies',
      'Сливочное печенье',
      '黄油曲奇',
      'Biscotti al burro',
    ),
    t('Круассаны багц', 'Croissant box', 'Набор круассанов', '可颂组合', 'Box di croissant'),
    t(
      'Эклерийн багц',
      'Éclair selection',
      'Ассорти эклеров',
      '闪电泡芙组合',
      'Assortimento di éclair',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.classic, Q.premium],
  description: {
    mn: '{name} нь байгалийн цөцгийн тос, шинэ өндгөөр өдөр бүр шинээр хийгддэг. Цай, кофетой хамт зочдоо дайлах эсвэл ажил дээрээ авчрахад тохиромжтой.',
    en: '{name} is baked daily with natural butter and fresh eggs. Great with tea or coffee for guests, or to bring along to the office.',
    ru: '{name} — печём каждый день на натуральном сливочном масле и свежих яйцах. Отлично подойдёт к чаю или кофе для гостей или к перерыву в офисе.',
    cn: '{name}每日采用天然黄油和新鲜鸡蛋现做。适合配茶或咖啡招待客人，也可带到办公室分享。',
    it: '{name}: preparazione quotidiana con burro naturale e uova fresche. Da gustare con tè o caffè insieme agli ospiti, o da portare in ufficio.',
  },
  priceRange: [9000, 65000],
  options: 'none',
  brandCodes: ['BOORTSOG'],
  keywords: [kw('boortsog', 'боорцог'), kw('jignemeg', 'жигнэмэг'), kw('boov', 'боов')],
  gpc: GPC.pastries,
};

const FRUIT_BASKET: ProductKindSeed = {
  illustration: 'fruit-basket',
  names: [
    t(
      'Улирлын жимсний сагс',
      'Seasonal fruit basket',
      'Корзина сезонных фруктов',
      '时令水果篮',
      'Cesto di frutta di stagione',
    ),
    t(
      'Халуун орны жимсний сагс',
      'Tropical fruit basket',
      'Корзина тропических фруктов',
      '热带水果篮',
      'Cesto di frutta tropicale',
    ),
    t(
      'Жимс, цэцэгтэй сагс',
      'Fruit and flower basket',
      'Корзина с фруктами и цветами',
      '鲜花水果篮',
      'Cesto di frutta e fiori',
    ),
    t(
      'Эдгэрэлт хүсэх жимсний сагс',
      'Get-well fruit basket',
      'Фруктовая корзина «Выздоравливай»',
      '探病水果篮',
      'Cesto di frutta di pronta guarigione',
    ),
    t(
      'Жимс, самартай бэлгийн сагс',
      'Fruit and nut hamper',
      'Корзина с фруктами и орехами',
      '水果坚果礼篮',
      'Cesto di frutta fresca e secca',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.premium, Q.deluxe],
  description: {
    mn: '{name} нь өглөө бүр сонгосон шинэхэн жимсээр бүрдэж, гоёмсог сагсанд өрөгдөнө. Өвчтөн эргэх, айлд зочлох, баярын ширээг чимэхэд тохиромжтой.',
    en: '{name} is filled with fresh fruit selected every morning and arranged in an elegant basket. Lovely for a hospital visit, a house call or a festive table.',
    ru: '{name} — свежие фрукты, отобранные утром и красиво уложенные в корзину. Хороший выбор, чтобы навестить больного, пойти в гости или украсить праздничный стол.',
    cn: '{name}装满每天早上精挑细选的新鲜水果，摆放在精美的篮子里。适合探望病人、登门拜访或装点节日餐桌。',
    it: '{name}: frutta fresca scelta ogni mattina e disposta in un cesto elegante. Ideale per una visita in ospedale, per andare a trovare qualcuno o per la tavola delle feste.',
  },
  priceRange: [45000, 260000],
  options: 'size',
  sizes: ['M', 'L', 'XL'],
  brandCodes: ['JIMS'],
  keywords: [kw('jims', 'жимс'), kw('sags', 'сагс'), kw('beleg', 'бэлэг')],
  gpc: GPC.fruit,
};

const DRIED_FRUIT_NUTS: ProductKindSeed = {
  illustration: 'fruit-basket',
  names: [
    t('Хушны самар', 'Siberian pine nuts', 'Кедровые орехи', '松子', 'Pinoli siberiani'),
    t(
      'Хатаасан чацаргана',
      'Dried sea buckthorn',
      'Сушёная облепиха',
      '沙棘干',
      'Olivello spinoso essiccato',
    ),
    t('Холимог самар', 'Mixed nuts', 'Ореховое ассорти', '混合坚果', 'Frutta secca mista'),
    t(
      'Хатаасан жимсний хайрцаг',
      'Dried fruit box',
      'Коробка сухофруктов',
      '果干礼盒',
      'Scatola di frutta essiccata',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.organic, Q.premium],
  description: {
    mn: '{name} нь шим тэжээлээр баялаг, удаан хадгалагддаг тул өвлийн улиралд хамгийн тохиромжтой зууш. Дахин битүүмжлэх боломжтой уутанд савлагдсан.',
    en: '{name} is a nourishing snack that keeps for a long time, ideal for the Mongolian winter. It comes in a resealable pouch.',
    ru: '{name} — питательный перекус с долгим сроком хранения, идеальный для монгольской зимы. Поставляется в пакете с застёжкой.',
    cn: '{name}营养丰富、耐储存，是蒙古冬季的理想零食。采用可重复密封的包装袋。',
    it: '{name}: uno spuntino nutriente che si conserva a lungo, ideale per l’inverno mongolo. Confezione richiudibile.',
  },
  priceRange: [9000, 75000],
  options: 'size',
  sizes: ['200 g', '500 g', '1 kg'],
  brandCodes: ['JIMS'],
  keywords: [kw('samar', 'самар'), kw('chatsargana', 'чацаргана'), kw('jims', 'жимс')],
  gpc: GPC.nuts,
};

const TEA: ProductKindSeed = {
  illustration: 'tea',
  names: [
    t(
      'Чацарганатай ногоон цай',
      'Green tea with sea buckthorn',
      'Зелёный чай с облепихой',
      '沙棘绿茶',
      'Tè verde all’olivello spinoso',
    ),
    t(
      'Хангайн ургамлын цай',
      'Khangai herbal tea',
      'Травяной чай «Хангай»',
      '杭爱草本茶',
      'Tisana del Khangai',
    ),
    t(
      'Гүзээлзгэнэтэй хар цай',
      'Black tea with wild strawberry',
      'Чёрный чай с земляникой',
      '野草莓红茶',
      'Tè nero alle fragoline di bosco',
    ),
    t(
      'Гангатай ургамлын цай',
      'Wild thyme herbal tea',
      'Травяной чай с чабрецом',
      '百里香草本茶',
      'Tisana al timo selvatico',
    ),
    t(
      'Сүүтэй цайны холимог',
      'Mongolian milk tea mix',
      'Смесь для монгольского чая с молоком',
      '蒙古奶茶粉',
      'Preparato per tè al latte mongolo',
    ),
  ],
  qualifiers: [Q.classic, Q.premium, Q.organic, Q.nomad],
  description: {
    mn: '{name} нь Хангайн нурууны цэвэр байгальд ургасан ургамлыг гараар түүж бэлтгэсэн. Халуун усаар эсвэл монгол маягаар сүүтэй чанаж ууж болно.',
    en: '{name} is made with plants hand-picked in the clean nature of the Khangai mountains. Brew it with hot water or boil it Mongolian-style with milk.',
    ru: '{name} — из растений, собранных вручную в чистой природе Хангайского хребта. Заваривайте кипятком или варите по-монгольски с молоком.',
    cn: '{name}选用杭爱山脉纯净自然中手工采摘的植物制成。可用热水冲泡，也可按蒙古方式加奶煮饮。',
    it: '{name}: erbe e foglie raccolte a mano nella natura incontaminata dei monti Khangai. Si prepara con acqua calda oppure si fa bollire con il latte alla mongola.',
  },
  priceRange: [8000, 45000],
  options: 'size',
  sizes: ['50 g', '100 g', '250 g'],
  brandCodes: ['KHANGAI'],
  keywords: [
    kw('tsai', 'цай'),
    kw('suutei tsai', 'сүүтэй цай'),
    kw('chatsargana', 'чацаргана'),
    kw('urgamlyn tsai', 'ургамлын цай'),
  ],
  gpc: GPC.tea,
};

const COFFEE: ProductKindSeed = {
  illustration: 'mug',
  names: [
    t(
      'Этиоп кофены үр',
      'Ethiopian coffee beans',
      'Кофе в зёрнах «Эфиопия»',
      '埃塞俄比亚咖啡豆',
      'Caffè in grani Etiopia',
    ),
    t(
      'Колумбын нунтаг кофе',
      'Colombian ground coffee',
      'Молотый кофе «Колумбия»',
      '哥伦比亚咖啡粉',
      'Caffè macinato Colombia',
    ),
    t(
      'Эспрессогийн холимог',
      'Espresso blend',
      'Эспрессо-смесь',
      '意式浓缩拼配豆',
      'Miscela per espresso',
    ),
    t('Дрип кофе', 'Drip coffee bags', 'Дрип-пакеты кофе', '挂耳咖啡', 'Caffè in filtri drip'),
    t('Капсул кофе', 'Coffee capsules', 'Кофе в капсулах', '咖啡胶囊', 'Capsule di caffè'),
  ],
  qualifiers: [Q.classic, Q.premium, Q.organic, Q.gold],
  description: {
    mn: '{name} нь Улаанбаатарт долоо хоног бүр шарагдаж, шинэхэнээрээ хүргэгддэг. Шарсан огноог савлагаан дээр тэмдэглэсэн бөгөөд шарснаас хойш 2 сарын дотор хэрэглэхийг зөвлөж байна.',
    en: '{name} is roasted in Ulaanbaatar every week and delivered fresh. The roast date is marked on the pack; it is best enjoyed within two months of roasting.',
    ru: '{name} — обжарка каждую неделю в Улан-Баторе и свежая доставка. Дата обжарки указана на упаковке; лучше всего использовать в течение двух месяцев после неё.',
    cn: '{name}每周在乌兰巴托烘焙并新鲜配送。包装上注明烘焙日期，建议在烘焙后两个月内饮用。',
    it: '{name}: tostatura settimanale a Ulaanbaatar e consegna fresca. La data di tostatura è indicata sulla confezione, da gustare entro due mesi.',
  },
  priceRange: [15000, 75000],
  options: 'size',
  sizes: ['250 g', '500 g', '1 kg'],
  brandCodes: ['BOORTSOG', 'KHANGAI'],
  keywords: [kw('kofe', 'кофе'), kw('kofenii ur', 'кофены үр'), kw('espresso', 'эспрессо')],
  gpc: GPC.coffee,
};

const VODKA_PREMIUM: ProductKindSeed = {
  illustration: 'vodka-bottle',
  spirit: true,
  names: [
    t(
      'Алтан тал архи',
      'Golden Steppe vodka',
      'Водка «Золотая степь»',
      '金色草原伏特加',
      'Vodka Steppa Dorata',
    ),
    t(
      'Хаан тэнгэр архи',
      'Khan Tenger vodka',
      'Водка «Хан Тэнгэр»',
      '汗腾格尔伏特加',
      'Vodka Khan Tenger',
    ),
    t(
      'Хүрэл морь архи',
      'Bronze Horse vodka',
      'Водка «Бронзовый конь»',
      '青铜骏马伏特加',
      'Vodka Cavallo di Bronzo',
    ),
    t(
      'Мөнгөн булаг архи',
      'Silver Spring vodka',
      'Водка «Серебряный родник»',
      '银泉伏特加',
      'Vodka Fonte d’Argento',
    ),
    t(
      'Хар сүлд архи',
      'Black Banner vodka',
      'Водка «Чёрное знамя»',
      '黑纛伏特加',
      'Vodka Stendardo Nero',
    ),
  ],
  qualifiers: [Q.premium, Q.gold, Q.platinum, Q.reserve],
  description: adultsOnly({
    mn: '{name} нь Монголын хаврын улаан буудай, Хэнтийн уулын булгийн уснаас таван удаа нэрж, мөнгөн шүүлтүүрээр цэвэршүүлсэн. Сайн хөргөж ууна, эсвэл бэлгийн хайрцагтай нь бэлэглээрэй.',
    en: '{name} is distilled five times from Mongolian spring wheat and Khentii mountain spring water, then filtered through silver. Serve well chilled, or give it in its gift box.',
    ru: '{name} — пятикратная дистилляция из монгольской яровой пшеницы и родниковой воды гор Хэнтэй, фильтрация через серебро. Подавайте хорошо охлаждённой или дарите в подарочной коробке.',
    cn: '{name}以蒙古春小麦和肯特山泉水经五次蒸馏，并经白银过滤。冰镇饮用风味最佳，也可连同礼盒赠送。',
    it: '{name}: cinque distillazioni da grano primaverile mongolo e acqua di sorgente dei monti Khentii, poi filtrazione su argento. Da servire ben fredda o da regalare nella sua confezione.',
  }),
  priceRange: [45000, 180000],
  options: 'size',
  sizes: ['0.5 L', '0.75 L', '1 L'],
  brandCodes: ['STEPPE', 'TENGER'],
  keywords: [kw('arkhi', 'архи'), kw('vodka', 'водка'), kw('beleg', 'бэлэг')],
  gpc: GPC.vodka,
  properties: [prop(L.abv, V.abv40), prop(L.origin, V.mongolia)],
};

const VODKA_CLASSIC: ProductKindSeed = {
  illustration: 'vodka-bottle',
  spirit: true,
  names: [
    t(
      'Талын салхи архи',
      'Steppe Wind vodka',
      'Водка «Степной ветер»',
      '草原之风伏特加',
      'Vodka Vento della Steppa',
    ),
    t(
      'Цэнгэг нуур архи',
      'Clear Lake vodka',
      'Водка «Чистое озеро»',
      '清湖伏特加',
      'Vodka Lago Limpido',
    ),
    t(
      'Тэнгэрийн хишиг архи',
      'Heaven’s Blessing vodka',
      'Водка «Дар небес»',
      '天赐伏特加',
      'Vodka Dono del Cielo',
    ),
    t(
      'Уулын бүргэд архи',
      'Mountain Eagle vodka',
      'Водка «Горный орёл»',
      '山鹰伏特加',
      'Vodka Aquila di Montagna',
    ),
  ],
  qualifiers: [
    Q.classic,
    t('Зөөлөн', 'Smooth', 'Мягкая', '柔和', 'Soft'),
    t('Цэвэр', 'Pure', 'Чистая', '纯净', 'Pura'),
    Q.gold,
    Q.nomad,
  ],
  description: adultsOnly({
    mn: '{name} нь монгол айлын ширээнээс тасардаггүй, цэвэр зөөлөн амттай уламжлалт архи. Баяр ёслол, найр хурим, Цагаан сарын ширээнд тохиромжтой.',
    en: '{name} is a traditional table vodka with a clean, smooth taste, the kind found on every Mongolian family table. Right for celebrations, weddings and the Tsagaan Sar feast.',
    ru: '{name} — традиционная застольная водка с чистым мягким вкусом, какая бывает на столе в каждой монгольской семье. Подходит для праздников, свадеб и застолья на Цагаан сар.',
    cn: '{name}是口感纯净柔和的传统佐餐伏特加，几乎每个蒙古家庭的餐桌上都有它。适合节庆、婚宴和白月节家宴。',
    it: '{name}: una vodka tradizionale da tavola dal gusto pulito e morbido, presente su ogni tavola di famiglia mongola. Giusta per feste, matrimoni e il banchetto dello Tsagaan Sar.',
  }),
  priceRange: [25000, 70000],
  options: 'size',
  sizes: ['0.5 L', '0.75 L', '1 L'],
  brandCodes: ['STEPPE', 'TENGER'],
  keywords: [kw('arkhi', 'архи'), kw('vodka', 'водка'), kw('tsagaan sar', 'цагаан сар')],
  gpc: GPC.vodka,
  properties: [prop(L.abv, V.abv40), prop(L.origin, V.mongolia)],
};

const VODKA_GIFT_SET: ProductKindSeed = {
  illustration: 'vodka-bottle',
  spirit: true,
  names: [
    t(
      'Хоёр хундагатай архины багц',
      'Vodka gift set with two glasses',
      'Набор: водка и две стопки',
      '伏特加双杯礼盒',
      'Set vodka con due bicchierini',
    ),
    t(
      'Мөнгөн аягатай архины багц',
      'Vodka set with a silver bowl',
      'Набор водки с серебряной пиалой',
      '银碗伏特加礼盒',
      'Set vodka con ciotola d’argento',
    ),
    t(
      'Модон хайрцагтай архи',
      'Vodka in a wooden case',
      'Водка в деревянном футляре',
      '木盒装伏特加',
      'Vodka in cassetta di legno',
    ),
    t(
      'Арьсан хуйтай архи',
      'Vodka in a leather case',
      'Водка в кожаном чехле',
      '皮套装伏特加',
      'Vodka in astuccio di pelle',
    ),
  ],
  qualifiers: [Q.premium, Q.gold, Q.deluxe, Q.classic],
  description: adultsOnly({
    mn: '{name} нь Цагаан сар, ой тэмдэглэх болон хүндэт зочдод барих бэлэгт зориулсан гоёмсог савлагаатай. Бэлгийн хайрцаг нь товгор монгол хээтэй.',
    en: '{name} is elegantly packaged as a gift for Tsagaan Sar, an anniversary or an honoured guest. The gift box is embossed with a traditional Mongolian pattern.',
    ru: '{name} — элегантная упаковка для подарка на Цагаан сар, юбилей или почётному гостю. Коробка украшена тиснёным монгольским орнаментом.',
    cn: '{name}包装精美，适合在白月节、周年庆或款待贵宾时赠送。礼盒上压印传统蒙古纹样。',
    it: '{name}: confezione elegante da regalare per lo Tsagaan Sar, un anniversario o un ospite d’onore. La scatola è decorata con un motivo mongolo in rilievo.',
  }),
  priceRange: [60000, 180000],
  options: 'none',
  brandCodes: ['STEPPE', 'TENGER', 'GOBIGIFT'],
  keywords: [kw('arkhi', 'архи'), kw('beleg', 'бэлэг'), kw('bagts', 'багц'), kw('vodka', 'водка')],
  gpc: GPC.vodka,
  properties: [prop(L.abv, V.abv40)],
};

const RED_WINE: ProductKindSeed = {
  illustration: 'wine-bottle',
  spirit: true,
  names: [
    t(
      'Кьянти улаан дарс',
      'Chianti red wine',
      'Красное вино Кьянти',
      '基安蒂红葡萄酒',
      'Vino rosso Chianti',
    ),
    t(
      'Саперави улаан дарс',
      'Saperavi red wine',
      'Красное вино Саперави',
      '萨别拉维红葡萄酒',
      'Vino rosso Saperavi',
    ),
    t(
      'Мерло улаан дарс',
      'Merlot red wine',
      'Красное вино Мерло',
      '梅洛红葡萄酒',
      'Vino rosso Merlot',
    ),
    t(
      'Хагас чихэрлэг улаан дарс',
      'Semi-sweet red wine',
      'Красное полусладкое вино',
      '半甜红葡萄酒',
      'Vino rosso amabile',
    ),
    t(
      'Монтепульчано улаан дарс',
      'Montepulciano red wine',
      'Красное вино Монтепульчано',
      '蒙特布查诺红葡萄酒',
      'Vino rosso Montepulciano',
    ),
  ],
  qualifiers: [Q.classic, Q.reserve, Q.premium, Q.organic],
  description: {
    mn: '{name} нь Итали, Гүржийн жижиг дарсны үйлдвэрүүдээс шууд импортлогдсон. Шарсан мах, хонины махан хоолтой сайн зохицох бөгөөд 16-18 хэмд ууна.',
    en: '{name} is imported directly from small wineries in Italy and Georgia. It pairs well with grilled meat and Mongolian mutton dishes; serve at 16-18 °C.',
    ru: '{name} — прямой импорт от небольших виноделен Италии и Грузии. Хорошо сочетается с мясом на гриле и монгольскими блюдами из баранины; подавать при 16–18 °C.',
    cn: '{name}直接从意大利和格鲁吉亚的小型酒庄进口。与烤肉和蒙古羊肉菜肴十分相配，适饮温度16-18°C。',
    it: '{name}: importazione diretta da piccole cantine italiane e georgiane. Si abbina bene alla carne alla griglia e ai piatti mongoli di montone; servire a 16-18 °C.',
  },
  priceRange: [35000, 160000],
  options: 'size',
  sizes: ['0.375 L', '0.75 L', '1.5 L'],
  brandCodes: ['VIGNALUCE', 'KARTLI'],
  keywords: [kw('dars', 'дарс'), kw('ulaan dars', 'улаан дарс'), kw('vino', 'вино')],
  gpc: GPC.wineStill,
  properties: [prop(L.abv, t('12,5-14%', '12.5-14%', '12,5–14%', '12.5-14%', '12,5-14%'))],
};

const WHITE_WINE: ProductKindSeed = {
  illustration: 'wine-bottle',
  spirit: true,
  names: [
    t(
      'Просекко оргилуун дарс',
      'Prosecco sparkling wine',
      'Игристое вино Просекко',
      '普罗塞克起泡酒',
      'Prosecco spumante',
    ),
    t(
      'Ркацители цагаан дарс',
      'Rkatsiteli white wine',
      'Белое вино Ркацители',
      '白羽白葡萄酒',
      'Vino bianco Rkatsiteli',
    ),
    t(
      'Пино гриджо цагаан дарс',
      'Pinot Grigio white wine',
      'Белое вино Пино Гриджо',
      '灰皮诺白葡萄酒',
      'Vino bianco Pinot Grigio',
    ),
    t(
      'Москато чихэрлэг оргилуун дарс',
      'Moscato sweet sparkling wine',
      'Сладкое игристое вино Москато',
      '莫斯卡托甜起泡酒',
      'Moscato spumante dolce',
    ),
    t('Ягаан дарс', 'Rosé wine', 'Розовое вино', '桃红葡萄酒', 'Vino rosato'),
  ],
  qualifiers: [Q.classic, Q.premium, Q.organic, Q.gold],
  description: {
    mn: '{name} нь баярын хундага өргөхөд тохирох сэрүүн, цэнгэг амттай бөгөөд далайн хоол, бяслагтай сайн зохицно. 8-10 хэм хүртэл хөргөж ууна.',
    en: '{name} has a crisp, fresh taste that is perfect for a celebratory toast and goes well with seafood and cheese. Serve chilled at 8-10 °C.',
    ru: '{name} — свежий, лёгкий вкус для праздничного тоста; хорошо сочетается с морепродуктами и сыром. Подавать охлаждённым до 8–10 °C.',
    cn: '{name}口感清爽，适合节日举杯，与海鲜和奶酪十分相配。冰镇至8-10°C饮用。',
    it: '{name}: gusto fresco e vivace, perfetto per un brindisi di festa e ottimo con pesce e formaggi. Servire a 8-10 °C.',
  },
  priceRange: [30000, 140000],
  options: 'none',
  brandCodes: ['VIGNALUCE', 'KARTLI'],
  keywords: [kw('dars', 'дарс'), kw('tsagaan dars', 'цагаан дарс'), kw('shampan', 'шампан')],
  gpc: GPC.wineSparkling,
  properties: [prop(L.abv, t('11-12,5%', '11-12.5%', '11–12,5%', '11-12.5%', '11-12,5%'))],
};

// ---------------------------------------------------------------------------------------------
// Beauty
// ---------------------------------------------------------------------------------------------

const WOMENS_PERFUME: ProductKindSeed = {
  illustration: 'perfume',
  names: [
    t(
      'Цэцгийн үнэртэй сүрчиг',
      'Floral eau de parfum',
      'Цветочная парфюмерная вода',
      '花香淡香精',
      'Eau de parfum floreale',
    ),
    t(
      'Жимсний үнэртэй сүрчиг',
      'Fruity eau de toilette',
      'Фруктовая туалетная вода',
      '果香淡香水',
      'Eau de toilette fruttata',
    ),
    t(
      'Ваниль, хувын үнэртэй сүрчиг',
      'Vanilla and amber eau de parfum',
      'Парфюмерная вода «Ваниль и амбра»',
      '香草琥珀淡香精',
      'Eau de parfum vaniglia e ambra',
    ),
    t(
      'Сарнай, цээнэ цэцгийн сүрчиг',
      'Rose and peony eau de parfum',
      'Парфюмерная вода «Роза и пион»',
      '玫瑰牡丹淡香精',
      'Eau de parfum rosa e peonia',
    ),
    t(
      'Ногоон цайны үнэртэй сүрчиг',
      'Green tea eau de toilette',
      'Туалетная вода «Зелёный чай»',
      '绿茶淡香水',
      'Eau de toilette al tè verde',
    ),
  ],
  qualifiers: [Q.classic, Q.premium, Q.deluxe, t('Шинэ', 'New', 'Новая', '全新', 'Nuova')],
  description: {
    mn: '{name} нь эхлээд цэнгэг, дараа нь зөөлөн дулаан үнэр болон хувирч, арьсан дээр 6-8 цаг үлдэнэ. Францын үнэртэний мастеруудтай хамтран бүтээсэн.',
    en: '{name} opens fresh and settles into a soft, warm trail that lasts six to eight hours on the skin. Created together with French perfumers.',
    ru: '{name} раскрывается свежими нотами, а затем переходит в мягкий тёплый шлейф, который держится на коже 6–8 часов. Аромат создан вместе с французскими парфюмерами.',
    cn: '{name}前调清新，随后转为柔和温暖的余香，在肌肤上可持续6至8小时。与法国调香师联合打造。',
    it: '{name}: un’apertura fresca che si trasforma in una scia morbida e calda, persistente sulla pelle per sei-otto ore. Una fragranza creata insieme a profumieri francesi.',
  },
  priceRange: [60000, 420000],
  options: 'size',
  sizes: ['30 ml', '50 ml', '100 ml'],
  brandCodes: ['AMBREE', 'VELLORA', 'ZAMBAGA'],
  keywords: [kw('surchig', 'сүрчиг'), kw('unerten', 'үнэртэн'), kw('parfum', 'парфюм')],
  gpc: GPC.perfume,
};

const MENS_FRAGRANCE: ProductKindSeed = {
  illustration: 'perfume',
  names: [
    t(
      'Модлог үнэртэй сүрчиг',
      'Woody eau de parfum',
      'Древесная парфюмерная вода',
      '木质淡香精',
      'Eau de parfum legnosa',
    ),
    t(
      'Далайн сэвшээ сүрчиг',
      'Ocean breeze eau de toilette',
      'Туалетная вода «Морской бриз»',
      '海洋微风淡香水',
      'Eau de toilette brezza marina',
    ),
    t(
      'Арьс, тамхины үнэртэй сүрчиг',
      'Leather and tobacco eau de parfum',
      'Парфюмерная вода «Кожа и табак»',
      '皮革烟草淡香精',
      'Eau de parfum cuoio e tabacco',
    ),
    t(
      'Нарс, гангын үнэртэй одеколон',
      'Pine and wild thyme cologne',
      'Одеколон «Сосна и чабрец»',
      '松木百里香古龙水',
      'Eau de cologne pino e timo selvatico',
    ),
    t(
      'Цитрусын үнэртэй сүрчиг',
      'Citrus eau de toilette',
      'Цитрусовая туалетная вода',
      '柑橘淡香水',
      'Eau de toilette agli agrumi',
    ),
  ],
  qualifiers: [
    Q.classic,
    Q.premium,
    Q.deluxe,
    t('Спорт', 'Sport', 'Спорт', '运动', 'Sport'),
    t('Хар', 'Noir', 'Нуар', '黑夜', 'Noir'),
  ],
  description: {
    mn: '{name} нь ажлын өдөр ч, оройн уулзалтад ч тохирох итгэлтэй, эрэгтэйлэг үнэр. Соронзон тагтай бат бөх шилэн савыг аялалд авч явахад тохиромжтой.',
    en: '{name} is a confident, masculine scent for the working day and evening plans alike. The sturdy glass bottle with a magnetic cap travels well.',
    ru: '{name} — уверенный мужской аромат и для рабочего дня, и для вечерних встреч. Прочный стеклянный флакон с магнитной крышкой удобно брать в поездки.',
    cn: '{name}是一款自信的男士香氛，适合工作日，也适合晚间约会。坚固的玻璃瓶配磁吸瓶盖，方便旅行携带。',
    it: '{name}: una fragranza maschile e sicura, per la giornata in ufficio come per la sera. Il robusto flacone in vetro con tappo magnetico è comodo in viaggio.',
  },
  priceRange: [55000, 380000],
  options: 'size',
  sizes: ['30 ml', '50 ml', '100 ml'],
  brandCodes: ['VELLORA', 'AMBREE'],
  keywords: [kw('surchig', 'сүрчиг'), kw('unerten', 'үнэртэн'), kw('eregtei', 'эрэгтэй')],
  gpc: GPC.perfume,
};

const LIPSTICK: ProductKindSeed = {
  illustration: 'lipstick',
  names: [
    t('Матт уруулын будаг', 'Matte lipstick', 'Матовая помада', '哑光口红', 'Rossetto opaco'),
    t(
      'Чийгшүүлэгч уруулын будаг',
      'Moisturising lipstick',
      'Увлажняющая помада',
      '滋润口红',
      'Rossetto idratante',
    ),
    t('Шингэн уруулын будаг', 'Liquid lipstick', 'Жидкая помада', '唇釉', 'Rossetto liquido'),
    t(
      'Хилэн уруулын будаг',
      'Velvet lipstick',
      'Бархатная помада',
      '丝绒口红',
      'Rossetto vellutato',
    ),
    t('Гялгар уруулын будаг', 'Glossy lipstick', 'Глянцевая помада', '镜面口红', 'Rossetto lucido'),
  ],
  qualifiers: [t('Шинэ', 'New', 'Новая', '新款', 'Nuovo'), Q.mini, Q.premium, Q.deluxe],
  description: {
    mn: '{name} нь ши тос, Е витамин агуулсан тул уруулыг хуурайшуулахгүй. Өдөржин тогтох бөгөөд аяга сүүтэй цай уусан ч арилахгүй.',
    en: '{name} is enriched with shea butter and vitamin E, so it never dries your lips. It lasts all day and stays put even through a bowl of milk tea.',
    ru: '{name} — с маслом ши и витамином Е, не сушит губы. Держится весь день и не стирается даже после пиалы чая с молоком.',
    cn: '{name}添加乳木果油和维生素E，不拔干双唇。持久一整天，喝一碗奶茶也不易掉色。',
    it: '{name}: con burro di karité e vitamina E, non secca le labbra. Dura tutto il giorno e resiste anche a una tazza di tè al latte.',
  },
  priceRange: [18000, 85000],
  options: 'color',
  brandCodes: ['ZAMBAGA', 'SEOULDEW', 'AMBREE'],
  keywords: [kw('uruulyn budag', 'уруулын будаг'), kw('pomad', 'помад'), kw('budag', 'будаг')],
  gpc: GPC.lips,
};

const NAIL_POLISH: ProductKindSeed = {
  illustration: 'lipstick',
  names: [
    t('Гель хумсны будаг', 'Gel nail polish', 'Гель-лак для ногтей', '凝胶指甲油', 'Smalto gel'),
    t(
      'Хурдан хатдаг хумсны будаг',
      'Quick-dry nail polish',
      'Быстросохнущий лак для ногтей',
      '速干指甲油',
      'Smalto ad asciugatura rapida',
    ),
    t(
      'Гялтгануурт хумсны будаг',
      'Glitter nail polish',
      'Лак для ногтей с блёстками',
      '亮片指甲油',
      'Smalto glitterato',
    ),
    t(
      'Матт хумсны будаг',
      'Matte nail polish',
      'Матовый лак для ногтей',
      '哑光指甲油',
      'Smalto opaco',
    ),
  ],
  qualifiers: [t('Шинэ', 'New', 'Новый', '新款', 'Nuovo'), Q.mini, Q.premium, Q.deluxe],
  description: {
    mn: '{name} нь 7 хүртэл хоног ховхрохгүй, өнгө, гялбаагаа хадгална. Формальдегид, толуол агуулаагүй.',
    en: '{name} keeps its colour and shine for up to seven days without chipping. Free from formaldehyde and toluene.',
    ru: '{name} держится до 7 дней без сколов и сохраняет цвет и блеск. Без формальдегида и толуола.',
    cn: '{name}可保持长达7天不剥落，色泽亮丽如初。不含甲醛和甲苯。',
    it: '{name}: colore e brillantezza fino a sette giorni senza sbeccature. Senza formaldeide né toluene.',
  },
  priceRange: [9000, 35000],
  options: 'color',
  brandCodes: ['SEOULDEW', 'ZAMBAGA'],
  keywords: [kw('khumsny budag', 'хумсны будаг'), kw('lak', 'лак'), kw('budag', 'будаг')],
  gpc: GPC.nails,
};

const FACE_MAKEUP: ProductKindSeed = {
  illustration: 'cream-jar',
  names: [
    t(
      'Кушон суурь будаг',
      'Cushion foundation',
      'Тональный кушон',
      '气垫粉底',
      'Fondotinta cushion',
    ),
    t('BB тос', 'BB cream', 'BB-крем', 'BB霜', 'BB cream'),
    t(
      'Шингэн суурь будаг',
      'Liquid foundation',
      'Жидкая тональная основа',
      '粉底液',
      'Fondotinta liquido',
    ),
    t('Нүүрний пудр', 'Pressed powder', 'Компактная пудра', '粉饼', 'Cipria compatta'),
    t('Хацрын будаг', 'Blush', 'Румяна', '腮红', 'Fard'),
  ],
  qualifiers: [Q.mini, Q.premium, Q.deluxe, Q.mild],
  description: {
    mn: '{name} нь Монголын хуурай, хүйтэн уур амьсгалд арьсыг өдөржин хамгаалж, чийгшүүлнэ. SPF 30 нарны хамгаалалттай, арьсны янз бүрийн өнгөнд тохирох 6 өнгөтэй.',
    en: '{name} protects and moisturises the skin all day in Mongolia’s dry, cold climate. It offers SPF 30 sun protection and comes in six shades for different skin tones.',
    ru: '{name} защищает и увлажняет кожу весь день в сухом и холодном монгольском климате. Защита от солнца SPF 30 и шесть оттенков для разных тонов кожи.',
    cn: '{name}在蒙古干燥寒冷的气候中全天保护并滋润肌肤。含SPF 30防晒，共6个色号，适合不同肤色。',
    it: '{name}: protegge e idrata la pelle tutto il giorno nel clima secco e freddo della Mongolia. Protezione solare SPF 30 e sei tonalità per ogni incarnato.',
  },
  priceRange: [25000, 120000],
  options: 'color',
  brandCodes: ['SEOULDEW', 'ZAMBAGA'],
  keywords: [kw('suuri budag', 'суурь будаг'), kw('pudr', 'пудр'), kw('kushon', 'кушон')],
  gpc: GPC.foundation,
};

const FACE_CARE: ProductKindSeed = {
  illustration: 'cream-jar',
  names: [
    t(
      'Чийгшүүлэгч нүүрний тос',
      'Moisturising face cream',
      'Увлажняющий крем для лица',
      '保湿面霜',
      'Crema viso idratante',
    ),
    t(
      'Тэмээний сүүтэй нүүрний тос',
      'Camel milk face cream',
      'Крем для лица с верблюжьим молоком',
      '骆驼奶面霜',
      'Crema viso al latte di cammello',
    ),
    t(
      'Чацарганы тостой серум',
      'Sea buckthorn oil serum',
      'Сыворотка с облепиховым маслом',
      '沙棘油精华',
      'Siero all’olio di olivello spinoso',
    ),
    t(
      'Шөнийн тэжээллэг тос',
      'Nourishing night cream',
      'Питательный ночной крем',
      '滋养晚霜',
      'Crema notte nutriente',
    ),
    t(
      'Нүдний орчмын тос',
      'Eye cream',
      'Крем для кожи вокруг глаз',
      '眼霜',
      'Crema contorno occhi',
    ),
    t(
      'Даавуун маскны багц',
      'Sheet mask set',
      'Набор тканевых масок',
      '片状面膜套装',
      'Set di maschere in tessuto',
    ),
  ],
  qualifiers: [Q.mini, Q.organic, Q.premium, Q.deluxe],
  description: {
    mn: '{name} нь чацаргана, тэмээний сүү зэрэг Монголын байгалийн орц агуулсан, хуурай арьсанд зориулагдсан. Парабен, хиймэл үнэртэнгүй, арьсны эмчийн хяналтад туршигдсан.',
    en: '{name} is made for dry skin with Mongolian natural ingredients such as sea buckthorn and camel milk. It is free from parabens and artificial fragrance, and dermatologically tested.',
    ru: '{name} — средство для сухой кожи с натуральными монгольскими ингредиентами, такими как облепиха и верблюжье молоко. Без парабенов и отдушек, протестировано дерматологами.',
    cn: '{name}专为干性肌肤打造，含沙棘、骆驼奶等蒙古天然成分。不含对羟基苯甲酸酯和人工香精，经皮肤科测试。',
    it: '{name}: formula per pelli secche con ingredienti naturali mongoli come olivello spinoso e latte di cammello. Senza parabeni né profumi artificiali, con test dermatologico.',
  },
  priceRange: [22000, 160000],
  options: 'size',
  sizes: ['30 ml', '50 ml'],
  brandCodes: ['KHULAN', 'SEOULDEW', 'AMBREE'],
  keywords: [kw('nuurnii tos', 'нүүрний тос'), kw('krem', 'крем'), kw('chatsargana', 'чацаргана')],
  gpc: GPC.faceCare,
};

const BODY_CARE: ProductKindSeed = {
  illustration: 'cream-jar',
  names: [
    t('Биеийн тос', 'Body butter', 'Баттер для тела', '身体乳霜', 'Burro corpo'),
    t('Гарын тос', 'Hand cream', 'Крем для рук', '护手霜', 'Crema mani'),
    t('Биеийн скраб', 'Body scrub', 'Скраб для тела', '身体磨砂膏', 'Scrub corpo'),
    t('Шүршүүрийн гель', 'Shower gel', 'Гель для душа', '沐浴露', 'Gel doccia'),
    t('Биеийн лосьон', 'Body lotion', 'Лосьон для тела', '身体乳', 'Lozione corpo'),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.organic, Q.premium],
  description: {
    mn: '{name} нь өвлийн хүйтэнд хуурайшиж, хагарсан арьсыг зөөлрүүлнэ. Сарлагийн сүү, зөгийн лав агуулсан, хурдан шингэдэг.',
    en: '{name} softens skin that has dried out and cracked in the winter cold. It contains yak milk and beeswax and absorbs quickly.',
    ru: '{name} смягчает кожу, пересохшую и потрескавшуюся от зимнего холода. В составе молоко яка и пчелиный воск; быстро впитывается.',
    cn: '{name}能舒缓冬季严寒中干燥皲裂的肌肤。含牦牛奶和蜂蜡，吸收迅速。',
    it: '{name}: ammorbidisce la pelle secca e screpolata dal freddo invernale. Con latte di yak e cera d’api, si assorbe in fretta.',
  },
  priceRange: [12000, 75000],
  options: 'size',
  sizes: ['50 ml', '200 ml', '400 ml'],
  brandCodes: ['KHULAN', 'ZAMBAGA'],
  keywords: [kw('tos', 'тос'), kw('gariin tos', 'гарын тос'), kw('skrab', 'скраб')],
  gpc: GPC.bodyCare,
};

// ---------------------------------------------------------------------------------------------
// Home and living
// ---------------------------------------------------------------------------------------------

const CANDLE: ProductKindSeed = {
  illustration: 'candle',
  names: [
    t(
      'Лавандын үнэртэй лаа',
      'Lavender scented candle',
      'Ароматическая свеча «Лаванда»',
      '薰衣草香薰蜡烛',
      'Candela profumata alla lavanda',
    ),
    t(
      'Арцны үнэртэй лаа',
      'Juniper scented candle',
      'Ароматическая свеча «Можжевельник»',
      '杜松香薰蜡烛',
      'Candela profumata al ginepro',
    ),
    t(
      'Ваниль, зандан модны үнэртэй лаа',
      'Vanilla and sandalwood candle',
      'Свеча «Ваниль и сандал»',
      '香草檀香蜡烛',
      'Candela vaniglia e sandalo',
    ),
    t(
      'Шилэн аяганд цутгасан лаа',
      'Candle in a glass jar',
      'Свеча в стеклянном стакане',
      '玻璃杯蜡烛',
      'Candela in barattolo di vetro',
    ),
    t(
      'Шар буурцгийн лавтай багана лаа',
      'Soy wax pillar candle',
      'Свеча-столбик из соевого воска',
      '大豆蜡柱蜡烛',
      'Candela a colonna in cera di soia',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.eco, Q.premium],
  description: {
    mn: '{name} нь шар буурцгийн байгалийн лаваар хийгдсэн тул утаа, хөө бага гаргана. 40 хүртэл цаг асч, өрөөг тань тухтай үнэрээр дүүргэнэ.',
    en: '{name} is poured from natural soy wax, so it burns with very little smoke or soot. It burns for up to 40 hours and fills the room with a cosy scent.',
    ru: '{name} — из натурального соевого воска, поэтому почти не дымит и не коптит. Горит до 40 часов и наполняет комнату уютным ароматом.',
    cn: '{name}由天然大豆蜡制成，燃烧时几乎无烟无灰。可燃烧长达40小时，让房间充满温馨香气。',
    it: '{name}: cera di soia naturale, quindi pochissimo fumo e fuliggine. Brucia fino a 40 ore e riempie la stanza di un profumo accogliente.',
  },
  priceRange: [15000, 90000],
  options: 'size',
  sizes: ['S', 'M', 'L'],
  brandCodes: ['CIRELLE', 'GERHOME'],
  keywords: [kw('laa', 'лаа'), kw('unert laa', 'үнэрт лаа'), kw('arts', 'арц')],
  gpc: GPC.candles,
  properties: [
    prop(L.burnTime, t('25-40 цаг', '25-40 hours', '25–40 часов', '25-40小时', '25-40 ore')),
  ],
};

const DIFFUSER: ProductKindSeed = {
  illustration: 'candle',
  names: [
    t(
      'Саваатай үнэр сарниулагч',
      'Reed diffuser',
      'Диффузор с палочками',
      '藤条香薰',
      'Diffusore a bastoncini',
    ),
    t(
      'Хэт авианы үнэр сарниулагч',
      'Ultrasonic aroma diffuser',
      'Ультразвуковой аромадиффузор',
      '超声波香薰机',
      'Diffusore a ultrasuoni',
    ),
    t(
      'Эфирийн тосны багц',
      'Essential oil set',
      'Набор эфирных масел',
      '精油套装',
      'Set di oli essenziali',
    ),
    t(
      'Даавуунд шүрших үнэртүүлэгч',
      'Linen spray',
      'Ароматический спрей для текстиля',
      '织物香氛喷雾',
      'Spray profumato per tessuti',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.premium, Q.eco],
  description: {
    mn: '{name} нь гэр, оффисыг 2-3 сарын турш зөөлөн үнэрээр дүүргэнэ. Арц, ганга, нарс зэрэг монгол үнэрийн цуглуулгад багтдаг.',
    en: '{name} fills a home or office with a gentle scent for two to three months. It belongs to a collection of Mongolian scents such as juniper, wild thyme and pine.',
    ru: '{name} наполняет дом или офис мягким ароматом на 2–3 месяца. Из коллекции монгольских ароматов: можжевельник, чабрец, сосна.',
    cn: '{name}可在家中或办公室持续散发柔和香气两到三个月。属于蒙古香氛系列，有杜松、百里香和松木等香型。',
    it: '{name}: profuma delicatamente casa o ufficio per due-tre mesi. Fa parte di una collezione di profumi mongoli come ginepro, timo selvatico e pino.',
  },
  priceRange: [18000, 120000],
  options: 'none',
  brandCodes: ['CIRELLE', 'LJUSBERG'],
  keywords: [kw('unertuulegch', 'үнэртүүлэгч'), kw('diffuzer', 'диффузер'), kw('arts', 'арц')],
  gpc: GPC.diffusers,
};

const CUSHION: ProductKindSeed = {
  illustration: 'cushion',
  names: [
    t('Эсгий дэр', 'Felt cushion', 'Войлочная подушка', '毛毡靠垫', 'Cuscino in feltro'),
    t(
      'Монгол хээтэй дэр',
      'Mongolian pattern cushion',
      'Подушка с монгольским орнаментом',
      '蒙古纹样抱枕',
      'Cuscino con motivi mongoli',
    ),
    t('Хилэн дэр', 'Velvet cushion', 'Бархатная подушка', '丝绒抱枕', 'Cuscino in velluto'),
    t(
      'Ноолууран дэр',
      'Cashmere cushion',
      'Кашемировая подушка',
      '羊绒抱枕',
      'Cuscino in cashmere',
    ),
    t('Сүлжмэл дэр', 'Knitted cushion', 'Вязаная подушка', '针织抱枕', 'Cuscino a maglia'),
  ],
  qualifiers: [Q.mini, Q.maxi, t('Зөөлөн', 'Soft', 'Мягкая', '柔软', 'Morbido'), Q.nordic],
  description: {
    mn: '{name} нь буйдан, ор, гэрийн суудалд дулаан, өнгө нэмнэ. Бүрээсийг нь тайлж угааж болно.',
    en: '{name} adds warmth and colour to a sofa, a bed or the seats of a ger. The cover zips off for washing.',
    ru: '{name} добавит тепла и цвета дивану, кровати или сиденьям в юрте. Чехол снимается для стирки.',
    cn: '{name}为沙发、床铺或蒙古包座位增添温暖与色彩。外套可拆洗。',
    it: '{name}: calore e colore per il divano, il letto o le sedute della ger. La fodera si sfila per il lavaggio.',
  },
  priceRange: [18000, 140000],
  options: 'color+size',
  sizes: ['40×40 cm', '50×50 cm', '60×60 cm'],
  brandCodes: ['TUUL', 'GERHOME', 'LJUSBERG'],
  keywords: [kw('der', 'дэр'), kw('esgii', 'эсгий'), kw('nooluur', 'ноолуур')],
  gpc: GPC.cushions,
};

const BLANKET: ProductKindSeed = {
  illustration: 'cushion',
  names: [
    t('Ноолууран нөмрөг', 'Cashmere throw', 'Кашемировый плед', '羊绒盖毯', 'Plaid in cashmere'),
    t(
      'Тэмээний ноосон хөнжил',
      'Camel wool blanket',
      'Одеяло из верблюжьей шерсти',
      '驼毛被',
      'Coperta in lana di cammello',
    ),
    t(
      'Сарлагийн хөөвөр нөмрөг',
      'Yak wool throw',
      'Плед из шерсти яка',
      '牦牛绒盖毯',
      'Plaid in lana di yak',
    ),
    t(
      'Хонины ноосон хөнжил',
      'Sheep wool blanket',
      'Одеяло из овечьей шерсти',
      '羊毛被',
      'Coperta in lana di pecora',
    ),
    t(
      'Хүүхдийн ноолууран хөнжил',
      'Baby cashmere blanket',
      'Детский кашемировый плед',
      '婴儿羊绒毯',
      'Copertina in cashmere per neonati',
    ),
  ],
  qualifiers: [Q.classic, Q.premium, Q.maxi, Q.nomad],
  description: {
    mn: '{name} нь Монголын малчдаас шууд авсан 100% байгалийн түүхий эдээр Улаанбаатарт нэхэгдсэн. Хөнгөн атлаа маш дулаан тул Монголын өвөлд хамгийн тохиромжтой.',
    en: '{name} is woven in Ulaanbaatar from 100% natural fibre bought directly from Mongolian herders. Light yet very warm, it is just right for a Mongolian winter.',
    ru: '{name} — изделие, сотканное в Улан-Баторе из 100% натуральной шерсти, закупленной напрямую у монгольских скотоводов. Лёгкое, но очень тёплое — идеально для монгольской зимы.',
    cn: '{name}在乌兰巴托织造，采用直接从蒙古牧民处收购的100%天然纤维。轻盈而非常保暖，最适合蒙古的冬天。',
    it: '{name}: un capo tessuto a Ulaanbaatar con fibra 100% naturale acquistata direttamente dai pastori mongoli. Leggero ma caldissimo, perfetto per l’inverno mongolo.',
  },
  priceRange: [60000, 620000],
  options: 'color+size',
  sizes: ['130×170 cm', '150×200 cm', '200×220 cm'],
  brandCodes: ['TUUL', 'GERHOME'],
  keywords: [
    kw('nooluur', 'ноолуур'),
    kw('khunjil', 'хөнжил'),
    kw('nomrog', 'нөмрөг'),
    kw('noos', 'ноос'),
  ],
  gpc: GPC.blankets,
  properties: [
    prop(
      L.material,
      t(
        '100% ноолуур эсвэл ноос',
        '100% cashmere or wool',
        '100% кашемир или шерсть',
        '100%羊绒或羊毛',
        '100% cashmere o lana',
      ),
    ),
  ],
};

const TABLE_LAMP: ProductKindSeed = {
  illustration: 'lamp',
  names: [
    t(
      'Даавуун бүрхүүлтэй ширээний чийдэн',
      'Fabric shade table lamp',
      'Настольная лампа с тканевым абажуром',
      '布艺台灯',
      'Lampada da tavolo con paralume in tessuto',
    ),
    t(
      'Керамик ширээний чийдэн',
      'Ceramic table lamp',
      'Керамическая настольная лампа',
      '陶瓷台灯',
      'Lampada da tavolo in ceramica',
    ),
    t(
      'Гэр хэлбэртэй гэрэл',
      'Ger-shaped lamp',
      'Светильник в форме юрты',
      '蒙古包造型灯',
      'Lampada a forma di ger',
    ),
    t(
      'Цэнэглэдэг LED чийдэн',
      'Rechargeable LED lamp',
      'Аккумуляторная LED-лампа',
      '充电式LED台灯',
      'Lampada LED ricaricabile',
    ),
    t('Унших чийдэн', 'Reading lamp', 'Лампа для чтения', '阅读灯', 'Lampada da lettura'),
  ],
  qualifiers: [Q.mini, Q.classic, Q.nordic, Q.smart],
  description: {
    mn: '{name} нь нүдэнд ээлтэй, дулаан өнгийн гэрлээр оройн цагийг тухтай болгоно. Гэрлийн хүчийг гурван түвшинд тохируулж болно.',
    en: '{name} casts a warm, eye-friendly light that makes evenings cosy. Brightness can be set to three levels.',
    ru: '{name} даёт тёплый, бережный для глаз свет для уютных вечеров. Яркость регулируется в трёх режимах.',
    cn: '{name}发出温暖护眼的光线，让夜晚更加温馨。亮度可三档调节。',
    it: '{name}: una luce calda e riposante per gli occhi che rende accoglienti le serate. Luminosità regolabile su tre livelli.',
  },
  priceRange: [35000, 280000],
  options: 'color',
  brandCodes: ['LJUSBERG', 'GERHOME'],
  keywords: [kw('chiiden', 'чийдэн'), kw('gerel', 'гэрэл'), kw('lamp', 'ламп')],
  gpc: GPC.lamps,
};

const STRING_LIGHTS: ProductKindSeed = {
  illustration: 'lamp',
  names: [
    t('Утсан гирлянд', 'Fairy lights', 'Гирлянда-нить', '星星灯串', 'Catena di luci'),
    t(
      'Бөмбөлөг гэрэлтэй гирлянд',
      'Globe string lights',
      'Гирлянда с шарами',
      '圆球灯串',
      'Catena di luci a sfera',
    ),
    t('Хөшиг гирлянд', 'Curtain lights', 'Гирлянда-занавес', '窗帘灯', 'Tenda luminosa'),
    t(
      'Нарны зайтай гадна гирлянд',
      'Solar outdoor string lights',
      'Уличная гирлянда на солнечной батарее',
      '太阳能户外灯串',
      'Catena di luci solare da esterno',
    ),
  ],
  qualifiers: [
    Q.mini,
    Q.maxi,
    t('Шинэ жилийн', 'Holiday', 'Новогодняя', '节日', 'Natale'),
    Q.smart,
  ],
  description: {
    mn: '{name} нь Шинэ жил, төрсөн өдөр эсвэл өдөр тутмын интерьерт ид шидийн уур амьсгал бүрдүүлнэ. USB болон батарейгаар ажилладаг, 8 горимтой.',
    en: '{name} creates a magical atmosphere for New Year, birthdays or everyday interiors. It runs on USB or batteries and has eight modes.',
    ru: '{name} создаёт волшебную атмосферу на Новый год, день рождения или просто в интерьере. Работает от USB или батареек, восемь режимов.',
    cn: '{name}为新年、生日或日常家居营造梦幻氛围。支持USB或电池供电，有8种灯光模式。',
    it: '{name}: un’atmosfera magica per Capodanno, compleanni o semplicemente per la casa. Funziona con USB o batterie e ha otto modalità.',
  },
  priceRange: [12000, 85000],
  options: 'size',
  sizes: ['5 m', '10 m', '20 m'],
  brandCodes: ['LJUSBERG', 'PUFFELO'],
  keywords: [kw('girlyand', 'гирлянд'), kw('gerel', 'гэрэл'), kw('shine jil', 'шинэ жил')],
  gpc: GPC.stringLights,
};

const MUG: ProductKindSeed = {
  illustration: 'mug',
  names: [
    t('Керамик аяга', 'Ceramic mug', 'Керамическая кружка', '陶瓷马克杯', 'Tazza in ceramica'),
    t('Нэртэй аяга', 'Personalised mug', 'Именная кружка', '定制名字杯', 'Tazza personalizzata'),
    t('Термос аяга', 'Travel thermo mug', 'Термокружка', '保温杯', 'Tazza termica da viaggio'),
    t(
      'Монгол хээтэй шаазан аяга',
      'Porcelain bowl with Mongolian pattern',
      'Фарфоровая пиала с монгольским орнаментом',
      '蒙古纹样瓷碗',
      'Tazza in porcellana con motivi mongoli',
    ),
    t('Хосын аяга', 'Couple mug', 'Парная кружка', '情侣杯', 'Tazza di coppia'),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.classic, t('Хөгжилтэй', 'Fun', 'Весёлая', '趣味', 'Simpatica')],
  description: {
    mn: '{name} нь бичил долгионы зуух, аяга таваг угаагч машинд хэрэглэхэд тохиромжтой. Өглөөний кофе, сүүтэй цайнд тохирохоос гадна хайртай хүндээ бэлэглэхэд ч гоё.',
    en: '{name} is microwave and dishwasher safe. Perfect for morning coffee or milk tea, and a lovely gift for someone you care about.',
    ru: '{name} подходит для микроволновки и посудомоечной машины. Хороша для утреннего кофе или чая с молоком и станет милым подарком близкому человеку.',
    cn: '{name}可放入微波炉和洗碗机。适合早晨喝咖啡或奶茶，也是送给在乎之人的贴心礼物。',
    it: '{name}: adatta al microonde e alla lavastoviglie. Perfetta per il caffè del mattino o il tè al latte, e un bel regalo per chi ti sta a cuore.',
  },
  priceRange: [9000, 55000],
  options: 'color',
  brandCodes: ['GERHOME', 'LJUSBERG'],
  keywords: [kw('ayaga', 'аяга'), kw('tsainy ayaga', 'цайны аяга'), kw('beleg', 'бэлэг')],
  gpc: GPC.mugs,
};

const TEA_SET: ProductKindSeed = {
  illustration: 'mug',
  names: [
    t(
      'Шаазан цайны иж бүрдэл',
      'Porcelain tea set',
      'Фарфоровый чайный сервиз',
      '瓷器茶具套装',
      'Servizio da tè in porcellana',
    ),
    t(
      'Мөнгөн хүрээтэй аяганы иж бүрдэл',
      'Silver-rimmed bowl set',
      'Набор пиал с серебряной окантовкой',
      '银边茶碗套装',
      'Set di tazze con bordo d’argento',
    ),
    t(
      'Шилэн цайны данх',
      'Glass teapot',
      'Стеклянный заварочный чайник',
      '玻璃茶壶',
      'Teiera in vetro',
    ),
    t(
      'Ширмэн цайны данх',
      'Cast iron teapot',
      'Чугунный заварочный чайник',
      '铸铁茶壶',
      'Teiera in ghisa',
    ),
  ],
  qualifiers: [Q.classic, Q.premium, Q.mini, Q.nomad],
  description: {
    mn: '{name} нь айлд зочлох, Цагаан сараар бэлэглэх эсвэл гэрийнхээ цайны ширээг чимэхэд тохиромжтой. Бэлгийн хайрцагт савлагдсан.',
    en: '{name} is a fine gift for a house visit or Tsagaan Sar, or a treat for your own tea table. It comes in a gift box.',
    ru: '{name} — хороший подарок в гости или на Цагаан сар, а также украшение вашего чайного стола. Поставляется в подарочной коробке.',
    cn: '{name}适合登门拜访或白月节送礼，也能为自家茶桌增色。附礼盒包装。',
    it: '{name}: un bel regalo per una visita o per lo Tsagaan Sar, o un tocco speciale per la tua tavola. Arriva in confezione regalo.',
  },
  priceRange: [35000, 260000],
  options: 'none',
  brandCodes: ['GERHOME', 'LJUSBERG'],
  keywords: [
    kw('tsai', 'цай'),
    kw('ayaga', 'аяга'),
    kw('ij burdel', 'иж бүрдэл'),
    kw('dankh', 'данх'),
  ],
  gpc: GPC.teaSets,
};

// ---------------------------------------------------------------------------------------------
// Electronics
// ---------------------------------------------------------------------------------------------

const SMARTPHONE: ProductKindSeed = {
  illustration: 'phone',
  names: [
    t('5G ухаалаг утас', '5G smartphone', '5G-смартфон', '5G智能手机', 'Smartphone 5G'),
    t(
      'Эвхдэг ухаалаг утас',
      'Foldable smartphone',
      'Складной смартфон',
      '折叠屏手机',
      'Smartphone pieghevole',
    ),
    t(
      'Том дэлгэцтэй ухаалаг утас',
      'Large-screen smartphone',
      'Смартфон с большим экраном',
      '大屏智能手机',
      'Smartphone a schermo grande',
    ),
    t(
      'Удаан цэнэг барьдаг ухаалаг утас',
      'Long-battery smartphone',
      'Смартфон с ёмкой батареей',
      '长续航智能手机',
      'Smartphone a lunga autonomia',
    ),
    t(
      'Гэрэл зургийн ухаалаг утас',
      'Photography smartphone',
      'Смартфон для мобильной фотографии',
      '影像旗舰手机',
      'Smartphone per la fotografia',
    ),
  ],
  qualifiers: [Q.pro, Q.lite, Q.ultra, t('Шинэ', 'New', 'Новый', '全新', 'Nuovo')],
  description: {
    mn: '{name} нь өдөржин цэнэг барих батерей, хурдан цэнэглэлттэй бөгөөд монгол хэлийг бүрэн дэмждэг. Албан ёсны 1 жилийн баталгаатай, Монголын бүх үүрэн сүлжээнд ажиллана.',
    en: '{name} has a battery that lasts all day, fast charging and full Mongolian language support. It comes with an official one-year warranty and works on all Mongolian mobile networks.',
    ru: '{name} — батарея на весь день, быстрая зарядка и полная поддержка монгольского языка. Официальная гарантия 1 год; работает во всех мобильных сетях Монголии.',
    cn: '{name}电池续航一整天，支持快充并全面支持蒙古语。享有官方一年保修，兼容蒙古所有移动网络。',
    it: '{name}: batteria che dura tutto il giorno, ricarica rapida e pieno supporto alla lingua mongola. Garanzia ufficiale di un anno e compatibilità con tutte le reti mobili mongole.',
  },
  priceRange: [400000, 3500000],
  options: 'color+size',
  sizes: ['128 GB', '256 GB', '512 GB'],
  brandCodes: ['KELVARO', 'SORIVO'],
  keywords: [kw('utas', 'утас'), kw('gar utas', 'гар утас'), kw('ukhaalag utas', 'ухаалаг утас')],
  gpc: GPC.smartphones,
  properties: [
    prop(
      L.screen,
      t('6,1-6,8 инч', '6.1-6.8 in', '6,1–6,8 дюйма', '6.1-6.8英寸', '6,1-6,8 pollici'),
    ),
    prop(L.warranty, V.year1),
  ],
};

const PHONE_CASE: ProductKindSeed = {
  illustration: 'phone',
  names: [
    t(
      'Силикон утасны гэр',
      'Silicone phone case',
      'Силиконовый чехол',
      '硅胶手机壳',
      'Cover in silicone',
    ),
    t(
      'Арьсан хавтастай утасны гэр',
      'Leather wallet case',
      'Кожаный чехол-книжка',
      '皮质翻盖手机套',
      'Cover a libro in pelle',
    ),
    t(
      'Тунгалаг хамгаалалтын гэр',
      'Clear protective case',
      'Прозрачный защитный чехол',
      '透明防摔壳',
      'Cover trasparente protettiva',
    ),
    t(
      'Монгол хээтэй утасны гэр',
      'Mongolian pattern phone case',
      'Чехол с монгольским орнаментом',
      '蒙古纹样手机壳',
      'Cover con motivi mongoli',
    ),
  ],
  qualifiers: [t('Нимгэн', 'Slim', 'Тонкий', '超薄', 'Slim'), Q.classic, Q.premium, Q.eco],
  description: {
    mn: '{name} нь утсыг унах, зурагдахаас хамгаалах бөгөөд утасгүй цэнэглэгчтэй зохицно. Утасны загвар бүрт яг таарахаар хийгдсэн.',
    en: '{name} protects your phone from drops and scratches and works with wireless charging. Each one is cut to fit its model exactly.',
    ru: '{name} защищает телефон от падений и царапин и не мешает беспроводной зарядке. Точно по размеру каждой модели.',
    cn: '{name}保护手机免受跌落和刮擦，支持无线充电。按各机型精准开孔。',
    it: '{name}: protegge il telefono da cadute e graffi e non ostacola la ricarica wireless. Su misura per ogni modello.',
  },
  priceRange: [8000, 65000],
  options: 'color',
  brandCodes: ['KELVARO', 'SORIVO', 'GOBIGIFT'],
  keywords: [kw('utasny ger', 'утасны гэр'), kw('chekhol', 'чехол'), kw('utas', 'утас')],
  gpc: GPC.phoneCases,
};

const CHARGER: ProductKindSeed = {
  illustration: 'phone',
  names: [
    t(
      '65W хурдан цэнэглэгч',
      '65W fast charger',
      'Быстрое зарядное устройство 65 Вт',
      '65W快充充电器',
      'Caricabatterie rapido 65W',
    ),
    t(
      '10000 mAh зөөврийн цэнэглэгч',
      '10,000 mAh power bank',
      'Пауэрбанк 10 000 мА·ч',
      '10000毫安充电宝',
      'Power bank da 10.000 mAh',
    ),
    t(
      'Утасгүй цэнэглэгч',
      'Wireless charging pad',
      'Беспроводное зарядное устройство',
      '无线充电板',
      'Base di ricarica wireless',
    ),
    t(
      'Машины цэнэглэгч',
      'Car charger',
      'Автомобильное зарядное устройство',
      '车载充电器',
      'Caricabatterie da auto',
    ),
    t('USB-C кабель', 'USB-C cable', 'Кабель USB-C', 'USB-C数据线', 'Cavo USB-C'),
  ],
  qualifiers: [Q.mini, Q.pro, Q.smart, Q.max],
  description: {
    mn: '{name} нь хэт халалт, богино залгааны эсрэг хамгаалалттай. Ихэнх ухаалаг утас, чихэвч, таблетад тохирно.',
    en: '{name} has built-in protection against overheating and short circuits. Compatible with most smartphones, earbuds and tablets.',
    ru: '{name} — встроенная защита от перегрева и короткого замыкания. Подходит для большинства смартфонов, наушников и планшетов.',
    cn: '{name}内置过热和短路保护。兼容大多数智能手机、耳机和平板电脑。',
    it: '{name}: protezione integrata contro surriscaldamento e cortocircuito. Compatibile con la maggior parte di smartphone, auricolari e tablet.',
  },
  priceRange: [9000, 120000],
  options: 'none',
  brandCodes: ['KELVARO', 'TAVRIX'],
  keywords: [kw('tsenegleg', 'цэнэглэгч'), kw('power bank', 'пауэр банк'), kw('kabel', 'кабель')],
  gpc: GPC.chargers,
};

const HEADPHONES: ProductKindSeed = {
  illustration: 'headphones',
  names: [
    t(
      'Утасгүй чихэвч',
      'Wireless headphones',
      'Беспроводные наушники',
      '无线头戴耳机',
      'Cuffie wireless',
    ),
    t(
      'Дуу чимээ шүүдэг чихэвч',
      'Noise-cancelling headphones',
      'Наушники с шумоподавлением',
      '主动降噪耳机',
      'Cuffie con cancellazione del rumore',
    ),
    t('Тоглоомын чихэвч', 'Gaming headset', 'Игровые наушники', '游戏耳机', 'Cuffie da gaming'),
    t('Хүүхдийн чихэвч', 'Kids’ headphones', 'Детские наушники', '儿童耳机', 'Cuffie per bambini'),
    t(
      'Студийн чихэвч',
      'Studio headphones',
      'Студийные наушники',
      '录音室耳机',
      'Cuffie da studio',
    ),
  ],
  qualifiers: [Q.pro, Q.lite, Q.max, Q.premium],
  description: {
    mn: '{name} нь гүн басстай тод дуугаралттай, 30 хүртэл цаг ажиллах батерейтай. Зөөлөн жийрэг нь удаан зүүсэн ч чихийг өвтгөхгүй.',
    en: '{name} delivers clear sound with deep bass and up to 30 hours of battery life. Soft ear cushions stay comfortable through long listening sessions.',
    ru: '{name} — чистый звук с глубокими басами и до 30 часов работы от батареи. Мягкие амбушюры удобны даже при долгом прослушивании.',
    cn: '{name}音质清晰、低音深沉，续航长达30小时。柔软耳垫，长时间佩戴也很舒适。',
    it: '{name}: suono nitido con bassi profondi e fino a 30 ore di autonomia. I cuscinetti morbidi restano comodi anche dopo ore di ascolto.',
  },
  priceRange: [45000, 950000],
  options: 'color',
  brandCodes: ['HALLVIK', 'SORIVO'],
  keywords: [
    kw('chikhevch', 'чихэвч'),
    kw('utasgui chikhevch', 'утасгүй чихэвч'),
    kw('khugjim', 'хөгжим'),
  ],
  gpc: GPC.headphones,
  properties: [
    prop(
      L.battery,
      t('30 хүртэл цаг', 'Up to 30 hours', 'До 30 часов', '最长30小时', 'Fino a 30 ore'),
    ),
  ],
};

const EARBUDS: ProductKindSeed = {
  illustration: 'headphones',
  names: [
    t(
      'Бүрэн утасгүй чихэвч',
      'True wireless earbuds',
      'Полностью беспроводные наушники',
      '真无线蓝牙耳机',
      'Auricolari true wireless',
    ),
    t('Спортын чихэвч', 'Sports earbuds', 'Спортивные наушники', '运动耳机', 'Auricolari sportivi'),
    t(
      'Дуу чимээ шүүдэг жижиг чихэвч',
      'Noise-cancelling earbuds',
      'Наушники-вкладыши с шумоподавлением',
      '降噪入耳式耳机',
      'Auricolari con cancellazione del rumore',
    ),
    t(
      'Ясаар дамжуулдаг чихэвч',
      'Bone conduction earphones',
      'Наушники с костной проводимостью',
      '骨传导耳机',
      'Auricolari a conduzione ossea',
    ),
  ],
  qualifiers: [Q.pro, Q.lite, Q.mini, t('Шинэ', 'New', 'Новые', '全新', 'Nuovi')],
  description: {
    mn: '{name} нь халаасанд багтах цэнэглэгч хайрцагтай бөгөөд нийтдээ 24 хүртэл цаг ажиллана. Ус, хөлснөөс хамгаалах IPX5 зэрэглэлтэй.',
    en: '{name} comes with a pocket-sized charging case for up to 24 hours of total playback. IPX5-rated against water and sweat.',
    ru: '{name} — с карманным зарядным кейсом, до 24 часов работы в сумме. Защита от воды и пота по стандарту IPX5.',
    cn: '{name}配有口袋大小的充电盒，总续航可达24小时。IPX5级防水防汗。',
    it: '{name}: custodia di ricarica tascabile e fino a 24 ore di ascolto complessivo. Resistenza ad acqua e sudore IPX5.',
  },
  priceRange: [35000, 650000],
  options: 'color',
  brandCodes: ['HALLVIK', 'KELVARO', 'SORIVO'],
  keywords: [
    kw('chikhevch', 'чихэвч'),
    kw('utasgui chikhevch', 'утасгүй чихэвч'),
    kw('sport', 'спорт'),
  ],
  gpc: GPC.headphones,
};

const LAPTOP: ProductKindSeed = {
  illustration: 'laptop',
  names: [
    t('Хөнгөн зөөврийн компьютер', 'Ultrabook', 'Ультрабук', '超极本', 'Ultrabook'),
    t(
      'Тоглоомын зөөврийн компьютер',
      'Gaming laptop',
      'Игровой ноутбук',
      '游戏本',
      'Portatile da gaming',
    ),
    t(
      'Оюутны зөөврийн компьютер',
      'Student laptop',
      'Ноутбук для учёбы',
      '学生笔记本',
      'Portatile per studenti',
    ),
    t(
      'Бизнесийн зөөврийн компьютер',
      'Business laptop',
      'Бизнес-ноутбук',
      '商务笔记本',
      'Portatile business',
    ),
    t(
      'Хувирдаг зөөврийн компьютер',
      '2-in-1 convertible laptop',
      'Ноутбук-трансформер 2 в 1',
      '二合一翻转本',
      'Portatile convertibile 2 in 1',
    ),
  ],
  qualifiers: [Q.pro, Q.lite, Q.max, t('Шинэ', 'New', 'Новый', '全新', 'Nuovo')],
  description: {
    mn: '{name} нь орчин үеийн процессор, SSD санах ойтой тул хурдан асаж, олон програмыг зэрэг ажиллуулна. Монгол, англи үсэгтэй гартай, албан ёсны 2 жилийн баталгаатай.',
    en: '{name} has a modern processor and SSD storage, so it starts fast and runs many apps at once. It has a Mongolian/English keyboard and an official two-year warranty.',
    ru: '{name} — современный процессор и SSD-накопитель: быстро загружается и тянет много программ одновременно. Клавиатура с монгольской и латинской раскладкой, официальная гарантия 2 года.',
    cn: '{name}配备新一代处理器和固态硬盘，开机迅速，多任务运行流畅。配蒙古文/英文键盘，享官方两年保修。',
    it: '{name}: processore moderno e SSD, per un avvio rapido e tante app aperte insieme. Tastiera mongolo/inglese e garanzia ufficiale di due anni.',
  },
  priceRange: [1200000, 6500000],
  options: 'size',
  sizes: ['13"', '14"', '16"'],
  brandCodes: ['TAVRIX', 'KELVARO'],
  keywords: [
    kw('zuuvriin komputer', 'зөөврийн компьютер'),
    kw('komputer', 'компьютер'),
    kw('noutbuk', 'ноутбук'),
  ],
  gpc: GPC.laptops,
  properties: [prop(L.warranty, V.year2)],
};

const TABLET: ProductKindSeed = {
  illustration: 'phone',
  names: [
    t(
      '10 инчийн таблет',
      '10-inch tablet',
      'Планшет 10 дюймов',
      '10英寸平板',
      'Tablet da 10 pollici',
    ),
    t('Хүүхдийн таблет', 'Kids’ tablet', 'Детский планшет', '儿童平板', 'Tablet per bambini'),
    t(
      'Үзэгтэй таблет',
      'Tablet with stylus',
      'Планшет со стилусом',
      '手写笔平板',
      'Tablet con pennino',
    ),
    t(
      'Цахим ном уншигч',
      'E-reader',
      'Планшет для чтения',
      '电子书阅读器',
      'Tablet per la lettura',
    ),
  ],
  qualifiers: [Q.pro, Q.lite, Q.mini, Q.max],
  description: {
    mn: '{name} нь хичээл, кино үзэх, видео дуудлагад тохиромжтой тод дэлгэцтэй. Эцэг эхийн хяналтын горимтой, нэг цэнэглэхэд өдөржин ажиллана.',
    en: '{name} has a bright screen that is great for lessons, films and video calls. It includes parental controls and lasts a full day on a charge.',
    ru: '{name} — яркий экран для учёбы, фильмов и видеозвонков. Есть родительский контроль, заряда хватает на весь день.',
    cn: '{name}屏幕明亮，适合上网课、看电影和视频通话。内置家长控制模式，一次充电可用一整天。',
    it: '{name}: schermo luminoso, ideale per lezioni, film e videochiamate. Include il controllo genitori e la batteria dura tutto il giorno.',
  },
  priceRange: [350000, 2800000],
  options: 'color+size',
  sizes: ['64 GB', '128 GB', '256 GB'],
  brandCodes: ['KELVARO', 'SORIVO', 'TAVRIX'],
  keywords: [kw('tablet', 'таблет'), kw('planshet', 'планшет')],
  gpc: GPC.tablets,
  properties: [prop(L.warranty, V.year1)],
};

const SMARTWATCH: ProductKindSeed = {
  illustration: 'watch',
  names: [
    t(
      'Спортын ухаалаг цаг',
      'Sports smartwatch',
      'Спортивные умные часы',
      '运动智能手表',
      'Smartwatch sportivo',
    ),
    t('Фитнес бугуйвч', 'Fitness band', 'Фитнес-браслет', '健康手环', 'Braccialetto fitness'),
    t(
      'Хүүхдийн GPS цаг',
      'Kids’ GPS watch',
      'Детские часы с GPS',
      '儿童定位手表',
      'Orologio GPS per bambini',
    ),
    t(
      'AMOLED дэлгэцтэй ухаалаг цаг',
      'AMOLED smartwatch',
      'Умные часы с AMOLED-экраном',
      'AMOLED智能手表',
      'Smartwatch AMOLED',
    ),
  ],
  qualifiers: [Q.pro, Q.lite, Q.ultra, Q.mini],
  description: {
    mn: '{name} нь алхалт, зүрхний цохилт, нойрыг хянаж, утасны мэдэгдлийг бугуйнд тань харуулна. -20 хэмийн хүйтэнд ч хэвийн ажиллахаар туршигдсан.',
    en: '{name} tracks steps, heart rate and sleep and shows phone notifications on your wrist. Tested to work normally even at -20 °C.',
    ru: '{name} считает шаги, следит за пульсом и сном и показывает уведомления с телефона на запястье. Работоспособность проверена при морозе до -20 °C.',
    cn: '{name}可记录步数、心率和睡眠，并在手腕上显示手机通知。经测试，在零下20°C的严寒中也能正常工作。',
    it: '{name}: conta i passi, monitora battito cardiaco e sonno e mostra le notifiche del telefono al polso. Testato per funzionare anche a -20 °C.',
  },
  priceRange: [90000, 1800000],
  options: 'color',
  brandCodes: ['SORIVO', 'KELVARO', 'MONTREVAL'],
  keywords: [kw('ukhaalag tsag', 'ухаалаг цаг'), kw('tsag', 'цаг'), kw('buguivch', 'бугуйвч')],
  gpc: GPC.smartwatches,
};

const WRISTWATCH: ProductKindSeed = {
  illustration: 'watch',
  names: [
    t(
      'Механик бугуйн цаг',
      'Automatic mechanical watch',
      'Механические часы с автоподзаводом',
      '自动机械表',
      'Orologio meccanico automatico',
    ),
    t('Эмэгтэй бугуйн цаг', 'Women’s dress watch', 'Женские часы', '女士腕表', 'Orologio da donna'),
    t(
      'Эрэгтэй хронограф цаг',
      'Men’s chronograph',
      'Мужские часы-хронограф',
      '男士计时腕表',
      'Cronografo da uomo',
    ),
    t(
      'Арьсан оосортой цаг',
      'Leather strap watch',
      'Часы на кожаном ремешке',
      '皮表带腕表',
      'Orologio con cinturino in pelle',
    ),
    t('Хосын цаг', 'His and hers watch set', 'Парные часы', '情侣对表', 'Coppia di orologi'),
  ],
  qualifiers: [Q.classic, Q.premium, Q.gold, Q.deluxe],
  description: {
    mn: '{name} нь Швейцарь загвартай, зэвэрдэггүй ган их биетэй, 50 метр хүртэл усанд тэсвэртэй. Бэлгийн хайрцаг, 2 жилийн баталгааны хуудастай ирнэ.',
    en: '{name} features Swiss design, a stainless steel case and water resistance to 50 metres. It arrives in a gift box with a two-year warranty card.',
    ru: '{name} — швейцарский дизайн, корпус из нержавеющей стали и водозащита до 50 метров. В комплекте подарочная коробка и гарантийный талон на 2 года.',
    cn: '{name}采用瑞士设计、不锈钢表壳，防水深度达50米。附礼盒及两年保修卡。',
    it: '{name}: design svizzero, cassa in acciaio inossidabile e impermeabilità fino a 50 metri. Arriva in confezione regalo con certificato di garanzia di due anni.',
  },
  priceRange: [150000, 3200000],
  options: 'color',
  brandCodes: ['MONTREVAL'],
  keywords: [kw('tsag', 'цаг'), kw('buguin tsag', 'бугуйн цаг'), kw('beleg', 'бэлэг')],
  gpc: GPC.watches,
  properties: [prop(L.warranty, V.year2)],
};

// ---------------------------------------------------------------------------------------------
// Kids
// ---------------------------------------------------------------------------------------------

const BUILDING_SET: ProductKindSeed = {
  illustration: 'gift-box',
  names: [
    t(
      'Гэр барих угсармал тоглоом',
      'Build-a-ger construction set',
      'Конструктор «Юрта»',
      '蒙古包积木',
      'Set di costruzioni Ger',
    ),
    t(
      'Модон шоо',
      'Wooden building blocks',
      'Деревянный конструктор',
      '木质积木',
      'Costruzioni in legno',
    ),
    t(
      'Соронзон угсармал тоглоом',
      'Magnetic tile set',
      'Магнитный конструктор',
      '磁力片积木',
      'Costruzioni magnetiche',
    ),
    t(
      'Тэмээн жингийн угсармал тоглоом',
      'Camel caravan building set',
      'Конструктор «Верблюжий караван»',
      '驼队积木',
      'Set di costruzioni Carovana di cammelli',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.classic, Q.eco],
  description: {
    mn: '{name} нь хүүхдийн сэтгэн бодох чадвар, гарын нарийн хөдөлгөөнийг хөгжүүлнэ. Бүх эд анги нь хоргүй бөгөөд будаггүй эсвэл усан суурьтай будгаар будсан.',
    en: '{name} develops children’s thinking and fine motor skills. All pieces are non-toxic and either unpainted or finished with water-based paint.',
    ru: '{name} развивает мышление и мелкую моторику ребёнка. Все детали нетоксичны: без покраски или с красками на водной основе.',
    cn: '{name}有助于培养孩子的思维能力和手部精细动作。所有零件无毒，原木无漆或使用水性漆。',
    it: '{name}: sviluppa il ragionamento e la motricità fine dei bambini. Tutti i pezzi sono atossici, grezzi o rifiniti con vernici ad acqua.',
  },
  priceRange: [25000, 220000],
  options: 'none',
  brandCodes: ['BAMBAR'],
  keywords: [kw('togloom', 'тоглоом'), kw('khuukhed', 'хүүхэд'), kw('shoo', 'шоо')],
  gpc: GPC.buildingToys,
  properties: [prop(L.age, t('3+ нас', '3+ years', 'от 3 лет', '3岁以上', 'Da 3 anni'))],
};

const DOLL: ProductKindSeed = {
  illustration: 'teddy-bear',
  names: [
    t(
      'Монгол дээлтэй хүүхэлдэй',
      'Doll in a Mongolian deel',
      'Кукла в монгольском дээле',
      '蒙古袍娃娃',
      'Bambola con deel mongolo',
    ),
    t('Зөөлөн тэмээ', 'Plush camel', 'Мягкий верблюд', '骆驼公仔', 'Cammello di peluche'),
    t('Зөөлөн морь', 'Plush horse', 'Мягкая лошадка', '小马公仔', 'Cavallino di peluche'),
    t(
      'Зөөлөн ирвэс',
      'Plush snow leopard',
      'Мягкий снежный барс',
      '雪豹公仔',
      'Leopardo delle nevi di peluche',
    ),
    t('Зөөлөн хурга', 'Plush lamb', 'Мягкий ягнёнок', '小羊公仔', 'Agnellino di peluche'),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.premium, Q.classic],
  description: {
    mn: '{name} нь Монголын байгаль, соёлоос сэдэвлэсэн бөгөөд хүүхдийн хайртай найз болно. Харшил үүсгэдэггүй дүүргэгчтэй, машинаар угааж болно.',
    en: '{name} is inspired by Mongolian nature and culture and soon becomes a child’s favourite friend. Filled with hypoallergenic fibre and machine washable.',
    ru: '{name} — игрушка по мотивам природы и культуры Монголии, которая быстро станет любимым другом ребёнка. Гипоаллергенный наполнитель, можно стирать в машине.',
    cn: '{name}以蒙古自然和文化为灵感，很快就会成为孩子最爱的小伙伴。采用防过敏填充棉，可机洗。',
    it: '{name}: un gioco ispirato alla natura e alla cultura mongola, presto il migliore amico del tuo bambino. Imbottitura ipoallergenica, lavabile in lavatrice.',
  },
  priceRange: [15000, 120000],
  options: 'size',
  sizes: ['25 cm', '40 cm', '60 cm'],
  brandCodes: ['BAMBAR', 'TEDDO'],
  keywords: [kw('togloom', 'тоглоом'), kw('khuukheldei', 'хүүхэлдэй'), kw('temee', 'тэмээ')],
  gpc: GPC.dolls,
  properties: [prop(L.age, t('0+ нас', '0+ years', 'с рождения', '0岁以上', 'Da 0 anni'))],
};

const KIDS_BALLOONS: ProductKindSeed = {
  illustration: 'balloon',
  names: [
    t(
      'Хүүхэлдэйн киноны баатартай бөмбөлөг',
      'Cartoon character balloon',
      'Шар с мультгероем',
      '卡通气球',
      'Palloncino con personaggio dei cartoni',
    ),
    t(
      'Үлгэрийн бөмбөлгийн багц',
      'Fairy-tale balloon set',
      'Набор шаров «Сказка»',
      '童话气球套装',
      'Set di palloncini Fiaba',
    ),
    t(
      'Үлэг гүрвэл бөмбөлөг',
      'Dinosaur balloon',
      'Шар-динозавр',
      '恐龙气球',
      'Palloncino dinosauro',
    ),
    t(
      'Нэг насны баярын бөмбөлөг',
      'First birthday balloon set',
      'Шары на первый день рождения',
      '周岁生日气球套装',
      'Palloncini per il primo compleanno',
    ),
    t('Бөмбөлгөн нум хаалга', 'Balloon arch', 'Арка из шаров', '气球拱门', 'Arco di palloncini'),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.super, Q.premium],
  description: {
    mn: '{name} нь хүүхдийн төрсөн өдөр, цэцэрлэгийн баярыг өнгөлөг, хөгжилтэй болгоно. Бид таны хүссэн цагт хийлж, гэрт тань хүргэж өгнө.',
    en: '{name} makes a child’s birthday or kindergarten party bright and fun. We inflate the balloons and deliver them to your door at the time you choose.',
    ru: '{name} сделает детский день рождения или праздник в садике ярким и весёлым. Мы надуем шары и привезём их к вам в удобное время.',
    cn: '{name}让孩子的生日派对或幼儿园活动缤纷有趣。我们会按您指定的时间充好气送货上门。',
    it: '{name}: per una festa di compleanno o all’asilo piena di colori e allegria. Gonfiamo i palloncini e li consegniamo a casa tua all’orario che preferisci.',
  },
  priceRange: [8000, 180000],
  options: 'color',
  brandCodes: ['PUFFELO'],
  keywords: [
    kw('bombolog', 'бөмбөлөг'),
    kw('khuukhdiin bayar', 'хүүхдийн баяр'),
    kw('torson odor', 'төрсөн өдөр'),
  ],
  gpc: GPC.balloons,
};

const KIDS_CAKE: ProductKindSeed = {
  illustration: 'cake',
  names: [
    t('Баавгайтай бялуу', 'Teddy bear cake', 'Торт с мишкой', '小熊蛋糕', 'Torta con orsetto'),
    t(
      'Уралдааны машинтай бялуу',
      'Race car cake',
      'Торт «Гоночная машинка»',
      '赛车蛋糕',
      'Torta macchinina da corsa',
    ),
    t(
      'Гүнжийн цайз бялуу',
      'Princess castle cake',
      'Торт «Замок принцессы»',
      '公主城堡蛋糕',
      'Torta castello della principessa',
    ),
    t('Солонгон бялуу', 'Rainbow cake', 'Радужный торт', '彩虹蛋糕', 'Torta arcobaleno'),
    t(
      'Нэг насны бялуу',
      'First birthday cake',
      'Торт на первый день рождения',
      '周岁蛋糕',
      'Torta per il primo compleanno',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.classic, t('Баярын', 'Party', 'Праздничный', '派对', 'Party')],
  description: {
    mn: '{name} нь шинэ цөцгийтэй, хиймэл будаг маш бага хэрэглэсэн тул бага насны хүүхдэд ээлтэй. 2 хоногийн өмнө захиалбал хүүхдийн нэр, насыг бялуун дээр бичиж өгнө.',
    en: '{name} is made with fresh cream and very little artificial colouring, so it is kind to little ones. Order two days ahead and we will pipe on the child’s name and age.',
    ru: '{name} — свежие сливки и минимум искусственных красителей, поэтому подходит малышам. Закажите за 2 дня, и мы напишем на торте имя и возраст ребёнка.',
    cn: '{name}采用新鲜奶油，几乎不含人工色素，适合小朋友食用。请提前两天下单，我们会在蛋糕上写上孩子的名字和年龄。',
    it: '{name}: panna fresca e pochissimi coloranti artificiali, adatta ai più piccoli. Ordina con due giorni di anticipo e scriveremo sopra il nome e l’età del bambino.',
  },
  priceRange: [45000, 220000],
  options: 'size',
  sizes: ['Ø16 cm', 'Ø20 cm', 'Ø24 cm'],
  brandCodes: ['BOORTSOG'],
  keywords: [
    kw('byaluu', 'бялуу'),
    kw('khuukhdiin byaluu', 'хүүхдийн бялуу'),
    kw('torson odor', 'төрсөн өдөр'),
  ],
  gpc: GPC.cakes,
};

const NIGHT_LIGHT: ProductKindSeed = {
  illustration: 'lamp',
  names: [
    t(
      'Сар хэлбэртэй шөнийн гэрэл',
      'Moon night light',
      'Ночник «Луна»',
      '月亮小夜灯',
      'Lucina notturna a luna',
    ),
    t(
      'Одот тэнгэрийн проектор',
      'Starry sky projector',
      'Ночник-проектор «Звёздное небо»',
      '星空投影灯',
      'Lucina proiettore cielo stellato',
    ),
    t(
      'Баавгай шөнийн гэрэл',
      'Teddy bear night light',
      'Ночник «Мишка»',
      '小熊小夜灯',
      'Lucina notturna orsetto',
    ),
    t(
      'Үүлэн шөнийн гэрэл',
      'Cloud night light',
      'Ночник «Облачко»',
      '云朵小夜灯',
      'Lucina notturna a nuvola',
    ),
  ],
  qualifiers: [Q.mini, Q.smart, t('Зөөлөн', 'Soft-glow', 'Мягкий', '柔光', 'Tenue'), Q.classic],
  description: {
    mn: '{name} нь нүд гялбаадахгүй зөөлөн гэрлээр хүүхдийг тайван унтахад тусална. Цэнэглэдэг бөгөөд 30 минутын дараа автоматаар унтардаг.',
    en: '{name} gives a soft, glare-free glow that helps children fall asleep calmly. It is rechargeable and switches itself off after 30 minutes.',
    ru: '{name} даёт мягкий, не слепящий свет, который помогает ребёнку спокойно уснуть. Работает от аккумулятора и сам выключается через 30 минут.',
    cn: '{name}光线柔和不刺眼，帮助孩子安然入睡。可充电，30分钟后自动关闭。',
    it: '{name}: una luce morbida e non abbagliante che aiuta i bambini ad addormentarsi sereni. Ricaricabile, si spegne da sola dopo 30 minuti.',
  },
  priceRange: [15000, 75000],
  options: 'color',
  brandCodes: ['LJUSBERG', 'BAMBAR'],
  keywords: [kw('shuniin gerel', 'шөнийн гэрэл'), kw('gerel', 'гэрэл'), kw('khuukhed', 'хүүхэд')],
  gpc: GPC.nightLights,
};

// ---------------------------------------------------------------------------------------------
// Cards and stationery
// ---------------------------------------------------------------------------------------------

const BIRTHDAY_CARD: ProductKindSeed = {
  illustration: 'greeting-card',
  names: [
    t(
      'Төрсөн өдрийн мэндчилгээний карт',
      'Happy birthday card',
      'Открытка «С днём рождения»',
      '生日快乐贺卡',
      'Biglietto di buon compleanno',
    ),
    t(
      'Дуут мэндчилгээний карт',
      'Musical birthday card',
      'Музыкальная открытка',
      '音乐贺卡',
      'Biglietto musicale',
    ),
    t(
      'Гурван хэмжээст мэндчилгээний карт',
      'Pop-up birthday card',
      'Объёмная открытка',
      '立体生日贺卡',
      'Biglietto pop-up',
    ),
    t(
      'Насны тоотой карт',
      'Birthday card with age number',
      'Открытка с цифрой возраста',
      '年龄数字贺卡',
      'Biglietto con il numero degli anni',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.classic, t('Хөгжилтэй', 'Funny', 'Весёлая', '趣味', 'Simpatico')],
  description: {
    mn: '{name} нь зузаан, чанартай цаасан дээр хэвлэгдэж, дугтуйтайгаа ирнэ. Захиалахдаа мэндчилгээгээ бичвэл бид гараар бичээд бэлэгтэй тань хамт хүргэнэ.',
    en: '{name} is printed on thick quality paper and comes with an envelope. Type your message when ordering and we will handwrite it and deliver it with your gift.',
    ru: '{name} — печать на плотной качественной бумаге, конверт в комплекте. Напишите поздравление при заказе — мы перепишем его от руки и доставим вместе с подарком.',
    cn: '{name}印在厚实优质的纸张上，附信封。下单时填写祝福语，我们会手写后随礼物一同送达。',
    it: '{name}: stampa su carta spessa di qualità, con busta. Scrivi il messaggio al momento dell’ordine: lo copieremo a mano e lo consegneremo insieme al regalo.',
  },
  priceRange: [3000, 18000],
  options: 'none',
  brandCodes: ['PAPERA', 'USEG'],
  keywords: [kw('kart', 'карт'), kw('il zakhidal', 'ил захидал'), kw('torson odor', 'төрсөн өдөр')],
  gpc: GPC.greetingCards,
  properties: [prop(L.paper, t('300 г/м²', '300 gsm', '300 г/м²', '300克', '300 g/m²'))],
};

const LOVE_CARD: ProductKindSeed = {
  illustration: 'greeting-card',
  names: [
    t(
      'Хайрын захидал карт',
      'Love letter card',
      'Открытка-признание',
      '情书卡片',
      'Biglietto d’amore',
    ),
    t('Зүрхэн карт', 'Heart card', 'Открытка-сердце', '心形卡片', 'Biglietto a cuore'),
    t(
      'Ойн баярын карт',
      'Anniversary card',
      'Открытка на годовщину',
      '纪念日贺卡',
      'Biglietto per l’anniversario',
    ),
    t(
      'Гэрлэх санал тавих карт',
      'Will you marry me card',
      'Открытка «Выходи за меня»',
      '求婚卡片',
      'Biglietto «Mi vuoi sposare?»',
    ),
  ],
  qualifiers: [Q.mini, Q.classic, Q.romantic, Q.premium],
  description: {
    mn: '{name} нь хэлж амжаагүй үгээ хайртай хүндээ илэрхийлэх хамгийн энгийн арга. Алтан шармал хээтэй, гар аргаар хийсэн цаасан дээр хэвлэсэн.',
    en: '{name} is the simplest way to tell someone you love what is hard to say out loud. Printed on handmade paper with gold foil details.',
    ru: '{name} — самый простой способ сказать любимому человеку то, что трудно произнести вслух. Печать на бумаге ручной работы с золотым тиснением.',
    cn: '{name}是向爱人表达难以说出口的心意的最简单方式。印在手工纸上，饰有烫金图案。',
    it: '{name}: il modo più semplice per dire alla persona amata ciò che è difficile dire a voce. Stampa su carta artigianale con dettagli in oro a caldo.',
  },
  priceRange: [3500, 22000],
  options: 'none',
  brandCodes: ['PAPERA', 'USEG'],
  keywords: [kw('khair', 'хайр'), kw('kart', 'карт'), kw('il zakhidal', 'ил захидал')],
  gpc: GPC.greetingCards,
};

const HOLIDAY_CARD: ProductKindSeed = {
  illustration: 'greeting-card',
  names: [
    t(
      'Цагаан сарын мэндчилгээний карт',
      'Tsagaan Sar greeting card',
      'Открытка к Цагаан сару',
      '白月节贺卡',
      'Biglietto per lo Tsagaan Sar',
    ),
    t(
      'Шинэ жилийн карт',
      'New Year card',
      'Новогодняя открытка',
      '新年贺卡',
      'Biglietto di Capodanno',
    ),
    t(
      'Эмэгтэйчүүдийн баярын карт',
      'Women’s Day card',
      'Открытка к 8 Марта',
      '三八妇女节贺卡',
      'Biglietto per la Festa della donna',
    ),
    t(
      'Багш нарын баярын карт',
      'Teachers’ Day card',
      'Открытка ко Дню учителя',
      '教师节贺卡',
      'Biglietto per la Festa degli insegnanti',
    ),
  ],
  qualifiers: [Q.mini, Q.classic, Q.premium, Q.gold],
  description: {
    mn: '{name} нь Монголын уламжлалт хээ, орчин үеийн дизайныг хослуулсан. Багцаар нь авч хамт олон, харилцагчиддаа илгээхэд тохиромжтой.',
    en: '{name} combines traditional Mongolian patterns with modern design. Buy a set to send to colleagues and business partners.',
    ru: '{name} сочетает традиционный монгольский орнамент и современный дизайн. Удобно покупать набором для коллег и партнёров.',
    cn: '{name}融合传统蒙古纹样与现代设计。可整套购买，寄给同事和合作伙伴。',
    it: '{name}: motivi tradizionali mongoli e design moderno insieme. Conviene acquistarne un set da spedire a colleghi e partner.',
  },
  priceRange: [3000, 25000],
  options: 'none',
  brandCodes: ['PAPERA', 'USEG', 'GOBIGIFT'],
  keywords: [kw('kart', 'карт'), kw('tsagaan sar', 'цагаан сар'), kw('shine jil', 'шинэ жил')],
  gpc: GPC.greetingCards,
};

const GIFT_WRAP: ProductKindSeed = {
  illustration: 'gift-box',
  names: [
    t(
      'Бэлгийн цаасан уут',
      'Paper gift bag',
      'Бумажный подарочный пакет',
      '纸质礼品袋',
      'Busta regalo di carta',
    ),
    t(
      'Боодлын цаасны ороомог',
      'Wrapping paper roll',
      'Рулон упаковочной бумаги',
      '包装纸卷',
      'Rotolo di carta regalo',
    ),
    t(
      'Хатуу бэлгийн хайрцаг',
      'Rigid gift box',
      'Жёсткая подарочная коробка',
      '硬质礼盒',
      'Scatola regalo rigida',
    ),
    t('Туузны багц', 'Ribbon set', 'Набор лент', '丝带套装', 'Set di nastri'),
    t('Крафт цаас', 'Kraft wrapping paper', 'Крафтовая бумага', '牛皮纸', 'Carta kraft'),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.eco, Q.classic],
  description: {
    mn: '{name} нь бэлгээ өөрөө гоё боож, хүлээн авагчийг баярлуулахад хэрэгтэй бүхнийг агуулна. Дахин боловсруулсан цаасаар хийсэн.',
    en: '{name} has everything you need to wrap a gift beautifully yourself and delight whoever receives it. Made from recycled paper.',
    ru: '{name} — всё, чтобы красиво упаковать подарок своими руками и порадовать получателя. Из переработанной бумаги.',
    cn: '{name}助您亲手把礼物包装得漂漂亮亮，给收礼人带来惊喜。采用再生纸制成。',
    it: '{name}: tutto il necessario per incartare un regalo con le tue mani e stupire chi lo riceve. In carta riciclata.',
  },
  priceRange: [2500, 35000],
  options: 'color',
  brandCodes: ['PAPERA', 'GOBIGIFT'],
  keywords: [kw('boodol', 'боодол'), kw('uut', 'уут'), kw('beleg', 'бэлэг')],
  gpc: GPC.giftWrap,
};

const NOTEBOOK: ProductKindSeed = {
  illustration: 'greeting-card',
  names: [
    t(
      'Арьсан хавтастай тэмдэглэлийн дэвтэр',
      'Leather-bound journal',
      'Блокнот в кожаной обложке',
      '真皮笔记本',
      'Taccuino in pelle',
    ),
    t('Өдрийн төлөвлөгөөний дэвтэр', 'Daily planner', 'Ежедневник', '日程本', 'Agenda giornaliera'),
    t(
      'Монгол бичгийн дасгалын дэвтэр',
      'Mongolian script practice book',
      'Прописи монгольского письма',
      '蒙古文字练习本',
      'Quaderno per la scrittura mongola',
    ),
    t('Зургийн дэвтэр', 'Sketchbook', 'Скетчбук', '素描本', 'Album da disegno'),
    t(
      'Цэгэн дэвтэр',
      'Dotted bullet journal',
      'Блокнот в точку',
      '点阵手账本',
      'Quaderno a puntini',
    ),
  ],
  qualifiers: [Q.mini, Q.maxi, Q.classic, Q.eco],
  description: {
    mn: '{name} нь бэх нэвтэрдэггүй зузаан цаастай, дэлгэхэд хуудас нь тэгш хэвтэнэ. Оюутан, ажил хэрэгч хүн, зураачдад тохиромжтой.',
    en: '{name} has thick paper that ink does not bleed through, and it lies flat when open. Suits students, professionals and artists.',
    ru: '{name} — плотная бумага, через которую не проступают чернила, а в раскрытом виде блок лежит ровно. Подойдёт студентам, деловым людям и художникам.',
    cn: '{name}纸张厚实不洇墨，可平摊打开。适合学生、职场人士和绘画爱好者。',
    it: '{name}: carta spessa che non lascia trasparire l’inchiostro e apertura piatta. Per studenti, professionisti e artisti.',
  },
  priceRange: [6000, 65000],
  options: 'size',
  sizes: ['A6', 'A5', 'A4'],
  brandCodes: ['USEG', 'PAPERA'],
  keywords: [
    kw('devter', 'дэвтэр'),
    kw('temdeglel', 'тэмдэглэл'),
    kw('bichig khereg', 'бичиг хэрэг'),
  ],
  gpc: GPC.notebooks,
  properties: [prop(L.paper, t('120 г/м²', '120 gsm', '120 г/м²', '120克', '120 g/m²'))],
};

const POSTCARD: ProductKindSeed = {
  illustration: 'greeting-card',
  names: [
    t(
      'Монголын байгалийн ил захидлын багц',
      'Mongolian landscapes postcard set',
      'Набор открыток «Пейзажи Монголии»',
      '蒙古风光明信片套装',
      'Set di cartoline Paesaggi della Mongolia',
    ),
    t(
      'Улаанбаатарын ил захидлын багц',
      'Ulaanbaatar postcard set',
      'Набор открыток «Улан-Батор»',
      '乌兰巴托明信片套装',
      'Set di cartoline Ulaanbaatar',
    ),
    t(
      'Монгол бичигтэй ил захидал',
      'Mongolian calligraphy postcards',
      'Открытки с монгольской каллиграфией',
      '蒙古文书法明信片',
      'Cartoline con calligrafia mongola',
    ),
    t(
      'Зэрлэг амьтдын ил захидлын багц',
      'Wildlife postcard set',
      'Набор открыток «Дикая природа»',
      '野生动物明信片套装',
      'Set di cartoline Fauna selvatica',
    ),
  ],
  qualifiers: [Q.mini, Q.classic, Q.premium, Q.retro],
  description: {
    mn: '{name} нь Монгол орныг гэрэл зургаар харуулах бөгөөд гадаадад байгаа найз нөхөддөө илгээхэд тохиромжтой. Ил захидал бүрийн ар талд монгол, англи хэлээр тайлбар бичсэн.',
    en: '{name} shows Mongolia through photography, perfect for sending to friends abroad. Each card has a caption in Mongolian and English on the back.',
    ru: '{name} показывает Монголию в фотографиях — хорошо отправить друзьям за границу. На обороте каждой открытки подпись на монгольском и английском.',
    cn: '{name}用摄影展现蒙古风光，适合寄给海外的朋友。每张背面都有蒙英双语说明。',
    it: '{name}: la Mongolia raccontata per immagini, da spedire agli amici all’estero. Sul retro di ogni cartolina c’è una didascalia in mongolo e in inglese.',
  },
  priceRange: [4000, 30000],
  options: 'none',
  brandCodes: ['USEG', 'PAPERA'],
  keywords: [kw('il zakhidal', 'ил захидал'), kw('zurag', 'зураг'), kw('mongol', 'монгол')],
  gpc: GPC.postcards,
};

// ---------------------------------------------------------------------------------------------
// The category tree
// ---------------------------------------------------------------------------------------------

export const TAXONS: TaxonSeed[] = [
  {
    slug: 'flowers',
    name: t('Цэцэг, баглаа', 'Flowers & bouquets', 'Цветы и букеты', '鲜花花束', 'Fiori e bouquet'),
    children: [
      {
        slug: 'bouquets',
        name: t('Баглаа', 'Bouquets', 'Букеты', '花束', 'Bouquet'),
        children: [
          {
            slug: 'rose-bouquets',
            name: t(
              'Сарнайн баглаа',
              'Rose bouquets',
              'Букеты из роз',
              '玫瑰花束',
              'Bouquet di rose',
            ),
            children: [
              {
                slug: 'red-roses',
                name: t('Улаан сарнай', 'Red roses', 'Красные розы', '红玫瑰', 'Rose rosse'),
                children: [
                  {
                    slug: 'classic-red-roses',
                    name: t(
                      'Сонгодог улаан сарнай',
                      'Classic red roses',
                      'Классические красные розы',
                      '经典红玫瑰',
                      'Rose rosse classiche',
                    ),
                    productKinds: [RED_ROSES],
                  },
                  {
                    slug: 'grand-bouquets',
                    name: t(
                      'Том баглаа, найруулга',
                      'Grand bouquets',
                      'Большие букеты и композиции',
                      '大型花束与花艺',
                      'Grandi bouquet e composizioni',
                    ),
                    productKinds: [GRAND_ROSES],
                  },
                ],
              },
              {
                slug: 'pink-white-roses',
                name: t(
                  'Ягаан, цагаан сарнай',
                  'Pink & white roses',
                  'Розовые и белые розы',
                  '粉玫瑰与白玫瑰',
                  'Rose rosa e bianche',
                ),
                productKinds: [PASTEL_ROSES],
              },
            ],
          },
          {
            slug: 'mixed-bouquets',
            name: t(
              'Холимог баглаа',
              'Mixed bouquets',
              'Сборные букеты',
              '混搭花束',
              'Bouquet misti',
            ),
            productKinds: [MIXED_BOUQUET],
          },
          {
            slug: 'tulip-bouquets',
            name: t(
              'Алтанзулын баглаа',
              'Tulip bouquets',
              'Букеты тюльпанов',
              '郁金香花束',
              'Bouquet di tulipani',
            ),
            productKinds: [TULIPS],
          },
          {
            slug: 'wedding-bouquets',
            name: t(
              'Хуримын баглаа',
              'Wedding bouquets',
              'Свадебные букеты',
              '婚礼花束',
              'Bouquet da sposa',
            ),
            productKinds: [WEDDING],
          },
        ],
      },
      {
        slug: 'arrangements',
        name: t(
          'Цэцгийн найруулга',
          'Flower arrangements',
          'Цветочные композиции',
          '花艺作品',
          'Composizioni floreali',
        ),
        children: [
          {
            slug: 'flower-baskets',
            name: t(
              'Цэцгийн сагс',
              'Flower baskets',
              'Цветочные корзины',
              '花篮',
              'Cesti di fiori',
            ),
            productKinds: [FLOWER_BASKET],
          },
          {
            slug: 'flower-boxes',
            name: t(
              'Хайрцагтай цэцэг',
              'Flower boxes',
              'Цветы в коробке',
              '礼盒鲜花',
              'Fiori in scatola',
            ),
            productKinds: [FLOWER_BOX],
          },
        ],
      },
      {
        slug: 'occasions',
        name: t(
          'Баяр ёслолын цэцэг',
          'Flowers by occasion',
          'Цветы по случаю',
          '场合鲜花',
          'Fiori per occasione',
        ),
        children: [
          {
            slug: 'birthday-flowers',
            name: t(
              'Төрсөн өдрийн цэцэг',
              'Birthday flowers',
              'Цветы на день рождения',
              '生日鲜花',
              'Fiori per il compleanno',
            ),
            productKinds: [BIRTHDAY_FLOWERS],
          },
          {
            slug: 'sympathy',
            name: t(
              'Эмгэнэлийн цэцэг',
              'Sympathy flowers',
              'Траурные цветы',
              '哀悼花礼',
              'Fiori di cordoglio',
            ),
            productKinds: [SYMPATHY],
          },
        ],
      },
    ],
  },
  {
    slug: 'plants',
    name: t('Ургамал', 'Plants', 'Растения', '绿植', 'Piante'),
    children: [
      {
        slug: 'houseplants',
        name: t(
          'Тасалгааны ургамал',
          'Houseplants',
          'Комнатные растения',
          '室内植物',
          'Piante da appartamento',
        ),
        children: [
          {
            slug: 'flowering-plants',
            name: t(
              'Цэцэглэдэг ургамал',
              'Flowering plants',
              'Цветущие растения',
              '开花植物',
              'Piante fiorite',
            ),
            productKinds: [FLOWERING_PLANT],
          },
          {
            slug: 'foliage-plants',
            name: t(
              'Навчит ургамал',
              'Foliage plants',
              'Декоративно-лиственные растения',
              '观叶植物',
              'Piante verdi',
            ),
            productKinds: [FOLIAGE_PLANT],
          },
          {
            slug: 'cacti-succulents',
            name: t(
              'Кактус, шүүслэг ургамал',
              'Cacti & succulents',
              'Кактусы и суккуленты',
              '仙人掌与多肉',
              'Cactus e piante grasse',
            ),
            productKinds: [SUCCULENT],
          },
        ],
      },
      {
        slug: 'garden',
        name: t(
          'Цэцэрлэг, тарилга',
          'Garden & planting',
          'Сад и посадка',
          '园艺种植',
          'Giardino e semina',
        ),
        children: [
          {
            slug: 'seeds-bulbs',
            name: t(
              'Үр, булцуу',
              'Seeds & bulbs',
              'Семена и луковицы',
              '种子与球根',
              'Semi e bulbi',
            ),
            productKinds: [SEEDS],
          },
          {
            slug: 'pots-planters',
            name: t('Ваар, сав', 'Pots & planters', 'Горшки и кашпо', '花盆', 'Vasi e fioriere'),
            productKinds: [POTS],
          },
          {
            slug: 'plant-care',
            name: t(
              'Бордоо, хөрс',
              'Plant food & soil',
              'Удобрения и грунт',
              '肥料与土壤',
              'Concimi e terricci',
            ),
            productKinds: [PLANT_CARE],
          },
        ],
      },
    ],
  },
  {
    slug: 'gifts',
    name: t('Бэлэг', 'Gifts', 'Подарки', '礼品', 'Regali'),
    children: [
      {
        slug: 'gift-sets',
        name: t('Бэлгийн багц', 'Gift sets', 'Подарочные наборы', '礼品套装', 'Set regalo'),
        children: [
          {
            slug: 'for-her',
            name: t('Эмэгтэйчүүдэд', 'For her', 'Для неё', '送她', 'Per lei'),
            productKinds: [GIFTS_FOR_HER],
          },
          {
            slug: 'for-him',
            name: t('Эрэгтэйчүүдэд', 'For him', 'Для него', '送他', 'Per lui'),
            productKinds: [GIFTS_FOR_HIM],
          },
          {
            slug: 'corporate',
            name: t(
              'Байгууллагын бэлэг',
              'Corporate gifts',
              'Корпоративные подарки',
              '企业礼品',
              'Regali aziendali',
            ),
            productKinds: [CORPORATE_GIFTS],
          },
        ],
      },
      {
        slug: 'toys-balloons',
        name: t(
          'Тоглоом, бөмбөлөг',
          'Soft toys & balloons',
          'Игрушки и шары',
          '毛绒玩具与气球',
          'Peluche e palloncini',
        ),
        children: [
          {
            slug: 'teddy-bears',
            name: t('Тэдди баавгай', 'Teddy bears', 'Плюшевые мишки', '泰迪熊', 'Orsacchiotti'),
            productKinds: [TEDDY_BEAR],
          },
          {
            slug: 'balloons',
            name: t('Бөмбөлөг', 'Balloons', 'Воздушные шары', '气球', 'Palloncini'),
            productKinds: [BALLOONS],
          },
        ],
      },
    ],
  },
  {
    slug: 'food-drinks',
    name: t('Хүнс, ундаа', 'Food & drinks', 'Еда и напитки', '食品饮料', 'Cibo e bevande'),
    children: [
      {
        slug: 'sweets',
        name: t('Амттан', 'Sweets & treats', 'Сладости', '甜食点心', 'Dolci'),
        children: [
          {
            slug: 'chocolate',
            name: t('Шоколад', 'Chocolate', 'Шоколад', '巧克力', 'Cioccolato'),
            children: [
              {
                slug: 'chocolate-boxes',
                name: t(
                  'Хайрцагтай шоколад',
                  'Boxed chocolates',
                  'Конфеты в коробках',
                  '盒装巧克力',
                  'Scatole di cioccolatini',
                ),
                productKinds: [CHOCOLATE_BOX],
              },
              {
                slug: 'chocolate-bars',
                name: t(
                  'Хавтан шоколад',
                  'Chocolate bars',
                  'Шоколадные плитки',
                  '巧克力排块',
                  'Tavolette di cioccolato',
                ),
                productKinds: [CHOCOLATE_BAR],
              },
            ],
          },
          {
            slug: 'bakery',
            name: t(
              'Бялуу, нарийн боов',
              'Cakes & pastries',
              'Торты и выпечка',
              '蛋糕烘焙',
              'Torte e pasticceria',
            ),
            children: [
              {
                slug: 'cakes',
                name: t('Бялуу', 'Cakes', 'Торты', '蛋糕', 'Torte'),
                productKinds: [CAKE],
              },
              {
                slug: 'pastries',
                name: t(
                  'Нарийн боов, жигнэмэг',
                  'Pastries & cookies',
                  'Выпечка и печенье',
                  '糕点饼干',
                  'Pasticcini e biscotti',
                ),
                productKinds: [PASTRY],
              },
            ],
          },
        ],
      },
      {
        slug: 'fruit',
        name: t(
          'Жимс, самар',
          'Fruit & nuts',
          'Фрукты и орехи',
          '水果坚果',
          'Frutta e frutta secca',
        ),
        children: [
          {
            slug: 'fruit-baskets',
            name: t(
              'Жимсний сагс',
              'Fruit baskets',
              'Фруктовые корзины',
              '水果篮',
              'Cesti di frutta',
            ),
            productKinds: [FRUIT_BASKET],
          },
          {
            slug: 'dried-fruit-nuts',
            name: t(
              'Хатаасан жимс, самар',
              'Dried fruit & nuts',
              'Сухофрукты и орехи',
              '果干坚果',
              'Frutta secca ed essiccata',
            ),
            productKinds: [DRIED_FRUIT_NUTS],
          },
        ],
      },
      {
        slug: 'tea-coffee',
        name: t('Цай, кофе', 'Tea & coffee', 'Чай и кофе', '茶与咖啡', 'Tè e caffè'),
        children: [
          {
            slug: 'tea',
            name: t('Цай', 'Tea', 'Чай', '茶', 'Tè'),
            productKinds: [TEA],
          },
          {
            slug: 'coffee',
            name: t('Кофе', 'Coffee', 'Кофе', '咖啡', 'Caffè'),
            productKinds: [COFFEE],
          },
        ],
      },
      {
        slug: 'spirits',
        name: t(
          'Согтууруулах ундаа',
          'Spirits & wine',
          'Алкогольные напитки',
          '酒类',
          'Alcolici e vini',
        ),
        children: [
          {
            slug: 'vodka',
            name: t('Архи', 'Vodka', 'Водка', '伏特加', 'Vodka'),
            children: [
              {
                slug: 'premium-vodka',
                name: t(
                  'Тансаг зэрэглэлийн архи',
                  'Premium vodka',
                  'Водка премиум-класса',
                  '高端伏特加',
                  'Vodka premium',
                ),
                productKinds: [VODKA_PREMIUM],
              },
              {
                slug: 'classic-vodka',
                name: t(
                  'Сонгодог архи',
                  'Classic vodka',
                  'Классическая водка',
                  '经典伏特加',
                  'Vodka classica',
                ),
                productKinds: [VODKA_CLASSIC],
              },
              {
                slug: 'vodka-gift-sets',
                name: t(
                  'Архины бэлгийн багц',
                  'Vodka gift sets',
                  'Подарочные наборы с водкой',
                  '伏特加礼盒',
                  'Confezioni regalo di vodka',
                ),
                productKinds: [VODKA_GIFT_SET],
              },
            ],
          },
          {
            slug: 'wine',
            name: t('Дарс', 'Wine', 'Вино', '葡萄酒', 'Vino'),
            children: [
              {
                slug: 'red-wine',
                name: t('Улаан дарс', 'Red wine', 'Красное вино', '红葡萄酒', 'Vino rosso'),
                productKinds: [RED_WINE],
              },
              {
                slug: 'white-sparkling-wine',
                name: t(
                  'Цагаан, оргилуун дарс',
                  'White & sparkling wine',
                  'Белое и игристое вино',
                  '白葡萄酒与起泡酒',
                  'Vino bianco e spumante',
                ),
                productKinds: [WHITE_WINE],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'beauty',
    name: t('Гоо сайхан', 'Beauty', 'Красота', '美妆个护', 'Bellezza'),
    children: [
      {
        slug: 'fragrance',
        name: t('Үнэртэн', 'Fragrance', 'Парфюмерия', '香水', 'Profumi'),
        children: [
          {
            slug: 'womens-fragrance',
            name: t(
              'Эмэгтэй үнэртэн',
              'Women’s fragrance',
              'Женская парфюмерия',
              '女士香水',
              'Profumi da donna',
            ),
            productKinds: [WOMENS_PERFUME],
          },
          {
            slug: 'mens-fragrance',
            name: t(
              'Эрэгтэй үнэртэн',
              'Men’s fragrance',
              'Мужская парфюмерия',
              '男士香水',
              'Profumi da uomo',
            ),
            productKinds: [MENS_FRAGRANCE],
          },
        ],
      },
      {
        slug: 'makeup',
        name: t('Нүүр будалт', 'Make-up', 'Декоративная косметика', '彩妆', 'Trucco'),
        children: [
          {
            slug: 'lipstick',
            name: t('Уруулын будаг', 'Lipstick', 'Помады', '口红', 'Rossetti'),
            productKinds: [LIPSTICK],
          },
          {
            slug: 'nail-polish',
            name: t(
              'Хумсны будаг',
              'Nail polish',
              'Лаки для ногтей',
              '指甲油',
              'Smalti per unghie',
            ),
            productKinds: [NAIL_POLISH],
          },
          {
            slug: 'face-makeup',
            name: t('Нүүрний будаг', 'Face make-up', 'Макияж лица', '面部彩妆', 'Trucco viso'),
            productKinds: [FACE_MAKEUP],
          },
        ],
      },
      {
        slug: 'skincare',
        name: t('Арьс арчилгаа', 'Skincare', 'Уход за кожей', '护肤', 'Cura della pelle'),
        children: [
          {
            slug: 'face-care',
            name: t('Нүүр арчилгаа', 'Face care', 'Уход за лицом', '面部护理', 'Cura del viso'),
            productKinds: [FACE_CARE],
          },
          {
            slug: 'body-care',
            name: t('Бие арчилгаа', 'Body care', 'Уход за телом', '身体护理', 'Cura del corpo'),
            productKinds: [BODY_CARE],
          },
        ],
      },
    ],
  },
  {
    slug: 'home',
    name: t('Гэр ахуй', 'Home & living', 'Дом и уют', '家居生活', 'Casa'),
    children: [
      {
        slug: 'decor',
        name: t('Гэрийн чимэглэл', 'Home decor', 'Декор', '家居装饰', 'Decorazioni'),
        children: [
          {
            slug: 'candles',
            name: t('Лаа', 'Candles', 'Свечи', '蜡烛', 'Candele'),
            productKinds: [CANDLE],
          },
          {
            slug: 'diffusers',
            name: t('Үнэр сарниулагч', 'Diffusers', 'Диффузоры', '香薰扩香', 'Diffusori'),
            productKinds: [DIFFUSER],
          },
        ],
      },
      {
        slug: 'textiles',
        name: t('Нэхмэл эдлэл', 'Textiles', 'Текстиль', '家纺', 'Tessili'),
        children: [
          {
            slug: 'cushions',
            name: t('Чимэглэлийн дэр', 'Cushions', 'Декоративные подушки', '抱枕靠垫', 'Cuscini'),
            productKinds: [CUSHION],
          },
          {
            slug: 'blankets-throws',
            name: t(
              'Хөнжил, нөмрөг',
              'Blankets & throws',
              'Пледы и одеяла',
              '毛毯与盖毯',
              'Coperte e plaid',
            ),
            productKinds: [BLANKET],
          },
        ],
      },
      {
        slug: 'lighting',
        name: t('Гэрэлтүүлэг', 'Lighting', 'Освещение', '照明', 'Illuminazione'),
        children: [
          {
            slug: 'table-lamps',
            name: t(
              'Ширээний чийдэн',
              'Table lamps',
              'Настольные лампы',
              '台灯',
              'Lampade da tavolo',
            ),
            productKinds: [TABLE_LAMP],
          },
          {
            slug: 'string-lights',
            name: t('Гэрлэн чимэглэл', 'String lights', 'Гирлянды', '灯串', 'Catene di luci'),
            productKinds: [STRING_LIGHTS],
          },
        ],
      },
      {
        slug: 'kitchen',
        name: t(
          'Гал тогоо, аяга таваг',
          'Kitchen & tableware',
          'Кухня и посуда',
          '厨房餐具',
          'Cucina e tavola',
        ),
        children: [
          {
            slug: 'mugs',
            name: t('Аяга', 'Mugs & cups', 'Кружки и чашки', '马克杯', 'Tazze'),
            productKinds: [MUG],
          },
          {
            slug: 'tea-sets',
            name: t('Цайны иж бүрдэл', 'Tea sets', 'Чайные сервизы', '茶具套装', 'Servizi da tè'),
            productKinds: [TEA_SET],
          },
        ],
      },
    ],
  },
  {
    slug: 'electronics',
    name: t('Цахилгаан бараа', 'Electronics', 'Электроника', '数码电子', 'Elettronica'),
    children: [
      {
        slug: 'phones',
        name: t('Гар утас', 'Phones', 'Телефоны', '手机', 'Telefonia'),
        children: [
          {
            slug: 'smartphones',
            name: t('Ухаалаг утас', 'Smartphones', 'Смартфоны', '智能手机', 'Smartphone'),
            productKinds: [SMARTPHONE],
          },
          {
            slug: 'phone-accessories',
            name: t(
              'Утасны дагалдах хэрэгсэл',
              'Phone accessories',
              'Аксессуары для телефонов',
              '手机配件',
              'Accessori per telefoni',
            ),
            children: [
              {
                slug: 'phone-cases',
                name: t('Утасны гэр', 'Phone cases', 'Чехлы', '手机壳', 'Cover'),
                productKinds: [PHONE_CASE],
              },
              {
                slug: 'chargers',
                name: t(
                  'Цэнэглэгч',
                  'Chargers & power banks',
                  'Зарядные устройства',
                  '充电器与充电宝',
                  'Caricabatterie',
                ),
                productKinds: [CHARGER],
              },
            ],
          },
        ],
      },
      {
        slug: 'audio',
        name: t('Аудио', 'Audio', 'Аудиотехника', '音频设备', 'Audio'),
        children: [
          {
            slug: 'headphones',
            name: t('Чихэвч', 'Headphones', 'Наушники', '头戴耳机', 'Cuffie'),
            productKinds: [HEADPHONES],
          },
          {
            slug: 'earbuds',
            name: t(
              'Утасгүй чихэвч',
              'Wireless earbuds',
              'Беспроводные наушники',
              '真无线耳机',
              'Auricolari wireless',
            ),
            productKinds: [EARBUDS],
          },
        ],
      },
      {
        slug: 'computers',
        name: t('Компьютер', 'Computers', 'Компьютеры', '电脑', 'Computer'),
        children: [
          {
            slug: 'laptops',
            name: t(
              'Зөөврийн компьютер',
              'Laptops',
              'Ноутбуки',
              '笔记本电脑',
              'Computer portatili',
            ),
            productKinds: [LAPTOP],
          },
          {
            slug: 'tablets',
            name: t('Таблет', 'Tablets', 'Планшеты', '平板电脑', 'Tablet'),
            productKinds: [TABLET],
          },
        ],
      },
      {
        slug: 'watches',
        name: t(
          'Цаг, ухаалаг төхөөрөмж',
          'Watches & wearables',
          'Часы и гаджеты',
          '手表与穿戴设备',
          'Orologi e indossabili',
        ),
        children: [
          {
            slug: 'smartwatches',
            name: t('Ухаалаг цаг', 'Smartwatches', 'Умные часы', '智能手表', 'Smartwatch'),
            productKinds: [SMARTWATCH],
          },
          {
            slug: 'wristwatches',
            name: t('Бугуйн цаг', 'Wristwatches', 'Наручные часы', '腕表', 'Orologi da polso'),
            productKinds: [WRISTWATCH],
          },
        ],
      },
    ],
  },
  {
    slug: 'kids',
    name: t('Хүүхдийн ертөнц', 'Kids', 'Детям', '儿童天地', 'Bambini'),
    children: [
      {
        slug: 'toys',
        name: t('Тоглоом', 'Toys', 'Игрушки', '玩具', 'Giocattoli'),
        children: [
          {
            slug: 'building-sets',
            name: t('Угсармал тоглоом', 'Building sets', 'Конструкторы', '积木拼装', 'Costruzioni'),
            productKinds: [BUILDING_SET],
          },
          {
            slug: 'dolls-plush',
            name: t(
              'Хүүхэлдэй, зөөлөн тоглоом',
              'Dolls & plush',
              'Куклы и мягкие игрушки',
              '娃娃与毛绒玩具',
              'Bambole e peluche',
            ),
            productKinds: [DOLL],
          },
        ],
      },
      {
        slug: 'kids-party',
        name: t(
          'Хүүхдийн баяр',
          'Kids’ parties',
          'Детский праздник',
          '儿童派对',
          'Feste per bambini',
        ),
        children: [
          {
            slug: 'party-balloons',
            name: t(
              'Баярын бөмбөлөг',
              'Party balloons',
              'Шары для праздника',
              '派对气球',
              'Palloncini per feste',
            ),
            productKinds: [KIDS_BALLOONS],
          },
          {
            slug: 'kids-cakes',
            name: t(
              'Хүүхдийн бялуу',
              'Kids’ cakes',
              'Детские торты',
              '儿童蛋糕',
              'Torte per bambini',
            ),
            productKinds: [KIDS_CAKE],
          },
        ],
      },
      {
        slug: 'kids-room',
        name: t('Хүүхдийн өрөө', 'Kids’ room', 'Детская комната', '儿童房', 'Cameretta'),
        children: [
          {
            slug: 'night-lights',
            name: t('Шөнийн гэрэл', 'Night lights', 'Ночники', '小夜灯', 'Luci notturne'),
            productKinds: [NIGHT_LIGHT],
          },
        ],
      },
    ],
  },
  {
    slug: 'cards-stationery',
    name: t(
      'Ил захидал, бичиг хэрэг',
      'Cards & stationery',
      'Открытки и канцелярия',
      '贺卡文具',
      'Biglietti e cancelleria',
    ),
    children: [
      {
        slug: 'greeting-cards',
        name: t(
          'Мэндчилгээний карт',
          'Greeting cards',
          'Поздравительные открытки',
          '贺卡',
          'Biglietti d’auguri',
        ),
        children: [
          {
            slug: 'birthday-cards',
            name: t(
              'Төрсөн өдрийн карт',
              'Birthday cards',
              'Открытки с днём рождения',
              '生日贺卡',
              'Biglietti di compleanno',
            ),
            productKinds: [BIRTHDAY_CARD],
          },
          {
            slug: 'love-cards',
            name: t(
              'Хайрын карт',
              'Love cards',
              'Открытки о любви',
              '爱情卡片',
              'Biglietti d’amore',
            ),
            productKinds: [LOVE_CARD],
          },
          {
            slug: 'holiday-cards',
            name: t(
              'Баярын карт',
              'Holiday cards',
              'Праздничные открытки',
              '节日贺卡',
              'Biglietti per le feste',
            ),
            productKinds: [HOLIDAY_CARD],
          },
        ],
      },
      {
        slug: 'gift-wrap',
        name: t('Бэлэг боодол', 'Gift wrap', 'Упаковка подарков', '礼品包装', 'Confezioni regalo'),
        children: [
          {
            slug: 'wrapping',
            name: t(
              'Боодлын цаас, уут',
              'Wrapping paper & bags',
              'Упаковочная бумага и пакеты',
              '包装纸与礼品袋',
              'Carta e buste regalo',
            ),
            productKinds: [GIFT_WRAP],
          },
        ],
      },
      {
        slug: 'stationery',
        name: t('Бичиг хэрэг', 'Stationery', 'Канцелярия', '文具', 'Cancelleria'),
        children: [
          {
            slug: 'notebooks',
            name: t(
              'Тэмдэглэлийн дэвтэр',
              'Notebooks & planners',
              'Блокноты и ежедневники',
              '笔记本与手账',
              'Quaderni e agende',
            ),
            productKinds: [NOTEBOOK],
          },
          {
            slug: 'postcards',
            name: t('Ил захидал', 'Postcards', 'Почтовые открытки', '明信片', 'Cartoline'),
            productKinds: [POSTCARD],
          },
        ],
      },
    ],
  },
];
