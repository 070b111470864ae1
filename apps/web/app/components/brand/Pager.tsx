import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * Plain links to the previous and next page (`?page=`), so paging works without JavaScript;
 * "load more" is the next page's link.
 */
export function Pager(props: { pathname: string; page: number; pages: number; query?: string }) {
  const { t } = useI18n();
  const { pathname, page, pages, query } = props;
  if (pages <= 1) return null;
  // Other parameters of the list (a tag) come first and stay on every page's link.
  const to = (n: number) => {
    const params = [query, n === 1 ? undefined : `page=${n}`].filter(Boolean).join('&');
    return params ? `${pathname}?${params}` : pathname;
  };
  return (
    <nav className="maker-pager" aria-label={t('vendor.page_of', { page, pages })}>
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev" className="button">
          {t('vendor.previous')}
        </Link>
      )}
      <span>{t('vendor.page_of', { page, pages })}</span>
      {page < pages && (
        <Link to={to(page + 1)} rel="next" className="button button-primary">
          {t('vendor.load_more')}
        </Link>
      )}
    </nav>
  );
}
