import { normalizeEmail } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { type Guesser, tryCode } from '../limits/index.ts';
import { AppError, normalizePhone } from '../shared/index.ts';
import { type OrderRow, orderByNumber } from './records.ts';

export interface FindOrderInput {
  /** The order's number, as its messages give it (R and nine digits). */
  number: string;
  /** The phone number or e-mail address given at checkout, as typed. */
  contact: string;
}

/**
 * A guest's order, found from any device by its number and the phone or e-mail given when it was
 * placed (its page needs the browser that placed it). The pair is a code: a wrong one counts as a
 * wrong guess (`tryCode`: 10 a shopper, 50 an address per 15 minutes), so numbers cannot be
 * walked; a wrong contact and a number that is none answer alike. An order placed from an
 * account is shown in that account, not here.
 */
export async function findGuestOrder(
  ctx: Ctx,
  guesser: Guesser,
  input: FindOrderInput,
): Promise<OrderRow> {
  return tryCode(
    ctx,
    guesser,
    (error) => error instanceof AppError && error.type === 'not_found',
    async () => {
      const order = await orderByNumber(ctx, input.number.trim().toUpperCase());
      if (!order || order.state === 'cart' || !givenAtCheckout(order, input.contact)) {
        throw new AppError('not_found', 'order.find.none');
      }
      if (order.userId !== null) throw new AppError('forbidden', 'order.find.account');
      return order;
    },
  );
}

/** Whether `contact` is the order's e-mail or phone, however either was written. */
function givenAtCheckout(order: OrderRow, contact: string): boolean {
  if (contact.includes('@')) {
    const email = normalizeEmail(contact);
    return email !== null && order.email !== null && normalizeEmail(order.email) === email;
  }
  const phone = normalizePhone(contact);
  return phone !== null && order.phone !== null && normalizePhone(order.phone) === phone;
}
