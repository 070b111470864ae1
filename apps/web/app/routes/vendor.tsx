import { catalog, createContext } from '@shop/core';
import { data, useLocation } from 'react-router';
import { MakerHeader } from '../components/brand/MakerHeader.tsx';
import { Pager } from '../components/brand/Pager.tsx';
import { ProductGrid } from '../components/brand/ProductGrid.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/vendor';

/** Products per page (spec §9). */
const PER_PAGE = 40;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get('page') ?? '1';
  // A malformed page number (or page 0) is not a page of this store.
  if (!/^[1-9]\d{0,4}$/.test(raw)) throw data(null, { status: 404 });
  const page = Number(raw);
  const ctx = createContext(context.database.db, localeFromParam(params.locale));
  const result = await catalog.vendorPage(ctx, params.code, { page, perPage: PER_PAGE });
  if (!result || (page > 1 && page > result.pages)) throw data(null, { status: 404 });
  return result;
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const result = args.loaderData;
  if (!result) return [];
  const { vendor, current_page: page, pages } = result;
  const name = page > 1 ? `${vendor.name} (${t('vendor.page_of', { page, pages })})` : vendor.name;
  return pageMeta(args, {
    title: withShopName(name, t),
    description:
      vendor.about ?? t('vendor.description', { name: vendor.name, count: vendor.product_count }),
    query: { page },
  });
}

export default function VendorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { vendor, products, current_page: page, pages } = loaderData;
  return (
    <div className="maker-page">
      <MakerHeader logo={vendor.logo} name={vendor.name}>
        {vendor.about && <p className="maker-about">{vendor.about}</p>}
        <p>{t('brand.products_count', { count: vendor.product_count })}</p>
      </MakerHeader>
      <section className="container" aria-labelledby="vendor-products">
        <h2 id="vendor-products" className="maker-subtitle">
          {t('vendor.products', { name: vendor.name })}
        </h2>
        {products.length > 0 ? (
          <ProductGrid products={products} />
        ) : (
          <p>{t('vendor.no_products')}</p>
        )}
        <Pager pathname={pathname} page={page} pages={pages} />
      </section>
    </div>
  );
}
