import { accounts, parseInput } from '@shop/core';
import { z } from 'zod';
import { CodeStep } from '../../components/account/CodeStep.tsx';
import {
  AccountForm,
  Field,
  type FormFailure,
  isFailure,
  Submit,
} from '../../components/account/Form.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/contact';
import type { AccountView } from './layout.tsx';
import { useAccount } from './use-account.ts';

const emailForm = z.object({ email: accounts.emailField });
const phoneForm = z.object({ phone: accounts.mobileField });
const codeForm = z.object({ request_token: accounts.requestTokenField, code: accounts.codeField });

type Channel = 'email' | 'phone';

export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = contextFor(context, localeFromParam(params.locale));
  const { values } = await readForm(request, context);
  const channel: Channel = values.channel === 'phone' ? 'phone' : 'email';
  return formAction(values, async () => {
    const userId = requireUserId(context);
    if (values.intent === 'verify_code') {
      const form = parseInput(codeForm, values);
      await accounts.confirmContactChange(ctx, {
        userId,
        requestToken: form.request_token,
        code: form.code,
      });
      return { ok: true as const, channel, confirmed: true as const };
    }
    const login =
      channel === 'email'
        ? { channel: 'email' as const, value: parseInput(emailForm, values).email }
        : { channel: 'sms' as const, value: parseInput(phoneForm, values).phone };
    const sent = await accounts.requestContactChange(ctx, context.auth.deps, {
      userId,
      login,
      ip: context.auth.ip,
    });
    return { ok: true as const, channel, requestToken: sent.requestToken, sentTo: sent.sentTo };
  });
}

type Result =
  | { ok: true; channel: Channel; confirmed: true }
  | { ok: true; channel: Channel; requestToken: string; sentTo: string }
  | FormFailure
  | undefined;

/** E-mail and phone: their state (spec §4) and a code to confirm a new one. */
export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const account = useAccount();
  if (!account) return null;
  const result = actionData as Result;
  return (
    <>
      <h1>{t('account.contact')}</h1>
      <ContactSection channel="email" account={account} result={result} />
      <ContactSection channel="phone" account={account} result={result} />
    </>
  );
}

function ContactSection(props: { channel: Channel; account: AccountView; result: Result }) {
  const { t } = useI18n();
  const { channel, account } = props;
  const mine =
    props.result &&
    (isFailure(props.result)
      ? props.result.values.channel === channel
      : props.result.channel === channel);
  const result = mine ? props.result : undefined;
  const failure = isFailure(result) ? result : null;
  const sent = result && !isFailure(result) && 'requestToken' in result ? result : null;
  const current = channel === 'email' ? account.email : account.phoneDisplay;
  const state =
    channel === 'email'
      ? t(`account.email_state.${account.emailState}`)
      : t(account.phoneConfirmed ? 'account.phone_confirmed' : 'account.phone_not_confirmed');
  const title = t(channel === 'email' ? 'auth.email' : 'auth.phone');
  return (
    <section className="contact-section" aria-labelledby={`contact-${channel}`}>
      <h2 id={`contact-${channel}`}>{title}</h2>
      <p>
        <strong>{current ?? t('account.not_given')}</strong>{' '}
        {current && (
          <span
            className={`state-badge state-${channel === 'email' ? account.emailState : account.phoneConfirmed ? 'confirmed' : 'not_confirmed'}`}
          >
            {state}
          </span>
        )}
      </p>
      {channel === 'email' && account.pendingEmail && (
        <p className="auth-note">{t('account.waiting_for', { to: account.pendingEmail })}</p>
      )}
      {result && !isFailure(result) && 'confirmed' in result && (
        <p className="form-success" role="status">
          {t('account.contact_confirmed')}
        </p>
      )}
      {sent || failure?.values.intent === 'verify_code' ? (
        <CodeStep
          requestToken={sent?.requestToken ?? failure?.values.request_token ?? ''}
          sentTo={sent?.sentTo ?? failure?.values.sent_to ?? ''}
          failure={failure}
          submitLabel={t('account.confirm')}
        >
          <input type="hidden" name="channel" value={channel} />
        </CodeStep>
      ) : (
        <AccountForm failure={failure} intent="request_code">
          <input type="hidden" name="channel" value={channel} />
          <Field
            name={channel}
            type={channel === 'email' ? 'email' : 'tel'}
            inputMode={channel === 'email' ? 'email' : 'tel'}
            autoComplete={channel === 'email' ? 'email' : 'tel'}
            label={t(channel === 'email' ? 'account.new_email' : 'account.new_phone')}
            defaultValue={
              channel === 'phone' && !account.phoneConfirmed ? account.phoneDisplay : null
            }
            hint={channel === 'phone' ? t('auth.phone_hint') : undefined}
            required
            failure={failure}
          />
          <Submit>{t('auth.send_code')}</Submit>
        </AccountForm>
      )}
    </section>
  );
}
