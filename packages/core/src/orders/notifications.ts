import { formatMoney, isLocale } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import type { Ctx } from '../context.ts';
import { deliverQueued, type MessageGateway, queueMessage } from '../notify/index.ts';
import { type PushKind, queuePush } from '../push/index.ts';
import type { OrderRow } from './records.ts';

/** What the buyer hears about along the order's life (texts `notify.<news>_subject|_email|_sms`). */
export type OrderNews =
  | 'order_placed'
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
  };
  const ids: number[] = [];
  if (order.email) {
    ids.push(
      await queueMessage(ctx, {
        channel: 'email',
        to: order.email,
        subject: t(`notify.${news}_subject`, vars),
        body: t(`notify.${news}_email`, vars),
        locale,
      }),
    );
  }
  if (order.phone) {
    ids.push(
      await queueMessage(ctx, {
        channel: 'sms',
        to: order.phone,
        body: t(`notify.${news}_sms`, vars),
        locale,
      }),
    );
  }
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
