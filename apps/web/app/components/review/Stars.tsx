import { useI18n } from '../../lib/i18n.tsx';

/** Five stars filled to the rating (CSS `--rating`), named for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useI18n();
  return (
    <span
      className="stars"
      style={{ '--rating': rating } as React.CSSProperties}
      role="img"
      aria-label={t('review.rated', {
        rating: Number.isInteger(rating) ? rating : rating.toFixed(1),
      })}
    >
      ★★★★★
    </span>
  );
}
