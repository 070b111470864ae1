import { describe, expect, it } from 'vitest';
import { shopperCancel } from './refund-order.ts';

const signedIn = { userId: 7 };
const guest = { userId: null };
const nothingPaid = { refundable: 0 };
const partPaid = { refundable: 5000 };

describe('what a shopper may do to cancel', () => {
  it('cancels an unpaid order outright, and asks where the money goes once something was paid', () => {
    expect(shopperCancel({ state: 'payment_pending', ...signedIn }, nothingPaid)).toEqual({
      allowed: true,
      refund: false,
      toWallet: true,
    });
    expect(shopperCancel({ state: 'waiting_bank', ...guest }, partPaid)).toEqual({
      allowed: true,
      refund: true,
      toWallet: false,
    });
    expect(shopperCancel({ state: 'paid', ...signedIn }, nothingPaid)).toMatchObject({
      allowed: true,
      refund: true,
    });
  });

  it('leaves an order staff confirmed, shipped or ended to staff', () => {
    for (const state of ['confirmed', 'ready_to_deliver', 'shipped', 'delivered', 'canceled']) {
      expect(shopperCancel({ state, ...signedIn }, partPaid).allowed, state).toBe(false);
    }
  });
});
