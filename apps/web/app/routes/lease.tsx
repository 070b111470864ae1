import { payments } from '@shop/core';
import { formatMoney } from '@shop/i18n';
import { Form, Link, useSubmit } from 'react-router';
import { parseTugrik } from '../lib/amount.ts';
import { useI18n } from '../lib/i18n.tsx';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/payments.css';
import type { Route } from './+types/lease';

const DEFAULT_PRICE = 500_000;

/**
 * The lease calculator (spec §2; §9's constants): a price and a term give the down payment and
 * the monthly amount. A GET form, so it works without JavaScript and its answer can be linked
 * (the product page links here with its price).
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const typed = query.get('price');
  const price = typed === null ? DEFAULT_PRICE : (parseTugrik(typed) ?? 0);
  const asked = Number(query.get('months'));
  const months = (payments.LEASE_MONTHS as readonly number[]).includes(asked)
    ? asked
    : Math.max(...payments.LEASE_MONTHS);
  const inRange = payments.leasable(price);
  return {
    price,
    months,
    plan: inRange ? payments.leasePlan(price, months) : null,
    // Every term at once, so the shopper can compare them.
    terms: inRange ? payments.LEASE_MONTHS.map((m) => payments.leasePlan(price, m)) : [],
    range: { min: payments.LEASE.allowedMin, max: payments.LEASE.allowedMax },
    downPercent: payments.DOWN_PAYMENT_PERCENT,
    interest: payments.LEASE.interest,
    monthChoices: [...payments.LEASE_MONTHS],
  };
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const terms = args.data && { percent: args.data.downPercent, interest: args.data.interest };
  return pageMeta(args, {
    title: `${t('lease.title')} — ${t('shop.name')}`,
    description: terms ? t('lease.intro', terms) : undefined,
  });
}

export default function LeaseCalculator({ loaderData }: Route.ComponentProps) {
  const { t, locale, path } = useI18n();
  const submit = useSubmit();
  const { plan, range } = loaderData;
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <section className="container lease-page">
      <h1>{t('lease.title')}</h1>
      <p>{t('lease.intro', { percent: loaderData.downPercent, interest: loaderData.interest })}</p>
      <Form
        method="get"
        className="lease-form"
        replace
        preventScrollReset
        // With JavaScript the answer follows the choice of term at once.
        onChange={(event) => {
          if ((event.target as HTMLElement).tagName === 'SELECT') {
            submit(event.currentTarget, { replace: true, preventScrollReset: true });
          }
        }}
      >
        <div className="field">
          <label htmlFor="lease-price">{t('lease.price')}</label>
          <input
            id="lease-price"
            name="price"
            inputMode="numeric"
            defaultValue={String(loaderData.price)}
            aria-describedby="lease-price-hint"
            aria-invalid={plan ? undefined : true}
          />
          <p id="lease-price-hint" className={plan ? 'field-hint' : 'field-error'}>
            {plan ? t('lease.price_hint', range) : t('error.lease_range', range)}
          </p>
        </div>
        <div className="field">
          <label htmlFor="lease-months">{t('lease.months')}</label>
          <select id="lease-months" name="months" defaultValue={String(loaderData.months)}>
            {loaderData.monthChoices.map((m) => (
              <option key={m} value={m}>
                {t('lease.months_option', { months: m })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t('lease.calculate')}
        </button>
      </Form>
      {plan && (
        <>
          <dl className="lease-result" aria-live="polite">
            <div>
              <dt>{t('lease.down_payment')}</dt>
              <dd data-field="down">{money(plan.downPayment)}</dd>
            </div>
            <div>
              <dt>{t('lease.financed')}</dt>
              <dd data-field="financed">{money(plan.financed)}</dd>
            </div>
            <div className="lease-monthly">
              <dt>{t('lease.monthly')}</dt>
              <dd data-field="monthly">{money(plan.monthly)}</dd>
            </div>
            <div>
              <dt>{t('lease.total')}</dt>
              <dd data-field="total">{money(plan.totalCost)}</dd>
            </div>
          </dl>
          <table className="lease-terms">
            <thead>
              <tr>
                <th scope="col">{t('lease.months')}</th>
                <th scope="col">{t('lease.monthly')}</th>
                <th scope="col">{t('lease.total')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.terms.map((term) => (
                <tr key={term.months} aria-current={term.months === plan.months || undefined}>
                  <th scope="row">{t('lease.months_option', { months: term.months })}</th>
                  <td>{money(term.monthly)}</td>
                  <td>{money(term.totalCost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p className="field-hint">{t('lease.how')}</p>
      <Link className="button" to={path('/products')}>
        {t('product.all_products')}
      </Link>
    </section>
  );
}
