import type { engagement } from '@shop/core';
import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { CsrfField } from '../CsrfField.tsx';

/**
 * Price opinions (spec §2): the shoppers' split of high, fair and low, and three buttons to say
 * one's own (signed in; saying again changes it). A plain form, so it works before JavaScript.
 */
export function PriceOpinion(props: { opinions: engagement.PriceOpinions; signedIn: boolean }) {
  const { t, path } = useI18n();
  const location = useLocation();
  const { opinions } = props;
  const percent = (n: number) =>
    opinions.total === 0 ? 0 : Math.round((n / opinions.total) * 100);
  return (
    <section className="product-section price-opinion" aria-labelledby="price-opinion">
      <h2 id="price-opinion">{t('price_opinion.title')}</h2>
      {opinions.total === 0 ? (
        <p>{t('price_opinion.none')}</p>
      ) : (
        <>
          <p className="field-hint">{t('price_opinion.split', { total: opinions.total })}</p>
          <ul className="opinion-split">
            {(['high', 'fair', 'low'] as const).map((opinion) => (
              <li key={opinion} data-opinion={opinion}>
                {t('price_opinion.share', {
                  label: t(`price_opinion.${opinion}`),
                  percent: percent(opinions[opinion]),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {props.signedIn ? (
        <Form method="post" className="opinion-form" preventScrollReset>
          <CsrfField />
          <input type="hidden" name="intent" value="price_opinion" />
          {(['high', 'fair', 'low'] as const).map((opinion) => (
            <button
              key={opinion}
              type="submit"
              name="opinion"
              value={opinion}
              className="button opinion-button"
              aria-pressed={opinions.mine === opinion}
            >
              {t(`price_opinion.${opinion}`)}
            </button>
          ))}
        </Form>
      ) : (
        <p>
          <Link to={path(`/login?return_to=${encodeURIComponent(location.pathname)}`)}>
            {t('price_opinion.login')}
          </Link>
        </p>
      )}
    </section>
  );
}
