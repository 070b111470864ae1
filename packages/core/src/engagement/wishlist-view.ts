import { variantOffers } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { variantTotals } from '../inventory/index.ts';
import type { WishOwner } from './wish-owner.ts';
import { ownLists, sharedList, type WishlistRow, wishesOf } from './wishlists.ts';

/** What a wished product shows: enough to decide, and to put it in the cart. */
export interface WishView {
  id: number;
  variant_id: number;
  product_id: number;
  slug: string;
  name: string;
  brand: string | null;
  image: string | null;
  price: number;
  options: Record<string, string>;
  /** 'available'; 'sold_out' (no stock now); 'unavailable' (not sold at present). */
  availability: 'available' | 'sold_out' | 'unavailable';
  age_restricted: boolean;
  /** A package is filled on its product page, so it cannot go to the cart from a list. */
  is_package: boolean;
  added_at: string;
}

export interface WishlistView {
  id: number;
  name: string;
  is_default: boolean;
  /** Set while the list is shared. */
  share_token: string | null;
  created_at: string;
  wished_products: WishView[];
}

/** The owner's lists with their wishes, the newest list first and each list's top first. */
export async function wishlistsView(ctx: Ctx, owner: WishOwner): Promise<WishlistView[]> {
  return viewsOf(ctx, await ownLists(ctx, owner));
}

/** A shared list as a visitor sees it: its name and wishes, nothing of its owner. */
export async function sharedWishlistView(
  ctx: Ctx,
  token: string,
): Promise<Pick<WishlistView, 'name' | 'wished_products'>> {
  const [view] = await viewsOf(ctx, [await sharedList(ctx, token)]);
  return { name: view?.name ?? '', wished_products: view?.wished_products ?? [] };
}

async function viewsOf(ctx: Ctx, lists: WishlistRow[]): Promise<WishlistView[]> {
  const wishes = await wishesOf(
    ctx.db,
    lists.map((l) => l.id),
  );
  const variantIds = [...new Set(wishes.map((w) => w.variantId))];
  const [offers, totals] = await Promise.all([
    variantOffers(ctx, variantIds),
    variantTotals(ctx.db, variantIds),
  ]);
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    is_default: list.isDefault,
    share_token: list.shareToken,
    created_at: list.createdAt.toISOString(),
    wished_products: wishes
      .filter((w) => w.wishlistId === list.id)
      .flatMap((wish): WishView[] => {
        // A variant gone from the catalogue has nothing left to show.
        const offer = offers.get(wish.variantId);
        if (!offer) return [];
        const availability = !offer.onSale
          ? 'unavailable'
          : (totals.get(wish.variantId) ?? 0) > 0
            ? 'available'
            : 'sold_out';
        return [
          {
            id: wish.id,
            variant_id: wish.variantId,
            product_id: wish.productId,
            slug: offer.slug,
            name: offer.name,
            brand: offer.brand,
            image: offer.image,
            price: offer.price,
            options: offer.optionValues,
            availability,
            age_restricted: offer.ageRestricted,
            is_package: offer.isPackage,
            added_at: wish.createdAt.toISOString(),
          },
        ];
      }),
  }));
}
