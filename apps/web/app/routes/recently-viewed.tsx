import { Link } from 'react-router';
import { Image } from '../components/Image.tsx';
import { Price } from '../components/Price.tsx';
import { ShopLinkEmpty } from '../components/ShopLinkEmpty.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import { useShopStore } from '../lib/store.tsx';
import type { Route } from './+types/recently-viewed';

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('viewed.title')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Recently viewed products, kept in this browser (newest first, at most 40). */
export default function RecentlyViewed() {
  const { t, path } = useI18n();
  const [viewed, setViewed] = useShopStore(
    (s) => s.recentlyViewed,
    (s, v: typeof s.recentlyViewed) => ({ ...s, recentlyViewed: v }),
  );
  return (
    <section className="container history-page">
      <h1>{t('viewed.title')}</h1>
      {viewed.length === 0 ? (
        <ShopLinkEmpty message={t('viewed.empty')} />
      ) : (
        <>
          <button type="button" className="button history-clear" onClick={() => setViewed([])}>
            {t('history.clear')}
          </button>
          <ul className="product-grid viewed-list">
            {viewed.map((p) => (
              <li key={p.id} className="product-card">
                <Link to={path(`/products/${p.slug}`)} className="product-card-link">
                  <div className="product-card-image">
                    {p.image && <Image src={p.image} alt="" width={300} height={300} />}
                  </div>
                  <h2 className="product-card-name">{p.name}</h2>
                  <Price amount={p.selling_price} was={p.price} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
