import { LANGUAGE_TAGS, type Locale } from '@shop/i18n';
import { Form, Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { loadArticleList } from '../../routes/articles.server.ts';
import { Pager } from '../brand/Pager.tsx';
import { Image } from '../Image.tsx';

type ListData = Awaited<ReturnType<typeof loadArticleList>>;

/** Articles or news: the tags to narrow by, cards newest first, and plain paging links. */
export function ArticleList({ list }: { list: ListData }) {
  const { t, path, count } = useI18n();
  const heading = list.kind === 'news' ? t('article.news') : t('article.articles');
  const searchLabel =
    list.kind === 'news' ? t('article.search_news') : t('article.search_articles');
  return (
    <section className="container article-list-page">
      <h1>
        {list.q
          ? t('article.search_heading', { q: list.q })
          : list.tag
            ? t('article.tag_heading', { tag: list.tag.name })
            : heading}
      </h1>
      <p className="article-lead">
        {list.tag?.description ||
          (list.kind === 'news' ? t('article.news_lead') : t('article.articles_lead'))}
      </p>
      <Form
        method="get"
        action={path(list.base)}
        role="search"
        aria-label={searchLabel}
        className="article-search"
      >
        <label htmlFor="article-q">{searchLabel}</label>
        <input id="article-q" name="q" type="search" defaultValue={list.q} maxLength={100} />
        <button type="submit" className="button">
          {t('article.search_submit')}
        </button>
      </Form>
      {list.tags.length > 0 && (
        <nav className="article-tags" aria-label={t('article.tags')}>
          <ul>
            <li>
              <Link to={path(list.base)} aria-current={list.tag ? undefined : 'page'}>
                {t('article.all')}
              </Link>
            </li>
            {list.tags.map((tag) => (
              <li key={tag.slug}>
                <Link
                  to={path(`${list.base}?tag=${tag.slug}`)}
                  aria-current={list.tag?.slug === tag.slug ? 'page' : undefined}
                >
                  {tag.name} <span className="article-tag-count">({count(tag.count)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.articles.length === 0 ? (
        <p>{list.q ? t('article.search_none', { q: list.q }) : t('article.none')}</p>
      ) : (
        <ArticleCards articles={list.articles} base={list.base} />
      )}
      <Pager
        pathname={path(list.base)}
        query={
          new URLSearchParams([
            ...(list.q ? [['q', list.q]] : []),
            ...(list.tag ? [['tag', list.tag.slug]] : []),
          ]).toString() || undefined
        }
        page={list.page}
        pages={list.pages}
      />
    </section>
  );
}

type Card = ListData['articles'][number];

/**
 * Article cards in a grid: cover, title, date and reading time, summary. Titles are `h2` on a
 * list page and `h3` under a section's heading (the home page).
 */
export function ArticleCards({
  articles,
  base,
  heading: Heading = 'h2',
  eager = true,
}: {
  articles: Card[];
  base: string;
  heading?: 'h2' | 'h3';
  /** Whether the first covers are in the first screen (a list page) or further down. */
  eager?: boolean;
}) {
  const { t, path, locale } = useI18n();
  return (
    <ul className="article-grid">
      {articles.map((article, i) => (
        <li key={article.id}>
          <article className="article-card">
            <Link to={path(`${base}/${article.slug}`)} className="article-card-link">
              {article.cover && (
                <Image
                  src={article.cover}
                  alt=""
                  width={480}
                  height={270}
                  priority={eager && i < 2}
                />
              )}
              <Heading lang={langOf(article.locale, locale)}>{article.title}</Heading>
            </Link>
            <p className="article-meta">
              <time dateTime={article.published_at}>{article.date}</time>
              {' · '}
              {t('article.reading', { minutes: article.reading_minutes })}
            </p>
            <p lang={langOf(article.locale, locale)}>{article.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The lang attribute of a text written in another language than the page's; else none. */
export function langOf(text: Locale, page: Locale): string | undefined {
  return text === page ? undefined : LANGUAGE_TAGS[text];
}
