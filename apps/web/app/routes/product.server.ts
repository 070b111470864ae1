import {
  catalog,
  checkout,
  createContext,
  type Db,
  engagement,
  inventory,
  licences,
  payments,
  search,
} from '@shop/core';
import type { Locale } from '@shop/i18n';
import type { AddToCartFailure } from '../lib/cart.server.ts';
import { formatDate } from '../lib/dates.ts';
import { localePath } from '../lib/locale.ts';
import { datedReviews } from './product-reviews.server.ts';

/** The product page's "more like this" row: a row's worth, below related products. */
const MORE_LIKE_THIS_ON_PAGE = 12;

/**
 * Everything the product page shows, or null for an unknown product. Dates are formatted here,
 * on the server, so the browser's Intl data cannot make the hydrated text differ.
 */
export async function loadProductPage(db: Db, locale: Locale, slugOrId: string, origin: string) {
  const ctx = createContext(db, locale);
  const product = await catalog.productDetail(ctx, slugOrId);
  if (!product) return null;
  const components = product.package_components ?? [];
  const neighboursAndLikeThis = catalog
    .productNeighbours(ctx, product.id)
    .then(async (neighbours) => {
      const shown = [...(neighbours?.related ?? []), ...(neighbours?.other_models ?? [])];
      const like = await search.moreLikeThis(ctx, product.id, {
        limit: MORE_LIKE_THIS_ON_PAGE,
        excludeIds: shown.map((p) => p.id),
      });
      // A card needs no more than a list's card: the page's data is hydrated.
      const cards = like.map(({ sku: _s, sale_expire_at: _e, available_on: _a, ...card }) => card);
      return { neighbours, moreLikeThis: cards };
    });
  const [{ neighbours, moreLikeThis }, nutrition, stock, componentStock, keys] = await Promise.all([
    neighboursAndLikeThis,
    catalog.productNutrition(ctx, product.id),
    catalog.storeStockOfVariants(
      ctx,
      product.variants.map((v) => v.id),
    ),
    components.length
      ? inventory.stockOfVariants(
          ctx,
          components.map((c) => c.variant_id),
        )
      : [],
    licences.licenceProducts(ctx, [product.id]),
  ]);
  const componentsOnHand: Record<number, number> = {};
  for (const s of componentStock) {
    componentsOnHand[s.variant_id] = (componentsOnHand[s.variant_id] ?? 0) + s.count_on_hand;
  }
  const canonical = origin + localePath(locale, `/products/${product.slug}`);
  const deliveryTerms = checkout.deliveryTerms(product.return_notice_hours, product.delivery_lead);
  return {
    product,
    // A licence key is e-mailed: its offer has no shipping.
    jsonLd: productJsonLd(product, canonical, origin, keys.has(product.id) ? null : deliveryTerms),
    related: neighbours?.related ?? [],
    otherModels: neighbours?.other_models ?? [],
    moreLikeThis,
    nutrition,
    stock,
    componentsOnHand,
    saleEnds: product.sale_percent > 0 ? formatDate(product.sale_expire_at, locale) : null,
    availableFrom: product.preorder ? formatDate(product.available_on, locale) : null,
    leaseMonthly: payments.leaseTeaser(product.selling_price)?.monthly ?? null,
    deliveryTerms,
    /** A licence key: it comes by e-mail, nothing is delivered. */
    licenceKey: keys.has(product.id),
    canonical,
    origin,
  };
}

/** Product structured data (schema.org) for search engines, with the capital's delivery. */
function productJsonLd(
  product: catalog.ProductDetail,
  url: string,
  origin: string,
  delivery: checkout.DeliveryTerms | null,
) {
  const absolute = (src: string) => (src.startsWith('/') ? origin + src : src);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: product.images.map(absolute),
    url,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.gpc ? { category: product.gpc_txt ?? product.gpc } : {}),
    ...(product.total_reviews > 0 && product.average_rating > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.average_rating,
            reviewCount: product.total_reviews,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.selling_price,
      priceCurrency: 'MNT',
      availability: catalog.schemaOrgAvailability(product.availability, product.preorder),
      ...(product.sale_percent > 0 && product.sale_expire_at
        ? { priceValidUntil: product.sale_expire_at.slice(0, 10) }
        : {}),
      ...(delivery ? { shippingDetails: shippingJsonLd(product.selling_price, delivery) } : {}),
    },
  };
}

