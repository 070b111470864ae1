import { accounts, parseInput } from '@shop/core';
import { redirect } from 'react-router';
import { z } from 'zod';
import { AuthPage } from '../components/account/AuthPage.tsx';
import { CodeStep } from '../components/account/CodeStep.tsx';
import {
  AccountForm,
  Field,
  isFailure,
  NewPasswordFields,
  Submit,
} from '../components/account/Form.tsx';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam, localePath } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/account.css';
import { safeReturnTarget } from '../lib/return-target.ts';
import type { Route } from './+types/password-reset';

const loginForm = z.object({ login: accounts.loginField });
const resetForm = z
  .object({ request_token: accounts.requestTokenField, code: accounts.codeField })
  .and(accounts.newPasswordPair);

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const next = safeReturnTarget(
    new URL(request.url).searchParams.get('next'),
    localePath(locale, '/account'),
  );
  return { next, messages: scopedMessages(locale) };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  const { values } = await readForm(request, context);
  const ip = context.auth.ip;
  return formAction(values, async () => {
    if (values.intent === 'reset') {
      const form = parseInput(resetForm, values);
      const user = await accounts.resetPassword(ctx, {
        requestToken: form.request_token,
        code: form.code,
        password: form.password,
        ip,
      });
      await context.auth.signIn(user.id);
      throw redirect(`${safeReturnTarget(values.next, localePath(locale, '/account'))}`);
    }
    const { login } = parseInput(loginForm, values);
    const sent = await accounts.requestPasswordReset(ctx, context.auth.deps, { login, ip });
    return {
      ok: true as const,
      step: 'code' as const,
      requestToken: sent.requestToken,
      sentTo: sent.sentTo,
    };
  });
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.password_reset')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Forgot the password: a code to the e-mail or phone, then a new password. */
export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage messages={loaderData.messages} titleKey="nav.password_reset">
      <ResetForms next={loaderData.next} result={actionData} />
    </AuthPage>
  );
}

function ResetForms(props: { next: string; result: unknown }) {
  const { t } = useI18n();
  const failure = isFailure(props.result) ? props.result : null;
  const sent = props.result as { step?: 'code'; requestToken: string; sentTo: string } | undefined;
  if (sent?.step === 'code' || failure?.values.intent === 'reset') {
    return (
      <CodeStep
        intent="reset"
        requestToken={sent?.requestToken ?? failure?.values.request_token ?? ''}
        sentTo={sent?.sentTo ?? failure?.values.sent_to ?? ''}
        next={props.next}
        failure={failure}
        submitLabel={t('auth.save_password')}
      >
        <NewPasswordFields label={t('auth.new_password')} failure={failure} />
      </CodeStep>
    );
  }
  return (
    <AccountForm failure={failure} intent="request_code">
      <p className="auth-note">{t('auth.reset_intro')}</p>
      <input type="hidden" name="next" value={props.next} />
      <Field
        name="login"
        label={t('auth.login')}
        autoComplete="username"
        required
        failure={failure}
      />
      <Submit>{t('auth.send_code')}</Submit>
    </AccountForm>
  );
}
