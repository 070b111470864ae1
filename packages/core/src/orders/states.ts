/**
 * The order's life (docs/ORDERS.md). Labels of spec §4 map onto these states; the VAT receipt
 * state is kept beside them (`vat_state`).
 */
export const ORDER_STATES = [
  'cart',
  'payment_pending',
  'waiting_bank',
  'payment_failed',
  'paid',
  'confirmed',
  'not_confirmed',
  'ready_to_deliver',
  'shipped',
  'delivered',
  'completed',
  'canceled',
  'expired',
  'returned',
] as const;

export type OrderState = (typeof ORDER_STATES)[number];

/** Which state may follow which. Anything not listed is refused. */
export const TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  cart: ['payment_pending'],
  payment_pending: ['paid', 'payment_failed', 'waiting_bank', 'expired', 'canceled'],
  waiting_bank: ['paid', 'payment_failed', 'expired', 'canceled'],
  payment_failed: ['payment_pending', 'waiting_bank', 'paid', 'expired', 'canceled'],
  paid: ['confirmed', 'not_confirmed', 'canceled'],
  not_confirmed: ['canceled'],
  confirmed: ['ready_to_deliver', 'canceled'],
  ready_to_deliver: ['shipped', 'delivered', 'canceled'],
  shipped: ['delivered', 'returned'],
  delivered: ['completed', 'returned'],
  completed: ['returned'],
  canceled: [],
  expired: [],
  returned: [],
};

/** States in which the order still holds stock; leaving them for these returns it. */
export const RELEASES_STOCK: readonly OrderState[] = ['canceled', 'expired', 'returned'];

/** States of an order that was paid and has not been undone (canceled, returned). */
export const PAID_STATES: readonly OrderState[] = [
  'paid',
  'confirmed',
  'ready_to_deliver',
  'shipped',
  'delivered',
  'completed',
];

/** States in which the shopper still owes the money. */
export const AWAITING_PAYMENT: readonly OrderState[] = [
  'payment_pending',
  'waiting_bank',
  'payment_failed',
];

/** Whether the order's shopper still owes the money (its state is one of AWAITING_PAYMENT). */
export const awaitingPayment = (order: { state: string }) =>
  AWAITING_PAYMENT.includes(order.state as OrderState);

/** The spec's labels for each state (§4), as docs/ORDERS.md shows them. */
export const SPEC_LABELS: Record<OrderState, string> = {
  cart: 'pending',
  payment_pending: 'ordered, payment pending',
  waiting_bank: 'waiting for a bank response',
  payment_failed: 'payment failed',
  paid: 'payment completed, paid',
  confirmed: 'confirmed',
  not_confirmed: 'not confirmed',
  ready_to_deliver: 'ready to deliver',
  shipped: 'shipped',
  delivered: 'delivered',
  completed: 'completed, finished',
  canceled: 'canceled',
  expired: 'payment overdue, expired',
  returned: 'returned',
};

/** Who moves an order into each state, and by which call: every state has a real way in. */
export const REACHED_BY: Record<OrderState, string> = {
  cart: 'shopper: adds to the cart (`POST /api/v2/orders/{number}/line_items`)',
  payment_pending: 'shopper: places the order (`POST /api/v2/checkouts/{number}/complete`)',
  waiting_bank: 'lease: the down payment is paid and the loan application goes to the lender',
  payment_failed: 'provider: a card or QR payment is declined; the lender declines a lease',
  paid:
    'provider or staff: the payments cover the total (a bank transfer: ' +
    '`POST /api/back_office/orders/{number}/bank_transfers`)',
  confirmed: 'staff: `POST /api/back_office/orders/{number}/fulfilment` step `confirm`',
  not_confirmed: 'staff: fulfilment step `decline`, with a reason',
  ready_to_deliver: 'staff: fulfilment step `ready` (pickup: ready at the store; SMS sent)',
  shipped: 'staff: fulfilment step `ship`, with the courier note (SMS sent)',
  delivered: 'staff: fulfilment step `deliver` (pickup: handed over; delivery: SMS sent)',
  completed:
    'staff: fulfilment step `complete`; or by itself `ORDER_COMPLETE_AFTER_DAYS` after delivery',
  canceled:
    'shopper: `POST /api/v2/orders/{number}/cancel` (unpaid, or paid and not yet confirmed); ' +
    'staff: `POST /api/back_office/orders/{number}/cancel` (until it ships)',
  expired: 'the background job: unpaid past the payment period',
  returned: 'staff: `POST /api/back_office/orders/{number}/return`',
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}
