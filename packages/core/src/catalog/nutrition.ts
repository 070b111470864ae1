import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/index.ts';
import { productKey } from './product-detail.ts';
import { catalogNutrition, catalogProduct } from './schema.ts';

/** Nutrition facts per 100 g of a food product (`GET /products/{id}/nutrition`). */
export interface Nutrition {
  product_id: number;
  per: '100g';
  energy_kcal: number;
  protein: number;
  fat: number;
  carbohydrates: number;
  sugar: number;
  salt: number;
  ingredients: string;
  allergens: string;
}

/** The nutrition facts of a product, or null when it is unknown or not food. */
export async function productNutrition(
  ctx: Ctx,
  slugOrId: string | number,
): Promise<Nutrition | null> {
  const [row] = await ctx.db
    .select({ nutrition: catalogNutrition })
    .from(catalogProduct)
    .innerJoin(catalogNutrition, eq(catalogNutrition.productId, catalogProduct.id))
    .where(productKey(slugOrId))
    .limit(1);
  if (!row) return null;
  const n = row.nutrition;
  return {
    product_id: n.productId,
    per: '100g',
    energy_kcal: n.energyKcal,
    protein: Number(n.protein),
    fat: Number(n.fat),
    carbohydrates: Number(n.carbohydrates),
    sugar: Number(n.sugar),
    salt: Number(n.salt),
    ingredients: translated(n.ingredients, n.translations, ctx.locale, 'ingredients'),
    allergens: translated(n.allergens, n.translations, ctx.locale, 'allergens'),
  };
}
