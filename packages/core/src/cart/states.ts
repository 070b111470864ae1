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
  payment_failed: ['payment_pending', 'paid', 'expired', 'canceled'],
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

/** States in which the shopper still owes the money. */
export const AWAITING_PAYMENT: readonly OrderState[] = [
  'payment_pending',
  'waiting_bank',
  'payment_failed',
];

export function canTransition(from: OrderState, to: OrderState): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}
