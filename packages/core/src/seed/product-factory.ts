import type { DeliveryLead } from '../catalog/index.ts';
import type { OptionValues } from '../catalog/schema.ts';
import { SeededRandom } from '../shared/index.ts';
import { brandIdByCode, type PlannedTaxon, productSlug } from './catalog-plan.ts';
import { COLORS } from './data/content.ts';
import { NUTRITION_BY_LEAF } from './data/nutrition.ts';
import { LOCALES, type Locale, type LocaleText, type ProductKindSeed } from './data/types.ts';

const DAY = 86_400_000;
const SALE_PERCENTS = [10, 15, 20, 25, 30, 40, 50];

/**
 * The variant colours whose English names also name a product's colour ("Yellow tulip bouquet");
 * not "green" (tea), "cream" (face cream) or "black" (tea), and white has no hue (`namedWhite`).
 */
const NAMED_COLOURS = COLORS.filter((c) =>
  ['red', 'pink', 'yellow', 'orange', 'purple'].includes(c.code),
).map((c) => ({ word: new RegExp(`\\b${c.name.en}\\b`, 'i'), hue: c.hue }));

/** The hue of the first colour a product's English name gives, so its picture shows it. */
export function namedHue(englishName: string): number | undefined {
  let first: { at: number; hue: number } | undefined;
  for (const { word, hue } of NAMED_COLOURS) {
    const at = englishName.search(word);
    if (at >= 0 && (!first || at < first.at)) first = { at, hue };
  }
  return first?.hue;
}

/** A name of white flowers only ("White rose bouquet"; not "Pink and white rose mix"). */
export function namedWhite(englishName: string): boolean {
  return /\bwhite\b/i.test(englishName) && namedHue(englishName) === undefined;
}

export interface SeedProduct {
  id: number;
  slug: string;
  sku: string;
  name: LocaleText;
  description: LocaleText;
  brandId: number | null;
  vendorId: number;
  taxonId: number;
  price: number;
  sellingPrice: number;
  salePercent: number;
  saleStartAt: Date | null;
  saleExpireAt: Date | null;
  availableOn: Date;
  totalOnHand: number;
  images: string[];
  averageRating: number;
  totalReviews: number;
  badgeIds: number[];
  gpc: string;
  gpcText: string;
  properties: ProductKindSeed['properties'];
  ageRestricted: boolean;
  /** Hours after delivery to report a damaged or wrong item (RETURN_NOTICE_CHOICES). */
  returnNoticeHours: number;
  /** How soon it can be sent (DELIVERY_LEADS). */
  deliveryLead: DeliveryLead;
  keywordNames: string[];
  variants: SeedVariant[];
  /** Per 100 g, for food only. */
  nutrition: SeedNutrition | null;
}

export interface SeedNutrition {
  energyKcal: number;
  protein: number;
  fat: number;
  carbohydrates: number;
  sugar: number;
  salt: number;
  ingredients: LocaleText;
  allergens: LocaleText;
}

export interface SeedVariant {
  id: number;
  sku: string;
  price: number;
  sellingPrice: number;
  optionValues: OptionValues;
  image: string | null;
  position: number;
  /** Count on hand per stock location, in the order of the locations. */
  stock: number[];
}

export interface FactoryContext {
  leaves: PlannedTaxon[];
  /** The marketplace's stores, in id order (the first is id 1), with what each sells. */
  vendors: readonly { sells: readonly string[] }[];
  badgeCount: number;
  locationCount: number;
  now: Date;
}

/** One of the stores that sell the category (flowers from a florist, phones from the phone shop). */
function vendorSelling(
  rand: SeededRandom,
  vendors: FactoryContext['vendors'],
  permalink: string,
): number {
  const ids = vendors.flatMap((vendor, i) =>
    vendor.sells.some((line) => permalink === line || permalink.startsWith(`${line}/`))
      ? [i + 1]
      : [],
  );
  if (ids.length === 0) throw new Error(`no vendor sells ${permalink}`);
  return rand.pick(ids);
}

/**
 * Makes product number `id` (and its variants) deterministically: the same id and context give
 * the same product, so a seed of N products is a prefix of a seed of N + 1.
 */
