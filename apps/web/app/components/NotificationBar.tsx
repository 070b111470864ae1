import type { Notification } from '@shop/core';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

/** The first running promotion or notice, as a slim bar above the header. */
export function NotificationBar({ notifications }: { notifications: Notification[] }) {
  const { path } = useI18n();
  const first = notifications.find((n) => n.level === 'promo') ?? notifications[0];
  if (!first) return null;
  return (
    <div className={`notice notice-${first.level}`}>
      <div className="container">
        <strong>{first.title}</strong> <span>{first.body}</span>
        {first.url && (
          <>
            {' '}
            <Link to={path(first.url)}>→</Link>
          </>
        )}
      </div>
    </div>
  );
}
