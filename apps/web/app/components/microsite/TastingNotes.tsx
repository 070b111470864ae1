import { useI18n } from '../../lib/i18n.tsx';

/** The tasting notes in three parts: aroma, palate, finish. */
export function TastingNotes({
  tasting,
}: {
  tasting: { aroma: string; palate: string; finish: string };
}) {
  const { t } = useI18n();
  const parts = [
    ['brandsite.aroma', tasting.aroma],
    ['brandsite.palate', tasting.palate],
    ['brandsite.finish', tasting.finish],
  ] as const;
  return (
    <section className="ms-section ms-tasting" aria-labelledby="ms-tasting-title">
      <h2 id="ms-tasting-title" className="ms-heading">
        {t('brandsite.tasting')}
      </h2>
      <dl className="ms-notes">
        {parts.map(([key, text]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
