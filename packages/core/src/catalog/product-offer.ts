import type { Ctx } from '../context.ts';
import { type ProductDetail, productDetail } from './product-detail.ts';

/**
 * A product as one small form sells it (a look book's hotspot, a microsite's offer): picture,
 * name, a choice of sizes with their prices and whether each is in stock.
 */
export interface ProductOffer {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  age_restricted: boolean;
  variants: {
    id: number;
    /** Its size or colour names, for the choice ("0.7 L"); empty for a single variant. */
    label: string;
    price: number;
    selling_price: number;
    in_stock: boolean;
  }[];
}

export function offerOf(product: ProductDetail): ProductOffer {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    age_restricted: product.age_restricted,
    variants: product.variants.map((v) => ({
      id: v.id,
      label: v.option_values.map((o) => o.name).join(' · '),
      price: v.price,
      selling_price: v.selling_price,
      in_stock: v.total_on_hand > 0,
    })),
  };
}

/** The offers of these products, in the order asked; one no longer shown is left out. */
export async function productOffers(ctx: Ctx, ids: number[]): Promise<ProductOffer[]> {
  const details = await Promise.all(ids.map((id) => productDetail(ctx, id)));
  return details.filter((d): d is ProductDetail => d !== null).map(offerOf);
}
