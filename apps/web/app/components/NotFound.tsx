import { Link, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

export function NotFound() {
  const { t, path } = useI18n();
  const { pathname } = useLocation();
  return (
    <section className="not-found container">
      {/* React places it in the head: an error page has no route meta of its own. */}
      <title>{`${t('not_found.title')} · ${t('shop.name')}`}</title>
      <p className="not-found-code">404</p>
      <h1>{t('not_found.message', { path: decodeURIComponent(pathname) })}</h1>
      <Link to={path('/')} className="button button-primary">
        {t('not_found.home')}
      </Link>
    </section>
  );
}

/** Any other refused request (a form posted where none is expected, say). */
export function RequestRefused() {
  const { t, path } = useI18n();
  return (
    <section className="not-found container">
      <title>{`${t('error.invalid_input')} · ${t('shop.name')}`}</title>
      <h1>{t('error.invalid_input')}</h1>
      <Link to={path('/')} className="button button-primary">
        {t('not_found.home')}
      </Link>
    </section>
  );
}
