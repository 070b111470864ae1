import { Form, Link } from 'react-router';
import { Image } from '../../../components/Image.tsx';
import { Price } from '../../../components/Price.tsx';
import { CatalogueFrame } from '../../../components/staff/CatalogueFrame.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { localeFromParam } from '../../../lib/locale.ts';
import { pageMeta, rootMeta } from '../../../lib/seo.ts';
import type { Route } from './+types/products';
import { type ProductFilters, productsLoader } from './products.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return productsLoader(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office_catalogue')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The address of a page of the list, keeping its filters. */
function listLink(filters: ProductFilters, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  query.set('page', String(page));
  return `?${query}`;
}

const L = 'staff.catalogue.list';

/**
 * The catalogue's products (issue 17): every product, drafts and archived ones too, found by
 * name (Latin or Cyrillic, through the shop's own search) or SKU and filtered by category,
 * brand, vendor, stock and status; the filters live in the address, so a list is a bookmark.
 */
export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (!loaderData.allowed) return <CatalogueFrame allowed={false}>{null}</CatalogueFrame>;
  const { filters } = loaderData;
  const select = (
    name: 'category' | 'brand' | 'vendor' | 'stock' | 'status',
    options: { value: string | number; label: string }[],
  ) => (
    <div className="field">
      <label htmlFor={`products-${name}`}>{t(`${L}.${name}`)}</label>
      <select id={`products-${name}`} name={name} defaultValue={filters[name] ?? ''}>
        <option value="">{t(`${L}.any`)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <CatalogueFrame allowed>
      <div className="catalogue-head">
        <h1>{t('staff.catalogue.products')}</h1>
        <Link to={path('/back-office/catalogue/new')} className="button button-primary">
          {t(`${L}.new`)}
        </Link>
      </div>
      <Form method="get" className="staff-order-filters catalogue-filters" role="search">
        <div className="field staff-order-search">
          <label htmlFor="products-q">{t(`${L}.find`)}</label>
          <input
            id="products-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="products-q-hint"
          />
          <p id="products-q-hint" className="field-hint">
            {t(`${L}.find_hint`)}
          </p>
        </div>
        {select(
          'category',
          loaderData.categories.map((c) => ({
            value: c.id,
            // Non-breaking spaces indent a category under its parent (options hold text only).
            label: `${'\u00a0\u00a0'.repeat(c.level)}${c.name}`,
          })),
        )}
        {select(
          'brand',
          loaderData.brands.map((b) => ({ value: b.id, label: b.name })),
        )}
        {select(
          'vendor',
          loaderData.vendors.map((v) => ({ value: v.id, label: v.name })),
        )}
        {select(
          'stock',
          loaderData.stockStates.map((s) => ({ value: s, label: t(`${L}.stock.${s}`) })),
        )}
        {select(
          'status',
          loaderData.statuses.map((s) => ({ value: s, label: t(`${L}.status.${s}`) })),
        )}
        <button type="submit" className="button button-primary">
          {t(`${L}.show`)}
        </button>
      </Form>
      <p role="status" className="catalogue-count">
        {t(`${L}.count`, { count: loaderData.total })}
      </p>
      {loaderData.products.length > 0 && (
        <ul className="catalogue-products">
          {loaderData.products.map((product) => (
            <li key={product.id} className="catalogue-product" data-id={product.id}>
              {product.image ? (
                <Image
                  src={product.image}
                  alt=""
                  width={64}
                  height={64}
                  className="catalogue-thumb"
                />
              ) : (
                <span className="catalogue-thumb catalogue-thumb-none" aria-hidden="true" />
              )}
              <div className="catalogue-product-text">
                <h2 className="catalogue-product-name">
                  <Link to={path(`/back-office/catalogue/products/${product.id}`)}>
                    {product.name}
                  </Link>
                </h2>
                <p className="catalogue-product-meta">
                  <span>
                    {t(`${L}.sku`)} <code>{product.sku}</code>
                  </span>
                  <span>{t(`${L}.variants`, { count: product.variants })}</span>
                  {product.category && <span>{product.category}</span>}
                  {product.brand && <span>{product.brand}</span>}
                </p>
                <p className="catalogue-product-facts">
                  <Price amount={product.selling_price} was={product.price} />
                  <span className={`catalogue-status catalogue-status-${product.status}`}>
                    {t(`${L}.status.${product.status}`)}
                  </span>
                  <span
                    className={
                      product.total_on_hand > 0 ? 'catalogue-stock' : 'catalogue-stock-out'
                    }
                  >
                    {product.total_on_hand > 0
                      ? t(`${L}.on_hand`, { count: product.total_on_hand })
                      : t(`${L}.stock.out`)}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {loaderData.pages > 1 && (
        <nav className="pager catalogue-pager" aria-label={t(`${L}.pages`)}>
          {loaderData.page > 1 && (
            <Link to={listLink(filters, loaderData.page - 1)} rel="prev">
              {t(`${L}.previous`)}
            </Link>
          )}
          <span>{t(`${L}.page_of`, { page: loaderData.page, pages: loaderData.pages })}</span>
          {loaderData.page < loaderData.pages && (
            <Link to={listLink(filters, loaderData.page + 1)} rel="next">
              {t(`${L}.next`)}
            </Link>
          )}
        </nav>
      )}
    </CatalogueFrame>
  );
}
