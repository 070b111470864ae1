import { addItem } from '../cart/index.ts';
import type { Ctx } from '../context.ts';
import type { Owner } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import type { WishOwner } from './wish-owner.ts';
import { wishlistsView } from './wishlist-view.ts';

export interface WishToCart {
  /** Variants that went into the cart, one unit each. */
  added: number[];
  /** What stayed out, with the reason the cart gave (a message key and its values). */
  refused: {
    variant_id: number;
    name: string;
    error: string;
    vars: Record<string, string | number>;
  }[];
  /** The cart's number, once anything went in. */
  orderNumber: string | null;
  /** A guest cart started by this call: its token, for the browser to keep. */
  cartToken: string | null;
}

/**
 * "Wish to cart" (spec §7): one wish, or every wish of a list, goes into the shopper's cart. What
 * is sold out or cannot be taken is said, the rest goes in. The wishes stay on the list.
 */
export async function wishesToCart(
  ctx: Ctx,
  owner: WishOwner,
  cartOwner: Owner,
  request: { listId: number; wishId?: number; ageConfirmed: boolean },
): Promise<WishToCart> {
  const list = (await wishlistsView(ctx, owner)).find((l) => l.id === request.listId);
  if (!list) throw new AppError('not_found', 'error.wishlist_not_found');
  const wishes =
    request.wishId === undefined
      ? list.wished_products
      : list.wished_products.filter((w) => w.id === request.wishId);
  if (request.wishId !== undefined && wishes.length === 0) {
    throw new AppError('not_found', 'error.wish_not_found');
  }
  if (wishes.length === 0) throw new AppError('invalid_input', 'error.wishlist_empty');

  const result: WishToCart = { added: [], refused: [], orderNumber: null, cartToken: null };
  let buyer = cartOwner;
  for (const wish of wishes) {
    if (wish.is_package) {
      result.refused.push(refusal(wish, 'error.package_from_wishlist'));
      continue;
    }
    try {
      const { order, token } = await addItem(ctx, buyer, {
        orderNumber: result.orderNumber ?? '0',
        variantId: wish.variant_id,
        quantity: 1,
        ageConfirmed: request.ageConfirmed,
      });
      result.added.push(wish.variant_id);
      result.orderNumber = order.number;
      if (token) {
        result.cartToken = token;
        buyer = { ...buyer, token };
      }
    } catch (error) {
      // The database being busy is not the product's fault: that fails the whole call.
      if (!(error instanceof AppError) || error.type === 'unavailable') throw error;
      result.refused.push(refusal(wish, error.messageKey, error.vars));
    }
  }
  return result;
}

function refusal(
  wish: { variant_id: number; name: string },
  error: string,
  vars: Record<string, string | number> = {},
) {
  return { variant_id: wish.variant_id, name: wish.name, error, vars };
}
