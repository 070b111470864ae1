import type { LocaleText } from './types.ts';

/** Nutrition facts per 100 g for the food categories, before a small per-product variation. */
export interface NutritionSeed {
  protein: number;
  fat: number;
  carbohydrates: number;
  sugar: number;
  salt: number;
  ingredients: LocaleText;
  allergens: LocaleText;
}

const NONE: LocaleText = {
  mn: 'Харшил үүсгэгч бодис агуулаагүй.',
  en: 'Contains no allergens.',
  ru: 'Не содержит аллергенов.',
  cn: '不含过敏原。',
  it: 'Non contiene allergeni.',
};

const CHOCOLATE: NutritionSeed = {
  protein: 6.5,
  fat: 31,
  carbohydrates: 57,
  sugar: 50,
  salt: 0.2,
  ingredients: {
    mn: 'Сахар, какаоны тос, какаоны нунтаг, хуурай сүү, эмульгатор (шар буурцгийн лецитин), ваниль.',
    en: 'Sugar, cocoa butter, cocoa mass, milk powder, emulsifier (soy lecithin), vanilla.',
    ru: 'Сахар, какао-масло, какао тёртое, сухое молоко, эмульгатор (соевый лецитин), ваниль.',
    cn: '白砂糖、可可脂、可可液块、奶粉、乳化剂（大豆卵磷脂）、香草。',
    it: 'Zucchero, burro di cacao, pasta di cacao, latte in polvere, emulsionante (lecitina di soia), vaniglia.',
  },
  allergens: {
    mn: 'Сүү, шар буурцаг агуулсан. Самрын ул мөр агуулж болзошгүй.',
    en: 'Contains milk and soy. May contain traces of nuts.',
    ru: 'Содержит молоко и сою. Может содержать следы орехов.',
    cn: '含牛奶和大豆。可能含有微量坚果。',
    it: 'Contiene latte e soia. Può contenere tracce di frutta a guscio.',
  },
};

const CAKE: NutritionSeed = {
  protein: 5,
  fat: 19,
  carbohydrates: 45,
  sugar: 30,
  salt: 0.4,
  ingredients: {
    mn: 'Улаан буудайн гурил, сахар, өндөг, цөцгийн тос, цөцгий, какао, шинэ жимс.',
    en: 'Wheat flour, sugar, eggs, butter, cream, cocoa, fresh fruit.',
    ru: 'Пшеничная мука, сахар, яйца, сливочное масло, сливки, какао, свежие фрукты.',
    cn: '小麦粉、白砂糖、鸡蛋、黄油、奶油、可可、新鲜水果。',
    it: 'Farina di frumento, zucchero, uova, burro, panna, cacao, frutta fresca.',
  },
  allergens: {
    mn: 'Цавуулаг (улаан буудай), өндөг, сүү агуулсан.',
    en: 'Contains gluten (wheat), eggs and milk.',
    ru: 'Содержит глютен (пшеница), яйца и молоко.',
    cn: '含麸质（小麦）、鸡蛋和牛奶。',
    it: 'Contiene glutine (frumento), uova e latte.',
  },
};

const PASTRY: NutritionSeed = {
  protein: 6,
  fat: 22,
  carbohydrates: 58,
  sugar: 25,
  salt: 0.6,
  ingredients: {
    mn: 'Улаан буудайн гурил, цөцгийн тос, сахар, өндөг, самар, давс.',
    en: 'Wheat flour, butter, sugar, eggs, nuts, salt.',
    ru: 'Пшеничная мука, сливочное масло, сахар, яйца, орехи, соль.',
    cn: '小麦粉、黄油、白砂糖、鸡蛋、坚果、盐。',
    it: 'Farina di frumento, burro, zucchero, uova, frutta a guscio, sale.',
  },
  allergens: {
    mn: 'Цавуулаг (улаан буудай), өндөг, сүү, самар агуулсан.',
    en: 'Contains gluten (wheat), eggs, milk and nuts.',
    ru: 'Содержит глютен (пшеница), яйца, молоко и орехи.',
    cn: '含麸质（小麦）、鸡蛋、牛奶和坚果。',
    it: 'Contiene glutine (frumento), uova, latte e frutta a guscio.',
  },
};

