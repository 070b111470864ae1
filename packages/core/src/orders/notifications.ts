import { formatMoney, isLocale } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import { type Ctx, createContext } from '../context.ts';
import { type MessageGateway, sendMessage } from '../notify/index.ts';
import type { OrderRow } from './records.ts';

/** What the buyer hears about along the order's life (texts `notify.<news>_subject|_email|_sms`). */
export type OrderNews = 'order_placed' | 'order_shipped' | 'order_delivered' | 'order_ready_pickup';

/**
 * Tells the buyer news of the order: an e-mail when they gave one, an SMS to their phone, in
 * the language they ordered in. A message that cannot be delivered stays in the outbox as
 * failed; the order stands.
 */
export async function notifyBuyer(
  ctx: Ctx,
  gateway: MessageGateway,
  order: OrderRow,
  news: OrderNews,
): Promise<void> {
  const locale = isLocale(order.locale) ? order.locale : ctx.locale;
  const t = translatorFor(locale);
  const vars = {
    number: order.number,
    total: formatMoney(order.total, locale),
    shop: t('shop.name'),
    note: order.shipmentNote ?? '',
  };
  const local = createContext(ctx.db, locale, ctx.now);
  if (order.email) {
    await sendMessage(local, gateway, {
      channel: 'email',
      to: order.email,
      subject: t(`notify.${news}_subject`, vars),
      body: t(`notify.${news}_email`, vars),
    });
  }
  if (order.phone) {
    await sendMessage(local, gateway, {
      channel: 'sms',
      to: order.phone,
      body: t(`notify.${news}_sms`, vars),
    });
  }
}
