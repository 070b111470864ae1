import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import {
  type OrderRow,
  type OrderState,
  type Owner,
  orderByNumber,
  orderFor,
  transitionOrder,
} from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import {
  applyForLease,
  LeaseError,
  type LeaseStatus,
  leaseApplicationState,
  readLeaseCallback,
} from './lease-client.ts';
import { downPaymentLeft, type LeaseRow, leaseOf } from './payable.ts';
import { CALLBACK_PATHS, type PaymentProviders } from './providers.ts';
import { paymentLease, paymentPayment } from './schema.ts';
import { markPaidWhenCovered } from './settle.ts';

/** A lease as `GET /orders/{order}/check_lend` and the order page show it. */
export interface LeaseView {
  state: string;
  months: number;
  monthly: number;
  down_payment: number;
  down_payment_left: number;
  financed: number;
  price: number;
  decline_reason: string | null;
}

export const leaseView = async (ctx: Ctx, lease: LeaseRow): Promise<LeaseView> => ({
  state: lease.state,
  months: lease.months,
  monthly: lease.monthly,
  down_payment: lease.downPayment,
  down_payment_left: await downPaymentLeft(ctx.db, lease),
  financed: lease.financed,
  price: lease.price,
  decline_reason: lease.declineReason,
});

/**
 * Spec §4: the loan application goes to the leasing company only once the down payment is paid
 * in full. Called after every paid payment of a lease order; the company answers the same
 * application for the same order number, so a second call never makes two.
 */
export async function applyWhenDownPaid(
  ctx: Ctx,
  providers: PaymentProviders,
  order: OrderRow,
): Promise<void> {
  const lease = await leaseOf(ctx.db, order.number);
  if (lease?.state !== 'down_payment_due') return;
  if ((await downPaymentLeft(ctx.db, lease)) > 0) return;
  const application = await applyForLease(providers.lease, {
    reference: order.number,
    amount: lease.financed,
    months: lease.months,
    monthly: lease.monthly,
    downPayment: lease.downPayment,
    customer: { phone: order.phone ?? '' },
    callbackUrl: providers.callbackUrl(CALLBACK_PATHS.lease),
  });
  const [applied] = await ctx.db
    .update(paymentLease)
    .set({ state: 'applied', applicationId: application.applicationId, updatedAt: ctx.now })
    .where(
      and(eq(paymentLease.orderNumber, order.number), eq(paymentLease.state, 'down_payment_due')),
    )
    .returning();
  // Spec §4 "waiting for a bank response": the lender decides now.
  if (applied) await moveOrder(ctx, order.number, 'waiting_bank', 'lease_applied');
  if (application.status !== 'pending') {
    await decide(
      ctx,
      { ...lease, applicationId: application.applicationId, state: 'applied' },
      application.status,
      null,
    );
  }
}

/**
 * The company's decision, once: approved pays the financed part (the order becomes paid),
 * declined leaves the order waiting for another way to pay what the down payment did not.
 */
async function decide(
  ctx: Ctx,
  lease: LeaseRow,
  status: LeaseStatus,
  reason: string | null,
): Promise<void> {
  if (status === 'pending' || lease.state !== 'applied') return;
  const [moved] = await ctx.db
    .update(paymentLease)
    .set({
      state: status,
      declineReason: reason,
      updatedAt: ctx.now,
    })
    .where(and(eq(paymentLease.orderNumber, lease.orderNumber), eq(paymentLease.state, 'applied')))
    .returning();
  if (moved && status === 'declined') {
    // The shopper pays the rest another way (the order page offers it).
    await moveOrder(ctx, lease.orderNumber, 'payment_failed', 'lease_declined');
  }
  if (!moved || status !== 'approved') return;
  await ctx.db
    .insert(paymentPayment)
    .values({
      orderNumber: lease.orderNumber,
      method: 'lease',
      amount: lease.financed,
      state: 'paid',
      providerRef: `lease:${lease.applicationId}`,
      transactionId: lease.applicationId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing();
  await markPaidWhenCovered(ctx, lease.orderNumber, 'lease');
}

/** Moves a lease order while it waits for payment; one already moved on is left alone. */
async function moveOrder(
  ctx: Ctx,
  orderNumber: string,
  to: 'waiting_bank' | 'payment_failed',
  reason: string,
): Promise<void> {
  const from: OrderState[] =
    to === 'waiting_bank' ? ['payment_pending', 'payment_failed'] : ['waiting_bank'];
  try {
    await transitionOrder(ctx, orderNumber, to, { actor: 'lease', reason, onlyFrom: from });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/**
 * `GET /orders/{order}/check_lend`: the order's lease, after asking the company about an
 * application still waiting (a lost callback is caught up here).
 */
export async function checkLend(
  ctx: Ctx,
  providers: PaymentProviders,
  owner: Owner,
  orderNumber: string,
): Promise<LeaseView> {
  const order = await orderFor(ctx, owner, orderNumber);
  let lease = await leaseOf(ctx.db, order.number);
  if (!lease) throw new AppError('not_found', 'error.no_lease');
  if (lease.state === 'down_payment_due') await applyWhenDownPaid(ctx, providers, order);
  lease = (await leaseOf(ctx.db, order.number)) ?? lease;
  if (lease.state === 'applied' && lease.applicationId) {
    try {
      const state = await leaseApplicationState(providers.lease, lease.applicationId);
      await decide(ctx, lease, state.status, state.declineReason);
    } catch (error) {
      // The company did not answer: the lease stays waiting and is asked again next time.
      if (!(error instanceof LeaseError)) throw error;
    }
    lease = (await leaseOf(ctx.db, order.number)) ?? lease;
  }
  return leaseView(ctx, lease);
}

/** The company's signed callback: a forged or malformed one changes nothing. */
export async function handleLeaseCallback(
  ctx: Ctx,
  providers: PaymentProviders,
  rawBody: string,
  signature: string | undefined,
): Promise<boolean> {
  const callback = readLeaseCallback(providers.lease, rawBody, signature);
  if (!callback) return false;
  const [lease] = await ctx.db
    .select()
    .from(paymentLease)
    .where(eq(paymentLease.applicationId, callback.applicationId));
  if (!lease) return false;
  // Believed only as far as its signature goes; the amounts must match the application sent.
  if (callback.amount !== lease.financed || callback.reference !== lease.orderNumber) return false;
  await decide(ctx, lease, callback.status, callback.declineReason);
  const order = await orderByNumber(ctx, lease.orderNumber);
  return order !== null;
}
