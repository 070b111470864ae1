import type { MetaDescriptor } from 'react-router';
import type { loadArticle, loadArticleList } from '../routes/articles.server.ts';
import { type MetaArgsLike, pageMeta, rootMeta, withShopName } from './seo.ts';

type ArticleData = Awaited<ReturnType<typeof loadArticle>>;
type ListData = Awaited<ReturnType<typeof loadArticleList>>;

/** An article's or news item's head: title, description, its canonical address, Article data. */
export function articleMeta(
  args: MetaArgsLike & { data: ArticleData | undefined },
): MetaDescriptor[] {
  const { t } = rootMeta(args);
  const page = args.data;
  if (!page) return [];
  const { article } = page;
  return [
    { title: withShopName(article.title, t) },
    { name: 'description', content: article.summary },
    { tagName: 'link', rel: 'canonical', href: page.canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.title },
    { property: 'og:url', content: page.canonical },
    { property: 'article:published_time', content: article.published_at },
    { 'script:ld+json': page.jsonLd },
  ];
}

/** A list of articles or news: its title (a tag's name), description and canonical page. */
export function articleListMeta(
  args: MetaArgsLike & { data: ListData | undefined },
  kind: 'article' | 'news',
): MetaDescriptor[] {
  const { t, locale, origin } = rootMeta(args);
  const list = args.data;
  const [title, lead] =
    kind === 'news'
      ? [t('article.news'), t('article.news_lead')]
      : [t('article.articles'), t('article.articles_lead')];
  const tags = pageMeta(args, {
    title: withShopName(list?.tag ? list.tag.name : title, t),
    description: list?.tag?.description || lead,
    query: { tag: list?.tag?.slug, page: list?.page },
  });
  if (kind !== 'news') return tags;
  // Feed readers find the news feed in the reader's language from the page.
  const feed = `${origin}/feeds/news${locale === 'mn' ? '' : `-${locale}`}.atom`;
  return [
    ...tags,
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: withShopName(title, t),
      href: feed,
    },
  ];
}
