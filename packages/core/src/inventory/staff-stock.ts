import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { AppError, parseInput } from '../shared/index.ts';
import { inventoryStockItem, inventoryStockLocation, inventoryStockMovement } from './schema.ts';

/**
 * Staff's changes of stock (issue 17): a delivery adds, damage takes away, a count sets what a
 * store has to sell. Each is a stock movement beside the orders' own (`reserve`, `release`), so
 * the history says who changed what. The count staff see and set is what is left to sell: what
 * placed orders hold was taken when they were placed, so a count never reaches below it.
 */
export const STOCK_REASONS = ['delivery', 'count', 'damage'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

const MAX_UNITS = 1_000_000;

export const stockChange = z
  .object({
    variantId: z.number().int().positive(),
    locationId: z.number().int().positive(),
    reason: z.enum(STOCK_REASONS),
    /** Units delivered or damaged; for a count, what the store now has to sell. */
    quantity: z.number().int().min(0).max(MAX_UNITS),
    /** The count the staff member saw: if it moved meanwhile, the change is refused (409). */
    expected: z.number().int().min(0).max(MAX_UNITS).optional(),
    staffUserId: z.number().int().positive(),
  })
  .strict()
  .refine((c) => c.reason === 'count' || c.quantity > 0, {
    path: ['quantity'],
    message: 'validation.min_amount',
  });
export type StockChange = z.input<typeof stockChange>;

/**
 * Changes one variant's stock at one location, inside the caller's transaction (`tx`), with its
 * row locked: two staff changing one count at once are served one after the other, and neither
 * change is lost. Answers the count before and after.
 */
export async function changeStockLevel(
  tx: Ctx,
  input: StockChange,
): Promise<{ before: number; after: number; delta: number }> {
  const change = parseInput(stockChange, input);
  const [location] = await tx.db
    .select({ id: inventoryStockLocation.id })
    .from(inventoryStockLocation)
    .where(eq(inventoryStockLocation.id, change.locationId));
  if (!location) throw new AppError('not_found', 'error.not_found');
  await tx.db
    .insert(inventoryStockItem)
    .values({ variantId: change.variantId, stockLocationId: change.locationId, countOnHand: 0 })
    .onConflictDoNothing();
  const [row] = await tx.db
    .select({ countOnHand: inventoryStockItem.countOnHand })
    .from(inventoryStockItem)
    .where(
      and(
        eq(inventoryStockItem.variantId, change.variantId),
        eq(inventoryStockItem.stockLocationId, change.locationId),
      ),
    )
    .for('update');
  const before = row?.countOnHand ?? 0;
  if (change.expected !== undefined && change.expected !== before) {
    throw new AppError('conflict', 'error.stock_changed', { count: before });
  }
  const after =
    change.reason === 'count'
      ? change.quantity
      : before + (change.reason === 'delivery' ? change.quantity : -change.quantity);
  if (after < 0) throw new AppError('conflict', 'error.stock_below_zero', { count: before });
  const delta = after - before;
  await tx.db
    .update(inventoryStockItem)
    .set({ countOnHand: after })
    .where(
      and(
        eq(inventoryStockItem.variantId, change.variantId),
        eq(inventoryStockItem.stockLocationId, change.locationId),
      ),
    );
  await tx.db.insert(inventoryStockMovement).values({
    variantId: change.variantId,
    stockLocationId: change.locationId,
    delta,
    reason: change.reason,
    reference: `staff:${change.staffUserId}`,
  });
  return { before, after, delta };
}

export interface StockMovementView {
  id: number;
  location: string;
  delta: number;
  reason: string;
  /** The order's number, or the staff member's id for staff's changes. */
  order_number: string | null;
  staff_user_id: number | null;
  at: string;
}

export const MOVEMENTS_PER_PAGE = 30;

/** A variant's stock history, newest first: orders' reservations and releases, staff's changes. */
export async function stockHistory(
  ctx: Ctx,
  variantId: number,
  page = 1,
): Promise<{ movements: StockMovementView[]; total: number; pages: number }> {
  const where = eq(inventoryStockMovement.variantId, variantId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ movement: inventoryStockMovement, location: inventoryStockLocation.name })
      .from(inventoryStockMovement)
      .innerJoin(
        inventoryStockLocation,
        eq(inventoryStockLocation.id, inventoryStockMovement.stockLocationId),
      )
      .where(where)
      .orderBy(desc(inventoryStockMovement.id))
      .limit(MOVEMENTS_PER_PAGE)
      .offset((page - 1) * MOVEMENTS_PER_PAGE),
    ctx.db.select({ n: count() }).from(inventoryStockMovement).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    movements: rows.map(({ movement, location }) => {
      const staff = /^staff:(\d+)$/.exec(movement.reference);
      return {
        id: movement.id,
        location,
        delta: movement.delta,
        reason: movement.reason,
        order_number: staff ? null : movement.reference,
        staff_user_id: staff ? Number(staff[1]) : null,
        at: movement.createdAt.toISOString(),
      };
    }),
    total: n,
    pages: Math.max(1, Math.ceil(n / MOVEMENTS_PER_PAGE)),
  };
}
