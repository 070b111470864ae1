import { useI18n } from '../../lib/i18n.tsx';

/** How many reviews gave each number of stars, five first, with a bar for each. */
export function RatingHistogram({ histogram }: { histogram: readonly number[] }) {
  const { t, count } = useI18n();
  const total = histogram.reduce((a, b) => a + b, 0);
  return (
    <ul className="rating-histogram" aria-label={t('review.histogram')}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = histogram[stars - 1] ?? 0;
        const percent = total === 0 ? 0 : Math.round((n / total) * 100);
        return (
          <li key={stars}>
            <span className="histogram-label">
              {t('review.histogram_row', { count: stars, reviews: count(n) })}
            </span>
            <span className="histogram-bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
