import type { catalog } from '@shop/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { Image } from '../Image.tsx';

/** A brand's logo and name, linking to its page. */
export function BrandTile({ brand }: { brand: catalog.Brand }) {
  const { t, path } = useI18n();
  return (
    <Link to={path(`/brands/${encodeURIComponent(brand.code)}`)} className="brand-tile">
      <Image src={brand.logo} alt="" width={72} height={72} />
      <span className="brand-tile-name">{brand.name}</span>
      <span className="brand-tile-count">
        {t('brand.products_count', { count: brand.product_count })}
      </span>
    </Link>
  );
}
