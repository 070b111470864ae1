import { data } from 'react-router';
import { ProductListing } from '../components/listing/ProductListing.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import type { Route } from './+types/category';
import { loadListing } from './listing.server.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const permalink = params['*']?.replace(/\/+$/, '');
  if (!permalink) throw data(null, { status: 404 });
  const listing = await loadListing(context, localeFromParam(params.locale), new URL(request.url), {
    permalink,
  });
  if (!listing) throw data(null, { status: 404 });
  return listing;
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const name = args.data?.category?.name ?? '';
  return pageMeta(args, {
    title: `${name} — ${t('shop.name')}`,
    description: t('listing.category_description', { name }),
  });
}

/** /t/{permalink}: a category and everything below it. */
export default function Category({ loaderData }: Route.ComponentProps) {
  return <ProductListing data={loaderData} title={loaderData.category?.name ?? ''} />;
}
