import type { engagement } from '@shop/core';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { Image } from '../Image.tsx';
import { Price } from '../Price.tsx';
import { WishlistForm } from './WishlistForm.tsx';

/**
 * A wished product: picture, name, what was chosen, price and whether it can be had now. On the
 * shopper's own list it can go to the cart, leave, or move to another list; shared, it is read-only.
 */
export function WishCard(props: {
  wish: engagement.WishView;
  listId: number;
  /** The shopper's other lists, for "move"; absent on a shared list. */
  otherLists?: { id: number; name: string }[];
  readOnly?: boolean;
  /** h3 under a list's h2; h2 where the list is the page (a shared list). */
  heading?: 'h2' | 'h3';
}) {
  const { t, path } = useI18n();
  const { wish } = props;
  const Heading = props.heading ?? 'h3';
  const options = Object.values(wish.options).filter(Boolean).join(' · ');
  return (
    <li className="wish-card" data-variant-id={wish.variant_id}>
      {/* The name below links to the same page: the picture's link is for the pointer only. */}
      <Link
        to={path(`/products/${wish.slug}`)}
        className="wish-card-image"
        tabIndex={-1}
        aria-hidden="true"
      >
        {wish.image && <Image src={wish.image} alt="" width={120} height={120} />}
      </Link>
      <div className="wish-card-body">
        {wish.brand && <p className="product-card-brand">{wish.brand}</p>}
        <Heading className="wish-card-name">
          <Link to={path(`/products/${wish.slug}`)}>{wish.name}</Link>
        </Heading>
        {options && <p className="wish-card-options">{options}</p>}
        <Price amount={wish.price} />
        {wish.availability !== 'available' && (
          <p className={`wish-badge wish-${wish.availability}`}>
            {t(wish.availability === 'sold_out' ? 'wishlist.sold_out' : 'wishlist.unavailable')}
          </p>
        )}
        {wish.is_package && <p className="field-hint">{t('wishlist.package_note')}</p>}
        {!props.readOnly && (
          <div className="wish-card-actions">
            {wish.availability === 'available' && !wish.is_package && (
              <WishlistForm intent="to_cart" wishlistId={props.listId} wishId={wish.id}>
                <button type="submit" className="button button-primary">
                  {t('wishlist.to_cart')}
                </button>
              </WishlistForm>
            )}
            <WishlistForm intent="remove" wishId={wish.id}>
              <button type="submit" className="button">
                {t('wishlist.remove_item')}
              </button>
            </WishlistForm>
            {props.otherLists && props.otherLists.length > 0 && (
              <WishlistForm intent="move" wishId={wish.id} className="wishlist-form wish-move">
                <label>
                  <span className="visually-hidden">
                    {t('wishlist.move_to')}: {wish.name}
                  </span>
                  <select name="target_id">
                    {props.otherLists.map((list) => (
                      <option key={list.id} value={list.id}>
                        {list.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="button">
                  {t('wishlist.move')}
                </button>
              </WishlistForm>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
