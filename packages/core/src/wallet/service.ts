import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { type Db, withTransaction } from '../db/index.ts';
import { assertTugrik, keepInTurn } from '../shared/index.ts';
import { splitWalletSpend, type WalletBalance, walletCap } from './rules.ts';
import { walletAccount, walletEntry } from './schema.ts';

export type Bucket = 'full' | 'limited' | 'points';
export type EntryKind =
  | 'recharge'
  | 'gift_card'
  | 'cashback'
  | 'points'
  | 'purchase'
  | 'refund'
  | 'reversal';
export type WalletEntryRow = typeof walletEntry.$inferSelect;

export interface Wallet extends WalletBalance {
  points: number;
}

const EMPTY: Wallet = { full: 0, limited: 0, points: 0 };

/** A shopper's wallet: both kinds of credit and the loyalty points (zeros before any entry). */
export async function walletOf(ctx: Ctx, userId: number): Promise<Wallet> {
  const [row] = await ctx.db.select().from(walletAccount).where(eq(walletAccount.userId, userId));
  return row ? { full: row.full, limited: row.limited, points: row.points } : { ...EMPTY };
}

/** The account row, created when missing and locked for the rest of the transaction. */
async function lockAccount(tx: Db, userId: number): Promise<Wallet> {
  await tx.insert(walletAccount).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(walletAccount)
    .where(eq(walletAccount.userId, userId))
    .for('update');
  if (!row) throw new Error(`wallet of user ${userId} vanished`);
  return { full: row.full, limited: row.limited, points: row.points };
}

interface Movement {
  bucket: Bucket;
  amount: number;
  kind: EntryKind;
  reference: string;
}

/** Writes entries and the new balances under the account's lock; a known reference is skipped. */
async function move(
  ctx: Ctx,
  userId: number,
  orderNumber: string | null,
  movements: Movement[],
): Promise<Wallet> {
  const balance = await lockAccount(ctx.db, userId);
  const wanted = movements.filter((m) => m.amount !== 0);
  if (wanted.length === 0) return balance;
  const known = await ctx.db
    .select({ reference: walletEntry.reference })
    .from(walletEntry)
    .where(
      inArray(
        walletEntry.reference,
        wanted.map((m) => m.reference),
      ),
    );
  const done = new Set(known.map((k) => k.reference));
  const fresh = wanted.filter((m) => !done.has(m.reference));
  if (fresh.length === 0) return balance;
  const next = { ...balance };
  const entries = fresh.map((m) => {
    next[m.bucket] += m.amount;
    // The table's checks refuse it too; this says which movement it was.
    if (next[m.bucket] < 0) throw new RangeError(`wallet ${m.bucket} would go below zero`);
    return {
      userId,
      bucket: m.bucket,
      amount: m.amount,
      kind: m.kind,
      orderNumber,
      reference: m.reference,
      balanceAfter: next[m.bucket],
      createdAt: ctx.now,
    };
  });
  await ctx.db.insert(walletEntry).values(entries);
  await ctx.db
    .update(walletAccount)
    .set({ ...next, updatedAt: ctx.now })
    .where(eq(walletAccount.userId, userId));
  return next;
}

/**
 * Credits a wallet once per `reference` (a recharge, a gift card, cashback, a refund): asking
 * again with the same reference changes nothing. Joins `ctx`'s transaction when it has one.
 */
export async function creditWallet(
  ctx: Ctx,
  credit: {
    userId: number;
    bucket: Bucket;
    amount: number;
    kind: EntryKind;
    reference: string;
    orderNumber?: string | null;
  },
): Promise<Wallet> {
  assertTugrik(credit.amount);
  return withTransaction(ctx, (txCtx) =>
    move(txCtx, credit.userId, credit.orderNumber ?? null, [
      {
        bucket: credit.bucket,
        amount: credit.amount,
        kind: credit.kind,
        reference: credit.reference,
      },
    ]),
  );
}

export type WalletSpend =
  | { ok: true; split: WalletBalance }
  | { ok: false; max: number; balance: Wallet };

/**
 * Spends `amount` of a wallet on an order inside the caller's transaction, with the account
 * locked so parallel spends take turns: refused (with the most it could pay) when the rules of
 * §9 or the balance do not allow it, so the balance never goes below zero.
 */
