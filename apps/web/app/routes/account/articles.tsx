import { accounts, content } from '@shop/core';
import { Link } from 'react-router';
import { contextFor } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/articles';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  const [role, mine] = await Promise.all([
    accounts.roleOf(ctx, viewer.userId),
    content.myArticles(ctx, viewer.userId),
  ]);
  return {
    writes: content.mayWrite(role, 'article'),
    saved: new URL(request.url).searchParams.get('saved'),
    articles: mine
      .filter((a) => a.kind === 'article')
      .map((a) => ({
        ...a,
        when: a.publish_at ? formatDate(a.publish_at, locale, { withTime: true }) : null,
        changed: formatDate(a.updated_at, locale) ?? '',
      })),
  };
}

/** My articles: the author's drafts, scheduled and published articles, each to edit. */
export default function MyArticlesPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (!loaderData) return null;
  if (!loaderData.writes) {
    return (
      <>
        <h1>{t('account.articles')}</h1>
        <p>{t('account.articles.not_author')}</p>
      </>
    );
  }
  return (
    <>
      <h1>{t('account.articles')}</h1>
      <p>
        <Link className="button" to={path('/account/articles/new')}>
          {t('account.articles.new')}
        </Link>
      </p>
      {loaderData.saved && (
        <p className="form-notice" role="status">
          {t('account.articles.saved')}
        </p>
      )}
      {loaderData.articles.length === 0 ? (
        <p>{t('account.articles.none')}</p>
      ) : (
        <ul className="my-articles">
          {loaderData.articles.map((a) => (
            <li key={a.id} className="my-article" data-article-slug={a.slug}>
              <h2>
                {a.title}{' '}
                <span className={`state-badge state-${a.state}`}>
                  {t(`account.articles.state.${a.state}`)}
                </span>
              </h2>
              <p className="field-hint">
                {a.when && a.state !== 'draft'
                  ? t(
                      a.state === 'scheduled'
                        ? 'account.articles.scheduled_for'
                        : 'account.articles.published_on',
                      { date: a.when },
                    )
                  : t('account.articles.changed_on', { date: a.changed })}
                {' · '}
                {a.locales.map((l) => t(`language.${l}`)).join(', ')}
              </p>
              <p className="my-article-links">
                <Link to={path(`/account/articles/${a.slug}/edit`)}>
                  {t('account.articles.edit')}
                  <span className="visually-hidden">: {a.title}</span>
                </Link>
                {a.state === 'published' && (
                  <Link to={path(`/articles/${a.slug}`)}>
                    {t('account.articles.view')}
                    <span className="visually-hidden">: {a.title}</span>
                  </Link>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
