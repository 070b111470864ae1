import { asc, sql } from 'drizzle-orm';
import { type Db, intArray, preparedForIds, preparedSql, queryRows } from '../db/index.ts';
import { inventoryStockItem, inventoryStockMovement } from './schema.ts';

export interface StockRequest {
  variantId: number;
  quantity: number;
}

export type Reservation =
  | { ok: true; taken: { variantId: number; stockLocationId: number; quantity: number }[] }
  | { ok: false; variantId: number; available: number };

/**
 * Takes the quantities from stock inside the caller's transaction, from the locations holding
 * most first. The variants' stock rows are locked (in variant order, so two orders never wait
 * on each other crosswise): parallel orders for the last units get them one at a time, and
 * stock never goes below zero. Nothing is taken when any line cannot be served.
 */
/** The stock rows of some variants, locked in one order (variant, place) so takers never deadlock. */
const lockStockOf = preparedForIds('inventory_lock_stock', (db, ids) =>
  db
    .select()
    .from(inventoryStockItem)
    .where(sql`${inventoryStockItem.variantId} in ${ids}`)
    .orderBy(asc(inventoryStockItem.variantId), asc(inventoryStockItem.stockLocationId))
    .for('update'),
);

export async function reserveStock(
  tx: Db,
  reference: string,
  requests: StockRequest[],
): Promise<Reservation> {
  const wanted = new Map<number, number>();
  for (const r of requests) wanted.set(r.variantId, (wanted.get(r.variantId) ?? 0) + r.quantity);
  const variantIds = [...wanted.keys()].sort((a, b) => a - b);
  if (variantIds.length === 0) return { ok: true, taken: [] };
  const rows = await lockStockOf(tx, variantIds);
  const taken: { variantId: number; stockLocationId: number; quantity: number }[] = [];
  for (const variantId of variantIds) {
    let left = wanted.get(variantId) ?? 0;
    const places = rows
      .filter((r) => r.variantId === variantId && r.countOnHand > 0)
      .sort((a, b) => b.countOnHand - a.countOnHand);
    const available = places.reduce((sum, r) => sum + r.countOnHand, 0);
    if (available < left) return { ok: false, variantId, available };
    for (const place of places) {
      if (left === 0) break;
      const quantity = Math.min(left, place.countOnHand);
      taken.push({ variantId, stockLocationId: place.stockLocationId, quantity });
      left -= quantity;
    }
  }
  await moveStock(
    tx,
    reference,
    'reserve',
    taken.map((t) => ({ ...t, delta: -t.quantity })),
  );
  return { ok: true, taken };
}

/**
 * Gives back whatever an order still holds (inside the caller's transaction). Releasing twice
 * gives back nothing the second time: what is held is the sum of the order's movements.
 */
export async function releaseStock(
  tx: Db,
  reference: string,
  writeOff: ReadonlySet<number> = new Set(),
): Promise<{ variantId: number; quantity: number }[]> {
  const taken = await queryRows<{ variant_id: number; stock_location_id: number; held: number }>(
    tx,
    sql`select variant_id, stock_location_id, -sum(delta)::int as held
        from inventory_stock_movement where reference = ${reference}
        group by variant_id, stock_location_id having sum(delta) < 0
        order by variant_id, stock_location_id`,
  );
  // Written off: gone for good (the ledger keeps the taking, nothing comes back).
  const held = taken.filter((h) => !writeOff.has(h.variant_id));
  // Locked in the takers' order first: one statement writes its rows in any order it likes.
  if (held.length > 0)
    await lockStockOf(
      tx,
      held.map((h) => h.variant_id),
    );
  await moveStock(
    tx,
    reference,
    'release',
    held.map((h) => ({
      variantId: h.variant_id,
      stockLocationId: h.stock_location_id,
      delta: h.held,
    })),
  );
  const byVariant = new Map<number, number>();
  for (const h of held) byVariant.set(h.variant_id, (byVariant.get(h.variant_id) ?? 0) + h.held);
  return [...byVariant].map(([variantId, quantity]) => ({ variantId, quantity }));
}

/**
 * Moves the counts of some stock rows and writes each move to the ledger under `reference`, in
 * one statement (a round trip per row was most of what placing an order cost). The caller
 * holds the rows' locks (`lockStockOf`), so the order the statement writes them in cannot make
 * two transactions wait on each other.
 */
async function moveStock(
  tx: Db,
  reference: string,
  reason: 'reserve' | 'release',
  moves: { variantId: number; stockLocationId: number; delta: number }[],
): Promise<void> {
  if (moves.length === 0) return;
  await moveStockStatement(tx).execute({
    variantIds: intArray(moves.map((m) => m.variantId)),
    locationIds: intArray(moves.map((m) => m.stockLocationId)),
    deltas: intArray(moves.map((m) => m.delta)),
    reason,
    reference,
  });
}

const moveStockStatement = preparedSql(
  'inventory_move_stock',
  sql`
    with moves as (
      select * from unnest(
        ${sql.placeholder('variantIds')}::int[],
        ${sql.placeholder('locationIds')}::int[],
        ${sql.placeholder('deltas')}::int[]
      ) as m(variant_id, stock_location_id, delta)
    ), counted as (
      update ${inventoryStockItem} s set count_on_hand = s.count_on_hand + m.delta
      from moves m where s.variant_id = m.variant_id and s.stock_location_id = m.stock_location_id
    )
    insert into ${inventoryStockMovement} (variant_id, stock_location_id, delta, reason, reference)
    select variant_id, stock_location_id, delta, ${sql.placeholder('reason')}::text,
      ${sql.placeholder('reference')}::text from moves`,
);

/** How many units of each variant all locations hold together. */
export async function variantTotals(db: Db, variantIds: number[]): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await selectTotals(db, variantIds);
  return new Map(rows.map((r) => [r.variantId, Number(r.total)]));
}

const selectTotals = preparedForIds('inventory_variant_totals', (db, ids) =>
  db
    .select({
      variantId: inventoryStockItem.variantId,
      total: sql<number>`sum(${inventoryStockItem.countOnHand})::int`,
    })
    .from(inventoryStockItem)
    .where(sql`${inventoryStockItem.variantId} in ${ids}`)
    .groupBy(inventoryStockItem.variantId),
);
