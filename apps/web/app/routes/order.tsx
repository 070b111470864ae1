import { cart, checkout, parseInput, payments } from '@shop/core';
import { formatMoney } from '@shop/i18n';
import { redirect, useSearchParams } from 'react-router';
import { z } from 'zod';
import { type FormFailure, isFailure } from '../components/account/Form.tsx';
import { CartBookingItem } from '../components/cart/CartBookingItem.tsx';
import { CartTotals } from '../components/cart/CartTotals.tsx';
import { addressText } from '../components/checkout/address-text.ts';
import { deliveryWindowText } from '../components/checkout/delivery-window.ts';
import { LicenceList } from '../components/licences/LicenceList.tsx';
import { BuyAgain, type BuyAgainOutcome } from '../components/order/BuyAgain.tsx';
import { CancelOrder } from '../components/order/CancelOrder.tsx';
import { OrderLines } from '../components/order/OrderLines.tsx';
import { OrderPayment } from '../components/order/OrderPayment.tsx';
import { OrderStatusFacts } from '../components/order/OrderStatusFacts.tsx';
import { OrderTimeline } from '../components/order/OrderTimeline.tsx';
import { ReportProblem } from '../components/order/ReportProblem.tsx';
import { ETicketList } from '../components/travel/ETicketList.tsx';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { cartOwner, keepCartToken, ownedOrder } from '../lib/cart.server.ts';
import { idField } from '../lib/form-input.server.ts';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam, localePath } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/cart.css';
import '../styles/e-tickets.css';
import '../styles/licences.css';
import type { Route } from './+types/order';
import { loadOrder, type OrderData } from './order.server.ts';

const orderForm = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.enum(['pay_card', 'pay_qr', 'check', 'buy_again']) }),
    z.object({ intent: z.literal('pay_saved_card'), card_id: idField }),
    z.object({
      intent: z.literal('cancel'),
      reason: z
        .string({ error: 'validation.blank' })
        .trim()
        .min(1, 'validation.blank')
        .max(300, 'validation.too_long'),
      // Only a paid order's form asks; without a choice the money goes back the way it came.
      refund_to: z.enum(['wallet', 'original']).catch('original'),
    }),
  ],
  { error: 'validation.invalid_choice' },
);

/**
 * What the order page posts: pay by card (to the gateway's page), with a saved card, by QR (an
 * invoice shown here), check a waiting payment again, cancel with a reason (and, once paid,
 * where the money goes back), or buy its products again (into the cart, said here).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  const ctx = contextFor(context, locale);
  // Posted to an order this browser does not own, or to none: the 404 page, as when shown.
  const { owner } = await ownedOrder(ctx, context, request, params.number);
  const here = localePath(locale, `/orders/${params.number}`);
  return formAction(values, async () => {
    const form = parseInput(orderForm, values);
    switch (form.intent) {
      case 'pay_card': {
        const origin = new URL(request.url).origin;
        const { paymentUrl } = await payments.startCardPayment(
          ctx,
          context.payments,
          owner,
          params.number,
          `${origin}${here}/paid`,
        );
        throw redirect(paymentUrl);
      }
      case 'pay_saved_card': {
        await payments.payWithSavedCard(ctx, context.payments, owner, params.number, form.card_id);
        throw redirect(`${here}?payment=paid`);
      }
      case 'pay_qr':
        await payments.qrInvoiceForOrder(ctx, context.payments, owner, params.number);
        throw redirect(`${here}#order-payment`);
      case 'check':
        throw redirect(`${here}#order-payment`);
      case 'buy_again': {
        const { token, ...boughtAgain } = await cart.buyAgain(
          ctx,
          owner,
          cartOwner(context, request),
          params.number,
        );
        keepCartToken(context, token);
        return { ok: true as const, boughtAgain };
      }
      case 'cancel': {
        await checkout.cancelOrder(ctx, context.payments, owner, params.number, {
          reason: form.reason,
          refundTo: form.refund_to,
        });
        throw redirect(`${here}?canceled=1`);
      }
    }
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

/** An order's page: its state, delivery, VAT receipt, lines and totals, and how to pay it. */
export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      <OrderDetail
        order={loaderData.order}
        failure={isFailure(actionData) ? actionData : null}
        boughtAgain={actionData && 'boughtAgain' in actionData ? actionData.boughtAgain : null}
      />
    </MessagesScope>
  );
}

