import type { engagement } from '@shop/core';
import { useId } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { RootData } from '../../root.server.ts';
import { WishCard } from './WishCard.tsx';
import { WishlistForm } from './WishlistForm.tsx';

/** One of the shopper's lists: its name and what it is for, its actions, and its products. */
export function WishlistSection(props: {
  list: engagement.WishlistView;
  otherLists: { id: number; name: string }[];
}) {
  const { t, path } = useI18n();
  const root = useRouteLoaderData<RootData>('root');
  const headingId = useId();
  const { list } = props;
  const shareUrl = list.share_token
    ? `${root?.origin ?? ''}${path(`/wishlist/shared/${list.share_token}`)}`
    : null;
  const hasItems = list.wished_products.length > 0;
  return (
    <section className="wishlist" aria-labelledby={headingId} data-wishlist-id={list.id}>
      <header className="wishlist-head">
        <h2 id={headingId}>{list.name}</h2>
        <p className="field-hint">
          {t('wishlist.products', { count: list.wished_products.length })}
          {list.is_default && <span className="wish-badge">{t('wishlist.default')}</span>}
        </p>
      </header>

      <div className="wishlist-actions">
        {hasItems && (
          <WishlistForm intent="to_cart" wishlistId={list.id}>
            <button type="submit" className="button button-primary">
              {t('wishlist.all_to_cart')}
            </button>
          </WishlistForm>
        )}
        {!list.is_default && (
          <WishlistForm intent="make_default" wishlistId={list.id}>
            <button type="submit" className="button">
              {t('wishlist.make_default')}
            </button>
          </WishlistForm>
        )}
        {!shareUrl && (
          <WishlistForm intent="share" wishlistId={list.id}>
            <button type="submit" className="button">
              {t('wishlist.share')}
            </button>
          </WishlistForm>
        )}
        {hasItems && (
          <WishlistForm intent="empty" wishlistId={list.id}>
            <button type="submit" className="button">
              {t('wishlist.empty')}
            </button>
          </WishlistForm>
        )}
        <WishlistForm intent="delete" wishlistId={list.id}>
          <button type="submit" className="button">
            {t('wishlist.delete')}
          </button>
        </WishlistForm>
      </div>

      {shareUrl && (
        <div className="wishlist-share">
          <label>
            {t('wishlist.share_link')}
            <input type="url" readOnly value={shareUrl} className="share-link" />
          </label>
          <WishlistForm intent="stop_sharing" wishlistId={list.id}>
            <button type="submit" className="button">
              {t('wishlist.stop_sharing')}
            </button>
          </WishlistForm>
        </div>
      )}

      <details className="wishlist-rename">
        <summary>{t('wishlist.rename')}</summary>
        <WishlistForm intent="rename" wishlistId={list.id}>
          <label>
            <span>
              {t('wishlist.name')}{' '}
              <span className="required" aria-hidden="true">
                *
              </span>
            </span>
            <input name="name" defaultValue={list.name} required maxLength={60} />
          </label>
          <button type="submit" className="button">
            {t('wishlist.save')}
          </button>
        </WishlistForm>
      </details>

      {hasItems ? (
        <ul className="wish-cards">
          {list.wished_products.map((wish) => (
            <WishCard key={wish.id} wish={wish} listId={list.id} otherLists={props.otherLists} />
          ))}
        </ul>
      ) : (
        <p>{t('wishlist.list_empty')}</p>
      )}
    </section>
  );
}
