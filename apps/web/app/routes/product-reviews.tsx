import { Form, Link, useLocation } from 'react-router';
import { isFailure } from '../components/account/Form.tsx';
import { CsrfField } from '../components/CsrfField.tsx';
import { RatingHistogram } from '../components/review/RatingHistogram.tsx';
import { ReviewComments } from '../components/review/ReviewComments.tsx';
import { ReviewForm } from '../components/review/ReviewForm.tsx';
import { ReviewItem } from '../components/review/ReviewItem.tsx';
import { Stars } from '../components/review/Stars.tsx';
import { SectionCrumbs } from '../components/SectionCrumbs.tsx';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import type { Route } from './+types/product-reviews';
import { changeReview, loadReviewsPage } from './product-reviews.server.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadReviewsPage(context, request, localeFromParam(params.locale), params.slug);
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return changeReview(context, request, localeFromParam(params.locale), params.slug);
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const name = args.data?.product.name ?? '';
  return pageMeta(args, { title: `${t('review.of_product', { name })} — ${t('shop.name')}` });
}

/**
 * A product's reviews (spec §2 product detail, reviews): the stars' split, a sort, pages of
 * reviews, and the form to write or change one's own.
 */
export default function ProductReviewsPage(props: Route.ComponentProps) {
  return (
    <MessagesScope messages={props.loaderData.messages}>
      <Reviews {...props} />
    </MessagesScope>
  );
}

function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const location = useLocation();
  const { product, page, sort } = loaderData;
  const failure = isFailure(actionData) ? actionData : null;
  const done = actionData && !failure ? (actionData as { intent: string }) : null;
  const base = path(`/products/${product.slug}/reviews`);
  const pageLink = (n: number) => `${base}?sort=${sort}&page=${n}`;
  return (
    <div className="container reviews-page">
      <SectionCrumbs to={`/products/${product.slug}`} label={product.name} />
      <h1>{t('review.of_product', { name: product.name })}</h1>
      <div className="reviews-overview">
        {page.count > 0 ? (
          <p className="review-average">
            <Stars rating={page.average} />
            <strong>{page.average.toFixed(1)}</strong>
            <span>{t('review.all', { count: page.count })}</span>
          </p>
        ) : (
          <p>{t('review.none')}</p>
        )}
        <RatingHistogram histogram={page.histogram} />
      </div>

      {done && (
        <p className="form-notice" role="status">
          {t(
            done.intent === 'delete'
              ? 'review.deleted'
              : done.intent === 'comment'
                ? 'comment.saved'
                : 'review.saved',
          )}
        </p>
      )}

      <form method="get" action={base} className="review-sort">
        <label>
          {t('review.sort')}{' '}
          <select name="sort" defaultValue={sort}>
            {(['newest', 'highest', 'lowest', 'with_pictures'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`review.sort_${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t('review.show')}
        </button>
      </form>

      {page.reviews.length > 0 && (
        <ul className="review-list">
          {page.reviews.map((review) => (
            <ReviewItem key={review.id} review={review}>
              <ReviewComments
                reviewId={review.id}
                comments={loaderData.comments[review.id] ?? []}
                signedIn={loaderData.signedIn}
              />
            </ReviewItem>
          ))}
        </ul>
      )}

      {page.pages > 1 && (
        <nav className="review-pager" aria-label={t('review.pages')}>
          {page.page > 1 && (
            <Link to={pageLink(page.page - 1)} rel="prev">
              {t('review.previous')}
            </Link>
          )}
          <span>{t('review.page', { page: page.page, pages: page.pages })}</span>
          {page.page < page.pages && (
            <Link to={pageLink(page.page + 1)} rel="next">
              {t('review.next')}
            </Link>
          )}
        </nav>
      )}

      {loaderData.signedIn ? (
        <>
          <ReviewForm mine={page.mine} failure={failure} pictures={loaderData.pictures} />
          {page.mine && (
            <Form method="post" className="review-delete">
              <CsrfField />
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className="button">
                {t('review.delete')}
              </button>
            </Form>
          )}
        </>
      ) : (
        <p id="write">
          <Link to={path(`/login?return_to=${encodeURIComponent(location.pathname)}`)}>
            {t('review.login')}
          </Link>
        </p>
      )}
    </div>
  );
}
