import { Link } from 'react-router';
import { Image } from '../components/Image.tsx';
import { ProductRail } from '../components/ProductRail.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/look-books';
import { loadLookBooks } from './look-books.server.ts';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadLookBooks(context, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, {
    title: withShopName(t('lookbook.title'), t),
    description: t('lookbook.lead'),
  });
}

/** Look books: styled scenes to shop from. */
export default function LookBooksPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  return (
    <>
      <section className="container look-books">
        <h1>{t('lookbook.title')}</h1>
        <p className="listing-lead">{t('lookbook.lead')}</p>
        <ul className="look-book-cards">
          {loaderData.lookBooks.map((book, i) => (
            <li key={book.slug} className="look-book-card">
              <Link to={path(`/look-books/${book.slug}`)}>
                <Image
                  src={book.picture}
                  alt=""
                  width={600}
                  height={400}
                  priority={i === 0}
                  className="look-book-card-picture"
                />
                <h2>{book.title}</h2>
              </Link>
              <p>{book.description}</p>
              <p className="field-hint">{t('lookbook.products', { count: book.spots })}</p>
            </li>
          ))}
        </ul>
      </section>
      <ProductRail id="lifestyle" title={t('lookbook.lifestyle')} products={loaderData.lifestyle} />
    </>
  );
}
