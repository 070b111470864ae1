import { AppError, accounts, checkout, orders, parseInput, payments, promotions } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data } from 'react-router';
import { z } from 'zod';
import { addressText } from '../../components/checkout/address-text.ts';
import type { ShopLoadContext } from '../../context.ts';
import { parseTugrik } from '../../lib/amount.ts';
import { contextFor, formAction, readForm } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { orderNumberField } from '../../lib/form-input.server.ts';
import { requireStaff, staffOrNull } from './staff.server.ts';

/** Who moved an order, as the history names them: a staff member by name, the rest by kind. */
function actorOf(actor: string, staff: Map<number, string>) {
  const [kind = '', id] = actor.split(':');
  if (kind === 'staff') return { kind: 'staff', name: staff.get(Number(id)) ?? `#${id}` };
  if (kind === 'user' || kind === 'guest') return { kind: 'buyer', name: null };
  if (kind === 'provider' || kind === 'lease') return { kind: 'provider', name: null };
  return { kind: 'system', name: null };
}

/** One order for staff (spec §1 back office): 404 for a number that is not a placed order. */
export async function staffOrderLoader(context: ShopLoadContext, locale: Locale, number: string) {
  const ctx = contextFor(context, locale);
  if ((await staffOrNull(context, ctx)) === null) return null;
  const view = orderNumberField.safeParse(number).success
    ? await checkout.orderForStaff(ctx, number)
    : null;
  if (!view) throw data(null, { status: 404 });
  const { order, balance } = view;
  const staff = view.history.some((h) => h.actor.startsWith('staff:'))
    ? new Map((await accounts.staffMembers(ctx)).map((m) => [m.id, m.name]))
    : new Map<number, string>();
  const address = order.shipAddress;
  return {
    number: order.number,
    state: order.state as orders.OrderState,
    paymentState: view.paymentState,
    placedAt: formatDate(order.completedAt ?? order.createdAt, locale, { withTime: true }),
    money: {
      total: order.total,
      paid: balance.paid,
      refunded: balance.refunded,
      owed: balance.owed,
    },
    buyer: {
      phone: order.phone ? accounts.formatPhone(order.phone) : null,
      email: order.email,
      account: view.account?.name ?? null,
    },
    shipping: {
      method: order.shippingMethod as checkout.ShippingKind | null,
      option: order.deliveryOption,
      hours: order.deliveryHours,
      address: address ? addressText(address) : null,
      receiver: address
        ? `${address.receiver}, ${accounts.formatPhone(address.receiverPhone)}`
        : null,
      store: view.pickupStore,
      note: order.shipmentNote,
    },
    cancelReason: order.cancelReason,
    lines: view.lines.map((line) => ({
      id: line.id,
      name: line.name,
      sku: line.sku,
      options: Object.values(line.options).join(' · '),
      quantity: line.quantity,
      price: line.price,
      total: line.price * line.quantity,
    })),
    bookings: view.bookings.map((b) => ({
      id: b.id,
      title: b.room ? `${b.title} · ${b.room}` : b.title,
      // Staff read when and who: a stay's dates, guests and lead guest; a tour's departure and passengers.
      detail:
        b.kind === 'stay'
          ? `${b.check_in} – ${b.check_out} · ${b.guests} · ${b.lead_guest ?? ''}${b.arrival_airport ? ` · ✈ ${b.arrival_airport}` : ''}`
          : `${formatDate(b.starts_at, locale, { withTime: true }) ?? ''} · ${b.passengers.map((p) => `${p.firstName} ${p.lastName}`).join(', ')}`,
      state: b.state,
      total: b.total,
    })),
    payments: view.payments.map((p) => ({
      id: p.id,
      method: p.method,
      amount: p.amount,
      state: p.state,
      refunded: p.refunded,
      // A bank transfer a cancel could not send back: staff transfer it themselves.
      sendBack: payments.leftForStaff(p),
      reference: p.method === 'bank_transfer' ? p.transactionId : null,
      at: formatDate(p.createdAt, locale, { withTime: true }),
    })),
    history: view.history.map((step) => ({
      id: step.id,
      from: step.fromState,
      to: step.toState,
      at: formatDate(step.createdAt, locale, { withTime: true }),
      iso: step.createdAt.toISOString(),
      by: actorOf(step.actor, staff),
      reason: step.reason,
    })),
    actions: view.actions,
    pickup: order.shippingMethod === 'pickup',
  };
}