export function makeProduct(
  ctx: FactoryContext,
  id: number,
  nextVariantId: () => number,
): SeedProduct {
  const rand = new SeededRandom(id * 7919 + 17);
  const leaf = ctx.leaves[(id - 1) % ctx.leaves.length] as PlannedTaxon;
  const kind = rand.pick(leaf.kinds);
  const base = rand.pick(kind.names);
  const qualifier = rand.pick(kind.qualifiers);
  const name = joinLocales(qualifier, base);
  const description = mapLocales((l) => kind.description[l].replaceAll('{name}', name[l]));
  const price = roundPrice(rand.int(kind.priceRange[0], kind.priceRange[1]));
  const onSale = rand.chance(0.22);
  const salePercent = onSale ? rand.pick(SALE_PERCENTS) : 0;
  const hue = rand.int(0, 359);
  const named = namedHue(base.en);
  // A product named for its colour is drawn in it on every picture; others vary the tint.
  const pictureHue = (i: number) =>
    (named === undefined ? hue + i * 40 : named + 360 - i * 4) % 360;
  const tone = namedWhite(base.en) ? '?white=1' : '';
  const images = Array.from(
    { length: rand.int(1, 3) },
    (_, i) => `/media/p/${kind.illustration}/${pictureHue(i)}/${id * 3 + i}.svg${tone}`,
  );
  const availableOn = new Date(ctx.now.getTime() - rand.int(0, 400) * DAY - rand.int(0, DAY));
  const preorder = rand.chance(0.02);
  const soldOut = rand.chance(0.05);
  const variants = makeVariants(rand, ctx, kind, id, price, salePercent, soldOut, nextVariantId);
  // A series is up to three products of one category (ids one round of leaves apart), so the
  // SKU prefix finds "other models" of the same kind.
  const leafIndex = (id - 1) % ctx.leaves.length;
  const series = leafIndex * 1000 + Math.floor((id - 1) / ctx.leaves.length / 3);
  return {
    id,
    slug: productSlug(name.en, id),
    sku: `${kind.illustration.slice(0, 3).toUpperCase()}${String(series).padStart(5, '0')}-${id}`,
    name,
    description,
    brandId: brandIdByCode.get(rand.pick(kind.brandCodes)) ?? null,
    vendorId: vendorSelling(rand, ctx.vendors, leaf.permalink),
    taxonId: leaf.id,
    price: variants[0]?.price ?? price,
    sellingPrice: variants[0]?.sellingPrice ?? price,
    salePercent,
    saleStartAt: onSale ? new Date(ctx.now.getTime() - rand.int(1, 20) * DAY) : null,
    // Half the sales run until further notice, so a long-lived demo shop keeps its sale rail.
    saleExpireAt:
      onSale && rand.chance(0.5) ? new Date(ctx.now.getTime() + rand.int(3, 45) * DAY) : null,
    availableOn: preorder ? new Date(ctx.now.getTime() + rand.int(5, 60) * DAY) : availableOn,
    totalOnHand: variants.reduce((sum, v) => sum + v.stock.reduce((a, b) => a + b, 0), 0),
    images: rand.chance(0.01) ? [] : withFirstColour(images, variants),
    averageRating: rand.chance(0.3) ? 0 : Math.round((3.2 + rand.next() * 1.8) * 10) / 10,
    totalReviews: rand.int(0, 140),
    badgeIds: rand.sample(
      Array.from({ length: ctx.badgeCount }, (_, i) => i + 1),
      rand.chance(0.35) ? rand.int(1, 2) : 0,
    ),
    gpc: kind.gpc.code,
    gpcText: kind.gpc.text,
    properties: kind.properties ?? [],
    ageRestricted: kind.spirit === true,
    returnNoticeHours: returnNoticeHoursOf(leaf.permalink),
    deliveryLead: deliveryLeadOf(leaf.permalink),
    keywordNames: kind.keywords.map((k) => k.name.toLowerCase()),
    variants,
    nutrition: makeNutrition(leaf.slug, id),
  };
}

/**
 * What perishes (flowers, plants, food and drink) is checked on the day: 24 hours; gifts, beauty,
 * toys and cards 48; home goods and electronics, which may need setting up first, 72.
 */
const RETURN_NOTICE_BY_ROOT: Record<string, number> = {
  gifts: 48,
  beauty: 48,
  kids: 48,
  'cards-stationery': 48,
  home: 72,
  electronics: 72,
};

export function returnNoticeHoursOf(permalink: string): number {
  return RETURN_NOTICE_BY_ROOT[permalink.split('/')[0] ?? ''] ?? 24;
}

/**
 * Most of the shop is sent from its own stock. Wedding bouquets are made for the day (24-48
 * hours), laptops and smartwatches come from the importer's ready stock (48-72 hours), and tea
 * sets and throws are ordered in from their makers (7-14 days).
 */
