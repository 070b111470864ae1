import { accounts, parseInput } from '@shop/core';
import { Link, redirect, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AuthPage } from '../components/account/AuthPage.tsx';
import { CodeStep } from '../components/account/CodeStep.tsx';
import { AccountForm, Field, isFailure, Submit } from '../components/account/Form.tsx';
import { SocialButtons } from '../components/account/SocialButtons.tsx';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam, localePath } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/account.css';
import { safeReturnTarget } from '../lib/return-target.ts';
import type { Route } from './+types/login';

const METHODS = ['sms', 'email', 'password'] as const;
type Method = (typeof METHODS)[number];

const loginForm = z.object({ login: accounts.loginField });
const codeForm = z.object({ request_token: accounts.requestTokenField, code: accounts.codeField });
const passwordForm = z.object({ login: accounts.loginField, password: accounts.passwordField });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const url = new URL(request.url);
  const next = safeReturnTarget(url.searchParams.get('next'), localePath(locale, '/account'));
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
  const next = safeReturnTarget(values.next, localePath(locale, '/account'));
  const ip = context.auth.ip;
  return formAction(values, async () => {
    if (values.intent === 'request_code') {
      const { login } = parseInput(loginForm, values);
      const sent = await accounts.requestSignInCode(ctx, context.auth.deps, { login, ip });
      return {
        ok: true as const,
        step: 'code' as const,
        requestToken: sent.requestToken,
        sentTo: sent.sentTo,
      };
    }
    let user: { id: number };
    if (values.intent === 'verify_code') {
      const form = parseInput(codeForm, values);
      user = await accounts.completeCodeSignIn(ctx, {
        requestToken: form.request_token,
        code: form.code,
        ip,
      });
    } else {
      const form = parseInput(passwordForm, values);
      user = await accounts.passwordSignIn(ctx, { login: form.login, password: form.password, ip });
    }
    await context.auth.signIn(user.id);
    throw redirect(next);
  });
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.sign_in')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Sign in or register: a code by SMS or e-mail, a password, or Google or Facebook. */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthPage messages={loaderData.messages} titleKey="nav.sign_in">
      <LoginForms providers={loaderData.providers} next={loaderData.next} result={actionData} />
    </AuthPage>
  );
}

function LoginForms(props: { providers: string[]; next: string; result: unknown }) {
  const { t, path } = useI18n();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('method');
  const method: Method = METHODS.includes(requested as Method) ? (requested as Method) : 'sms';
  const failure = isFailure(props.result) ? props.result : null;
  const sent = props.result as { step?: 'code'; requestToken: string; sentTo: string } | undefined;
  const codeStep =
    sent?.step === 'code'
      ? { requestToken: sent.requestToken, sentTo: sent.sentTo, login: '' }
      : failure?.values.intent === 'verify_code'
        ? {
            requestToken: failure.values.request_token ?? '',
            sentTo: failure.values.sent_to ?? '',
            login: failure.values.login ?? '',
          }
        : null;
  const next = `next=${encodeURIComponent(props.next)}`;
  const socialError = searchParams.get('error');

  return (
    <>
      {socialError && (
        <p className="form-error" role="alert">
          {t(
            `auth.social_error.${['denied', 'connect'].includes(socialError) ? socialError : 'invalid'}`,
          )}
        </p>
      )}
      <nav className="auth-tabs" aria-label={t('auth.methods')}>
        {METHODS.map((m) => (
          <Link
            key={m}
            to={`?method=${m}&${next}`}
            replace
            aria-current={m === method ? 'page' : undefined}
            className="auth-tab"
          >
            {t(`auth.method.${m}`)}
          </Link>
        ))}
      </nav>
      {method === 'password' ? (
        <AccountForm failure={failure} intent="password">
          <input type="hidden" name="next" value={props.next} />
          <Field
            name="login"
            label={t('auth.login')}
            autoComplete="username"
            required
            failure={failure}
          />
          <Field
            name="password"
            type="password"
            label={t('auth.password')}
            autoComplete="current-password"
            required
            failure={failure}
          />
          <Submit>{t('nav.sign_in')}</Submit>
          <p className="auth-aside">
            <Link to={path(`/password-reset?${next}`)}>{t('auth.forgot_password')}</Link>
          </p>
        </AccountForm>
      ) : codeStep ? (
        <CodeStep
          requestToken={codeStep.requestToken}
          sentTo={codeStep.sentTo}
          next={props.next}
          failure={failure?.values.intent === 'verify_code' ? failure : null}
          submitLabel={t('nav.sign_in')}
        />
      ) : (
        <AccountForm failure={failure} intent="request_code">
          <input type="hidden" name="next" value={props.next} />
          <Field
            name="login"
            type={method === 'email' ? 'email' : 'tel'}
            inputMode={method === 'email' ? 'email' : 'tel'}
            label={t(method === 'email' ? 'auth.email' : 'auth.phone')}
            autoComplete={method === 'email' ? 'email' : 'tel'}
            hint={method === 'sms' ? t('auth.phone_hint') : t('auth.code_hint')}
            required
            failure={failure}
          />
          <Submit>{t('auth.send_code')}</Submit>
        </AccountForm>
      )}
      <SocialButtons providers={props.providers} next={props.next} />
      <p className="auth-aside">
        {t('auth.no_account')} <Link to={path(`/register?${next}`)}>{t('nav.register')}</Link>
      </p>
    </>
  );
}
