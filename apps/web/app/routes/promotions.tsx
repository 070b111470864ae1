import { PromotionCards } from '../components/promotion/PromotionCards.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/promotions';
import { loadPromotions } from './promotions.server.ts';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadPromotions(context, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, {
    title: withShopName(t('promotion.title'), t),
    description: t('promotion.lead'),
  });
}

/** The promotions running now, each with its end date. */
export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="container promotions">
      <h1>{t('promotion.title')}</h1>
      <p className="listing-lead">{t('promotion.lead')}</p>
      {loaderData.promotions.length === 0 && <p>{t('promotion.none')}</p>}
      <PromotionCards promotions={loaderData.promotions} />
    </section>
  );
}
