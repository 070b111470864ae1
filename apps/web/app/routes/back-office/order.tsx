import { formatMoney } from '@shop/i18n';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { isFailure } from '../../components/account/Form.tsx';
import { deliveryWindowText } from '../../components/checkout/delivery-window.ts';
import { StaffOrderActions } from '../../components/staff/StaffOrderActions.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import { pageMeta, rootMeta } from '../../lib/seo.ts';
import type { Route } from './+types/order';
import {
  type StaffOrderData,
  type StaffOrderDone,
  staffOrderAction,
  staffOrderLoader,
} from './order.server.ts';

export function loader({ params, context }: Route.LoaderArgs) {
  return staffOrderLoader(context, localeFromParam(params.locale), params.number);
}

export function action({ params, context, request }: Route.ActionArgs) {
  return staffOrderAction(context, request, localeFromParam(params.locale), params.number);
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, {
      title: `${t('nav.back_office_order', { number: args.params.number })} — ${t('shop.name')}`,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

type Order = StaffOrderData;

/**
 * One order for staff (spec §1 back office): what was bought, the payments, delivery or pickup,
 * its history, what is still owed, and the steps its state allows, each a form of its own.
 */
export default function StaffOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const doneRef = useRef<HTMLParagraphElement>(null);
  // On a phone the step's button is far below the message: bring the message into view.
  useEffect(() => {
    if (actionData && !isFailure(actionData)) doneRef.current?.scrollIntoView({ block: 'nearest' });
  }, [actionData]);
  if (!loaderData) return null;
  const order = loaderData;
  const failure = isFailure(actionData) ? actionData : null;
  const done = actionData && !isFailure(actionData) ? (actionData as StaffOrderDone) : null;
  return (
    <>
      <p className="staff-back">
        <Link to={path('/back-office/orders')}>{t('staff.orders.back')}</Link>
      </p>
      <h1>{t('order.title', { number: order.number })}</h1>
      {done && (
        <p ref={doneRef} className="form-success staff-done" role="status">
          {doneText(t, done)}
        </p>
      )}
      <Summary order={order} />
      <StaffOrderActions order={order} failure={failure} />
      <Lines order={order} />
      <Payments order={order} />
      <Delivery order={order} />
      <History order={order} />
    </>
  );
}

function doneText(t: ReturnType<typeof useI18n>['t'], done: StaffOrderDone): string {
  switch (done.done) {
    case 'bank_transfer':
      return t('staff.orders.done.bank_transfer', { amount: done.amount });
    case 'fulfil':
      return t('staff.orders.done.fulfil', { state: t(`order.state.${done.state}`) });
    case 'cancel':
      return done.sendBack > 0
        ? t('staff.orders.done.cancel_send_back', { amount: done.sendBack })
        : t('staff.orders.done.cancel');
    case 'voucher':
      return t('staff.orders.done.voucher', { code: done.code, amount: done.amount });
  }
}

function Summary({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  return (
    <dl className="scan-facts staff-order-summary">
      <dt>{t('order.date')}</dt>
      <dd>{order.placedAt}</dd>
      <dt>{t('order.state_label')}</dt>
      <dd className={`staff-state staff-state-${order.state}`}>
        {t(`order.state.${order.state}`)}
      </dd>
      <dt>{t('staff.orders.payment')}</dt>
      <dd className={`staff-pay staff-pay-${order.paymentState}`}>
        {t(`staff.orders.payment.${order.paymentState}`)}
      </dd>
      <dt>{t('cart.total')}</dt>
      <dd>{formatMoney(order.money.total, locale)}</dd>
      <dt>{t('staff.orders.paid')}</dt>
      <dd>{formatMoney(order.money.paid, locale)}</dd>
      {order.money.refunded > 0 && (
        <>
          <dt>{t('staff.orders.refunded')}</dt>
          <dd>{formatMoney(order.money.refunded, locale)}</dd>
        </>
      )}
      <dt>{t('order.amount_due')}</dt>
      <dd className="staff-owed">{formatMoney(order.money.owed, locale)}</dd>
      <dt>{t('staff.orders.buyer')}</dt>
      <dd>
        {[order.buyer.account, order.buyer.phone, order.buyer.email].filter(Boolean).join(' · ') ||
          '—'}
        {!order.buyer.account && ` (${t('staff.orders.guest')})`}
      </dd>
      {order.cancelReason && (
        <>
          <dt>{t('order.cancel_reason')}</dt>
          <dd>{order.cancelReason}</dd>
        </>
      )}
    </dl>
  );
}

function Lines({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  return (
    <section className="staff-section" aria-labelledby="staff-lines">
      <h2 id="staff-lines">{t('staff.orders.lines')}</h2>
      <ul className="staff-lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            <p className="staff-line-name">
              {line.name}
              {line.options && <span className="staff-line-options"> · {line.options}</span>}
            </p>
            <p className="staff-line-sum">
              <code>{line.sku}</code> · {formatMoney(line.price, locale)} × {line.quantity} ={' '}
              {formatMoney(line.total, locale)}
            </p>
          </li>
        ))}
        {order.bookings.map((booking) => (
          <li key={`booking-${booking.id}`}>
            <p className="staff-line-name">
              {booking.title}
              {booking.state === 'released' && (
                <span className="staff-line-options"> · {t('booking.released')}</span>
              )}
            </p>
            <p className="staff-line-sum">
              {booking.detail} = {formatMoney(booking.total, locale)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Payments({ order }: { order: Order }) {
  const { t, locale } = useI18n();
  return (
    <section className="staff-section" aria-labelledby="staff-payments">
      <h2 id="staff-payments">{t('order.payment_title')}</h2>
      {order.payments.length === 0 ? (
        <p>{t('staff.orders.no_payments')}</p>
      ) : (
        <ul className="staff-payments">
          {order.payments.map((p) => (
            <li key={p.id} data-method={p.method} data-state={p.state}>
              <p>
                <strong>{t(`order.paid_with.${p.method}`)}</strong> ·{' '}
                {formatMoney(p.amount, locale)} · {t(`staff.orders.payment_row.${p.state}`)}
              </p>
              <p className="staff-payment-meta">
                {p.at}
                {p.reference && ` · ${t('staff.orders.reference', { reference: p.reference })}`}
                {p.refunded > 0 &&
                  ` · ${t('order.refunded', { amount: formatMoney(p.refunded, locale) })}`}
              </p>
              {p.sendBack > 0 && (
                <p className="staff-send-back">
                  {t('staff.orders.send_back', { amount: p.sendBack })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Delivery({ order }: { order: Order }) {
  const { t } = useI18n();
  const { shipping } = order;
  return (
    <section className="staff-section" aria-labelledby="staff-delivery">
      <h2 id="staff-delivery">{t('order.shipment')}</h2>
      <dl className="scan-facts">
        <dt>{t('staff.orders.shipping')}</dt>
        <dd>{shipping.method ? t(`staff.orders.shipping.${shipping.method}`) : '—'}</dd>
        {shipping.store && (
          <>
            <dt>{t('checkout.pickup_store')}</dt>
            <dd>
              {shipping.store.name}
              {shipping.store.address && `, ${shipping.store.address}`}
              {shipping.store.phone && ` · ${shipping.store.phone}`}
            </dd>
          </>
        )}
        {shipping.option && (
          <>
            <dt>{t('checkout.delivery_option')}</dt>
            <dd>
              {t(`checkout.option.${shipping.option}`)}:{' '}
              {deliveryWindowText(t, shipping.option, shipping.hours)}
            </dd>
          </>
        )}
        {shipping.address && (
          <>
            <dt>{t('staff.orders.address')}</dt>
            <dd>{shipping.address}</dd>
          </>
        )}
        {shipping.receiver && (
          <>
            <dt>{t('staff.orders.receiver')}</dt>
            <dd>{shipping.receiver}</dd>
          </>
        )}
        {shipping.note && (
          <>
            <dt>{t('order.shipment_note')}</dt>
            <dd>{shipping.note}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function History({ order }: { order: Order }) {
  const { t } = useI18n();
  /** A reason the shop words itself has its text; one staff typed is shown as typed. */
  const reasonText = (reason: string) => {
    const key = `order.reason.${reason}`;
    const known = t(key);
    return known === key ? reason : known;
  };
  return (
    <section className="staff-section" aria-labelledby="staff-history">
      <h2 id="staff-history">{t('order.timeline')}</h2>
      <ol className="staff-history">
        {order.history.map((step) => (
          <li key={step.id} data-to={step.to}>
            <p>
              <strong>{t(`order.state.${step.to}`)}</strong>{' '}
              <span className="staff-history-from">
                ({t('staff.orders.from_state', { state: t(`order.state.${step.from}`) })})
              </span>
            </p>
            <p className="staff-history-meta">
              <time dateTime={step.iso}>{step.at}</time> ·{' '}
              {step.by.name ?? t(`staff.orders.by.${step.by.kind}`)}
              {step.reason && ` · ${reasonText(step.reason)}`}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
