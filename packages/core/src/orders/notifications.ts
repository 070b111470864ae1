import { formatMoney, isLocale } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import type { Ctx } from '../context.ts';
import { deliverQueued, type MessageGateway, queueMessage } from '../notify/index.ts';
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

/**
 * Writes the buyer's news of the order to the outbox (inside the caller's transaction): an
 * e-mail when they gave one, an SMS to their phone, in the language they ordered in. Answers the
 * messages' ids for `deliverQueued` once the transaction commits.
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
