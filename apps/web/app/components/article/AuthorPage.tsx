import { Form, Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { loadAuthor } from '../../routes/articles.server.ts';
import { Pager } from '../brand/Pager.tsx';
import { CsrfField } from '../CsrfField.tsx';
import { ArticleCards } from './ArticleList.tsx';

type AuthorData = Awaited<ReturnType<typeof loadAuthor>>;

/** An author: their words about themselves, followers and a follow button, their articles. */
export function AuthorPage({ data }: { data: AuthorData }) {
  const { t, path } = useI18n();
  const { author } = data;
  const here = path(`/authors/${author.slug}`);
  return (
    <section className="container article-list-page">
      <h1>{author.name}</h1>
      <p className="article-lead">{author.bio}</p>
      <p className="article-meta">
        {t('article.written', { count: author.articles })} ·{' '}
        {t('article.followers', { count: author.followers })}
      </p>
      {data.signedIn ? (
        <Form method="post" className="article-bookmark" preventScrollReset>
          <CsrfField />
          <input type="hidden" name="follow" value={author.following ? 'false' : 'true'} />
          <button type="submit" className="button" aria-pressed={author.following}>
            {author.following ? t('article.following') : t('article.follow')}
          </button>
        </Form>
      ) : (
        <p className="article-bookmark">
          <Link className="button" to={path(`/login?next=${encodeURIComponent(here)}`)}>
            {t('article.follow_sign_in')}
          </Link>
        </p>
      )}
      <ArticleCards articles={data.articles} base="/articles" />
      <Pager pathname={here} page={author.written.page} pages={author.written.pages} />
    </section>
  );
}