const FRUIT: NutritionSeed = {
  protein: 0.6,
  fat: 0.2,
  carbohydrates: 13,
  sugar: 11,
  salt: 0,
  ingredients: {
    mn: 'Шинэ жимс: алим, жүрж, усан үзэм, банана, киви (улирлаас хамаарна).',
    en: 'Fresh fruit: apples, oranges, grapes, bananas, kiwis (depending on the season).',
    ru: 'Свежие фрукты: яблоки, апельсины, виноград, бананы, киви (в зависимости от сезона).',
    cn: '新鲜水果：苹果、橙子、葡萄、香蕉、猕猴桃（视季节而定）。',
    it: 'Frutta fresca: mele, arance, uva, banane, kiwi (secondo la stagione).',
  },
  allergens: NONE,
};

const DRIED_FRUIT_NUTS: NutritionSeed = {
  protein: 12,
  fat: 28,
  carbohydrates: 45,
  sugar: 32,
  salt: 0.05,
  ingredients: {
    mn: 'Хатаасан чангаанз, үзэм, чавга, бүйлс, хушга, кешью.',
    en: 'Dried apricots, raisins, prunes, almonds, walnuts, cashews.',
    ru: 'Курага, изюм, чернослив, миндаль, грецкий орех, кешью.',
    cn: '杏干、葡萄干、西梅、杏仁、核桃、腰果。',
    it: 'Albicocche secche, uvetta, prugne, mandorle, noci, anacardi.',
  },
  allergens: {
    mn: 'Самар (бүйлс, хушга, кешью) агуулсан.',
    en: 'Contains nuts (almonds, walnuts, cashews).',
    ru: 'Содержит орехи (миндаль, грецкий орех, кешью).',
    cn: '含坚果（杏仁、核桃、腰果）。',
    it: 'Contiene frutta a guscio (mandorle, noci, anacardi).',
  },
};

const TEA: NutritionSeed = {
  protein: 19,
  fat: 1.5,
  carbohydrates: 8,
  sugar: 0.3,
  salt: 0.03,
  ingredients: {
    mn: 'Цайны навч, хатаасан ургамал ба жимсний хэсэг (төрлөөс хамаарна).',
    en: 'Tea leaves, dried herbs and fruit pieces (depending on the blend).',
    ru: 'Чайный лист, сушёные травы и кусочки фруктов (в зависимости от купажа).',
    cn: '茶叶、干草本及果粒（视拼配而定）。',
    it: 'Foglie di tè, erbe essiccate e pezzi di frutta (secondo la miscela).',
  },
  allergens: NONE,
};

const COFFEE: NutritionSeed = {
  protein: 13,
  fat: 14,
  carbohydrates: 32,
  sugar: 0.5,
  salt: 0.02,
  ingredients: {
    mn: 'Шарсан арабика кофены үр (100%).',
    en: 'Roasted arabica coffee beans (100%).',
    ru: 'Обжаренные зёрна кофе арабика (100%).',
    cn: '烘焙阿拉比卡咖啡豆（100%）。',
    it: 'Caffè arabica tostato in grani (100%).',
  },
  allergens: NONE,
};

/** Food categories (leaf slugs of taxons.ts) and their nutrition; other products have none. */
export const NUTRITION_BY_LEAF: Record<string, NutritionSeed> = {
  'chocolate-boxes': CHOCOLATE,
  'chocolate-bars': CHOCOLATE,
  cakes: CAKE,
  'kids-cakes': CAKE,
  pastries: PASTRY,
  'fruit-baskets': FRUIT,
  'dried-fruit-nuts': DRIED_FRUIT_NUTS,
  tea: TEA,
  coffee: COFFEE,
};