/**
 * The standard delivery in Ulaanbaatar as schema.org's OfferShippingDetails: a product got ready
 * first spends all but the courier's last day in handling.
 */
function shippingJsonLd(price: number, delivery: checkout.DeliveryTerms) {
  const { city, lead } = delivery;
  const free = city.freeFrom !== null && price >= city.freeFrom;
  const days = Math.ceil(city.withinHours / 24);
  const handling = lead ? { min: lead.from / 24 - 1, max: days - 1 } : { min: 0, max: 0 };
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: free ? 0 : city.price, currency: 'MNT' },
    shippingDestination: {
      '@type': 'DefinedRegion',
      addressCountry: 'MN',
      addressRegion: 'Ulaanbaatar',
    },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: {
        '@type': 'QuantitativeValue',
        minValue: handling.min,
        maxValue: handling.max,
        unitCode: 'DAY',
      },
      transitTime: {
        '@type': 'QuantitativeValue',
        minValue: 0,
        maxValue: days - handling.max,
        unitCode: 'DAY',
      },
    },
  };
}

/** How many of the newest reviews the product page shows; the rest page on their own page. */
const REVIEWS_ON_PAGE = 3;

/** The product page's reviews (the newest few, the stars' split) and price opinions. */
export async function loadProductOpinions(
  db: Db,
  locale: Locale,
  productId: number,
  viewerId: number | null,
) {
  const ctx = createContext(db, locale);
  const [reviews, opinions] = await Promise.all([
    engagement.productReviews(ctx, productId, { perPage: REVIEWS_ON_PAGE, viewerId }),
    engagement.priceOpinions(ctx, productId, viewerId),
  ]);
  return {
    reviews: {
      count: reviews.count,
      histogram: reviews.histogram,
      newest: datedReviews(reviews.reviews, locale),
    },
    opinions,
    signedIn: viewerId !== null,
  };
}

export type ProductPage = NonNullable<Awaited<ReturnType<typeof loadProductPage>>>;

/**
 * The variant a product form chose, checked without JavaScript too: a product sold in sizes
 * needs one chosen (spec §5 "Product size not selected"), a coloured one a colour. With
 * JavaScript the form names the variant; without it, its colour and size.
 */
export async function chosenVariant(
  db: Db,
  locale: Locale,
  slugOrId: string,
  form: FormData,
): Promise<
  | { variantId: number; package: catalog.PackageProduct[] | undefined }
  | { failure: AddToCartFailure }
  | null
> {
  const product = await catalog.productDetail(createContext(db, locale), slugOrId);
  if (!product) return null;
  const has = (type: 'color' | 'size') =>
    product.variants.some((v) => v.option_values.some((o) => o.type === type));
  const size = form.get('size');
  if (has('size') && (typeof size !== 'string' || size === '')) {
    return { failure: { field: 'size', key: 'product.size_not_selected' } };
  }
  const color = form.get('color');
  if (has('color') && (typeof color !== 'string' || color === '')) {
    return { failure: { field: 'color', key: 'product.color_not_selected' } };
  }
  const optionIs = (v: catalog.VariantDetail, type: 'color' | 'size', code: unknown) =>
    !has(type) || v.option_values.some((o) => o.type === type && o.code === code);
  const named = Number(form.get('variant_id'));
  const variant =
    product.variants.find((v) => v.id === named) ??
    product.variants.find((v) => optionIs(v, 'size', size) && optionIs(v, 'color', color));
  if (!variant) return { failure: { field: null, key: 'error.out_of_stock' } };
  return { variantId: variant.id, package: packageFromForm(product, form) };
}

/**
 * A package product's contents from its form (`pkg.{slug}.qty`, `pkg.{slug}.message`): the
 * products given a quantity above 0; undefined for any other product. Core checks the rest.
 */
function packageFromForm(
  product: catalog.ProductDetail,
  form: FormData,
): catalog.PackageProduct[] | undefined {
  if (!product.package_components) return undefined;
  return product.package_components.flatMap((c): catalog.PackageProduct[] => {
    const qty = Number(form.get(`pkg.${c.slug}.qty`) ?? 0);
    if (!Number.isFinite(qty) || qty <= 0) return [];
    const message = String(form.get(`pkg.${c.slug}.message`) ?? '').trim();
    return [{ slug: c.slug, qty: Math.floor(qty), cv: message ? { message } : {} }];
  });
}
