import { WishCard } from '../components/wishlist/WishCard.tsx';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/wishlist.css';
import type { Route } from './+types/wishlist-shared';
import { loadSharedWishlist } from './wishlist.server.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadSharedWishlist(context, localeFromParam(params.locale), params.token);
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const name = args.data?.list.name ?? '';
  return [
    ...pageMeta(args, { title: `${name} — ${t('shop.name')}` }),
    // A private link: never in a search engine.
    { name: 'robots', content: 'noindex' },
  ];
}

/** A list someone shared: read-only, with links to the products. */
export default function SharedWishlistPage({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      <SharedList list={loaderData.list} />
    </MessagesScope>
  );
}

function SharedList({ list }: { list: Route.ComponentProps['loaderData']['list'] }) {
  const { t } = useI18n();
  return (
    <section className="container wishlist-page">
      <p className="field-hint">{t('wishlist.shared_title')}</p>
      <h1>{list.name}</h1>
      <p>{t('wishlist.shared_note')}</p>
      {list.wished_products.length === 0 ? (
        <p>{t('wishlist.list_empty')}</p>
      ) : (
        <ul className="wish-cards">
          {list.wished_products.map((wish) => (
            <WishCard key={wish.id} wish={wish} listId={0} readOnly heading="h2" />
          ))}
        </ul>
      )}
    </section>
  );
}
