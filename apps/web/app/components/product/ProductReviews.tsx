import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { RatingHistogram } from '../review/RatingHistogram.tsx';
import { type DatedReview, ReviewItem } from '../review/ReviewItem.tsx';

/**
 * The product page's reviews: the stars' split, the newest few, and the way to all of them and
 * to writing one (the full list pages on its own page, so this page never loads them all).
 */
export function ProductReviews(props: {
  slug: string;
  count: number;
  histogram: readonly number[];
  reviews: DatedReview[];
}) {
  const { t, path } = useI18n();
  const all = path(`/products/${props.slug}/reviews`);
  return (
    <section
      className="product-section product-reviews"
      id="reviews"
      aria-labelledby="reviews-title"
    >
      <h2 id="reviews-title">{t('review.title')}</h2>
      {props.count === 0 ? (
        <p>{t('review.none')}</p>
      ) : (
        <>
          <RatingHistogram histogram={props.histogram} />
          <ul className="review-list">
            {props.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        </>
      )}
      <p className="review-links">
        {props.count > 0 && <Link to={all}>{t('review.all', { count: props.count })}</Link>}
        <Link to={`${all}#write`}>{t('review.write')}</Link>
      </p>
    </section>
  );
}
