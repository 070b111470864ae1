import { AppError, accounts, checkout, orders, payments } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor } from '../../lib/auth.server.ts';
import { formatListTime } from '../../lib/dates.ts';
import { staffOrNull } from './staff.server.ts';

/** Every state a placed order can be in (a cart is never listed). */
const PLACED_STATES = orders.ORDER_STATES.filter((s) => s !== 'cart');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters from the address; anything unreadable is as if not given. */
const listQuery = z.object({
  q: z.string().trim().max(100).catch(''),
  state: z.enum(PLACED_STATES).optional().catch(undefined),
  payment: z.enum(payments.PAYMENT_STATES).optional().catch(undefined),
  shipping: z.enum(checkout.SHIPPING_KINDS).optional().catch(undefined),
  from: z.string().regex(DAY).optional().catch(undefined),
  to: z.string().regex(DAY).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type OrderFilters = Omit<z.output<typeof listQuery>, 'page'>;

/** The orders list (`?q=&state=&payment=&shipping=&from=&to=&page=`), newest first. */
export async function staffOrdersLoader(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
) {
  const ctx = contextFor(context, locale);
  if ((await staffOrNull(context, ctx)) === null) return null;
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { page, ...filters } = listQuery.parse(query);
  const options = {
    states: PLACED_STATES,
    paymentStates: payments.PAYMENT_STATES,
    shippingKinds: checkout.SHIPPING_KINDS,
  };
  try {
    const found = await checkout.searchOrders(ctx, {
      q: filters.q,
      state: filters.state,
      paymentState: filters.payment,
      shipping: filters.shipping,
      placedFrom: filters.from,
      placedTo: filters.to,
      page,
    });
    return {
      ...options,
      filters,
      page,
      pages: found.pages,
      total: found.total,
      refused: null,
      orders: found.orders.map((o) => ({
        ...o,
        placed: formatListTime(o.placed_at, locale),
        buyer: [o.buyer.name, o.buyer.phone ? accounts.formatPhone(o.buyer.phone) : o.buyer.email]
          .filter(Boolean)
          .join(' · '),
      })),
    };
  } catch (error) {
    // A day that does not exist (30 February): said so, with no list.
    if (!(error instanceof AppError)) throw error;
    return { ...options, filters, page, pages: 1, total: 0, refused: error.messageKey, orders: [] };
  }
}
