import { accounts, parseInput } from '@shop/core';
import { Form } from 'react-router';
import { z } from 'zod';
import { CsrfField } from '../../components/account/Form.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { idField } from '../../lib/form-input.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/sessions';

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return { sessions: [] };
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  const sessions = await accounts.listSessions(ctx, viewer.userId, viewer.sessionId);
  // Formatted here: the browser's Intl data would write the hydrated text differently.
  return {
    sessions: sessions.map((s) => ({
      ...s,
      lastSeen: formatDate(s.lastSeenAt, locale, { withTime: true }),
    })),
  };
}

const endForm = z.object({ id: idField });

export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = contextFor(context, localeFromParam(params.locale));
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const { id } = parseInput(endForm, values);
    await accounts.endOwnSession(ctx, userId, id);
    return { ok: true as const };
  });
}

/** Where the shopper is signed in, and a way to sign a device out. */
export default function Sessions({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <h1>{t('account.sessions')}</h1>
      <ul className="session-list">
        {loaderData.sessions.map((session) => (
          <li key={session.id} className="session-card">
            <p>
              <strong>
                {session.kind === 'api'
                  ? t('account.session_app')
                  : describeBrowser(session.userAgent)}
              </strong>
              {session.current && (
                <span className="state-badge state-confirmed">{t('account.this_device')}</span>
              )}
            </p>
            <p>{t('account.last_seen', { when: session.lastSeen ?? '' })}</p>
            {!session.current && (
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="id" value={session.id} />
                <button type="submit" className="link-button">
                  {t('account.end_session')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return '—';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} · ${system}` : browser;
}
