import { formatMoney } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import { getAccount } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { type MessageGateway, sendMessage } from '../notify/index.ts';
import { shopperCoupon } from '../promotions/index.ts';
import { AppError } from '../shared/index.ts';

/**
 * Sends a coupon to the shopper's own e-mail (spec §7 `POST /coupons/{id}/send_by_email`), in
 * their language: its name, code, what it takes off and until when.
 */
export async function sendCouponByEmail(
  ctx: Ctx,
  gateway: MessageGateway,
  userId: number,
  couponId: number,
): Promise<{ to: string }> {
  const coupon = await shopperCoupon(ctx, userId, couponId);
  if (!coupon) throw new AppError('not_found', 'error.no_coupon');
  const account = await getAccount(ctx, userId);
  if (!account?.email) throw new AppError('conflict', 'error.no_email');
  const t = translatorFor(ctx.locale);
  const value =
    coupon.kind === 'percent' ? `${coupon.value}%` : formatMoney(coupon.value, ctx.locale);
  const vars = {
    shop: t('shop.name'),
    name: coupon.name,
    code: coupon.code,
    value,
    until: coupon.ends_at ? coupon.ends_at.slice(0, 10) : t('coupon.no_end'),
  };
  const sent = await sendMessage(ctx, gateway, {
    channel: 'email',
    to: account.email,
    subject: t('notify.coupon_subject', vars),
    body: t('notify.coupon_email', vars),
  });
  if (sent.status === 'failed') throw new AppError('unavailable', 'error.message_not_sent');
  return { to: account.email };
}
