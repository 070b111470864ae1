import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

/** Home, then the section a page belongs to (articles, look books, promotions, jobs, …). */
export function SectionCrumbs({ to, label }: { to: string; label: string }) {
  const { t, path } = useI18n();
  return (
    <nav className="breadcrumbs" aria-label={t('listing.breadcrumbs')}>
      <ol>
        <li>
          <Link to={path('/')}>{t('nav.home')}</Link>
        </li>
        <li>
          <Link to={path(to)}>{label}</Link>
        </li>
      </ol>
    </nav>
  );
}
