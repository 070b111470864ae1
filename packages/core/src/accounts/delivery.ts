import { translatorFor } from '@shop/i18n/translators';
import type { Ctx } from '../context.ts';
import { type MessageGateway, sendMessage } from '../notify/index.ts';
import { AppError } from '../shared/index.ts';
import { CODE_TTL_MINUTES, type CodePurpose } from './codes.ts';
import type { Login } from './identifiers.ts';

/** Outside services the account flows need. */
export interface AccountDeps {
  gateway: MessageGateway;
}

/** Sends a code by e-mail or SMS in the shopper's language; a failed send is the shopper's news. */
export async function deliverCode(
  ctx: Ctx,
  deps: AccountDeps,
  login: Login,
  code: string,
  purpose: CodePurpose,
): Promise<void> {
  const t = translatorFor(ctx.locale);
  const vars = { code, minutes: CODE_TTL_MINUTES, shop: t('shop.name') };
  const message =
    login.channel === 'email'
      ? {
          channel: 'email' as const,
          to: login.value,
          subject: t(`auth.code_subject.${purpose}`, vars),
          body: t('auth.code_email', vars),
          locale: ctx.locale,
        }
      : { channel: 'sms' as const, to: login.value, body: t('auth.code_sms', vars) };
  const sent = await sendMessage(ctx, deps.gateway, message);
  if (sent.status !== 'sent') throw new AppError('unavailable', 'error.code_not_sent');
}
