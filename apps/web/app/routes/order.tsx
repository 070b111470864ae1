import { payments } from '@shop/core';
import { formatMoney } from '@shop/i18n';
import { Link, redirect, useSearchParams } from 'react-router';
import { AccountForm, isFailure, Submit } from '../components/account/Form.tsx';
import { CartTotals } from '../components/cart/CartTotals.tsx';
import { addressText } from '../components/checkout/address-text.ts';
import { OrderLines } from '../components/order/OrderLines.tsx';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { orderOwner } from '../lib/cart.server.ts';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam, localePath } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/cart.css';
import type { Route } from './+types/order';
import { loadOrder } from './order.server.ts';

/** Pay by card: to the gateway's hosted page (the card number never reaches the shop). */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  const ctx = contextFor(context, locale);
  const { owner } = await orderOwner(ctx, context, request, params.number);
  const origin = new URL(request.url).origin;
  return formAction(values, async () => {
    const { paymentUrl } = await payments.startCardPayment(
      ctx,
      context.payments,
      owner,
      params.number,
      `${origin}${localePath(locale, `/orders/${params.number}/paid`)}`,
    );
    throw redirect(paymentUrl);
  });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const order = await loadOrder(context, request, locale, params.number);
  return { order, messages: scopedMessages(locale) };
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const title = args.data
    ? (args.data.messages['order.title'] ?? '').replace('{number}', args.data.order.number)
    : t('shop.name');
  return [
    ...pageMeta(args, { title: `${title} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

type OrderData = Route.ComponentProps['loaderData']['order'];

/** An order's page: its state, delivery, VAT receipt, lines and totals, and how to pay it. */
export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      <OrderDetail
        order={loaderData.order}
        payError={isFailure(actionData) ? actionData.error : null}
      />
    </MessagesScope>
  );
}

const PAYMENT_OUTCOMES = ['paid', 'failed', 'pending', 'unknown'] as const;

function OrderDetail({ order, payError }: { order: OrderData; payError: string | null }) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const outcome = PAYMENT_OUTCOMES.find((o) => o === searchParams.get('payment'));
  return (
    <section className="container order-page">
      {outcome && (
        <p className={outcome === 'paid' ? 'order-placed' : 'form-error'} role="status">
          {t(`order.payment_result.${outcome}`)}
        </p>
      )}
      {payError && (
        <p className="form-error" role="alert">
          {t(payError)}
        </p>
      )}
      {searchParams.get('placed') === '1' && (
        <p className="order-placed" role="status">
          {t('order.placed')}
        </p>
      )}
      <h1>{t('order.title', { number: order.number })}</h1>
      <dl className="order-facts">
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{order.orderedAt}</dd>
        </div>
        <div>
          <dt>{t('order.state_label')}</dt>
          <dd>
            <span className={`state-badge order-state order-state-${order.state}`}>
              {t(`order.state.${order.state}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('order.delivery_status')}</dt>
          <dd>{t(`order.delivery.${order.deliveryStatus}`)}</dd>
        </div>
        <div>
          <dt>{t('order.shipment')}</dt>
          <dd>
            <Shipment order={order} />
          </dd>
        </div>
        <div>
          <dt>{t('order.vat_receipt')}</dt>
          <dd>
            {order.buyerType === 'organisation' &&
              `${t('checkout.buyer_organisation')} ${order.registryNumber ?? ''} · `}
            {t(`order.vat.${order.vatState}`)}
            {order.vatReceiptId && ` · ${order.vatReceiptId}`}
            {order.vatLottery && ` · ${t('order.vat_lottery', { lottery: order.vatLottery })}`}
          </dd>
        </div>
        {order.canceledAt && (
          <div>
            <dt>{t('order.canceled_at')}</dt>
            <dd>
              {order.canceledAt}
              {order.cancelReason && ` · ${reasonText(t, order.cancelReason)}`}
            </dd>
          </div>
        )}
      </dl>
      {order.state === 'canceled' && <p className="order-refund">{t('order.refund')}</p>}
      {order.payment && <PaymentInstructions order={order} />}
      <div className="order-body">
        <OrderLines lines={order.summary.lines} />
        <CartTotals cart={order.summary} shipping="known" />
      </div>
    </section>
  );
}

function reasonText(t: (key: string) => string, reason: string): string {
  const key = `order.reason.${reason}`;
  const text = t(key);
  return text === key ? reason : text;
}

function Shipment({ order }: { order: OrderData }) {
  const { t } = useI18n();
  if (order.shippingMethod === 'pickup' && order.pickup) {
    return (
      <>
        {t('checkout.pickup')}: {order.pickup.name}, {order.pickup.address} (
        {t('product.store_hours', { opens: order.pickup.opens_at, closes: order.pickup.closes_at })}
        )
      </>
    );
  }
  if (order.address) {
    return (
      <>
        {addressText(order.address)} · {order.address.receiver}
        {order.deliveryOption && (
          <>
            <br />
            {t(`checkout.option.${order.deliveryOption}`)}:{' '}
            {t(`checkout.window.${order.deliveryOption}`)}
          </>
        )}
      </>
    );
  }
  return null;
}

/** How to pay an unpaid order: bank details with the order number as reference, or the card note. */
function PaymentInstructions({ order }: { order: OrderData }) {
  const { t, locale, path } = useI18n();
  const payment = order.payment;
  if (!payment) return null;
  return (
    <section className="order-payment" aria-labelledby="order-payment">
      <h2 id="order-payment">{t('order.payment_title')}</h2>
      {order.paymentDue && <p>{t('order.pay_by', { time: order.paymentDue })}</p>}
      {payment.method === 'bank_transfer' ? (
        <>
          <p>{t('order.bank_intro')}</p>
          <dl className="order-bank">
            <div>
              <dt>{t('order.bank')}</dt>
              <dd>{payment.bank.bank}</dd>
            </div>
            <div>
              <dt>{t('order.account_name')}</dt>
              <dd>{payment.bank.account_name}</dd>
            </div>
            <div>
              <dt>{t('order.account_number')}</dt>
              <dd>{payment.bank.account_number}</dd>
            </div>
            <div>
              <dt>IBAN</dt>
              <dd>{payment.bank.iban}</dd>
            </div>
            <div>
              <dt>{t('order.amount')}</dt>
              <dd>{formatMoney(payment.amount, locale)}</dd>
            </div>
            <div>
              <dt>{t('order.reference')}</dt>
              <dd>
                <strong>{payment.reference}</strong>
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <AccountForm intent="pay_card">
          <p>{t('order.card_intro')}</p>
          <Submit>{t('order.pay_by_card', { amount: formatMoney(payment.amount, locale) })}</Submit>
        </AccountForm>
      )}
      <p>
        <Link to={path('/products')}>{t('cart.continue_shopping')}</Link>
      </p>
    </section>
  );
}
