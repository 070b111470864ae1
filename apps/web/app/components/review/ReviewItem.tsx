import type { engagement } from '@shop/core';
import { useI18n } from '../../lib/i18n.tsx';
import { Stars } from './Stars.tsx';

/** A review with its date written out on the server (the browser's Intl data may differ). */
export type DatedReview = engagement.ReviewView & { date: string };

/** One review: stars, who and when, the text as text (never HTML), and its pictures. */
export function ReviewItem({
  review,
  children,
}: {
  review: DatedReview;
  /** What goes under the review (its comments, on the reviews page). */
  children?: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <li className="review" data-review-id={review.id}>
      <p className="review-head">
        <Stars rating={review.rating} />
        <strong>{review.author ?? t('review.shopper')}</strong>
        <time dateTime={review.created_at}>{review.date}</time>
        {review.verified && <span className="review-verified">{t('review.verified')}</span>}
      </p>
      {review.hidden && <p className="review-hidden">{t('review.hidden_note')}</p>}
      <p className="review-text">{review.comment}</p>
      {review.images.length > 0 && (
        <ul className="review-pictures">
          {review.images.map((image, i) => (
            <li key={image.small}>
              <a href={image.large}>
                <img
                  src={image.small}
                  alt={image.name || t('review.picture_alt', { n: i + 1 })}
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {children}
    </li>
  );
}
