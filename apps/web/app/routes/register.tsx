import { accounts, parseInput } from '@shop/core';
import { Link, redirect } from 'react-router';
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
import { SocialButtons } from '../components/account/SocialButtons.tsx';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam, localePath } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/account.css';
import { safeReturnTarget } from '../lib/return-target.ts';
import type { Route } from './+types/register';

const signUpForm = z
  .object({
    login: accounts.loginField,
    first_name: accounts.optionalText(60),
    last_name: accounts.optionalText(60),
  })
  .and(accounts.newPasswordPair);
const codeForm = z.object({ request_token: accounts.requestTokenField, code: accounts.codeField });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const next = safeReturnTarget(
    new URL(request.url).searchParams.get('next'),
    localePath(locale, '/account'),
  );
  if (context.auth.viewer) throw redirect(next);
  return {
    next,
    providers: Object.keys(context.auth.oauthProviders),
    messages: scopedMessages(locale),
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  const { values } = await readForm(request, context);
  const ip = context.auth.ip;
  return formAction(values, async () => {
    if (values.intent === 'verify_code') {
      const form = parseInput(codeForm, values);
      const user = await accounts.completeCodeSignIn(ctx, {
        requestToken: form.request_token,
        code: form.code,
        ip,
      });
      await context.auth.signIn(user.id);
      throw redirect(safeReturnTarget(values.next, localePath(locale, '/account')));
    }
    const form = parseInput(signUpForm, values);
    const sent = await accounts.requestSignUp(ctx, context.auth.deps, {
      login: form.login,
      password: form.password,
      firstName: form.first_name,
      lastName: form.last_name,
      ip,
    });
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
    ...pageMeta(args, { title: `${t('nav.register')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Registration with a password; the code sent to the e-mail or phone completes it. */
export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage messages={loaderData.messages} titleKey="nav.register">
      <RegisterForms next={loaderData.next} providers={loaderData.providers} result={actionData} />
    </AuthPage>
  );
}

function RegisterForms(props: { next: string; providers: string[]; result: unknown }) {
  const { t, path } = useI18n();
  const failure = isFailure(props.result) ? props.result : null;
  const sent = props.result as { step?: 'code'; requestToken: string; sentTo: string } | undefined;
  if (sent?.step === 'code' || failure?.values.intent === 'verify_code') {
    return (
      <CodeStep
        requestToken={sent?.requestToken ?? failure?.values.request_token ?? ''}
        sentTo={sent?.sentTo ?? failure?.values.sent_to ?? ''}
        next={props.next}
        failure={failure}
        submitLabel={t('auth.finish_registration')}
      />
    );
  }
  return (
    <>
      <AccountForm failure={failure} intent="sign_up">
        <input type="hidden" name="next" value={props.next} />
        <Field
          name="login"
          label={t('auth.login')}
          autoComplete="username"
          hint={t('auth.login_hint')}
          required
          failure={failure}
        />
        <Field
          name="last_name"
          label={t('account.last_name')}
          autoComplete="family-name"
          failure={failure}
        />
        <Field
          name="first_name"
          label={t('account.first_name')}
          autoComplete="given-name"
          failure={failure}
        />
        <NewPasswordFields label={t('auth.password')} failure={failure} />
        <Submit>{t('auth.send_code')}</Submit>
      </AccountForm>
      <SocialButtons providers={props.providers} next={props.next} />
      <p className="auth-aside">
        {t('auth.have_account')}{' '}
        <Link to={path(`/login?next=${encodeURIComponent(props.next)}`)}>{t('nav.sign_in')}</Link>
      </p>
    </>
  );
}
