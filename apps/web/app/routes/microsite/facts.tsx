import { useI18n } from '../../lib/i18n.tsx';
import { micrositeMeta } from '../../lib/microsite-meta.ts';
import type { Route } from './+types/facts';
import { gatedMicrosite } from './microsite.server.ts';

/** The product facts grid: volume, strength, ingredients, origin and the production claims. */
export function loader({ params, request }: Route.LoaderArgs) {
  const { content } = gatedMicrosite(request, params);
  return { wordmark: content.wordmark, facts: content.facts };
}

export function meta(args: Route.MetaArgs) {
  return micrositeMeta(args, { key: 'brandsite.facts' });
}

export default function Facts({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="ms-section">
      <h1 className="ms-title ms-title-small">{t('brandsite.facts')}</h1>
      <dl className="ms-facts">
        {loaderData.facts.map((fact) => (
          <div key={fact.key} className={`ms-fact ms-fact-${fact.key}`}>
            <dt>{t(`brandsite.fact.${fact.key}`)}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
