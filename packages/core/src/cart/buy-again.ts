import type { Ctx } from '../context.ts';
import { linesOf, type Owner, orderFor } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import { type AddItem, addItem, currentCart } from './cart.ts';

/** What "buy again" put in the cart, and what it could not. */
export interface BoughtAgain {
  /** Lines added, by their name on the order: fewer than ordered when the stock is short. */
  added: { name: string; quantity: number; ordered: number }[];
  /** Lines left out, with the cart's reason (out of stock, no longer sold, ...) and its values. */
  missed: { name: string; reason: string; vars: Record<string, string | number> }[];
  /** A guest's new cart's token, to keep; null when the cart already was, or is the account's. */
  token: string | null;
}

/**
 * "Buy again": a past order's products go into the shopper's cart as they were ordered (the same
 * quantity, options, gift mark and a package's contents), at today's prices, each line as the
 * cart adds it, so the cart's rules and stock checks hold. Short stock adds what is left; a
 * product no longer sold is left out and said so. Bookings (stays, tours) are not bought again:
 * their dates have passed. `reader` may read the order; `buyer` owns the cart it goes to.
 */
export async function buyAgain(
  ctx: Ctx,
  reader: Owner,
  buyer: Owner,
  orderNumber: string,
): Promise<BoughtAgain> {
  const order = await orderFor(ctx, reader, orderNumber);
  if (order.state === 'cart') throw new AppError('not_found', 'error.no_order');
  const [lines, inCart] = await Promise.all([linesOf(ctx.db, order.id), unitsInCart(ctx, buyer)]);
  const result: BoughtAgain = { added: [], missed: [], token: null };
  let owner = buyer;
  for (const line of lines) {
    const item = {
      orderNumber: '0',
      variantId: line.variantId,
      quantity: line.quantity,
      options: line.options,
      gift: line.gift,
      package: line.package?.map(({ slug, qty, cv }) => ({ slug, qty, cv })),
      // Bought before, so the buyer confirmed being of age then; they are no younger now.
      ageConfirmed: true,
    } satisfies AddItem;
    const outcome = await addOrWhatIsLeft(ctx, owner, item, inCart.get(line.variantId) ?? 0);
    if ('reason' in outcome) {
      result.missed.push({ name: line.name, ...outcome });
      continue;
    }
    if (outcome.token) {
      result.token = outcome.token;
      owner = { ...owner, token: outcome.token };
    }
    inCart.set(line.variantId, (inCart.get(line.variantId) ?? 0) + outcome.quantity);
    result.added.push({ name: line.name, quantity: outcome.quantity, ordered: line.quantity });
  }
  return result;
}

/**
 * Adds the line; when the stock cannot serve it all, as many as it can beside what the cart
 * already holds of that variant. Answers how many went in, or the cart's reason for none.
 */
async function addOrWhatIsLeft(
  ctx: Ctx,
  owner: Owner,
  item: AddItem & { quantity: number },
  inCart: number,
): Promise<
  | { quantity: number; token: string | null }
  | { reason: string; vars: Record<string, string | number> }
> {
  try {
    const { token } = await addItem(ctx, owner, item);
    return { quantity: item.quantity, token };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const left = Number(error.vars.available ?? 0) - inCart;
    if (error.messageKey !== 'error.stock_ran_out' || left < 1 || left >= item.quantity) {
      return { reason: error.messageKey, vars: error.vars };
    }
    return addOrWhatIsLeft(ctx, owner, { ...item, quantity: left }, inCart);
  }
}

/** How many of each variant the buyer's cart holds already (a package's box counts as its own). */
async function unitsInCart(ctx: Ctx, buyer: Owner): Promise<Map<number, number>> {
  const units = new Map<number, number>();
  if (buyer.userId === null && buyer.token === null) return units;
  const cart = await currentCart(ctx, buyer);
  if (!cart) return units;
  for (const line of await linesOf(ctx.db, cart.id)) {
    units.set(line.variantId, (units.get(line.variantId) ?? 0) + line.quantity);
  }
  return units;
}
