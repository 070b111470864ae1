import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { cartFor, changeCart } from '../cart/index.ts';
import type { Ctx } from '../context.ts';
import { type Db, prepared } from '../db/index.ts';
import { type Guesser, tryCode } from '../limits/index.ts';
import type { OrderRow, Owner } from '../orders/index.ts';
import * as promotions from '../promotions/index.ts';
import { promoGiftCard, promoVoucher } from '../promotions/index.ts';
import { AppError, assertTugrik, keepInTurn } from '../shared/index.ts';
import * as wallet from '../wallet/index.ts';
import { paymentPayment, paymentTender } from './schema.ts';
import { planTenders, type TenderRefusal, type TenderSource } from './tender-plan.ts';

export type TenderKind = 'wallet' | 'gift_card' | 'voucher';
export type TenderRow = typeof paymentTender.$inferSelect;

/** A tender as the checkout shows it: what it is and what it pays of the order now. */
export interface TenderView {
  kind: TenderKind;
  /** The gift card's or voucher's id; 0 for the wallet. */
  source_id: number;
  /** The end of a card's or voucher's code (never all of it): `…1234`. */
  label: string;
  amount: number;
}

export interface TenderSummary {
  tenders: TenderView[];
  /** What is left for the order's payment method. */
  due: number;
  /** Why the chosen tenders cannot pay as they are (shown beside them). */
  refusal: { key: string; vars: Record<string, string | number> } | null;
}

const codeEnd = (code: string) => `…${code.slice(-4)}`;

/** Whether an order holds any tender (a part of another statement: placing need not look). */
export function anyTenderSql(orderNumber: SQL): SQL {
  return sql`exists (select 1 from ${paymentTender} where ${paymentTender.orderNumber} = ${orderNumber})`;
}

/** The tenders chosen for an order, in the order they were added. */
export async function tendersOf(db: Db, orderNumber: string): Promise<TenderRow[]> {
  return selectTenders(db).execute({ orderNumber });
}

const selectTenders = prepared('payments_tenders_of', (db) =>
  db
    .select()
    .from(paymentTender)
    .where(eq(paymentTender.orderNumber, sql.placeholder('orderNumber')))
    .orderBy(paymentTender.id),
);

/** The message for a plan's refusal (spec §5 and §8 texts). */
function refusalMessage(refusal: TenderRefusal): {
  key: string;
  vars: Record<string, string | number>;
} {
  if (refusal.code === 'over_balance')
    return { key: 'validation.wallet_max', vars: { max: refusal.max } };
  if (refusal.code === 'below_minimum') {
    if (refusal.kind === 'wallet') {
      return { key: 'validation.wallet_min_order', vars: { min: wallet.WALLET_MIN_ORDER } };
    }
    const key =
      refusal.kind === 'voucher' ? 'error.voucher_min_order' : 'error.gift_card_min_order';
    return { key, vars: { min: refusal.min } };
  }
  return {
    key: refusal.kind === 'voucher' ? 'error.voucher_used' : 'error.gift_card_empty',
    vars: {},
  };
}

/**
 * The sources of an order's tenders as they stand: gift card balances, vouchers and the wallet's
 * cap. With `lock` (inside the placing transaction) the rows are locked in a fixed order
 * (vouchers, gift cards by id, then the wallet), so parallel orders take turns and never cross.
 */
