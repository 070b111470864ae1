import type { ProductSource } from '../catalog/index.ts';
import type { PlannedTaxon } from './catalog-plan.ts';
import type { Locale } from './data/types.ts';
import type { SeedProduct } from './product-factory.ts';

/** The other locales as the catalogue's translations hold them (jsonb orders keys by code). */
const TRANSLATED: Locale[] = ['cn', 'en', 'it', 'ru'];

/**
 * What the search index copies of a seeded product, made from the product as generated rather
 * than read back from the catalogue: the same as `productsForIndex` would read once it is
 * written (the seed's tests compare the two).
 */
export class SeedSearchSources {
  private readonly taxonById: Map<number, PlannedTaxon>;

  constructor(
    taxons: PlannedTaxon[],
    private readonly brandNames: Map<number, string>,
    private readonly keywords: Map<string, { mn: string }>,
  ) {
    this.taxonById = new Map(taxons.map((t) => [t.id, t]));
  }

  sourceOf(product: SeedProduct): ProductSource {
    const path: PlannedTaxon[] = [];
    for (
      let t = this.taxonById.get(product.taxonId);
      t;
      t = t.parentId ? this.taxonById.get(t.parentId) : undefined
    ) {
      path.push(t);
    }
    const names: Record<string, string> = { mn: product.name.mn };
    const descriptions: Record<string, string> = { mn: product.description.mn };
    for (const locale of TRANSLATED) {
      if (product.name[locale]) names[locale] = product.name[locale];
      if (product.description[locale]) descriptions[locale] = product.description[locale];
    }
    const optionValues = product.variants.map((v) => v.optionValues);
    return {
      id: product.id,
      slug: product.slug,
      sku: product.sku,
      names,
      descriptions,
      image: product.images[0] ?? null,
      brandId: product.brandId,
      brandName: product.brandId === null ? null : (this.brandNames.get(product.brandId) ?? null),
      vendorId: product.vendorId,
      taxonIds: path.map((t) => t.id),
      taxonNames: path.flatMap((t) => [t.name.mn, t.name.en ?? '']),
      keywords: [...new Set(product.keywordNames)].map((name) => ({
        name,
        mn: this.keywords.get(name)?.mn ?? '',
      })),
      colors: distinct(optionValues.map((o) => o.color)),
      sizes: distinct(optionValues.map((o) => o.size)),
      price: product.price,
      sellingPrice: product.sellingPrice,
      salePercent: product.salePercent,
      saleStartAt: product.saleStartAt,
      saleExpireAt: product.saleExpireAt,
      availableOn: product.availableOn,
      createdAt: product.availableOn,
      totalOnHand: product.totalOnHand,
      averageRating: product.averageRating,
      totalReviews: product.totalReviews,
      badgeIds: product.badgeIds,
    };
  }
}

function distinct(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v))];
}
