import { engagement } from '@shop/core';
import { AccountForm, Field, isFailure, Submit } from '../components/account/Form.tsx';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/account.css';
import type { Route } from './+types/contact';

/** A subject given in the address (`?subject=`), as an order's page links here about it. */
const SUBJECT_MAX = 150;

export function loader({ params, request }: Route.LoaderArgs) {
  const subject = new URL(request.url).searchParams.get('subject')?.trim() ?? '';
  return {
    messages: scopedMessages(localeFromParam(params.locale)),
    messageMax: engagement.CONTACT_MESSAGE_MAX,
    subject: subject.slice(0, SUBJECT_MAX),
  };
}

/** The contact form: kept for staff and forwarded to the shop's e-mail, within limits. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    await engagement.sendContactMessage(contextFor(context, locale), context.auth.deps.gateway, {
      input: values,
      userId: context.auth.viewer?.userId ?? null,
      ip: context.auth.ip,
    });
    return { ok: true as const };
  });
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, { title: `${t('contact.title')} — ${t('shop.name')}` });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      <Contact
        actionData={actionData}
        messageMax={loaderData.messageMax}
        subject={loaderData.subject}
      />
    </MessagesScope>
  );
}

function Contact(props: { actionData: unknown; messageMax: number; subject: string }) {
  const { actionData, messageMax } = props;
  const { t } = useI18n();
  const failure = isFailure(actionData) ? actionData : null;
  return (
    <section className="auth-page">
      <div className="auth-card">
        <h1>{t('contact.title')}</h1>
        <p>{t('contact.lead')}</p>
        {actionData && !failure ? (
          <p className="form-notice" role="status">
            {t('contact.sent')}
          </p>
        ) : (
          <AccountForm failure={failure}>
            <Field
              name="name"
              label={t('contact.name')}
              required
              autoComplete="name"
              failure={failure}
              maxLength={100}
            />
            <p className="field-hint">{t('contact.reach')}</p>
            <Field
              name="email"
              type="email"
              label={t('contact.email')}
              autoComplete="email"
              failure={failure}
            />
            <Field
              name="phone"
              type="tel"
              label={t('contact.phone')}
              autoComplete="tel"
              inputMode="tel"
              failure={failure}
            />
            <Field
              name="subject"
              label={t('contact.subject')}
              failure={failure}
              maxLength={SUBJECT_MAX}
              defaultValue={props.subject}
            />
            <Field
              name="message"
              label={t('contact.message')}
              required
              rows={6}
              maxLength={messageMax}
              failure={failure}
            />
            <Submit>{t('contact.submit')}</Submit>
          </AccountForm>
        )}
      </div>
    </section>
  );
}
