import { formatMoney, isLocale, LANGUAGE_TAGS, type Locale } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import type { Ctx } from '../context.ts';
import { deliverQueued, type MessageGateway, queueToBuyer } from '../notify/index.ts';
import { type PushKind, queuePush } from '../push/index.ts';
import { promisedBy, SHOP_TIME_ZONE } from './delivery-promise.ts';
import type { OrderRow } from './records.ts';

/** What the buyer hears about along the order's life (texts `notify.<news>_subject|_email|_sms`). */
export type OrderNews =
  | 'order_placed'
  /** Placed, to be paid by bank transfer: where to, with what reference, by when. */
  | 'order_placed_bank'
  | 'order_paid'
  | 'order_shipped'
  | 'order_delivered'
  | 'order_ready_pickup'
  | 'order_canceled'
  | 'order_returned'
  | 'vat_receipt';

/** What a news's text needs besides the order: how the money comes back, the VAT receipt. */
export interface NewsDetail {
  refundTo?: 'wallet' | 'original';
  receipt?: string;
  lottery?: string;
  /** The shop's account and what is owed, for an order paid by bank transfer. */
  bankTransfer?: {
    bank: string;
    account_name: string;
    account_number: string;
    iban: string;
    due: number;
  };
}

/** The news a shopper's devices are also pushed (issue 21): what they wait for. */
const PUSHED: Partial<Record<OrderNews, PushKind>> = {
  order_paid: 'order_paid',
  order_shipped: 'order_shipped',
  order_ready_pickup: 'order_ready_pickup',
};

/**
 * Writes the buyer's news of the order to the outbox (inside the caller's transaction): an
 * e-mail when they gave one, an SMS to their phone, in the language they ordered in; the news
 * a shopper waits for also goes to each of their devices subscribed to push messages. Answers
 * the messages' ids for `deliverQueued` once the transaction commits.
 */
export async function queueBuyerNews(
  ctx: Ctx,
  order: OrderRow,
  news: OrderNews,
  detail: NewsDetail = {},
): Promise<number[]> {
  const locale = isLocale(order.locale) ? order.locale : ctx.locale;
  const t = translatorFor(locale);
  const vars = {
    number: order.number,
    total: formatMoney(order.total, locale),
    shop: t('shop.name'),
    note: order.shipmentNote ?? '',
    refund: detail.refundTo ? t(`notify.refund_${detail.refundTo}`) : '',
    receipt: detail.receipt ?? '',
    lottery: detail.lottery ?? '',
    ...(detail.bankTransfer && bankVars(detail.bankTransfer, order, locale)),
    ...(news === 'order_paid' && arrivalVars(order, locale, ctx.now)),
  };
  const ids = await queueToBuyer(
    ctx,
    order,
    {
      subject: t(`notify.${news}_subject`, vars),
      email: t(`notify.${news}_email`, vars),
      sms: t(`notify.${news}_sms`, vars),
    },
    locale,
  );
  const pushed = PUSHED[news];
  if (pushed && order.userId !== null) {
    await queuePush(ctx, order.userId, {
      kind: pushed,
      vars: { number: order.number },
      path: `/orders/${order.number}`,
      tag: `${news}:${order.number}`,
    });
  }
  return ids;
}

/** A moment in a message, short enough for an SMS: "Dec 28, 18:00", "12-р сарын 28 18:00". */
export const SHORT_MOMENT: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** A moment on Ulaanbaatar's clock, in the buyer's language. */
const ubClock = (at: Date, locale: Locale, style: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    ...style,
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  }).format(at);

/**
 * What happens next to a paid order: a delivery is promised by a moment, its option's hours
 * (`delivery_hours`, the slowest item's for one got ready first) from the payment; a pickup is
 * told it is being prepared; an order with nothing to deliver (stays, tours, licence keys) that
 * its tickets or keys come in their own message.
 */
function arrivalVars(order: OrderRow, locale: Locale, paidAt: Date) {
  const t = translatorFor(locale);
  if (order.shippingMethod === 'delivery' && order.deliveryOption && order.deliveryHours) {
    const by = promisedBy(order.deliveryOption, order.deliveryHours, paidAt);
    const time = ubClock(by, locale, SHORT_MOMENT);
    return {
      arrival: t('notify.paid_arrival_delivery', { time }),
      arrival_sms: t('notify.paid_arrival_delivery_sms', { time }),
    };
  }
  // Stays, tours and licence keys alone: nothing is delivered; their own message follows.
  if (order.shippingMethod === null) {
    return {
      arrival: t('notify.paid_arrival_none'),
      arrival_sms: t('notify.paid_arrival_none_sms'),
    };
  }
  return {
    arrival: t(
      order.shippingMethod === 'pickup'
        ? 'notify.paid_arrival_pickup'
        : 'notify.paid_arrival_other',
    ),
    arrival_sms: t('notify.paid_arrival_other_sms'),
  };
}

/** A bank transfer's texts: the account, what is owed, and by when (Ulaanbaatar's clock). */
function bankVars(
  transfer: NonNullable<NewsDetail['bankTransfer']>,
  order: OrderRow,
  locale: Locale,
) {
  const dueAt = new Date(order.paymentDueAt ?? Date.now());
  const clock = (style: Intl.DateTimeFormatOptions) => ubClock(dueAt, locale, style);
  return {
    bank: transfer.bank,
    holder: transfer.account_name,
    account: transfer.account_number,
    iban: transfer.iban,
    due: formatMoney(transfer.due, locale),
    // The SMS says the hour (the order waits an hour); the e-mail the date too.
    by: clock({ hour: '2-digit', minute: '2-digit' }),
    until: clock({ dateStyle: 'long', timeStyle: 'short' }),
  };
}

/**
 * Tells the buyer news of the order now (outside any transaction). A message that cannot be
 * delivered stays in the outbox as failed; the order stands.
 */
export async function notifyBuyer(
  ctx: Ctx,
  gateway: MessageGateway,
  order: OrderRow,
  news: OrderNews,
): Promise<void> {
  await deliverQueued(ctx, gateway, await queueBuyerNews(ctx, order, news));
}
