import { Form, Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { switchLocalePath } from '../../lib/locale.ts';
import type { loadArticle } from '../../routes/articles.server.ts';
import type { FormFailure } from '../account/Form.tsx';
import { ProductGrid } from '../brand/ProductGrid.tsx';
import { CsrfField } from '../CsrfField.tsx';
import { CommentThread } from '../comments/CommentThread.tsx';
import { Image } from '../Image.tsx';
import { SectionCrumbs } from '../SectionCrumbs.tsx';
import { langOf } from './ArticleList.tsx';
import { ShareButton } from './ShareButton.tsx';

/** As core's `content.ARTICLE_COMMENT_MAX` (client code takes no values from core). */
const ARTICLE_COMMENT_MAX = 2000;

type ArticleData = Awaited<ReturnType<typeof loadArticle>>;

/**
 * An article or news item: title, author, date and reading time, the cover, the body (HTML the
 * allow-list cleaned when it was written), its tags, the products it mentions and a bookmark.
 * Written in another language than the reader's, it says so and links the languages it has.
 */
export function ArticleDetail({
  page,
  bookmarked,
  failure,
}: {
  page: ArticleData;
  bookmarked: boolean;
  failure: FormFailure | null;
}) {
  const { t, path, locale } = useI18n();
  const { article } = page;
  const lang = langOf(article.locale, locale);
  const heading = page.kind === 'news' ? t('article.news') : t('article.articles');
  return (
    <article className="container article-page">
      <SectionCrumbs to={page.base} label={heading} />
      {article.locale !== locale && (
        <aside className="article-language">
          <p>
            {t('article.in_other_language', {
              wanted: t(`language.${locale}`),
              shown: t(`language.${article.locale}`),
            })}
          </p>
          <p>
            {t('article.also_in')}{' '}
            {article.locales.map((l, i) => (
              <span key={l}>
                {i > 0 && ', '}
                <a href={switchLocalePath(path(`${page.base}/${article.slug}`), '', l)}>
                  {t(`language.${l}`)}
                </a>
              </span>
            ))}
          </p>
        </aside>
      )}
      <header className="article-header" lang={lang}>
        <h1>{article.title}</h1>
        <p className="article-meta">
          {article.author && (
            <span>
              <Link to={path(`/authors/${article.author.slug}`)}>
                {t('article.by', { name: article.author.name })}
              </Link>{' '}
              ·{' '}
            </span>
          )}
          <time dateTime={article.published_at}>{article.date}</time>
          {' · '}
          {t('article.reading', { minutes: article.reading_minutes })}
        </p>
      </header>
      <div className="article-actions">
        {page.signedIn ? (
          <Form method="post" className="article-bookmark" preventScrollReset>
            <CsrfField />
            <input type="hidden" name="intent" value="bookmark" />
            <button type="submit" className="button" aria-pressed={bookmarked}>
              {bookmarked ? t('article.bookmarked') : t('article.bookmark')}
            </button>
          </Form>
        ) : (
          <p className="article-bookmark">
            <Link
              className="button"
              to={path(`/login?next=${encodeURIComponent(path(`${page.base}/${article.slug}`))}`)}
            >
              {t('article.bookmark_sign_in')}
            </Link>
          </p>
        )}
        <ShareButton title={article.title} />
      </div>
      {article.cover && (
        <Image
          src={article.cover}
          alt=""
          width={960}
          height={540}
          priority
          className="article-cover"
        />
      )}
      {/* Cleaned by the server's allow-list when it was written (content/clean-html.ts). */}
      <div
        className="article-body"
        lang={lang}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: stored only after the allow-list
        dangerouslySetInnerHTML={{ __html: article.body_html }}
      />
      {article.tags.length > 0 && (
        <ul className="article-tag-list" aria-label={t('article.tags')}>
          {article.tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={path(`${page.base}?tag=${tag.slug}`)}>#{tag.name}</Link>
            </li>
          ))}
        </ul>
      )}
      {page.products.length > 0 && (
        <section className="article-products" aria-labelledby="article-products">
          <h2 id="article-products">{t('article.products')}</h2>
          <ProductGrid products={page.products} />
        </section>
      )}
      <section className="article-comments" aria-labelledby="article-comments">
        <h2 id="article-comments">{t('article.comments', { count: page.comments.length })}</h2>
        {failure && (
          <p className="form-error" role="alert">
            {t(failure.fields.comment?.[0] ?? failure.error, failure.errorVars)}
          </p>
        )}
        {page.comments.length === 0 && <p>{t('article.no_comments')}</p>}
        <CommentThread
          comments={page.comments}
          signedIn={page.signedIn}
          maxLength={ARTICLE_COMMENT_MAX}
        />
        {!page.signedIn && (
          <p>
            <Link
              to={path(`/login?next=${encodeURIComponent(path(`${page.base}/${article.slug}`))}`)}
            >
              {t('article.comment_sign_in')}
            </Link>
          </p>
        )}
      </section>
    </article>
  );
}