export async function spendWallet(
  ctx: Ctx,
  spend: { userId: number; amount: number; orderTotal: number; due: number; orderNumber: string },
): Promise<WalletSpend> {
  assertTugrik(spend.amount);
  const balance = await lockAccount(ctx.db, spend.userId);
  const max = walletCap(spend.orderTotal, spend.due, balance);
  if (spend.amount > max || spend.amount === 0) return { ok: false, max, balance };
  const split = splitWalletSpend(spend.amount, spend.orderTotal, balance);
  await move(ctx, spend.userId, spend.orderNumber, [
    {
      bucket: 'full',
      amount: -split.full,
      kind: 'purchase',
      reference: `spend:${spend.orderNumber}:full`,
    },
    {
      bucket: 'limited',
      amount: -split.limited,
      kind: 'purchase',
      reference: `spend:${spend.orderNumber}:limited`,
    },
  ]);
  return { ok: true, split };
}

/**
 * Gives back what an order took from a wallet, to the credit it came from (spec §9: refunded
 * cashback credit still covers at most 50%), less `keep` (what the shop keeps by its terms),
 * once: a second call finds it done.
 */
export async function returnOrderSpend(ctx: Ctx, userId: number, orderNumber: string, keep = 0) {
  const spent = await ctx.db
    .select()
    .from(walletEntry)
    .where(and(eq(walletEntry.orderNumber, orderNumber), eq(walletEntry.kind, 'purchase')))
    .orderBy(walletEntry.id);
  // What the shop keeps (a late cancellation's fee) comes from the cashback credit first.
  const inTurn = [...spent].sort(
    (a, b) => Number(b.bucket === 'limited') - Number(a.bucket === 'limited'),
  );
  const kept = keepInTurn(
    inTurn.map((e) => -e.amount),
    keep,
  );
  return move(
    ctx,
    userId,
    orderNumber,
    inTurn.map((e, i) => ({
      bucket: e.bucket as Bucket,
      amount: -e.amount - (kept[i] ?? 0),
      kind: 'refund' as const,
      reference: `return:${e.reference}`,
    })),
  );
}

/**
 * Takes back credit an order earned (cashback, points) when it is refunded: as much as the
 * wallet still holds of it. Answers what could not be taken back (spent meanwhile).
 */
export async function takeBackEarnings(
  ctx: Ctx,
  userId: number,
  orderNumber: string,
): Promise<{ cashbackShort: number }> {
  const earned = await ctx.db
    .select()
    .from(walletEntry)
    .where(
      and(
        eq(walletEntry.orderNumber, orderNumber),
        inArray(walletEntry.kind, ['cashback', 'points']),
      ),
    );
  const balance = await lockAccount(ctx.db, userId);
  let cashbackShort = 0;
  const movements: Movement[] = earned.map((e) => {
    const bucket = e.bucket as Bucket;
    const back = Math.min(e.amount, balance[bucket]);
    if (e.kind === 'cashback') cashbackShort += e.amount - back;
    balance[bucket] -= back;
    return { bucket, amount: -back, kind: 'reversal', reference: `reverse:${e.reference}` };
  });
  await move(ctx, userId, orderNumber, movements);
  return { cashbackShort };
}

/** A page of a wallet's entries, newest first (spec §4: more while the last page was full). */
export async function listWalletEntries(
  ctx: Ctx,
  userId: number,
  page: { perPage: number; before?: number | null; buckets?: Bucket[] },
): Promise<WalletEntryRow[]> {
  return ctx.db
    .select()
    .from(walletEntry)
    .where(
      and(
        eq(walletEntry.userId, userId),
        page.before ? lt(walletEntry.id, page.before) : undefined,
        inArray(walletEntry.bucket, page.buckets ?? ['full', 'limited']),
      ),
    )
    .orderBy(desc(walletEntry.id))
    .limit(page.perPage);
}

/** The sum of a wallet's entries per bucket: what the balances must equal (tests, audits). */
export async function ledgerSums(ctx: Ctx, userId: number): Promise<Wallet> {
  const rows = await ctx.db
    .select({
      bucket: walletEntry.bucket,
      sum: sql<number>`coalesce(sum(${walletEntry.amount}), 0)::int`,
    })
    .from(walletEntry)
    .where(eq(walletEntry.userId, userId))
    .groupBy(walletEntry.bucket);
  const sums = { ...EMPTY };
  for (const r of rows) sums[r.bucket as Bucket] = Number(r.sum);
  return sums;
}
