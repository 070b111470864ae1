import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

/** "All products" (spec §2: the breadcrumb root is /products) then the category path. */
export function Breadcrumbs({ trail }: { trail: { name: string; permalink: string }[] }) {
  const { t, path } = useI18n();
  return (
    <nav aria-label={t('listing.breadcrumbs')} className="breadcrumbs">
      <ol>
        <li>
          <Link to={path('/')}>{t('nav.home')}</Link>
        </li>
        <li>
          <Link to={path('/products')}>{t('listing.all_products')}</Link>
        </li>
        {trail.map((crumb, i) => (
          <li key={crumb.permalink}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={path(`/t/${crumb.permalink}`)}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
