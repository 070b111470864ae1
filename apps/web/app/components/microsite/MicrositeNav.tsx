import { NavLink } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

const PAGES = [
  { to: '/story', key: 'brandsite.story' },
  { to: '/vision', key: 'brandsite.vision' },
  { to: '/cocktails', key: 'brandsite.cocktails' },
  { to: '/facts', key: 'brandsite.facts' },
] as const;

/** The microsite's own navigation, under the shop's header: the wordmark and its pages. */
export function MicrositeNav({ name, wordmark }: { name: string; wordmark: string }) {
  const { t, path } = useI18n();
  const base = path(`/brand/${name}`);
  return (
    <nav className="ms-nav" aria-label={t('brandsite.nav')}>
      <NavLink to={base} end className="ms-wordmark">
        {wordmark}
      </NavLink>
      <ul>
        {PAGES.map((page) => (
          <li key={page.key}>
            <NavLink to={`${base}${page.to}`}>{t(page.key)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
