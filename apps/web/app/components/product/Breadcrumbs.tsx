import type { catalog } from '@shop/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

/** All products, then the category path (spec §2: /products is the root, /t/{permalink} below). */
export function Breadcrumbs(props: { taxonomy: catalog.TaxonLevel[]; current: string }) {
  const { t, path } = useI18n();
  return (
    <nav className="breadcrumbs" aria-label={t('product.breadcrumbs')}>
      <ol>
        <li>
          <Link to={path('/products')}>{t('product.all_products')}</Link>
        </li>
        {props.taxonomy.map((taxon) => (
          <li key={taxon.id}>
            <Link to={path(`/t/${taxon.permalink}`)}>{taxon.name}</Link>
          </li>
        ))}
        <li aria-current="page">{props.current}</li>
      </ol>
    </nav>
  );
}
