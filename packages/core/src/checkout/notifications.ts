import { formatMoney, isLocale } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import type { OrderRow } from '../cart/cart.ts';
import { type Ctx, createContext } from '../context.ts';
import type { MessageGateway } from '../notify/gateway.ts';
import { sendMessage } from '../notify/service.ts';

/**
 * Tells the buyer the order was placed: an e-mail when they gave one, an SMS to their phone,
 * in the language they ordered in. A message that cannot be delivered stays in the outbox as
 * failed; the order stands.
 */
export async function notifyOrderPlaced(
  ctx: Ctx,
  gateway: MessageGateway,
  order: OrderRow,
): Promise<void> {
  const locale = isLocale(order.locale) ? order.locale : ctx.locale;
  const t = translatorFor(locale);
  const vars = {
    number: order.number,
    total: formatMoney(order.total, locale),
    shop: t('shop.name'),
  };
  const local = createContext(ctx.db, locale, ctx.now);
  if (order.email) {
    await sendMessage(local, gateway, {
      channel: 'email',
      to: order.email,
      subject: t('notify.order_placed_subject', vars),
      body: t('notify.order_placed_email', vars),
    });
  }
  if (order.phone) {
    await sendMessage(local, gateway, {
      channel: 'sms',
      to: order.phone,
      body: t('notify.order_placed_sms', vars),
    });
  }
}
