import { catalog, createContext, microsite } from '@shop/core';
import { data, Link } from 'react-router';
import { countryName } from '../components/brand/country.ts';
import { MakerHeader } from '../components/brand/MakerHeader.tsx';
import { Image } from '../components/Image.tsx';
import { ProductRail } from '../components/ProductRail.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/brand';

/** Newest products shown on a brand's page (spec §9: default list size 20). */
const NEWEST = 20;

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const ctx = createContext(context.database.db, locale);
  const brand = await catalog.getBrand(ctx, params.code);
  if (!brand) throw data(null, { status: 404 });
  const [newest, vendors] = await Promise.all([
    catalog.productRail(ctx, { sort: 'date_desc', brandId: brand.id, limit: NEWEST }),
    catalog.brandVendors(ctx, brand.id),
  ]);
  return {
    brand,
    country: countryName(brand.country, locale),
    newest,
    vendors,
    microsite: microsite.micrositeOfBrand(brand.code),
  };
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const brand = args.loaderData?.brand;
  if (!brand) return [];
  return pageMeta(args, {
    title: withShopName(brand.name, t),
    description: t('brand.description', { name: brand.name, count: brand.product_count }),
  });
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { brand, country, newest, vendors } = loaderData;
  const site = loaderData.microsite;
  return (
    <div className="maker-page">
      <MakerHeader logo={brand.logo} name={brand.name}>
        {country && <p>{t('brand.country', { country })}</p>}
        <p>{t('brand.products_count', { count: brand.product_count })}</p>
        <Link
          to={path(`/products?brand=${encodeURIComponent(brand.code)}`)}
          className="button button-primary"
        >
          {t('brand.see_all')}
        </Link>
        {site && (
          <Link to={path(`/brand/${site}`)} className="button">
            {t('brand.microsite', { name: brand.name })}
          </Link>
        )}
      </MakerHeader>
      {newest.length > 0 ? (
        <ProductRail
          id="brand-newest"
          title={t('brand.newest', { name: brand.name })}
          products={newest}
        />
      ) : (
        <p className="container">{t('brand.no_products')}</p>
      )}
      {vendors.length > 0 && (
        <section className="container" aria-labelledby="brand-sold-by">
          <h2 id="brand-sold-by" className="maker-subtitle">
            {t('brand.sold_by')}
          </h2>
          <ul className="maker-vendors">
            {vendors.map((vendor) => (
              <li key={vendor.id}>
                <Link to={path(`/vendors/${encodeURIComponent(vendor.code)}`)}>
                  <Image src={vendor.logo} alt="" width={40} height={40} />
                  <span>{vendor.name}</span>
                  <span className="maker-vendor-count">
                    {t('brand.products_count', { count: vendor.product_count })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