async function sourcesOf(
  ctx: Ctx,
  order: OrderRow,
  rows: TenderRow[],
  lock: boolean,
): Promise<{ sources: TenderSource[]; labels: Map<string, string>; unusable: string | null }> {
  const labels = new Map<string, string>();
  const sources: TenderSource[] = [];
  let unusable: string | null = null;
  const ids = (kind: TenderKind) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => r.sourceId)
      .sort((a, b) => a - b);
  const voucherIds = ids('voucher');
  const vouchers = voucherIds.length
    ? await (lock
        ? ctx.db
            .select()
            .from(promoVoucher)
            .where(inArray(promoVoucher.id, voucherIds))
            .for('update')
        : ctx.db.select().from(promoVoucher).where(inArray(promoVoucher.id, voucherIds)))
    : [];
  for (const v of vouchers) {
    const check = promotions.checkVoucher(ctx, v, {
      userId: order.userId,
      number: order.number,
      total: order.total,
      paymentMethod: order.paymentMethod,
    });
    labels.set(`voucher:${v.id}`, codeEnd(v.code));
    if (!check.ok && check.key !== 'error.voucher_min_order') unusable ??= check.key;
    sources.push({
      kind: 'voucher',
      id: v.id,
      available: v.orderNumber === null || v.orderNumber === order.number ? v.amount : 0,
      requested: null,
      minOrder: promotions.voucherMinimum(order.paymentMethod),
    });
  }
  const cardIds = ids('gift_card');
  const cards = cardIds.length
    ? await (lock
        ? ctx.db
            .select()
            .from(promoGiftCard)
            .where(inArray(promoGiftCard.id, cardIds))
            .orderBy(promoGiftCard.id)
            .for('update')
        : ctx.db.select().from(promoGiftCard).where(inArray(promoGiftCard.id, cardIds)))
    : [];
  for (const c of cards) {
    labels.set(`gift_card:${c.id}`, codeEnd(c.code));
    if (c.expiresAt && c.expiresAt <= ctx.now) unusable ??= 'error.gift_card_expired';
    sources.push({
      kind: 'gift_card',
      id: c.id,
      available: c.balance,
      requested: null,
      minOrder: c.minOrder,
    });
  }
  const walletRow = rows.find((r) => r.kind === 'wallet');
  if (walletRow) {
    if (order.userId === null) {
      unusable ??= 'error.unauthorized';
    } else {
      const balance = await wallet.walletOf(ctx, order.userId);
      labels.set('wallet:0', '');
      sources.push({
        kind: 'wallet',
        id: null,
        // The cap of §9 against the whole total; the plan then keeps it within what is due.
        available: wallet.walletCap(order.total, order.total, balance),
        requested: walletRow.requested,
        minOrder: wallet.WALLET_MIN_ORDER + 1,
      });
    }
  }
  return { sources, labels, unusable };
}

/** What the chosen tenders pay of the cart now, and what is left (for the checkout page). */
export async function tenderSummary(ctx: Ctx, order: OrderRow): Promise<TenderSummary> {
  const rows = await tendersOf(ctx.db, order.number);
  if (rows.length === 0) return { tenders: [], due: order.total, refusal: null };
  const { sources, labels, unusable } = await sourcesOf(ctx, order, rows, false);
  const plan = planTenders(order.total, sources);
  const refusal = unusable
    ? { key: unusable, vars: {} }
    : plan.ok
      ? null
      : refusalMessage(plan.refusal);
  const amounts = new Map(
    plan.ok ? plan.applied.map((a) => [`${a.source.kind}:${a.source.id ?? 0}`, a.amount]) : [],
  );
  return {
    tenders: rows.map((r) => ({
      kind: r.kind as TenderKind,
      source_id: r.sourceId,
      label: labels.get(`${r.kind}:${r.sourceId}`) ?? '',
      amount: amounts.get(`${r.kind}:${r.sourceId}`) ?? 0,
    })),
    due: plan.ok && !unusable ? plan.due : order.total,
    refusal,
  };
}

export type TenderChoice =
  | { kind: 'gift_card'; code: string }
  | { kind: 'voucher'; code: string }
  | { kind: 'wallet'; amount: number };

/**
 * Adds a gift card, a voucher or a wallet amount to a cart's payment (spec §7 "use store
 * credit (amount)"), checked against the cart now so the shopper hears at once what is wrong;
 * the whole is checked again, under locks, when the order is placed. A card or voucher code
 * that does not exist counts as a wrong guess of `guesser`'s (limits/guesses).
 */