const blank = 'validation.blank';
/** Required text of `min` to `max` characters; a blank one is told only that it is blank. */
const text = (min: number, max: number) =>
  z
    .string({ error: blank })
    .trim()
    .min(1, { error: blank, abort: true })
    .min(min, 'validation.too_short')
    .max(max, 'validation.too_long');
/** An amount in tögrög as typed ("50 000", "50,000₮"); blank is none. */
const tugrik = z
  .string({ error: blank })
  .trim()
  .transform((typed, ctx) => {
    if (typed === '') return undefined;
    const amount = parseTugrik(typed);
    if (amount === null || amount < 1) {
      ctx.addIssue({ code: 'custom', message: 'validation.whole_number' });
      return z.NEVER;
    }
    return amount;
  });
const note = z.string().trim().max(200, 'validation.too_long').optional();

const orderForm = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('bank_transfer'),
      bank_reference: text(3, 100),
      amount: tugrik.optional(),
    }),
    z
      .object({
        intent: z.literal('fulfil'),
        step: z.enum(orders.FULFILMENT_STEPS, { error: 'validation.invalid_choice' }),
        note,
        reason: note,
      })
      .refine((f) => f.step !== 'ship' || !!f.note, { path: ['note'], message: blank })
      .refine((f) => f.step !== 'decline' || !!f.reason, { path: ['reason'], message: blank }),
    z.object({
      intent: z.literal('cancel'),
      reason: text(1, 200),
      refund_to: z.enum(['wallet', 'original'], { error: 'validation.invalid_choice' }),
    }),
    z.object({
      intent: z.literal('voucher'),
      amount: tugrik.pipe(z.number({ error: blank })),
      voucher_reference: text(3, 100),
    }),
  ],
  { error: 'validation.invalid_choice' },
);

export type StaffOrderData = NonNullable<Awaited<ReturnType<typeof staffOrderLoader>>>;

/** What the page says after a step went through. */
export type StaffOrderDone =
  | { ok: true; done: 'bank_transfer'; amount: number }
  | { ok: true; done: 'fulfil'; state: string }
  | { ok: true; done: 'cancel'; sendBack: number }
  | { ok: true; done: 'voucher'; code: string; amount: number };

/**
 * What staff do to an order from its page: record a bank transfer, move it one fulfilment step
 * on, cancel it with a refund, give the buyer a voucher. The same core calls as the API's back
 * office (`/api/back_office/orders/…`, `/vouchers`); a refusal shows in the form.
 */
export async function staffOrderAction(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  number: string,
) {
  const { values } = await readForm(request, context);
  return formAction(values, async (): Promise<StaffOrderDone> => {
    const ctx = contextFor(context, locale);
    const staffUserId = await requireStaff(context, ctx);
    const orderNumber = parseInput(orderNumberField, number);
    const form = parseInput(orderForm, values);
    const actor = `staff:${staffUserId}`;
    switch (form.intent) {
      case 'bank_transfer': {
        const payment = await payments.recordBankTransfer(ctx, {
          orderNumber,
          staffUserId,
          bankReference: form.bank_reference,
          amount: form.amount,
        });
        return { ok: true, done: 'bank_transfer', amount: payment.amount };
      }
      case 'fulfil': {
        const order = await orders.fulfil(ctx, context.auth.deps.gateway, orderNumber, form.step, {
          actor,
          note: form.note,
          reason: form.reason,
        });
        return { ok: true, done: 'fulfil', state: order.state };
      }
      case 'cancel': {
        await checkout.cancelByStaff(ctx, context.payments, orderNumber, {
          actor,
          reason: form.reason,
          refundTo: form.refund_to,
        });
        const left = await payments.paymentsOf(ctx, orderNumber);
        return {
          ok: true,
          done: 'cancel',
          sendBack: left.reduce((n, p) => n + payments.leftForStaff(p), 0),
        };
      }
      case 'voucher': {
        const order = await orders.orderByNumber(ctx, orderNumber);
        if (!order?.userId) throw new AppError('conflict', 'staff.orders.voucher_guest');
        const voucher = await promotions.giveVoucher(ctx, {
          userId: order.userId,
          amount: form.amount,
          staffUserId,
          reference: form.voucher_reference,
        });
        return { ok: true, done: 'voucher', code: voucher.code, amount: voucher.amount };
      }
    }
  });
}
