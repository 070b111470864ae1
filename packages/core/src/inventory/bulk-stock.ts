import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { bulkInsert, intArray, queryRows } from '../db/index.ts';

/** One count an import sets: what a location now has of a variant to sell. */
export interface StockCount {
  variantId: number;
  locationId: number;
  count: number;
}

const BATCH = 1_000;

/**
 * Sets many counts at once inside the caller's transaction (a catalogue import): each changed
 * count is a 'count' movement under `reference`, like a staff member's count. The rows are locked
 * in variant order, as orders lock them, so an order placed meanwhile waits rather than being
 * overwritten. A count is what is left to sell (orders took theirs when placed), so it is never
 * below zero. Answers each variant's change in all.
 */
export async function setStockCounts(
  tx: Db,
  reference: string,
  counts: StockCount[],
): Promise<Map<number, number>> {
  const sorted = [...counts].sort(
    (a, b) => a.variantId - b.variantId || a.locationId - b.locationId,
  );
  const deltas = new Map<number, number>();
  for (let from = 0; from < sorted.length; from += BATCH) {
    const batch = sorted.slice(from, from + BATCH);
    if (batch.some((c) => !Number.isInteger(c.count) || c.count < 0)) {
      throw new RangeError('a stock count is below zero');
    }
    const variants = intArray(batch.map((c) => c.variantId));
    const locations = intArray(batch.map((c) => c.locationId));
    await tx.execute(sql`insert into inventory_stock_item (variant_id, stock_location_id, count_on_hand)
      select v, l, 0 from unnest(${variants}::int[], ${locations}::int[]) as u(v, l)
      on conflict do nothing`);
    const before = await queryRows<{ variant_id: number; stock_location_id: number; n: number }>(
      tx,
      sql`select s.variant_id, s.stock_location_id, s.count_on_hand as n
        from inventory_stock_item s
        join unnest(${variants}::int[], ${locations}::int[]) as u(v, l)
          on s.variant_id = u.v and s.stock_location_id = u.l
        order by s.variant_id, s.stock_location_id
        for update of s`,
    );
    const now = new Map(before.map((r) => [`${r.variant_id}:${r.stock_location_id}`, Number(r.n)]));
    const changed = batch
      .map((c) => ({ ...c, delta: c.count - (now.get(`${c.variantId}:${c.locationId}`) ?? 0) }))
      .filter((c) => c.delta !== 0);
    if (changed.length === 0) continue;
    await tx.execute(sql`update inventory_stock_item s set count_on_hand = u.n
      from unnest(${intArray(changed.map((c) => c.variantId))}::int[],
                  ${intArray(changed.map((c) => c.locationId))}::int[],
                  ${intArray(changed.map((c) => c.count))}::int[]) as u(v, l, n)
      where s.variant_id = u.v and s.stock_location_id = u.l`);
    await bulkInsert(
      tx,
      'inventory_stock_movement',
      {
        variant_id: 'int',
        stock_location_id: 'int',
        delta: 'int',
        reason: 'text',
        reference: 'text',
      },
      changed.map((c) => [c.variantId, c.locationId, c.delta, 'count', reference]),
    );
    for (const c of changed) deltas.set(c.variantId, (deltas.get(c.variantId) ?? 0) + c.delta);
  }
  return deltas;
}