export async function addTender(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  choice: TenderChoice,
  guesser: Guesser,
): Promise<TenderSummary> {
  const order = await cartFor(ctx, owner, orderNumber);
  let sourceId = 0;
  let requested: number | null = null;
  const guessing = { ...guesser, cart: order.number };
  if (choice.kind === 'gift_card') {
    sourceId = await tryCode(ctx, guessing, promotions.isUnknownCode, async () => {
      const check = promotions.checkGiftCard(
        ctx,
        await promotions.giftCardByCode(ctx, choice.code),
        order.total,
      );
      if (!check.ok) throw new AppError('conflict', check.key, check.vars, { code: [check.key] });
      return check.card.id;
    });
  } else if (choice.kind === 'voucher') {
    sourceId = await tryCode(ctx, guessing, promotions.isUnknownCode, async () => {
      const check = promotions.checkVoucher(ctx, await promotions.voucherByCode(ctx, choice.code), {
        userId: order.userId,
        number: order.number,
        total: order.total,
        paymentMethod: order.paymentMethod,
      });
      if (!check.ok) throw new AppError('conflict', check.key, check.vars, { code: [check.key] });
      return check.voucher.id;
    });
  } else {
    if (order.userId === null) throw new AppError('unauthorized', 'error.unauthorized');
    assertTugrik(choice.amount);
    if (choice.amount <= 0) {
      const key = 'validation.wallet_amount_positive';
      throw new AppError('invalid_input', key, {}, { amount: [key] });
    }
    if (order.total <= wallet.WALLET_MIN_ORDER) {
      throw new AppError('conflict', 'validation.wallet_min_order', {
        min: wallet.WALLET_MIN_ORDER,
      });
    }
    const balance = await wallet.walletOf(ctx, order.userId);
    if (balance.full + balance.limited <= 0) {
      const key = 'validation.wallet_empty';
      throw new AppError('conflict', key, {}, { amount: [key] });
    }
    requested = choice.amount;
  }
  // Under the cart's lock: a tender lands on the cart before it is placed (and is taken with it)
  // or is refused "order placed", never left on a placed order unpaid.
  return changeCart(ctx, order, async (txCtx, cart) => {
    if (choice.kind === 'voucher') {
      // One voucher an order: a new one takes the place of the old.
      await txCtx.db
        .delete(paymentTender)
        .where(and(eq(paymentTender.orderNumber, cart.number), eq(paymentTender.kind, 'voucher')));
    }
    await txCtx.db
      .insert(paymentTender)
      .values({
        orderNumber: cart.number,
        kind: choice.kind,
        sourceId,
        requested,
        createdAt: ctx.now,
      })
      .onConflictDoUpdate({
        target: [paymentTender.orderNumber, paymentTender.kind, paymentTender.sourceId],
        set: { requested },
      });
    const summary = await tenderSummary(txCtx, cart);
    if (summary.refusal) {
      // Refused as a whole (a wallet amount over what it may pay...): the choice is not kept,
      // nor the voucher it would have replaced (the transaction is rolled back).
      const { key, vars } = summary.refusal;
      throw new AppError('conflict', key, vars, {
        [choice.kind === 'wallet' ? 'amount' : 'code']: [key],
      });
    }
    return summary;
  });
}

/** Takes a tender off the cart's payment. */
export async function removeTender(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  kind: TenderKind,
  sourceId: number,
): Promise<TenderSummary> {
  return changeCart(ctx, await cartFor(ctx, owner, orderNumber), async (txCtx, cart) => {
    await txCtx.db
      .delete(paymentTender)
      .where(
        and(
          eq(paymentTender.orderNumber, cart.number),
          eq(paymentTender.kind, kind),
          eq(paymentTender.sourceId, sourceId),
        ),
      );
    return tenderSummary(txCtx, cart);
  });
}

/** Forgets every tender of a cart (the checkout reset of spec §4). */
export async function clearTenders(db: Db, orderNumber: string): Promise<void> {
  await db.delete(paymentTender).where(eq(paymentTender.orderNumber, orderNumber));
}

/**
 * Takes the chosen tenders while the order is placed, inside its transaction: sources locked,
 * the plan checked again (a balance spent meanwhile refuses with the spec's message), then each
 * debited and recorded as a paid payment. Answers what is left for the payment method.
 */
