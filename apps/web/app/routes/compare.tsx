import { catalog, createContext } from '@shop/core';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Image } from '../components/Image.tsx';
import { Price } from '../components/Price.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import { COMPARE_MAX, toggleCompare } from '../lib/shop-state.ts';
import { updateShopState, useShopStore } from '../lib/store.tsx';
import type { Route } from './+types/compare';

/** The products in the URL (`?ids=1,2,3`, at most 4), so a comparison can be shared. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ids = (new URL(request.url).searchParams.get('ids') ?? '')
    .split(',')
    .filter((id) => /^\d{1,9}$/.test(id))
    .slice(0, COMPARE_MAX);
  const ctx = createContext(context.database.db, localeFromParam(params.locale));
  const products = await Promise.all(ids.map((id) => catalog.productDetail(ctx, id)));
  return { products: products.filter((p) => p !== null) };
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('compare.title')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/** The compare page: the chosen products' facts and specifications side by side. */
export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { products } = loaderData;
  const labels = [...new Set(products.flatMap((p) => p.properties.map((prop) => prop.label)))];
  // Asked for without products (the footer's link, a bookmark): the list this browser keeps.
  const [chosen] = useShopStore(
    (s) => s.compare.map((p) => p.id).join(','),
    (s) => s,
  );
  const named = useSearchParams()[0].has('ids');
  const navigate = useNavigate();
  const kept = !named && chosen !== '';
  useEffect(() => {
    if (kept) navigate(path(`/compare?ids=${chosen}`), { replace: true });
  }, [kept, chosen, navigate, path]);
  if (products.length === 0) {
    return (
      <section className="container compare-page">
        <h1>{t('compare.title')}</h1>
        {!kept && <p>{t('compare.empty')}</p>}
      </section>
    );
  }
  return (
    <section className="container compare-page">
      <h1>{t('compare.title')}</h1>
      <div className="compare-scroll">
        <table className="compare-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('compare.product')}</span>
              </th>
              {products.map((p) => (
                <th key={p.id} scope="col">
                  <Link to={path(`/products/${p.slug}`)}>
                    {p.image && <Image src={p.image} alt="" width={140} height={140} />}
                    <span>{p.name}</span>
                  </Link>
                  <button
                    type="button"
                    className="compare-remove"
                    onClick={() => {
                      updateShopState((s) => toggleCompare(s, { ...p, image: p.image }).state);
                      const rest = products.filter((o) => o.id !== p.id).map((o) => o.id);
                      window.location.assign(path(`/compare?ids=${rest.join(',')}`));
                    }}
                  >
                    {t('compare.remove')}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('listing.price')}</th>
              {products.map((p) => (
                <td key={p.id}>
                  <Price amount={p.selling_price} was={p.price} />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('listing.brands')}</th>
              {products.map((p) => (
                <td key={p.id}>{p.brand?.name ?? '—'}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('listing.categories')}</th>
              {products.map((p) => (
                <td key={p.id}>{p.taxonomy.at(-1)?.name ?? '—'}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('compare.rating')}</th>
              {products.map((p) => (
                <td key={p.id}>
                  {p.total_reviews > 0
                    ? `${p.average_rating.toFixed(1)} ★ (${p.total_reviews})`
                    : '—'}
                </td>
              ))}
            </tr>
            {labels.map((label) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {products.map((p) => (
                  <td key={p.id}>
                    {p.properties.find((prop) => prop.label === label)?.value ?? '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
