import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import { useShopStore } from '../lib/store.tsx';
import type { Route } from './+types/my-searches';

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('searches.title')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The shopper's recent searches, kept in this browser (newest first, at most 10). */
export default function MySearches() {
  const { t, path } = useI18n();
  const [searches, setSearches] = useShopStore(
    (s) => s.recentSearches,
    (s, v: string[]) => ({ ...s, recentSearches: v }),
  );
  return (
    <section className="container history-page">
      <h1>{t('searches.title')}</h1>
      {searches.length === 0 ? (
        <p>{t('searches.empty')}</p>
      ) : (
        <>
          <button type="button" className="button history-clear" onClick={() => setSearches([])}>
            {t('history.clear')}
          </button>
          <ul className="search-history">
            {searches.map((q) => (
              <li key={q}>
                <Link to={path(`/search?q=${encodeURIComponent(q)}`)}>{q}</Link>
                <button
                  type="button"
                  aria-label={t('searches.remove', { q })}
                  onClick={() => setSearches(searches.filter((s) => s !== q))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
