import { isFailure } from '../components/account/Form.tsx';
import { ArticleDetail } from '../components/article/ArticleDetail.tsx';
import { articleMeta } from '../lib/article-meta.ts';
import { localeFromParam } from '../lib/locale.ts';
import type { Route } from './+types/article';
import { articleAction, loadArticle } from './articles.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadArticle(context, request, localeFromParam(params.locale), 'article', params.slug);
}

/** The bookmark toggle and the comments' forms. */
export function action({ params, context, request }: Route.ActionArgs) {
  return articleAction(context, request, localeFromParam(params.locale), 'article', params.slug);
}

export function meta(args: Route.MetaArgs) {
  return articleMeta(args);
}

export default function ArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ArticleDetail
      page={loaderData}
      bookmarked={loaderData.bookmarked}
      failure={isFailure(actionData) ? actionData : null}
    />
  );
}
