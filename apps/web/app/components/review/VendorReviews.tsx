import type { engagement } from '@shop/core';
import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { FormFailure } from '../account/Form.tsx';
import { CsrfField } from '../CsrfField.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { Stars } from './Stars.tsx';

export type DatedVendorReview = engagement.VendorReviewView & { date: string };

/** A vendor's reviews: the average, the newest ones, and the shopper's own to write or change. */
export function VendorReviews(props: {
  reviews: DatedVendorReview[];
  average: number;
  count: number;
  mine: engagement.VendorReviewView | null;
  signedIn: boolean;
  failure: FormFailure | null;
  saved: boolean;
}) {
  const { t, path } = useI18n();
  const location = useLocation();
  return (
    <section className="container product-reviews vendor-reviews" aria-labelledby="vendor-reviews">
      <h2 id="vendor-reviews" className="maker-subtitle">
        {t('review.title')}
      </h2>
      {props.count > 0 ? (
        <p className="review-average">
          <Stars rating={props.average} />
          <strong>{props.average.toFixed(1)}</strong>
          <span>{t('review.all', { count: props.count })}</span>
        </p>
      ) : (
        <p>{t('review.none')}</p>
      )}
      {props.saved && (
        <p className="form-notice" role="status">
          {t('review.saved')}
        </p>
      )}
      {props.reviews.length > 0 && (
        <ul className="review-list">
          {props.reviews.map((review) => (
            <li key={review.id} className="review">
              <p className="review-head">
                <Stars rating={review.rating} />
                <strong>{review.author ?? t('review.shopper')}</strong>
                <time dateTime={review.created_at}>{review.date}</time>
              </p>
              {review.hidden && <p className="review-hidden">{t('review.hidden_note')}</p>}
              <p className="review-text">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
      {props.signedIn ? (
        <>
          <ReviewForm
            mine={props.mine}
            failure={props.failure}
            pictures={null}
            intent="vendor_review"
          />
          {props.mine && (
            <Form method="post" className="review-delete" preventScrollReset>
              <CsrfField />
              <input type="hidden" name="intent" value="delete_vendor_review" />
              <input type="hidden" name="review_id" value={props.mine.id} />
              <button type="submit" className="button">
                {t('review.delete')}
              </button>
            </Form>
          )}
        </>
      ) : (
        <p>
          <Link to={path(`/login?return_to=${encodeURIComponent(location.pathname)}`)}>
            {t('review.login')}
          </Link>
        </p>
      )}
    </section>
  );
}
