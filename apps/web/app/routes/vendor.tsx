import { catalog, createContext, engagement, parseInput } from '@shop/core';
import { data, useLocation } from 'react-router';
import { z } from 'zod';
import { isFailure } from '../components/account/Form.tsx';
import { MakerHeader } from '../components/brand/MakerHeader.tsx';
import { Pager } from '../components/brand/Pager.tsx';
import { ProductGrid } from '../components/brand/ProductGrid.tsx';
import { VendorReviews } from '../components/review/VendorReviews.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../lib/auth.server.ts';
import { formatDate } from '../lib/dates.ts';
import { idField } from '../lib/form-input.server.ts';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/vendor';

/** Products per page (spec §9). */
const PER_PAGE = 40;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('page') ?? '1';
  // A malformed page number (or page 0) is not a page of this store.
  if (!/^[1-9]\d{0,4}$/.test(raw)) throw data(null, { status: 404 });
  const page = Number(raw);
  const ctx = createContext(context.database.db, localeFromParam(params.locale));
  const result = await catalog.vendorPage(ctx, params.code, { page, perPage: PER_PAGE });
  if (!result || (page > 1 && page > result.pages)) throw data(null, { status: 404 });
  const locale = localeFromParam(params.locale);
  const reviews = await engagement.vendorReviews(ctx, params.code, {
    viewerId: context.auth.viewer?.userId ?? null,
  });
  return {
    ...result,
    reviews: {
      ...reviews,
      reviews: reviews.reviews.map((r) => ({ ...r, date: formatDate(r.created_at, locale) ?? '' })),
    },
    signedIn: context.auth.viewer !== null,
    // The review form's field messages (`validation.`) are scoped texts.
    messages: scopedMessages(locale),
  };
}

const reviewForms = z.discriminatedUnion(
  'intent',
  [
    z.looseObject({ intent: z.literal('vendor_review') }),
    z.object({ intent: z.literal('delete_vendor_review'), review_id: idField }),
  ],
  { error: 'validation.invalid_choice' },
);

/** The shopper's review of the vendor: written, changed or deleted (signed in). */
export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = contextFor(context, localeFromParam(params.locale));
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const form = parseInput(reviewForms, values);
    if (form.intent === 'delete_vendor_review') {
      await engagement.deleteVendorReview(ctx, userId, params.code, form.review_id);
    } else {
      await engagement.writeVendorReview(
        ctx,
        userId,
        params.code,
        parseInput(engagement.reviewInput, values),
      );
    }
    return { ok: true as const, intent: form.intent };
  });
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const result = args.loaderData;
  if (!result) return [];
  const { vendor, current_page: page, pages } = result;
  const name = page > 1 ? `${vendor.name} (${t('vendor.page_of', { page, pages })})` : vendor.name;
  return pageMeta(args, {
    title: withShopName(name, t),
    description:
      vendor.about ?? t('vendor.description', { name: vendor.name, count: vendor.product_count }),
    query: { page },
  });
}

export default function VendorPage(props: Route.ComponentProps) {
  return (
    <MessagesScope messages={props.loaderData.messages}>
      <Vendor {...props} />
    </MessagesScope>
  );
}

function Vendor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = isFailure(actionData) ? actionData : null;
  const { pathname } = useLocation();
  const { vendor, products, current_page: page, pages } = loaderData;
  return (
    <div className="maker-page">
      <MakerHeader logo={vendor.logo} name={vendor.name}>
        {vendor.about && <p className="maker-about">{vendor.about}</p>}
        <p>{t('brand.products_count', { count: vendor.product_count })}</p>
      </MakerHeader>
      <section className="container" aria-labelledby="vendor-products">
        <h2 id="vendor-products" className="maker-subtitle">
          {t('vendor.products', { name: vendor.name })}
        </h2>
        {products.length > 0 ? (
          <ProductGrid products={products} />
        ) : (
          <p>{t('vendor.no_products')}</p>
        )}
        <Pager pathname={pathname} page={page} pages={pages} />
      </section>
      <VendorReviews
        reviews={loaderData.reviews.reviews}
        average={loaderData.reviews.average}
        count={loaderData.reviews.count}
        mine={loaderData.reviews.mine}
        signedIn={loaderData.signedIn}
        failure={failure}
        saved={actionData !== undefined && !failure}
      />
    </div>
  );
}