const DELIVERY_LEAD_BY_LEAF: Record<string, DeliveryLead> = {
  'wedding-bouquets': '24-48h',
  laptops: '48-72h',
  smartwatches: '48-72h',
  'tea-sets': '7-14d',
  'blankets-throws': '7-14d',
};

export function deliveryLeadOf(permalink: string): DeliveryLead {
  return DELIVERY_LEAD_BY_LEAF[permalink.split('/').at(-1) ?? ''] ?? 'now';
}

/** Believable facts per 100 g: the category's values varied by up to ±8%, energy from them. */
function makeNutrition(leafSlug: string, id: number): SeedNutrition | null {
  const base = NUTRITION_BY_LEAF[leafSlug];
  if (!base) return null;
  // Its own generator, so adding nutrition changed none of the other seeded values.
  const rand = new SeededRandom(id * 104_729 + 3);
  const vary = (value: number, decimals: number) =>
    Math.round(value * (0.92 + rand.next() * 0.16) * 10 ** decimals) / 10 ** decimals;
  const protein = vary(base.protein, 1);
  const fat = vary(base.fat, 1);
  const carbohydrates = vary(base.carbohydrates, 1);
  return {
    energyKcal: Math.round(4 * protein + 9 * fat + 4 * carbohydrates),
    protein,
    fat,
    carbohydrates,
    sugar: Math.min(carbohydrates, vary(base.sugar, 1)),
    salt: vary(base.salt, 2),
    ingredients: base.ingredients,
    allergens: base.allergens,
  };
}

function makeVariants(
  rand: SeededRandom,
  ctx: FactoryContext,
  kind: ProductKindSeed,
  productId: number,
  basePrice: number,
  salePercent: number,
  soldOut: boolean,
  nextVariantId: () => number,
): SeedVariant[] {
  const colors =
    kind.options === 'color' || kind.options === 'color+size'
      ? rand.sample(COLORS, rand.int(2, 4)).map((c) => c.code)
      : [undefined];
  const sizes =
    kind.options === 'size' || kind.options === 'color+size'
      ? (kind.sizes ?? ['S', 'M', 'L'])
      : [undefined];
  const variants: SeedVariant[] = [];
  for (const color of colors) {
    sizes.forEach((size, sizeIndex) => {
      const price = roundPrice(basePrice * (1 + sizeIndex * 0.25));
      const optionValues: OptionValues = {};
      if (color) optionValues.color = color;
      if (size) optionValues.size = size;
      variants.push({
        id: nextVariantId(),
        sku: `${productId}-${variants.length + 1}`,
        price,
        sellingPrice: salePercent ? roundPrice((price * (100 - salePercent)) / 100) : price,
        optionValues,
        image: color ? colourPicture(kind, productId, color) : null,
        position: variants.length,
        stock: Array.from({ length: ctx.locationCount }, () =>
          soldOut || rand.chance(0.3) ? 0 : rand.int(1, 25),
        ),
      });
    });
  }
  return variants;
}

/**
 * A colour variant's picture: the product's first drawing in that colour, so choosing a colour on
 * the product page shows the product in it.
 */
function colourPicture(kind: ProductKindSeed, productId: number, code: string): string {
  const hue = COLORS.find((c) => c.code === code)?.hue ?? 0;
  return `/media/p/${kind.illustration}/${hue}/${productId * 3}.svg`;
}

/** A product sold in colours shows its first colour first, as its product page starts with it. */
function withFirstColour(images: string[], variants: SeedVariant[]): string[] {
  const first = variants[0]?.image;
  return first ? [first, ...images.slice(1)] : images;
}

/** Shop prices end in hundreds. */
function roundPrice(value: number): number {
  return Math.max(100, Math.round(value / 100) * 100);
}

function mapLocales(fn: (locale: Locale) => string): LocaleText {
  return Object.fromEntries(LOCALES.map((l) => [l, fn(l)])) as LocaleText;
}

function joinLocales(qualifier: LocaleText, base: LocaleText): LocaleText {
  return mapLocales((l) =>
    l === 'cn' ? `${qualifier[l]}${base[l]}` : `${qualifier[l]} ${lowerFirst(base[l], l)}`,
  );
}

/** "Premium Red roses" reads better as "Premium red roses" where case matters. */
function lowerFirst(text: string, locale: Locale): string {
  if (locale === 'en' || locale === 'it' || locale === 'ru' || locale === 'mn') {
    const [first = '', second = ''] = text;
    // Keep acronyms and proper names (two capitals in a row) as written.
    if (second && second === second.toUpperCase() && second !== second.toLowerCase()) return text;
    return first.toLowerCase() + text.slice(1);
  }
  return text;
}
