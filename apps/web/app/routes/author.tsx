import { AuthorPage } from '../components/article/AuthorPage.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/author';
import { followAction, loadAuthor } from './articles.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadAuthor(context, request, localeFromParam(params.locale), params.slug);
}

/** The follow button's follow or unfollow. */
export function action({ params, context, request }: Route.ActionArgs) {
  return followAction(context, request, localeFromParam(params.locale), params.slug);
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const author = args.data?.author;
  if (!author) return [];
  return pageMeta(args, {
    title: withShopName(author.name, t),
    description: author.bio,
    query: { page: author.written.page },
  });
}

/** An author's page (spec §7 authors: get, follow and unfollow). */
export default function Author({ loaderData }: Route.ComponentProps) {
  return <AuthorPage data={loaderData} />;
}
