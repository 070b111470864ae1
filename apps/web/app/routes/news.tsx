import { ArticleList } from '../components/article/ArticleList.tsx';
import { articleListMeta } from '../lib/article-meta.ts';
import { localeFromParam } from '../lib/locale.ts';
import type { Route } from './+types/news';
import { loadArticleList } from './articles.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadArticleList(context, request, localeFromParam(params.locale), 'news');
}

export function meta(args: Route.MetaArgs) {
  return articleListMeta(args, 'news');
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  return <ArticleList list={loaderData} />;
}
