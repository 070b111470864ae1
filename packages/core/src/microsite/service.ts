import type { Locale } from '@shop/i18n';
import { getBrand, type ProductDetail, productDetail, productRail } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { localize, type MicrositeContent, type MicrositeSource } from './content.ts';
import { SUVDAN_TSAS } from './suvdan-tsas.ts';

/** The brand microsites the shop runs, by their path segment. */
const MICROSITES: ReadonlyMap<string, MicrositeSource> = new Map([[SUVDAN_TSAS.name, SUVDAN_TSAS]]);

/** Path segments of every microsite (`/brand/{name}`), for links and the sitemap. */
export const MICROSITE_NAMES: readonly string[] = [...MICROSITES.keys()];

/** The path segment of a catalogue brand's microsite, or null when it has none. */
export function micrositeOfBrand(brandCode: string): string | null {
  for (const source of MICROSITES.values()) if (source.brandCode === brandCode) return source.name;
  return null;
}

/** How many of the brand's products its microsite offers at most. */
const PRODUCTS_SHOWN = 12;

/** A microsite's copy in the locale, or null for a name the shop does not run. */
export function micrositeContent(locale: Locale, name: string): MicrositeContent | null {
  const source = MICROSITES.get(name);
  return source ? localize(source, locale) : null;
}

/** A product of the brand as its microsite sells it: one form per product, a choice of sizes. */
export interface MicrositeProduct {
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

function forSale(product: ProductDetail): MicrositeProduct {
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

/**
 * A microsite's home: its copy and the brand's products shoppers can buy now (the default
 * filter, cheapest first), or null for an unknown name.
 */
export async function micrositeHome(
  ctx: Ctx,
  name: string,
): Promise<{ content: MicrositeContent; products: MicrositeProduct[] } | null> {
  const content = micrositeContent(ctx.locale, name);
  if (!content) return null;
  const brand = await getBrand(ctx, content.brandCode);
  const cards = brand
    ? await productRail(ctx, { sort: 'price_asc', brandId: brand.id, limit: PRODUCTS_SHOWN })
    : [];
  const details = await Promise.all(cards.map((card) => productDetail(ctx, card.id)));
  const products = details.filter((d): d is ProductDetail => d !== null).map(forSale);
  return { content, products };
}
