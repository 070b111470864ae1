import { catalog, engagement, parseInput } from '@shop/core';
import { isPurchasable } from '@shop/core/browser';
import { useEffect, useState } from 'react';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { isFailure } from '../components/account/Form.tsx';
import { CompareButton } from '../components/CompareButton.tsx';
import { ProductRail } from '../components/ProductRail.tsx';
import { Breadcrumbs } from '../components/product/Breadcrumbs.tsx';
import { DeliveryTerms } from '../components/product/DeliveryTerms.tsx';
import { NutritionFacts } from '../components/product/NutritionFacts.tsx';
import { colourPictureOf, ProductGallery } from '../components/product/ProductGallery.tsx';
import { ProductPurchase } from '../components/product/ProductPurchase.tsx';
import { ProductReviews } from '../components/product/ProductReviews.tsx';
import { ReviewSummary } from '../components/product/ReviewSummary.tsx';
import { SizeGuide } from '../components/product/SizeGuide.tsx';
import { Specifications } from '../components/product/Specifications.tsx';
import { PriceOpinion } from '../components/review/PriceOpinion.tsx';
import { requireAgeConfirmed } from '../lib/age-gate.server.ts';
import { contextFor, formAction, readForm, requireUserId } from '../lib/auth.server.ts';
import { type AddToCartResult, addToCart, cartRefusal } from '../lib/cart.server.ts';
import { idField, parseForm } from '../lib/form-input.server.ts';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam, localePath } from '../lib/locale.ts';
import { rootMeta } from '../lib/seo.ts';
import { addRecentlyViewed } from '../lib/shop-state.ts';
import { updateShopState } from '../lib/store.tsx';
import type { Route } from './+types/product';
import { chosenVariant, loadProductOpinions, loadProductPage } from './product.server.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const origin = new URL(request.url).origin;
  const page = await loadProductPage(context.database.db, locale, params.slug, origin);
  if (!page) throw data(null, { status: 404 });
  // A product reached by its id (or an old slug) lives at one address.
  if (page.product.slug !== params.slug) {
    throw redirect(localePath(locale, `/products/${page.product.slug}`), 301);
  }
  // A spirit's page is shown only after the age gate's "yes" (spec §5: 21 or older).
  if (page.product.age_restricted) requireAgeConfirmed(request, locale);
  const viewerId = context.auth.viewer?.userId ?? null;
  const soldOut = page.product.variants.filter((v) => !isPurchasable(v.availability));
  const [opinions, stockAlerts] = await Promise.all([
    loadProductOpinions(context.database.db, locale, page.product.id, viewerId),
    // A signed-in shopper's number fills "tell me when it's back", which says what they wait for.
    viewerId !== null && soldOut.length > 0
      ? engagement.stockAlertsOfUser(
          contextFor(context, locale),
          viewerId,
          soldOut.map((v) => v.id),
        )
      : null,
  ]);
  return { ...page, ...opinions, stockAlerts };
}

const opinionForm = z.object({
  intent: z.literal('price_opinion'),
  opinion: engagement.priceOpinionField,
});

/** A package product's quantity of one of its products (`pkg.{slug}.qty`): left blank is none. */
const PACKAGE_QTY = /^pkg\..+\.qty$/;
const packageQty = z.coerce.number().int().min(0);

/**
 * The product form: the variant it names (with JavaScript), else its colour and size, which
 * chosenVariant matches against the product; a package's `pkg.*` fields come and go with it.
 */
const addForm = z
  .looseObject({
    intent: z.literal('add_to_cart', { error: 'validation.invalid_choice' }).optional(),
    variant_id: idField.optional(),
    color: z.string().optional(),
    size: z.string().optional(),
  })
  .superRefine((form, issues) => {
    for (const [field, value] of Object.entries(form)) {
      if (PACKAGE_QTY.test(field) && !packageQty.safeParse(value).success) {
        issues.addIssue({ code: 'custom', path: [field], message: 'validation.whole_number' });
      }
    }
  });

/**
 * Add to cart (a plain form post, so it works before JavaScript): the chosen variant goes into
 * the shopper's cart, or the page shows why not (spec §8: out of stock, stock ran out,
 * temporarily unavailable, that quantity cannot be taken).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { form, values } = await readForm(request, context);
  if (values.intent === 'price_opinion')
    return sayPriceOpinion(context, locale, params.slug, values);
  if (values.intent === 'stock_alert') return askStockAlert(context, locale, params.slug, values);
  const parsed = parseForm(addForm, values);
  if (!parsed.ok) {
    return data<AddToCartResult & { fields: Record<string, string[]> }>(
      { error: { field: null, key: parsed.error }, added: null, fields: parsed.fields },
      { status: 400 },
    );
  }
  const choice = await chosenVariant(context.database.db, locale, params.slug, form);
  if (!choice) throw data(null, { status: 404 });
  if ('failure' in choice) return cartRefusal(choice.failure, 400);
  return addToCart(context, request, locale, choice);
}

/** The shopper's price opinion (signed in; saying again changes it). */
async function sayPriceOpinion(
  context: Route.ActionArgs['context'],
  locale: ReturnType<typeof localeFromParam>,
  slug: string,
  values: Record<string, string>,
) {
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const { opinion } = parseInput(opinionForm, values);
    const ctx = contextFor(context, locale);
    const product = await catalog.productDetail(ctx, slug);
    if (!product) throw data(null, { status: 404 });
    await engagement.setPriceOpinion(ctx, userId, product.id, opinion);
    return { ok: true as const, opinion };
  });
}