export async function captureTenders(
  ctx: Ctx,
  order: OrderRow,
  chosen?: TenderRow[],
): Promise<number> {
  const rows = chosen ?? (await tendersOf(ctx.db, order.number));
  if (rows.length === 0) return order.total;
  const { sources, unusable } = await sourcesOf(ctx, order, rows, true);
  if (unusable) throw new AppError('conflict', unusable);
  const plan = planTenders(order.total, sources);
  if (!plan.ok) {
    const { key, vars } = refusalMessage(plan.refusal);
    throw new AppError('conflict', key, vars);
  }
  for (const { source, amount } of plan.applied) {
    if (source.kind === 'wallet') {
      const spent = await wallet.spendWallet(ctx, {
        userId: order.userId as number,
        amount,
        orderTotal: order.total,
        due: amount,
        orderNumber: order.number,
      });
      if (!spent.ok) throw new AppError('conflict', 'validation.wallet_max', { max: spent.max });
    } else if (source.kind === 'gift_card') {
      const taken = await promotions.debitGiftCard(ctx, {
        id: source.id as number,
        amount,
        orderNumber: order.number,
        reference: `spend:${order.number}:${source.id}`,
      });
      if (!taken) throw new AppError('conflict', 'error.gift_card_empty');
    } else if (
      !(await promotions.redeemVoucher(ctx, {
        id: source.id as number,
        orderNumber: order.number,
      }))
    ) {
      throw new AppError('conflict', 'error.voucher_used');
    }
    await ctx.db.insert(paymentPayment).values({
      orderNumber: order.number,
      method: source.kind,
      amount,
      state: 'paid',
      sourceId: source.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  }
  return plan.due;
}

/** The order the shop's own means pay a kept fee in: the wallet, then gift cards, then a voucher. */
const KEEP_ORDER = ['wallet', 'gift_card', 'voucher'];

/**
 * Gives back what an ended order took from the shop's own means: wallet credit to the kind it
 * came from, gift card balances, the voucher. `keep` (what the shop keeps by its terms past the
 * money paid, a stay cancelled late) stays with the shop: from the wallet first, then the gift
 * cards; a voucher is kept only whole, when what is left to keep covers it. Answers what was
 * kept. Safe to run twice.
 */
export async function returnTenders(ctx: Ctx, order: OrderRow, keep = 0): Promise<number> {
  const taken = (
    await ctx.db
      .select()
      .from(paymentPayment)
      .where(
        and(
          eq(paymentPayment.orderNumber, order.number),
          inArray(paymentPayment.method, KEEP_ORDER),
          eq(paymentPayment.state, 'paid'),
        ),
      )
  ).sort((a, b) => KEEP_ORDER.indexOf(a.method) - KEEP_ORDER.indexOf(b.method) || a.id - b.id);
  if (taken.length === 0) return 0;
  const voucherAt = taken.findIndex((p) => p.method === 'voucher');
  const kept = keepInTurn(
    taken.map((p) => (p.method === 'voucher' ? 0 : p.amount)),
    keep,
  );
  const voucher = taken[voucherAt];
  if (voucher) {
    const stillToKeep = keep - kept.reduce((a, b) => a + b, 0);
    kept[voucherAt] = stillToKeep >= voucher.amount ? voucher.amount : 0;
  }
  const keptOf = (method: string) =>
    taken.reduce((sum, p, i) => sum + (p.method === method ? (kept[i] ?? 0) : 0), 0);
  if (order.userId !== null && taken.some((p) => p.method === 'wallet')) {
    await wallet.returnOrderSpend(ctx, order.userId, order.number, keptOf('wallet'));
  }
  await promotions.returnGiftCardSpend(ctx, order.number, keptOf('gift_card'));
  if (keptOf('voucher') === 0) await promotions.releaseVoucher(ctx.db, order.number);
  for (const [i, payment] of taken.entries()) {
    const back = payment.amount - (kept[i] ?? 0);
    if (back === 0) continue;
    await ctx.db
      .update(paymentPayment)
      .set({
        state: back === payment.amount ? 'refunded' : payment.state,
        refunded: back,
        updatedAt: ctx.now,
      })
      .where(eq(paymentPayment.id, payment.id));
  }
  return kept.reduce((a, b) => a + b, 0);
}
