import { engagement } from '@shop/core';
import { data, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AccountForm, isFailure, Submit } from '../components/account/Form.tsx';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/account.css';
import type { Route } from './+types/subscription-link';

const steps = z.enum(['confirm', 'unsubscribe']);

/** The step the address names; any other is a page that does not exist, shown or posted to. */
function stepOf(params: { step?: string }) {
  const parsed = steps.safeParse(params.step);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export function loader({ params }: Route.LoaderArgs) {
  return { step: stepOf(params), messages: scopedMessages(localeFromParam(params.locale)) };
}

/**
 * The e-mail's links open this page and the button does the step (a POST: mail scanners that
 * open links do not subscribe or unsubscribe anyone).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const step = stepOf(params);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const ctx = contextFor(context, locale);
    const token = values.token ?? '';
    if (step === 'confirm') await engagement.confirmSubscription(ctx, token);
    else await engagement.unsubscribe(ctx, token);
    return { ok: true as const };
  });
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const title =
    args.data?.step === 'unsubscribe' ? 'subscribe.unsubscribe_title' : 'subscribe.confirm_title';
  return [
    ...pageMeta(args, { title: `${t(title)} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SubscriptionLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      <SubscriptionStep step={loaderData.step} actionData={actionData} />
    </MessagesScope>
  );
}

function SubscriptionStep(props: { step: 'confirm' | 'unsubscribe'; actionData: unknown }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const failure = isFailure(props.actionData) ? props.actionData : null;
  const confirm = props.step === 'confirm';
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t(confirm ? 'subscribe.confirm_title' : 'subscribe.unsubscribe_title')}</h1>
        {props.actionData && !failure ? (
          <p className="form-notice" role="status">
            {t(confirm ? 'subscribe.confirmed' : 'subscribe.unsubscribed')}
          </p>
        ) : (
          <AccountForm failure={failure}>
            <input type="hidden" name="token" value={params.get('token') ?? ''} />
            <Submit>{t(confirm ? 'subscribe.confirm' : 'subscribe.unsubscribe')}</Submit>
          </AccountForm>
        )}
      </div>
    </section>
  );
}
