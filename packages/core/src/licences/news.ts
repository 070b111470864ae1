import { isLocale } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import type { Ctx } from '../context.ts';
import { queueToBuyer } from '../notify/index.ts';
import { groupBy } from '../shared/index.ts';
import type { licenceClaim } from './schema.ts';

type Filled = { claim: typeof licenceClaim.$inferSelect; code: string };

/**
 * Writes each buyer's new keys to the outbox, in the transaction that handed them out: an
 * e-mail listing every key, and an SMS pointing to the order's page (keys are too long and too
 * many for two SMS parts).
 */
export async function queueLicenceNews(ctx: Ctx, filled: readonly Filled[]): Promise<void> {
  const byOrder = groupBy(filled, (f) => f.claim.orderNumber);
  for (const [number, keys] of byOrder) {
    const buyer = (keys[0] as Filled).claim;
    const locale = isLocale(buyer.locale) ? buyer.locale : ctx.locale;
    const t = translatorFor(locale);
    const vars = {
      number,
      shop: t('shop.name'),
      count: keys.length,
      keys: keys.map((k) => `• ${k.claim.productName}: ${k.code}`).join('\n'),
    };
    await queueToBuyer(
      ctx,
      buyer,
      {
        subject: t('notify.licences_subject', vars),
        email: t('notify.licences_email', vars),
        sms: t('notify.licences_sms', vars),
      },
      locale,
    );
  }
}
