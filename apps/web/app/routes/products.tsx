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

/** All products, or (`?on_sale=1`, the header's "Sale") only those on sale. */
const titleKey = (data: { query: { onSale?: boolean } } | undefined) =>
  data?.query.onSale ? 'listing.on_sale' : 'listing.all_products';

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, {
    title: `${t(titleKey(args.data))} — ${t('shop.name')}`,
    description: t('home.description'),
  });
}

/** /products: every product, the breadcrumb root (spec §2); `?on_sale=1` those on sale. */
export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return <ProductListing data={loaderData} title={t(titleKey(loaderData))} />;
}
