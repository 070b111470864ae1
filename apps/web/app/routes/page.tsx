import { ContentPage } from '../components/article/ContentPage.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/page';
import { loadContentPage } from './articles.server.ts';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadContentPage(context, localeFromParam(params.locale), params.slug);
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const page = args.data?.page;
  if (!page) return [];
  return pageMeta(args, { title: withShopName(page.title, t), description: page.summary });
}

/** The shop's own pages by slug (spec §3), edited as content. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}
