import { ProductListing } from '../components/listing/ProductListing.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import type { Route } from './+types/products';
import { loadListing } from './listing.server.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const data = await loadListing(context, localeFromParam(params.locale), new URL(request.url));
  if (!data) throw new Response(null, { status: 404 });
  return data;
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, {
    title: `${t('listing.all_products')} — ${t('shop.name')}`,
    description: t('home.description'),
  });
}

/** /products: every product, the breadcrumb root (spec §2). */
export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return <ProductListing data={loaderData} title={t('listing.all_products')} />;
}
