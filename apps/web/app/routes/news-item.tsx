import { isFailure } from '../components/account/Form.tsx';
import { ArticleDetail } from '../components/article/ArticleDetail.tsx';
import { articleMeta } from '../lib/article-meta.ts';
import { localeFromParam } from '../lib/locale.ts';
import type { Route } from './+types/news-item';
import { articleAction, loadArticle } from './articles.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadArticle(context, request, localeFromParam(params.locale), 'news', params.slug);
}

/** The bookmark toggle and the comments' forms. */
export function action({ params, context, request }: Route.ActionArgs) {
  return articleAction(context, request, localeFromParam(params.locale), 'news', params.slug);
}

export function meta(args: Route.MetaArgs) {
  return articleMeta(args);
}

export default function NewsItemPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ArticleDetail
      page={loaderData}
      bookmarked={loaderData.bookmarked}
      failure={isFailure(actionData) ? actionData : null}
    />
  );
}
