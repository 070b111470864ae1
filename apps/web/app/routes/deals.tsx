import { ProductListing } from '../components/listing/ProductListing.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import type { Route } from './+types/deals';
import { loadListing } from './listing.server.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const data = await loadListing(context, localeFromParam(params.locale), new URL(request.url), {
    deals: true,
  });
  if (!data) throw new Response(null, { status: 404 });
  return data;
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, {
    title: `${t('deals.title')} — ${t('shop.name')}`,
    description: t('deals.description'),
  });
}

/** /deals: sales that end on a date, the first to end first (spec §7 "deals"). */
export default function Deals({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return <ProductListing data={loaderData} title={t('deals.title')} lead={t('deals.lead')} />;
}
