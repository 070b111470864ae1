import { data } from 'react-router';
import { z } from 'zod';
import { LookBookScene } from '../components/look-book/LookBookScene.tsx';
import { ProductOffer } from '../components/product/ProductOffer.tsx';
import { SectionCrumbs } from '../components/SectionCrumbs.tsx';
import { readForm } from '../lib/auth.server.ts';
import { addToCart } from '../lib/cart.server.ts';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/look-book';
import { loadLookBook } from './look-books.server.ts';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadLookBook(context, localeFromParam(params.locale), params.slug);
}

const addForm = z.object({ variant_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Add to cart from a hotspot's card (a plain form post). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { values } = await readForm(request, context);
  const form = addForm.safeParse(values);
  if (!form.success) throw data(null, { status: 400 });
  return addToCart(context, request, localeFromParam(params.locale), {
    variantId: form.data.variant_id,
  });
}

export function meta(args: Route.MetaArgs) {
  const { t, origin } = rootMeta(args);
  const book = args.data?.book;
  if (!book) return [];
  return [
    ...pageMeta(args, { title: withShopName(book.title, t), description: book.description }),
    { property: 'og:image', content: origin + book.picture },
  ];
}

/**
 * A look book: the scene with a numbered dot on each product, and the products' cards beside
 * it (under it on a phone). A dot leads to its card, which has the price, the stock and "Add
 * to cart"; everything works before the page's script has loaded.
 */
export default function LookBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { book, spots } = loaderData;
  return (
    <section className="container look-book">
      <SectionCrumbs to="/look-books" label={t('lookbook.title')} />
      <h1>{book.title}</h1>
      <p className="listing-lead">{book.description}</p>
      <div className="look-book-layout">
        <LookBookScene
          picture={book.picture}
          title={book.title}
          spots={spots.map((s, i) => ({
            x: s.x,
            y: s.y,
            label: t('lookbook.spot', { number: i + 1, name: s.offer.name }),
            target: `spot-${i + 1}`,
            number: i + 1,
          }))}
        />
        <div>
          <h2 id="look-book-offers" className="look-book-offers-title">
            {t('lookbook.in_picture')}
          </h2>
          <ol className="look-book-offers" aria-labelledby="look-book-offers">
            {spots.map((spot, i) => (
              <li key={spot.offer.id} id={`spot-${i + 1}`} className="look-book-offer">
                <span className="look-book-number" aria-hidden="true">
                  {i + 1}
                </span>
                <ProductOffer product={spot.offer} result={actionData ?? null} tone="shop" />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
