import { eq } from 'drizzle-orm';
import { publicConfigs } from '../content/index.ts';
import type { Ctx } from '../context.ts';
import { orderByNumber } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';
import { paymentPayment } from './schema.ts';
import { amountDue, awaitingPayment, markPaidWhenCovered, type PaymentRow } from './settle.ts';

/** Where a bank transfer goes (spec §3 Bank transfer); the shop's `bank_transfer` config overrides. */
export interface BankTransferDetails {
  bank: string;
  account_name: string;
  account_number: string;
  iban: string;
}

const DEFAULT_ACCOUNT: BankTransferDetails = {
  bank: 'Хаан банк',
  account_name: 'Цэцэг Маркет ХХК',
  account_number: '5012345678',
  iban: 'MN58 0005 0050 1234 5678',
};

/** The shop's bank account for transfers, from its configuration. */
export async function bankTransferDetails(ctx: Ctx): Promise<BankTransferDetails> {
  const configs = await publicConfigs(ctx);
  return {
    ...DEFAULT_ACCOUNT,
    ...((configs.bank_transfer as Partial<BankTransferDetails> | undefined) ?? {}),
  };
}

/**
 * Staff record a bank transfer that arrived for an order (the order number was its reference):
 * a paid payment of what it owed (or `amount`), and the order becomes paid once covered. The
 * bank's own reference makes recording the same transfer twice change nothing.
 */
export async function recordBankTransfer(
  ctx: Ctx,
  transfer: { orderNumber: string; staffUserId: number; bankReference: string; amount?: number },
): Promise<PaymentRow> {
  const order = await orderByNumber(ctx, transfer.orderNumber);
  if (!order) throw new AppError('not_found', 'error.no_order');
  const ref = `bank:${transfer.bankReference}`;
  const [earlier] = await ctx.db
    .select()
    .from(paymentPayment)
    .where(eq(paymentPayment.providerRef, ref));
  if (earlier) return earlier;
  if (!awaitingPayment(order)) throw new AppError('conflict', 'error.nothing_to_pay');
  const amount = transfer.amount ?? (await amountDue(ctx, order));
  if (!Number.isInteger(amount) || amount <= 0)
    throw new AppError('invalid_input', 'error.invalid_input');
  const [payment] = await ctx.db
    .insert(paymentPayment)
    .values({
      orderNumber: order.number,
      method: 'bank_transfer',
      amount,
      state: 'paid',
      providerRef: ref,
      transactionId: transfer.bankReference,
      details: { recorded_by: transfer.staffUserId },
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning();
  await markPaidWhenCovered(ctx, order.number, `staff:${transfer.staffUserId}`);
  const [row] = payment
    ? [payment]
    : await ctx.db.select().from(paymentPayment).where(eq(paymentPayment.providerRef, ref));
  if (!row) throw new Error('bank transfer vanished');
  return row;
}
