import { Link } from 'react-router';
import { ProductGrid } from '../components/brand/ProductGrid.tsx';
import { Image } from '../components/Image.tsx';
import { CopyCode } from '../components/promotion/CopyCode.tsx';
import { SectionCrumbs } from '../components/SectionCrumbs.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/promotion';
import { loadPromotion } from './promotions.server.ts';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadPromotion(context, localeFromParam(params.locale), params.slug);
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const promotion = args.data?.promotion;
  if (!promotion) return [];
  return pageMeta(args, {
    title: withShopName(promotion.title, t),
    description: promotion.summary,
  });
}

/**
 * A promotion: what it gives, from when until when (a clear end), the code to type at checkout
 * and the products it concerns. An ended one says so and offers the running ones.
 */
export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { promotion, products } = loaderData;
  return (
    <article className="container promotion-page">
      <SectionCrumbs to="/promotions" label={t('promotion.title')} />
      <h1>{promotion.title}</h1>
      {promotion.state === 'ended' ? (
        <p className="promotion-ended" role="status">
          {t('promotion.ended', { date: promotion.until })}{' '}
          <Link to={path('/promotions')}>{t('promotion.see_running')}</Link>
        </p>
      ) : (
        <p className="promotion-dates">
          {promotion.state === 'upcoming'
            ? t('promotion.starts', { date: promotion.from })
            : t('promotion.from_until', { from: promotion.from, until: promotion.until })}
        </p>
      )}
      {promotion.picture && (
        <Image
          src={promotion.picture}
          alt=""
          width={1200}
          height={480}
          priority
          className="promotion-picture"
        />
      )}
      <p className="promotion-summary">{promotion.summary}</p>
      {promotion.body && <p>{promotion.body}</p>}
      {promotion.coupon_code && promotion.state !== 'ended' && (
        <CopyCode code={promotion.coupon_code} />
      )}
      {promotion.taxon && promotion.state !== 'ended' && (
        <p>
          <Link className="button button-primary" to={path(`/t/${promotion.taxon}`)}>
            {t('promotion.shop_now')}
          </Link>
        </p>
      )}
      {products.length > 0 && (
        <section aria-labelledby="promotion-products">
          <h2 id="promotion-products">{t('promotion.products')}</h2>
          <ProductGrid products={products} />
        </section>
      )}
    </article>
  );
}
