import { LOCALES } from '@shop/i18n';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { AccountForm, Field, isFailure, Submit } from '../../components/account/Form.tsx';
import { FileInput } from '../../components/FileInput.tsx';
import { Image } from '../../components/Image.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { RootData } from '../../root.server.ts';
import type { Route } from './+types/article-editor';
import { loadEditor, saveArticle } from './article-editor.server.ts';

// The editor's library is loaded only here, after the page has drawn, so no other page pays
// for it (and this one shows a plain HTML box until it comes).
const RichTextEditor = lazy(() => import('../../components/article/RichTextEditor.tsx'));

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadEditor(context, request, localeFromParam(params.locale), params.slug);
}

export function action({ params, context, request }: Route.ActionArgs) {
  return saveArticle(context, request, localeFromParam(params.locale), params.slug);
}

/** Write or edit an article: one language at a time, with its cover, tags and publish time. */
export default function ArticleEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (!loaderData) return null;
  if (!loaderData.writes) {
    return (
      <>
        <h1>{t('account.articles.write')}</h1>
        <p>{t('account.articles.not_author')}</p>
      </>
    );
  }
  const failure = isFailure(actionData) ? actionData : null;
  const { article, lang, text } = loaderData;
  const editPath = article ? `/account/articles/${article.slug}/edit` : '/account/articles/new';
  const value = (name: string, fallback: string) => failure?.values[name] ?? fallback;
  return (
    <>
      <h1>{article ? t('account.articles.editing') : t('account.articles.write')}</h1>
      <p>
        <Link to={path('/account/articles')}>{t('account.articles.back')}</Link>
      </p>
      <nav className="editor-languages" aria-label={t('account.articles.languages')}>
        <ul>
          {LOCALES.map((l) => (
            <li key={l}>
              <Link
                to={`${path(editPath)}?lang=${l}`}
                aria-current={l === lang ? 'page' : undefined}
              >
                {t(`language.${l}`)}
                {article?.written.includes(l) ? ' ✓' : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AccountForm
        failure={failure}
        encType="multipart/form-data"
        className="account-form article-editor"
      >
        <input type="hidden" name="lang" value={lang} />
        <p className="field-hint">
          {t('account.articles.writing_in', { language: t(`language.${lang}`) })}
        </p>
        <Field
          name="title"
          label={t('account.articles.title')}
          required
          defaultValue={text.title}
          maxLength={loaderData.limits.title}
          failure={failure}
        />
        <Field
          name="summary"
          label={t('account.articles.summary')}
          rows={2}
          defaultValue={text.summary}
          maxLength={loaderData.limits.summary}
          hint={t('account.articles.summary_hint')}
          failure={failure}
        />
        <BodyField
          initialHtml={value('body_html', text.body_html)}
          errors={failure?.fields.texts}
        />
        <fieldset className="editor-choices">
          <legend>{t('account.articles.cover')}</legend>
          {article?.cover && (
            <>
              <Image src={article.cover} alt="" width={240} height={135} className="editor-cover" />
              <label className="checkbox">
                <input type="checkbox" name="remove_cover" /> {t('account.articles.remove_cover')}
              </label>
            </>
          )}
          <label className="field" htmlFor="article-cover">
            <span>{t('account.articles.cover_file')}</span>
            <FileInput id="article-cover" name="cover" accept="image/*" />
          </label>
        </fieldset>
        <fieldset className="editor-choices editor-tags">
          <legend>{t('account.articles.tags')}</legend>
          {loaderData.tags.map((tag) => (
            <label key={tag.slug} className="checkbox">
              <input
                type="checkbox"
                name="tags"
                value={tag.slug}
                defaultChecked={article?.tags.includes(tag.slug)}
              />{' '}
              {tag.name}
            </label>
          ))}
        </fieldset>
        <fieldset className="editor-choices">
          <legend>{t('account.articles.status')}</legend>
          <label className="checkbox">
            <input
              type="radio"
              name="status"
              value="draft"
              defaultChecked={value('status', article?.status ?? 'draft') === 'draft'}
            />{' '}
            {t('account.articles.state.draft')}
          </label>
          <label className="checkbox">
            <input
              type="radio"
              name="status"
              value="published"
              defaultChecked={value('status', article?.status ?? 'draft') === 'published'}
            />{' '}
            {t('account.articles.publish')}
          </label>
        </fieldset>
        <Field
          name="publish_at"
          type="datetime-local"
          label={t('account.articles.publish_at')}
          hint={t('account.articles.publish_at_hint')}
          defaultValue={article?.publishAt ?? ''}
          failure={failure}
        />
        <Submit>{t('account.articles.save')}</Submit>
      </AccountForm>
    </>
  );
}

/**
 * The body: a plain HTML box as the server draws it (it works without the page's script), then
 * the rich-text editor once its code has come.
 */
function BodyField(props: { initialHtml: string; errors?: string[] }) {
  const { t, path } = useI18n();
  const labelId = useId();
  const root = useRouteLoaderData<RootData>('root');
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const plain = (
    <textarea
      id={`${labelId}-box`}
      name="body_html"
      rows={14}
      defaultValue={props.initialHtml}
      aria-labelledby={labelId}
      aria-invalid={props.errors ? true : undefined}
    />
  );
  const uploadPicture = async (file: File) => {
    const form = new FormData();
    form.append('_csrf', root?.csrfToken ?? '');
    form.append('image', file);
    const answer = await fetch(path('/article-images'), { method: 'POST', body: form });
    const body = (await answer.json().catch(() => ({}))) as { url?: string; error?: string };
    if (!answer.ok || !body.url) throw new Error(body.error ?? t('error.generic'));
    return body.url;
  };
  return (
    <div className="field">
      <span id={labelId} className="field-label">
        {t('account.articles.body')}{' '}
        <span className="required" aria-hidden="true">
          *
        </span>
      </span>
      {enhanced ? (
        <Suspense fallback={plain}>
          <RichTextEditor
            name="body_html"
            initialHtml={props.initialHtml}
            labelId={labelId}
            uploadPicture={uploadPicture}
          />
        </Suspense>
      ) : (
        plain
      )}
      {props.errors?.map((error) => (
        <p key={error} className="field-error">
          {t(error)}
        </p>
      ))}
    </div>
  );
}
