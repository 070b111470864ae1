import type { Notification } from '@shop/core';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

/** The first running promotion or notice, as a slim bar above the header. */
export function NotificationBar({ notifications }: { notifications: Notification[] }) {
  const { path } = useI18n();
  const first = notifications.find((n) => n.level === 'promo') ?? notifications[0];
  if (!first) return null;
  const text = (
    <>
      <strong>{first.title}</strong> <span>{first.body}</span>
    </>
  );
  return (
    <div className={`notice notice-${first.level}`}>
      <div className="container">
        {/* With a page to open, the whole notice is its link: one target a thumb finds, named by
            what it says rather than by an arrow. */}
        {first.url ? (
          <Link to={path(first.url)} className="notice-link">
            {text} <span aria-hidden="true">→</span>
          </Link>
        ) : (
          text
        )}
      </div>
    </div>
  );
}
