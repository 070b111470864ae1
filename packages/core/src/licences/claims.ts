import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queueLicenceNews } from './news.ts';
import { licenceClaim, licenceKey } from './schema.ts';

/** The paid order's buyer, as a claim keeps them (who to tell when its key comes). */
export interface LicenceBuyer {
  number: string;
  userId: number | null;
  email: string | null;
  phone: string | null;
  locale: string;
}

/** A line of the paid order: what was bought and how many. */
export interface BoughtLine {
  productId: number;
  name: string;
  quantity: number;
}

export type ClaimRow = typeof licenceClaim.$inferSelect;

/** Claims handed out in one go: a round of owed claims and keys of one product. */
const FILL_BATCH = 100;

/** Of these products, those that sell licence keys: staff loaded keys that are not withdrawn. */
export async function licenceProducts(
  ctx: Ctx,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await ctx.db
    .selectDistinct({ productId: licenceKey.productId })
    .from(licenceKey)
    .where(
      and(
        inArray(licenceKey.productId, [...new Set(productIds)]),
        inArray(licenceKey.state, ['available', 'issued']),
      ),
    );
  return new Set(rows.map((r) => r.productId));
}

/**
 * SQL for a caller's own query: whether the product (a column) sells licence keys, by the same
 * rule as `licenceProducts`. Saves a round trip where a query is made anyway.
 */
export function sellsKeysSql(productId: SQL): SQL {
  return sql`exists (select 1 from ${licenceKey} where ${licenceKey.productId} = ${productId}
    and ${licenceKey.state} in ('available', 'issued'))`;
}

/**
 * The order is paid: one claim per unit of each licence product it holds, each given a key
 * from the pool, oldest owed claims first (an earlier buyer still waiting is served before this
 * one). A claim the pool cannot fill stays owed until staff load more keys. Inside the
 * transaction that marks the order paid; running it again for the order claims nothing twice.
 */
export async function claimLicences(
  txCtx: Ctx,
  buyer: LicenceBuyer,
  lines: readonly BoughtLine[],
): Promise<number> {
  const sells = await licenceProducts(
    txCtx,
    lines.map((l) => l.productId),
  );
  if (sells.size === 0) return 0;
  const [already] = await txCtx.db
    .select({ id: licenceClaim.id })
    .from(licenceClaim)
    .where(eq(licenceClaim.orderNumber, buyer.number))
    .limit(1);
  if (already) return 0;
  const claims = lines
    .filter((l) => sells.has(l.productId))
    .flatMap((l) =>
      Array.from({ length: l.quantity }, () => ({
        orderNumber: buyer.number,
        productId: l.productId,
        productName: l.name,
        userId: buyer.userId,
        email: buyer.email,
        phone: buyer.phone,
        locale: buyer.locale,
        createdAt: txCtx.now,
      })),
    );
  await txCtx.db.insert(licenceClaim).values(claims);
  await fillOwedClaims(txCtx, [...sells]);
  return claims.length;
}

/**
 * Gives the owed claims of these products keys from their pools, oldest claim and oldest key
 * first, and queues each buyer's news (in the caller's transaction, so it is sent only if that
 * commits). Rows another transaction holds are skipped, never waited for: that transaction
 * hands them out itself. Answers how many claims got a key.
 */
export async function fillOwedClaims(txCtx: Ctx, productIds: readonly number[]): Promise<number> {
  const filled: { claim: ClaimRow; code: string }[] = [];
  for (const productId of productIds) {
    for (;;) {
      const owed = await txCtx.db
        .select()
        .from(licenceClaim)
        .where(and(eq(licenceClaim.productId, productId), eq(licenceClaim.state, 'owed')))
        .orderBy(asc(licenceClaim.id))
        .limit(FILL_BATCH)
        .for('update', { skipLocked: true });
      if (owed.length === 0) break;
      const keys = await txCtx.db
        .select({ id: licenceKey.id, code: licenceKey.code })
        .from(licenceKey)
        .where(and(eq(licenceKey.productId, productId), eq(licenceKey.state, 'available')))
        .orderBy(asc(licenceKey.id))
        .limit(owed.length)
        .for('update', { skipLocked: true });
      if (keys.length === 0) break;
      await txCtx.db
        .update(licenceKey)
        .set({ state: 'issued' })
        .where(
          inArray(
            licenceKey.id,
            keys.map((k) => k.id),
          ),
        );
      for (const [i, key] of keys.entries()) {
        const claim = owed[i] as ClaimRow;
        await txCtx.db
          .update(licenceClaim)
          .set({ keyId: key.id, state: 'issued', issuedAt: txCtx.now })
          .where(eq(licenceClaim.id, claim.id));
        filled.push({ claim, code: key.code });
      }
      if (keys.length < owed.length || owed.length < FILL_BATCH) break;
    }
  }
  await queueLicenceNews(txCtx, filled);
  return filled.length;
}

/**
 * The order ended (cancelled, expired, returned): its claims are withdrawn, and their keys with
 * them. A key its buyer has seen is never sold again.
 */
export async function revokeLicences(txCtx: Ctx, orderNumber: string): Promise<number> {
  const revoked = await txCtx.db
    .update(licenceClaim)
    .set({ state: 'revoked' })
    .where(
      and(
        eq(licenceClaim.orderNumber, orderNumber),
        inArray(licenceClaim.state, ['owed', 'issued']),
      ),
    )
    .returning({ keyId: licenceClaim.keyId });
  const keyIds = revoked.flatMap((r) => (r.keyId === null ? [] : [r.keyId]));
  if (keyIds.length > 0) {
    await txCtx.db
      .update(licenceKey)
      .set({ state: 'revoked' })
      .where(inArray(licenceKey.id, keyIds));
  }
  return revoked.length;
}

/** A licence as its buyer sees it: the key, or none yet while the shop waits for keys. */
export interface LicenceView {
  id: number;
  order_number: string;
  product_id: number;
  product_name: string;
  state: 'owed' | 'issued';
  key: string | null;
  bought_at: string;
  issued_at: string | null;
}

async function licenceViews(ctx: Ctx, where: SQL): Promise<LicenceView[]> {
  const rows = await ctx.db
    .select({ claim: licenceClaim, key: licenceKey.code })
    .from(licenceClaim)
    .leftJoin(licenceKey, eq(licenceKey.id, licenceClaim.keyId))
    .where(and(where, inArray(licenceClaim.state, ['owed', 'issued'])))
    .orderBy(desc(licenceClaim.createdAt), asc(licenceClaim.id));
  return rows.map(({ claim, key }) => ({
    id: claim.id,
    order_number: claim.orderNumber,
    product_id: claim.productId,
    product_name: claim.productName,
    state: claim.state === 'issued' ? 'issued' : 'owed',
    key: claim.state === 'issued' ? key : null,
    bought_at: claim.createdAt.toISOString(),
    issued_at: claim.issuedAt?.toISOString() ?? null,
  }));
}

/** The signed-in shopper's licences, the latest bought first. */
export function licencesOfUser(ctx: Ctx, userId: number): Promise<LicenceView[]> {
  return licenceViews(ctx, eq(licenceClaim.userId, userId));
}

/** An order's licences, for its page (whoever may see the order may see them). */
export function licencesOfOrder(ctx: Ctx, orderNumber: string): Promise<LicenceView[]> {
  return licenceViews(ctx, eq(licenceClaim.orderNumber, orderNumber));
}
