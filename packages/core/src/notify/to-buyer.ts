import type { Ctx } from '../context.ts';
import { queueMessage } from './service.ts';

/** Where a buyer is told news: the e-mail and phone they gave (either may be missing). */
export interface BuyerContact {
  email: string | null;
  phone: string | null;
}

/**
 * Queues one piece of news to a buyer (in the caller's transaction): the e-mail when they gave
 * one, the SMS to their phone when they gave one, in their language. Answers the messages' ids.
 */
export async function queueToBuyer(
  ctx: Ctx,
  buyer: BuyerContact,
  news: { subject: string; email: string; sms: string },
  locale: string,
): Promise<number[]> {
  const ids: number[] = [];
  if (buyer.email) {
    ids.push(
      await queueMessage(ctx, {
        channel: 'email',
        to: buyer.email,
        subject: news.subject,
        body: news.email,
        locale,
      }),
    );
  }
  if (buyer.phone) {
    ids.push(await queueMessage(ctx, { channel: 'sms', to: buyer.phone, body: news.sms, locale }));
  }
  return ids;
}