const stockAlertForm = z.object({
  variant_id: idField,
  contact: z.string().max(200, 'product.stock_alert.invalid_contact'),
});

/** "Tell me when it's back" for one of this product's variants (signed in or not). */
async function askStockAlert(
  context: Route.ActionArgs['context'],
  locale: ReturnType<typeof localeFromParam>,
  slug: string,
  values: Record<string, string>,
) {
  return formAction(values, async () => {
    const { variant_id: variantId, contact } = parseInput(stockAlertForm, values);
    const ctx = contextFor(context, locale);
    const product = await catalog.productDetail(ctx, slug);
    if (!product?.variants.some((v) => v.id === variantId)) throw data(null, { status: 404 });
    const answer = await engagement.requestStockAlert(ctx, {
      variantId,
      contact,
      userId: context.auth.viewer?.userId ?? null,
      ip: context.auth.ip,
    });
    return { stockAlert: { variantId, ...answer } };
  });
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
  if (!page) return [];
  const shop = rootMeta({ location, matches }).t('shop.name');
  const { product } = page;
  return [
    { title: `${product.name} — ${shop}` },
    { name: 'description', content: product.description.slice(0, 300) },
    { tagName: 'link', rel: 'canonical', href: page.canonical },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:url', content: page.canonical },
    ...(product.image ? [{ property: 'og:image', content: page.origin + product.image }] : []),
    { 'script:ld+json': page.jsonLd },
  ];
}

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { product } = loaderData;
  const leaf = product.taxonomy.at(-1);
  const [colourPicture, setColourPicture] = useState<string | null>(null);
  // The same page component serves the next product a link opens: state kept for one product (the
  // colour chosen, its picture, the thumbnail shown) must not carry over to the next.
  const [statefulFor, setStatefulFor] = useState(product.id);
  if (statefulFor !== product.id) {
    setStatefulFor(product.id);
    setColourPicture(null);
  }
  const viewed = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    price: product.price,
    selling_price: product.selling_price,
  };
  // Recently viewed (spec §5): unique by id, newest first, at most 40.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per product shown
  useEffect(() => {
    updateShopState((state) => addRecentlyViewed(state, viewed));
  }, [product.id]);
  return (
    <div className="product-page container" key={product.id}>
      <Breadcrumbs taxonomy={product.taxonomy} current={product.name} />
      <div className="product-main">
        <ProductGallery images={product.images} name={product.name} colourPicture={colourPicture} />
        <div className="product-summary">
          {product.brand && (
            <a className="product-brand" href={path(`/brands/${product.brand.code}`)}>
              {product.brand.name}
            </a>
          )}
          <h1 className="product-title">{product.name}</h1>
          <ReviewSummary
            rating={product.average_rating}
            count={product.total_reviews}
            href="#reviews"
          />
          <ProductPurchase
            product={product}
            stock={loaderData.stock}
            componentsOnHand={loaderData.componentsOnHand}
            saleEnds={loaderData.saleEnds}
            leaseMonthly={loaderData.leaseMonthly}
            availableFrom={loaderData.availableFrom}
            result={actionData && 'added' in actionData ? actionData : null}
            stockAlert={{
              mine: loaderData.stockAlerts,
              outcome: actionData && 'stockAlert' in actionData ? actionData.stockAlert : null,
              failure:
                isFailure(actionData) && actionData.values.intent === 'stock_alert'
                  ? actionData
                  : null,
            }}
            onColour={(code) => setColourPicture(colourPictureOf(product, code))}
          />
          <CompareButton product={viewed} />
          {product.store && (
            <p className="product-store">
              {t('product.sold_by')}{' '}
              <a href={path(`/vendors/${product.store.code}`)}>
                <strong>{product.store.name}</strong>
              </a>
            </p>
          )}
          <DeliveryTerms
            terms={loaderData.deliveryTerms}
            preorderFrom={loaderData.availableFrom}
            licenceKey={loaderData.licenceKey}
          />
        </div>
      </div>
      <section className="product-section" aria-labelledby="product-about">
        <h2 id="product-about">{t('product.description')}</h2>
        <p className="product-description">{product.description}</p>
      </section>
      <Specifications product={product} category={leaf?.name ?? null} />
      <ProductReviews
        slug={product.slug}
        count={loaderData.reviews.count}
        histogram={loaderData.reviews.histogram}
        reviews={loaderData.reviews.newest}
      />
      <PriceOpinion opinions={loaderData.opinions} signedIn={loaderData.signedIn} />
      <SizeGuide variants={product.variants} />
      {loaderData.nutrition && <NutritionFacts facts={loaderData.nutrition} />}
      <ProductRail
        id="other-models"
        title={t('product.other_models')}
        products={loaderData.otherModels}
      />
      <ProductRail id="related" title={t('product.related')} products={loaderData.related} />
      <ProductRail
        id="more-like-this"
        title={t('product.more_like_this')}
        products={loaderData.moreLikeThis}
      />
    </div>
  );
}
