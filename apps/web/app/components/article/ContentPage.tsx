import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { loadContentPage } from '../../routes/articles.server.ts';
import { langOf } from './ArticleList.tsx';

type PageData = Awaited<ReturnType<typeof loadContentPage>>;

/** One of the shop's own pages; the stores page lists the stores, the contact page the ways in. */
export function ContentPage({ data }: { data: PageData }) {
  const { t, path, locale } = useI18n();
  const { page, stores, contact } = data;
  const lang = langOf(page.locale, locale);
  return (
    <article className="container article-page content-page">
      <h1 lang={lang}>{page.title}</h1>
      {/* Cleaned by the server's allow-list when it was written (content/clean-html.ts). */}
      <div
        className="article-body"
        lang={lang}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: stored only after the allow-list
        dangerouslySetInnerHTML={{ __html: page.body_html }}
      />
      {stores.length > 0 && (
        <ul className="store-list">
          {stores.map((store) => (
            <li key={store.id}>
              <h2>{store.name}</h2>
              <p>{store.address}</p>
              <p>
                <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
              </p>
              <p className="field-hint">
                {store.opens_at}–{store.closes_at}
              </p>
            </li>
          ))}
        </ul>
      )}
      {contact && (
        <ul className="store-list">
          <li>
            <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
          </li>
          <li>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
          <li>
            <Link to={path('/contact')}>{t('nav.contact')}</Link>
          </li>
        </ul>
      )}
    </article>
  );
}
