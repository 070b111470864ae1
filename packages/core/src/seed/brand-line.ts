import type { OptionValues } from '../catalog/schema.ts';
import { brandIdByCode, type PlannedTaxon } from './catalog-plan.ts';
import { BRAND_LINE } from './data/brand-line.ts';
import type { LocaleText } from './data/types.ts';
import type { FactoryContext, SeedProduct } from './product-factory.ts';

/** The category the brand's bottles live in. */
const BRAND_LINE_TAXON = 'food-drinks/spirits/vodka/premium-vodka';
/** Bottles of each size in each store: enough for a demo shop and its tests. */
const STOCK_PER_LOCATION = 24;

const label = (mn: string, en: string, ru: string, cn: string, it: string): LocaleText => ({
  mn,
  en,
  ru,
  cn,
  it,
});
const ABV = label('Спиртийн агууламж', 'Alcohol', 'Крепость', '酒精度', 'Gradazione alcolica');
const ORIGIN = label('Гарал үүсэл', 'Origin', 'Происхождение', '产地', 'Origine');
const SELENGE = label(
  'Монгол, Сэлэнгэ аймаг',
  'Mongolia, Selenge province',
  'Монголия, Селенгинский аймак',
  '蒙古国色楞格省',
  'Mongolia, provincia di Selenge',
);

/**
 * The microsite brand's products, numbered after the generated ones and the packages (`firstId`
 * on), so the generated products keep their numbers whatever the seed's size. They are found by
 * their fixed slugs, not by number.
 */
export function makeBrandLine(
  ctx: FactoryContext,
  taxons: PlannedTaxon[],
  firstId: number,
  nextVariantId: () => number,
): SeedProduct[] {
  const taxon = taxons.find((t) => t.permalink === BRAND_LINE_TAXON);
  if (!taxon) throw new Error(`the brand line's category ${BRAND_LINE_TAXON} is not seeded`);
  return BRAND_LINE.map((seed, index) => {
    const id = firstId + index;
    const variants = seed.variants.map((v, position) => ({
      id: nextVariantId(),
      sku: `${seed.sku}-${position + 1}`,
      price: v.price,
      sellingPrice: v.price,
      optionValues: (v.size ? { size: v.size } : {}) as OptionValues,
      image: null,
      position,
      stock: Array.from({ length: ctx.locationCount }, () => STOCK_PER_LOCATION),
    }));
    const abv = label(seed.abv, seed.abv, seed.abv, seed.abv, seed.abv);
    return {
      id,
      slug: seed.slug,
      sku: seed.sku,
      name: seed.name,
      description: seed.description,
      brandId: brandIdByCode.get('SUVDAN') ?? null,
      // The shop's own store sells it.
      vendorId: 1,
      taxonId: taxon.id,
      price: variants[0]?.price ?? 0,
      sellingPrice: variants[0]?.sellingPrice ?? 0,
      salePercent: 0,
      saleStartAt: null,
      saleExpireAt: null,
      // On sale since a month before the seed day: in every list and rail at once.
      availableOn: new Date(ctx.now.getTime() - 30 * 86_400_000),
      totalOnHand: variants.length * ctx.locationCount * STOCK_PER_LOCATION,
      images: [`/media/p/pearl-bottle/${seed.hue}/${id}.svg`],
      averageRating: 4.8,
      totalReviews: 24 + index * 7,
      badgeIds: [],
      gpc: '10000276',
      gpcText: 'Vodka',
      properties: [
        { label: ABV, value: abv },
        { label: ORIGIN, value: SELENGE },
      ],
      ageRestricted: true,
      returnNoticeHours: 24,
      deliveryLead: 'now',
      keywordNames: ['arkhi', 'vodka'],
      variants,
      nutrition: null,
    };
  });
}
