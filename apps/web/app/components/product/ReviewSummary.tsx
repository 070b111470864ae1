import { useI18n } from '../../lib/i18n.tsx';

/** Average stars and the number of reviews, linking to the reviews (`href`). */
export function ReviewSummary({
  rating,
  count,
  href,
}: {
  rating: number;
  count: number;
  href?: string;
}) {
  const { t } = useI18n();
  if (count === 0 || rating === 0) {
    return <p className="review-summary">{t('product.no_reviews')}</p>;
  }
  const label = t('product.rating', { rating: rating.toFixed(1), count });
  return (
    <p className="review-summary">
      <span
        className="stars"
        style={{ '--rating': rating } as React.CSSProperties}
        role="img"
        aria-label={label}
      >
        ★★★★★
      </span>
      <span aria-hidden="true">{rating.toFixed(1)}</span>
      {href ? (
        <a href={href}>{t('product.reviews', { count })}</a>
      ) : (
        <span aria-hidden="true">{t('product.reviews', { count })}</span>
      )}
    </p>
  );
}
