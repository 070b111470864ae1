import type { Cell, TableRows } from '../db/index.ts';
import { translationsOf } from './catalog-plan.ts';
import type { SeedProduct } from './product-factory.ts';

/** The rows of a batch of products with their images, variants, stock and keywords. */
export function productRows(
  products: SeedProduct[],
  keywords: Map<string, { id: number }>,
): TableRows[] {
  return [
    tableRows(
      'catalog_product',
      {
        id: 'int',
        slug: 'text',
        sku: 'text',
        name: 'text',
        description: 'text',
        translations: 'jsonb',
        brand_id: 'int',
        vendor_id: 'int',
        taxon_id: 'int',
        price: 'int',
        selling_price: 'int',
        sale_percent: 'int',
        sale_start_at: 'timestamptz',
        sale_expire_at: 'timestamptz',
        available_on: 'timestamptz',
        total_on_hand: 'int',
        image: 'text',
        average_rating: 'float8',
        total_reviews: 'int',
        badge_ids: 'int[]',
        gpc: 'text',
        gpc_txt: 'text',
        properties: 'jsonb',
        age_restricted: 'boolean',
        return_notice_hours: 'int',
        delivery_lead: 'text',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
      },
      products.map((p) => [
        p.id,
        p.slug,
        p.sku,
        p.name.mn,
        p.description.mn,
        translationsOf({ name: p.name, description: p.description }),
        p.brandId,
        p.vendorId,
        p.taxonId,
        p.price,
        p.sellingPrice,
        p.salePercent,
        p.saleStartAt,
        p.saleExpireAt,
        p.availableOn,
        p.totalOnHand,
        p.images[0] ?? null,
        p.averageRating,
        p.totalReviews,
        `{${p.badgeIds.join(',')}}`,
        p.gpc,
        p.gpcText,
        p.properties ?? [],
        p.ageRestricted,
        p.returnNoticeHours,
        p.deliveryLead,
        p.availableOn,
        p.availableOn,
      ]),
    ),
    tableRows(
      'catalog_product_image',
      { product_id: 'int', url: 'text', position: 'int' },
      products.flatMap((p) => p.images.map((url, i): Cell[] => [p.id, url, i])),
    ),
    tableRows(
      'catalog_variant',
      {
        id: 'int',
        product_id: 'int',
        sku: 'text',
        price: 'int',
        selling_price: 'int',
        option_values: 'jsonb',
        image: 'text',
        position: 'int',
      },
      products.flatMap((p) =>
        p.variants.map((v): Cell[] => [
          v.id,
          p.id,
          v.sku,
          v.price,
          v.sellingPrice,
          v.optionValues,
          v.image,
          v.position,
        ]),
      ),
    ),
    tableRows(
      'inventory_stock_item',
      { variant_id: 'int', stock_location_id: 'int', count_on_hand: 'int' },
      products.flatMap((p) =>
        p.variants.flatMap((v) => v.stock.map((count, i): Cell[] => [v.id, i + 1, count])),
      ),
    ),
    tableRows(
      'catalog_nutrition',
      {
        product_id: 'int',
        energy_kcal: 'int',
        protein: 'numeric',
        fat: 'numeric',
        carbohydrates: 'numeric',
        sugar: 'numeric',
        salt: 'numeric',
        ingredients: 'text',
        allergens: 'text',
        translations: 'jsonb',
      },
      products.flatMap(({ id, nutrition: n }): Cell[][] =>
        n
          ? [
              [
                id,
                n.energyKcal,
                n.protein,
                n.fat,
                n.carbohydrates,
                n.sugar,
                n.salt,
                n.ingredients.mn,
                n.allergens.mn,
                translationsOf({ ingredients: n.ingredients, allergens: n.allergens }),
              ],
            ]
          : [],
      ),
    ),
    tableRows(
      'catalog_product_keyword',
      { product_id: 'int', keyword_id: 'int' },
      products.flatMap((p) =>
        [...new Set(p.keywordNames)].map((name): Cell[] => [p.id, keywords.get(name)?.id ?? null]),
      ),
    ),
  ];
}

function tableRows(table: string, columns: Record<string, string>, rows: Cell[][]): TableRows {
  return { table, columns, rows };
}
