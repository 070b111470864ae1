import { useEffect } from 'react';
import { ProductListing } from '../components/listing/ProductListing.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import { addRecentSearch } from '../lib/shop-state.ts';
import { updateShopState } from '../lib/store.tsx';
import type { Route } from './+types/search';
import { loadListing } from './listing.server.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const listing = await loadListing(context, localeFromParam(params.locale), new URL(request.url));
  if (!listing) throw new Response(null, { status: 404 });
  return listing;
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const q = args.data?.query.q ?? '';
  return [
    ...pageMeta(args, { title: `${t('search.results_for', { q })} — ${t('shop.name')}` }),
    // Result pages change with every query: keep them out of search engines' indexes.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

/** /search?q=: search results with the same filters as any list; remembers the query. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const q = loaderData.query.q ?? '';
  useEffect(() => {
    if (q) updateShopState((s) => addRecentSearch(s, q));
  }, [q]);
  return (
    <ProductListing
      data={loaderData}
      title={q ? t('search.results_for', { q }) : t('search.label')}
    />
  );
}
