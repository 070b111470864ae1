import { formatMoney } from '@shop/i18n';
import { Form, Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import { pageMeta, rootMeta } from '../../lib/seo.ts';
import type { Route } from './+types/orders';
import { type OrderFilters, staffOrdersLoader } from './orders.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return staffOrdersLoader(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office_orders')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The address of a page of the list, keeping its filters. */
function listLink(filters: OrderFilters, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  query.set('page', String(page));
  return `?${query}`;
}

/**
 * The orders console (spec §1 back office): placed orders, newest first, found by number, the
 * buyer's phone or e-mail and filtered by state, payment, days placed and delivery or pickup.
 */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t, path, locale } = useI18n();
  if (!loaderData) return null;
  const { filters } = loaderData;
  return (
    <>
      <h1>{t('staff.orders')}</h1>
      <Form method="get" className="staff-order-filters" role="search">
        <div className="field staff-order-search">
          <label htmlFor="orders-q">{t('staff.orders.search')}</label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="orders-q-hint"
          />
          <p id="orders-q-hint" className="field-hint">
            {t('staff.orders.search_hint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="orders-state">{t('order.state_label')}</label>
          <select id="orders-state" name="state" defaultValue={filters.state ?? ''}>
            <option value="">{t('staff.orders.any')}</option>
            {loaderData.states.map((state) => (
              <option key={state} value={state}>
                {t(`order.state.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-payment">{t('staff.orders.payment')}</label>
          <select id="orders-payment" name="payment" defaultValue={filters.payment ?? ''}>
            <option value="">{t('staff.orders.any')}</option>
            {loaderData.paymentStates.map((state) => (
              <option key={state} value={state}>
                {t(`staff.orders.payment.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-shipping">{t('staff.orders.shipping')}</label>
          <select id="orders-shipping" name="shipping" defaultValue={filters.shipping ?? ''}>
            <option value="">{t('staff.orders.any')}</option>
            {loaderData.shippingKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`staff.orders.shipping.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="orders-from">{t('staff.orders.from')}</label>
          <input id="orders-from" type="date" name="from" defaultValue={filters.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="orders-to">{t('staff.orders.to')}</label>
          <input id="orders-to" type="date" name="to" defaultValue={filters.to ?? ''} />
        </div>
        <button type="submit" className="button button-primary">
          {t('staff.orders.show')}
        </button>
      </Form>
      {loaderData.refused && (
        <p className="form-error" role="alert">
          {t(loaderData.refused, { field: t('staff.orders.from') })}
        </p>
      )}
      <p role="status">{t('staff.orders.count', { count: loaderData.total })}</p>
      {loaderData.orders.length > 0 && (
        <ol className="staff-orders">
          {loaderData.orders.map((order) => (
            <li key={order.number} className="staff-order" data-number={order.number}>
              <p className="staff-order-head">
                <Link to={path(`/back-office/orders/${order.number}`)}>{order.number}</Link>
                <span>{formatMoney(order.total, locale)}</span>
              </p>
              <dl className="staff-order-facts">
                <dt>{t('order.date')}</dt>
                <dd>
                  {order.placed_at ? <time dateTime={order.placed_at}>{order.placed}</time> : '—'}
                </dd>
                <dt>{t('staff.orders.buyer')}</dt>
                <dd>{order.buyer || '—'}</dd>
                <dt>{t('order.state_label')}</dt>
                <dd className={`staff-state staff-state-${order.state}`}>
                  {t(`order.state.${order.state}`)}
                </dd>
                <dt>{t('staff.orders.payment')}</dt>
                <dd className={`staff-pay staff-pay-${order.payment_state}`}>
                  {t(`staff.orders.payment.${order.payment_state}`)}
                </dd>
                <dt>{t('staff.orders.shipping')}</dt>
                <dd>
                  {order.shipping_method
                    ? t(`staff.orders.shipping.${order.shipping_method}`)
                    : '—'}
                </dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
      {loaderData.pages > 1 && (
        <nav className="pager" aria-label={t('staff.orders.pages')}>
          {loaderData.page > 1 && (
            <Link to={listLink(filters, loaderData.page - 1)}>{t('staff.orders.newer')}</Link>
          )}
          {loaderData.page < loaderData.pages && (
            <Link to={listLink(filters, loaderData.page + 1)}>{t('staff.orders.older')}</Link>
          )}
        </nav>
      )}
    </>
  );
}
