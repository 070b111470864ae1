import type { engagement } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import { localePath } from './locale.ts';

/**
 * The double opt-in e-mail of a subscription, in the shopper's language, with links to the
 * web's confirm and unsubscribe pages (the API sends the same e-mail).
 */
export function subscriptionMail(
  locale: Locale,
  origin: string,
): { links: engagement.SubscriptionLinks; mail: engagement.SubscriptionMail } {
  const t = translatorFor(locale);
  const page = (path: string) => (token: string) =>
    `${origin}${localePath(locale, path)}?token=${encodeURIComponent(token)}`;
  return {
    links: { confirm: page('/subscribe/confirm'), unsubscribe: page('/subscribe/unsubscribe') },
    mail: {
      subject: t('subscribe.mail_subject'),
      body: ({ confirm, unsubscribe }) => t('subscribe.mail_body', { confirm, unsubscribe }),
    },
  };
}