const PAYMENT_OUTCOMES = ['paid', 'failed', 'pending', 'unknown'] as const;

function OrderDetail({
  order,
  failure,
  boughtAgain,
}: {
  order: OrderData;
  failure: FormFailure | null;
  boughtAgain: BuyAgainOutcome | null;
}) {
  const payError = failure && failure.values.intent !== 'cancel' ? failure.error : null;
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
      {searchParams.get('canceled') === '1' && (
        <p className="order-placed" role="status">
          {t('order.canceled_notice')}
        </p>
      )}
      {searchParams.get('placed') === '1' && (
        <p className="order-placed" role="status">
          {t('order.placed')}
        </p>
      )}
      <h1>{t('order.title', { number: order.number })}</h1>
      <dl className="order-facts">
        <OrderStatusFacts
          orderedAt={order.orderedAt}
          state={order.state}
          deliveryStatus={order.deliveryStatus}
        />
        <div>
          <dt>{t('order.shipment')}</dt>
          <dd>
            <Shipment order={order} />
          </dd>
        </div>
        {order.shipmentNote && (
          <div>
            <dt>{t('order.shipment_note')}</dt>
            <dd>{order.shipmentNote}</dd>
          </div>
        )}
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
      <ReportProblem number={order.number} windows={order.reportWindows} />
      <OrderTimeline timeline={order.timeline} />
      <PaymentsMade order={order} />
      <OrderPayment order={order} />
      <div className="order-body">
        <div>
          {order.summary.lines.length > 0 && <OrderLines lines={order.summary.lines} />}
          {order.summary.bookings.length > 0 && (
            <ul className="cart-lines cart-bookings" aria-label={t('booking.section')}>
              {order.summary.bookings.map((booking) => (
                <CartBookingItem key={booking.id} booking={booking} />
              ))}
            </ul>
          )}
        </div>
        <CartTotals cart={order.summary} shipping="known" />
      </div>
      {order.summary.lines.length > 0 && <BuyAgain outcome={boughtAgain} />}
      {order.summary.bookings.length > 0 && (
        <section className="order-e-tickets" aria-labelledby="order-e-tickets">
          <h2 id="order-e-tickets">{t('order.e_tickets')}</h2>
          {order.eTickets.length > 0 ? (
            <ETicketList tickets={order.eTickets} headingLevel={3} />
          ) : (
            <p>{t('order.e_tickets_after_payment')}</p>
          )}
        </section>
      )}
      {(order.licences.cards.length > 0 || order.licences.afterPayment) && (
        <section className="order-licences" aria-labelledby="order-licences">
          <h2 id="order-licences">{t('order.licences')}</h2>
          {order.licences.cards.length > 0 ? (
            <>
              <p className="field-hint">{t('order.licences.hint')}</p>
              <LicenceList licences={order.licences.cards} />
            </>
          ) : (
            <p>{t('order.licences.after_payment')}</p>
          )}
        </section>
      )}
      <CancelOrder order={order} failure={failure?.values.intent === 'cancel' ? failure : null} />
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
            {deliveryWindowText(t, order.deliveryOption, order.deliveryHours)}
          </>
        )}
      </>
    );
  }
  return null;
}

/** The payments made towards the order so far: wallet, gift card, card •••• 4242... */
function PaymentsMade({ order }: { order: OrderData }) {
  const { t, locale } = useI18n();
  const shown = order.payments.filter((p) => p.state === 'paid' || p.state === 'refunded');
  if (shown.length === 0) return null;
  return (
    <dl className="order-payments" aria-label={t('order.payments')}>
      {shown.map((p) => (
        <div key={p.id}>
          <dt>
            {t(`order.paid_with.${p.method}`)}
            {p.cardLast4 && ` •••• ${p.cardLast4}`}
          </dt>
          <dd>
            {formatMoney(p.amount, locale)}
            {p.refunded > 0 &&
              ` · ${t('order.refunded', { amount: formatMoney(p.refunded, locale) })}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
