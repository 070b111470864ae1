import { LANGUAGE_TAGS, LOCALES } from '@shop/i18n';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { switchLocalePath } from '../lib/locale.ts';

const LABELS = { mn: 'MN', en: 'EN', ru: 'RU', cn: '中文', it: 'IT' } as const;

/** Links to the same page in each locale (plain links: they work before scripts load). */
export function LocaleSwitch({ className = '' }: { className?: string }) {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <nav className={`locale-switch ${className}`} aria-label={t('nav.language')}>
      {LOCALES.map((l) => (
        <Link
          key={l}
          to={switchLocalePath(pathname, search, l)}
          hrefLang={LANGUAGE_TAGS[l]}
          aria-current={l === locale ? 'true' : undefined}
          reloadDocument
        >
          {LABELS[l]}
        </Link>
      ))}
    </nav>
  );
}
