import { payments } from '@shop/core';
import { redirect } from 'react-router';
import { contextFor } from '../lib/auth.server.ts';
import { ownedOrder } from '../lib/cart.server.ts';
import { localeFromParam, localePath } from '../lib/locale.ts';
import type { Route } from './+types/order-paid';

/**
 * The card gateway sends the shopper back here. What the address says is not believed: the
 * payment is settled by asking the gateway, then the order page shows the outcome.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  // An order this browser does not own, or a number that is none: the 404 page, as on the order page.
  const { order } = await ownedOrder(ctx, context, request, params.number);
  const sessionId = new URL(request.url).searchParams.get('session_id') ?? '';
  const payment = /^[\w-]{1,100}$/.test(sessionId)
    ? await payments.settleCardPayment(ctx, context.payments, sessionId).catch((error) => {
        if (error instanceof payments.CardGatewayError) return null;
        throw error;
      })
    : null;
  const outcome =
    payment?.orderNumber !== order.number
      ? 'unknown'
      : payment.state === 'paid'
        ? 'paid'
        : payment.state === 'pending'
          ? 'pending'
          : 'failed';
  throw redirect(`${localePath(locale, `/orders/${order.number}`)}?payment=${outcome}`);
}
