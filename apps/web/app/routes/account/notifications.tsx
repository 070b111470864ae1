import { content, parseInput } from '@shop/core';
import { Link } from 'react-router';
import { z } from 'zod';
import { AccountForm, isFailure, Submit } from '../../components/account/Form.tsx';
import { PushSettings } from '../../components/account/PushSettings.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { idField } from '../../lib/form-input.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/notifications';

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const locale = localeFromParam(params.locale);
  const { notifications, unread } = await content.inbox(contextFor(context, locale), viewer.userId);
  return {
    unread,
    notifications: notifications.map((n) => ({
      ...n,
      date: formatDate(n.starts_at, locale, { withTime: true }) ?? '',
    })),
  };
}

const forms = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('read'), notification_id: idField }),
    z.object({ intent: z.literal('read_all') }),
  ],
  { error: 'validation.invalid_choice' },
);

/** Marks one notification, or all of them, read. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const ctx = contextFor(context, localeFromParam(params.locale));
    const asked = parseInput(forms, values);
    if (asked.intent === 'read') {
      await content.markNotificationRead(ctx, userId, asked.notification_id);
    } else {
      await content.markAllNotificationsRead(ctx, userId);
    }
    return { ok: true as const };
  });
}

/** The shop's messages to the shopper: the unread ones marked, each to open or mark read. */
export default function NotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (!loaderData) return null;
  const failure = isFailure(actionData) ? actionData : null;
  return (
    <>
      <h1>{t('account.notifications')}</h1>
      <PushSettings />
      <p role="status" className="field-hint">
        {t('account.notifications.unread', { count: loaderData.unread })}
      </p>
      {loaderData.unread > 0 && (
        <AccountForm failure={failure} intent="read_all" className="inline-form">
          <Submit>{t('account.notifications.read_all')}</Submit>
        </AccountForm>
      )}
      {loaderData.notifications.length === 0 ? (
        <p>{t('account.notifications.none')}</p>
      ) : (
        <ul className="inbox">
          {loaderData.notifications.map((n) => (
            <li
              key={n.id}
              className={`inbox-item inbox-${n.level}${n.read ? '' : ' inbox-unread'}`}
              data-notification-id={n.id}
            >
              <h2>
                {!n.read && (
                  <span className="state-badge state-new">{t('account.notifications.new')}</span>
                )}{' '}
                {n.title}
              </h2>
              <p className="field-hint">
                <time dateTime={n.starts_at}>{n.date}</time>
                {n.personal && ` · ${t('account.notifications.personal')}`}
              </p>
              <p>{n.body}</p>
              <div className="inbox-actions">
                {n.url && <Link to={path(n.url)}>{t('account.notifications.open')}</Link>}
                {!n.read && (
                  <AccountForm failure={null} intent="read" className="inline-form">
                    <input type="hidden" name="notification_id" value={n.id} />
                    <button type="submit" className="button">
                      {t('account.notifications.mark_read')}
                      <span className="visually-hidden">: {n.title}</span>
                    </button>
                  </AccountForm>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
