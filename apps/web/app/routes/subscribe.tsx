import { engagement } from '@shop/core';
import { AccountForm, Field, isFailure, Submit } from '../components/account/Form.tsx';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import { subscriptionMail } from '../lib/subscription.server.ts';
import '../styles/account.css';
import type { Route } from './+types/subscribe';

export function loader({ params }: Route.LoaderArgs) {
  return { messages: scopedMessages(localeFromParam(params.locale)) };
}

/** Subscribes (double opt-in): the confirm link goes to the address given. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const { links, mail } = subscriptionMail(locale, new URL(request.url).origin);
    await engagement.subscribe(
      contextFor(context, locale),
      context.auth.deps.gateway,
      { email: values.email ?? '', ip: context.auth.ip, links },
      mail,
    );
    return { ok: true as const };
  });
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, { title: `${t('subscribe.title')} — ${t('shop.name')}` });
}

/** Subscription (spec §2): the newsletter's sign-up. */
export default function SubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      <Subscribe actionData={actionData} />
    </MessagesScope>
  );
}

function Subscribe({ actionData }: { actionData: unknown }) {
  const { t } = useI18n();
  const failure = isFailure(actionData) ? actionData : null;
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t('subscribe.title')}</h1>
        <p>{t('subscribe.lead')}</p>
        {actionData && !failure ? (
          <p className="form-notice" role="status">
            {t('subscribe.sent')}
          </p>
        ) : (
          <AccountForm failure={failure}>
            <Field
              name="email"
              type="email"
              label={t('subscribe.email')}
              required
              autoComplete="email"
              failure={failure}
            />
            <Submit>{t('subscribe.submit')}</Submit>
          </AccountForm>
        )}
      </div>
    </section>
  );
}
