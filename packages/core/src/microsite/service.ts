import type { Locale } from '@shop/i18n';
import { getBrand, type ProductOffer, productOffers, productRail } from '../catalog/index.ts';
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
export type MicrositeProduct = ProductOffer;

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
  const products = await productOffers(
    ctx,
    cards.map((card) => card.id),
  );
  return { content, products };
}
