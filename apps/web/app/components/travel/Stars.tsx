import { useI18n } from '../../lib/i18n.tsx';

/** A hotel's stars, read out as "4 stars". */
export function Stars({ count }: { count: number }) {
  const { t } = useI18n();
  return (
    <span className="stars" role="img" aria-label={t('travel.stars', { count })}>
      {'★'.repeat(count)}
    </span>
  );
}
