import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  displayName,
  findUser,
  findUserByLogin,
  isStaff,
  isWebsiteAdmin,
  parseLogin,
} from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { hasErrorCode, withTransaction } from '../db/index.ts';
import { normalizeCode, randomCode } from '../promotions/index.ts';
import { AppError, escapeLike, parseInput, type Translations } from '../shared/index.ts';
import { GAMES } from './games.ts';
import { PRIZE_KINDS, type PrizeRow } from './rewards.ts';
import {
  rouletteAdmin,
  rouletteChance,
  rouletteLocation,
  rouletteNumber,
  roulettePrize,
  rouletteSpin,
  rouletteStock,
} from './schema.ts';

/**
 * The roulette admin's records (spec §7 `/tmp_roulette/`: locations, products, numbers, stocks,
 * users): each listed page by page with a search, created, changed and deleted. A record that
 * spins or chances refer to is not deleted (its history would lose its name): it is switched
 * off instead, and the refusal says so.
 */
export const ADMIN_PER_PAGE = 25;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  q: z.string().trim().max(100).default(''),
});
export type ListQuery = z.input<typeof listQuery>;

async function paged<T>(
  ctx: Ctx,
  table: PgTable,
  where: SQL | undefined,
  order: SQL | PgColumn,
  page: number,
): Promise<Page<T>> {
  const [items, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(table)
      .where(where)
      .orderBy(order)
      .limit(ADMIN_PER_PAGE)
      .offset((page - 1) * ADMIN_PER_PAGE),
    ctx.db.select({ n: count() }).from(table).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return { items: items as T[], total: n, page, pages: Math.max(1, Math.ceil(n / ADMIN_PER_PAGE)) };
}

const like = (text: string) => `%${escapeLike(text)}%`;
const translations = z
  .partialRecord(z.enum(['en', 'ru', 'cn', 'it']), z.object({ name: z.string().trim().max(120) }))
  .optional();

function found<T>(row: T | undefined): T {
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

/** A change that names no field changes nothing (and an empty SET is no statement at all). */
const changesNothing = (patch: object) => Object.values(patch).every((v) => v === undefined);

// ---- locations ----

export type LocationRow = typeof rouletteLocation.$inferSelect;
export const locationInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    translations,
    address: z.string().trim().max(300).optional(),
    active: z.boolean().optional(),
  })
  .strict();

export async function listLocations(ctx: Ctx, query: ListQuery): Promise<Page<LocationRow>> {
  const { page, q } = parseInput(listQuery, query);
  const where = q
    ? or(ilike(rouletteLocation.name, like(q)), ilike(rouletteLocation.address, like(q)))
    : undefined;
  return paged(ctx, rouletteLocation, where, asc(rouletteLocation.id), page);
}

export async function createLocation(ctx: Ctx, input: z.input<typeof locationInput>) {
  const location = parseInput(locationInput, input);
  const [row] = await ctx.db
    .insert(rouletteLocation)
    .values({ ...location, translations: (location.translations ?? {}) as Translations })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('conflict', 'error.roulette_name_taken');
  return row;
}

export async function updateLocation(
  ctx: Ctx,
  id: number,
  input: z.input<ReturnType<typeof locationInput.partial>>,
) {
  const patch = parseInput(locationInput.partial(), input);
  if (changesNothing(patch)) {
    const [row] = await ctx.db.select().from(rouletteLocation).where(eq(rouletteLocation.id, id));
    return found(row);
  }
  const [row] = await ctx.db
    .update(rouletteLocation)
    .set({ ...patch, translations: patch.translations as Translations | undefined })
    .where(eq(rouletteLocation.id, id))
    .returning()
    .catch(nameTaken);
  return found(row);
}

export async function deleteLocation(ctx: Ctx, id: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [used] = await tx.db
      .select({ n: count() })
      .from(rouletteChance)
      .where(eq(rouletteChance.locationId, id));
    if (Number(used?.n) > 0) throw new AppError('conflict', 'error.roulette_in_use');
    await tx.db.delete(rouletteStock).where(eq(rouletteStock.locationId, id));
    await tx.db.delete(rouletteNumber).where(eq(rouletteNumber.locationId, id));
    found((await tx.db.delete(rouletteLocation).where(eq(rouletteLocation.id, id)).returning())[0]);
  });
}

// ---- prizes (the admin's "products") ----

export const prizeInput = z
  .object({
    game: z.enum(GAMES),
    name: z.string().trim().min(1).max(120),
    translations,
    kind: z.enum(PRIZE_KINDS),
    couponKind: z.enum(['percent', 'fixed']).nullable().optional(),
    value: z.number().int().min(0).max(10_000_000).optional(),
    validDays: z.number().int().min(1).max(366).optional(),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
    active: z.boolean().optional(),
  })
  .strict();

/** A prize's terms must make sense together: a coupon's kind and value, a voucher's amount. */
function checkPrize(prize: Partial<z.output<typeof prizeInput>>): void {
  const value = prize.value ?? 0;
  if (prize.kind === 'coupon') {
    if (!prize.couponKind || value < 1 || (prize.couponKind === 'percent' && value > 100)) {
      throw new AppError(
        'invalid_input',
        'error.invalid_input',
        {},
        { value: ['validation.invalid_field'] },
      );
    }
  }
  if (prize.kind === 'voucher' && value < 1) {
    throw new AppError(
      'invalid_input',
      'error.invalid_input',
      {},
      { value: ['validation.invalid_field'] },
    );
  }
}

export async function listPrizes(
  ctx: Ctx,
  query: ListQuery & { game?: string },
): Promise<Page<PrizeRow>> {
  const { page, q } = parseInput(listQuery, query);
  const where = and(
    q ? ilike(roulettePrize.name, like(q)) : undefined,
    query.game ? eq(roulettePrize.game, query.game) : undefined,
  );
  return paged(ctx, roulettePrize, where, asc(roulettePrize.id), page);
}

export async function createPrize(ctx: Ctx, input: z.input<typeof prizeInput>) {
  const prize = parseInput(prizeInput, input);
  checkPrize(prize);
  const [row] = await ctx.db
    .insert(roulettePrize)
    .values({
      ...prize,
      couponKind: prize.kind === 'coupon' ? prize.couponKind : null,
      translations: (prize.translations ?? {}) as Translations,
    })
    .returning();
  return found(row);
}

export async function updatePrize(
  ctx: Ctx,
  id: number,
  input: z.input<ReturnType<typeof prizeInput.partial>>,
) {
  const patch = parseInput(prizeInput.partial(), input);
  const [current] = await ctx.db.select().from(roulettePrize).where(eq(roulettePrize.id, id));
  if (changesNothing(patch)) return found(current);
  checkPrize({ ...found(current), ...patch } as z.output<typeof prizeInput>);
  const [row] = await ctx.db
    .update(roulettePrize)
    .set({ ...patch, translations: patch.translations as Translations | undefined })
    .where(eq(roulettePrize.id, id))
    .returning();
  return found(row);
}

export async function deletePrize(ctx: Ctx, id: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [won] = await tx.db
      .select({ n: count() })
      .from(rouletteSpin)
      .where(eq(rouletteSpin.prizeId, id));
    if (Number(won?.n) > 0) throw new AppError('conflict', 'error.roulette_in_use');
    await tx.db.delete(rouletteStock).where(eq(rouletteStock.prizeId, id));
    found((await tx.db.delete(roulettePrize).where(eq(roulettePrize.id, id)).returning())[0]);
  });
}

// ---- numbers (printed on receipts) ----

export type NumberRow = typeof rouletteNumber.$inferSelect;
const NUMBER_CODE = /^[A-Z0-9-]{4,40}$/;
export const numbersInput = z
  .object({
    game: z.enum(GAMES),
    locationId: z.number().int().positive(),
    /** The receipts' own numbers, or else `count` fresh ones to print. */
    codes: z
      .array(z.string().transform(normalizeCode).pipe(z.string().regex(NUMBER_CODE)))
      .min(1)
      .max(1000)
      .optional(),
    count: z.number().int().min(1).max(1000).optional(),
  })
  .strict()
  .refine((n) => (n.codes === undefined) !== (n.count === undefined), {
    path: ['codes'],
    message: 'validation.invalid_field',
  });

export async function listNumbers(
  ctx: Ctx,
  query: ListQuery & { used?: boolean; locationId?: number },
): Promise<Page<NumberRow>> {
  const { page, q } = parseInput(listQuery, query);
  const where = and(
    q ? ilike(rouletteNumber.code, like(normalizeCode(q))) : undefined,
    query.used === undefined
      ? undefined
      : query.used
        ? isNotNull(rouletteNumber.usedAt)
        : isNull(rouletteNumber.usedAt),
    query.locationId ? eq(rouletteNumber.locationId, query.locationId) : undefined,
  );
  return paged(ctx, rouletteNumber, where, desc(rouletteNumber.id), page);
}

/** Adds receipt numbers; one already there is a 409 naming it, and none of the batch is added. */
export async function createNumbers(
  ctx: Ctx,
  input: z.input<typeof numbersInput>,
): Promise<NumberRow[]> {
  const batch = parseInput(numbersInput, input);
  await locationExists(ctx, batch.locationId);
  const codes =
    batch.codes ??
    Array.from({ length: batch.count ?? 0 }, () => `${randomCode(5)}-${randomCode(5)}`);
  return withTransaction(ctx, async (tx) => {
    const rows = await tx.db
      .insert(rouletteNumber)
      .values(
        [...new Set(codes)].map((code) => ({
          code,
          game: batch.game,
          locationId: batch.locationId,
        })),
      )
      .onConflictDoNothing()
      .returning();
    if (rows.length < new Set(codes).size) {
      const added = new Set(rows.map((r) => r.code));
      const taken = codes.find((code) => !added.has(code)) ?? '';
      throw new AppError('conflict', 'error.roulette_number_taken', { code: taken });
    }
    return rows;
  });
}

export const numberPatch = z
  .object({ game: z.enum(GAMES), locationId: z.number().int().positive() })
  .partial()
  .strict();

/** Moves an unused number to another location or game; a used one is history and stays. */
export async function updateNumber(ctx: Ctx, id: number, input: z.input<typeof numberPatch>) {
  const patch = parseInput(numberPatch, input);
  if (changesNothing(patch)) {
    const [row] = await ctx.db.select().from(rouletteNumber).where(eq(rouletteNumber.id, id));
    return found(row);
  }
  if (patch.locationId) await locationExists(ctx, patch.locationId);
  const [row] = await ctx.db
    .update(rouletteNumber)
    .set(patch)
    .where(and(eq(rouletteNumber.id, id), isNull(rouletteNumber.usedAt)))
    .returning();
  if (!row) await refuseUsedNumber(ctx, id);
  return found(row);
}

export async function deleteNumber(ctx: Ctx, id: number): Promise<void> {
  const [row] = await ctx.db
    .delete(rouletteNumber)
    .where(and(eq(rouletteNumber.id, id), isNull(rouletteNumber.usedAt)))
    .returning();
  if (!row) await refuseUsedNumber(ctx, id);
}

async function refuseUsedNumber(ctx: Ctx, id: number): Promise<never> {
  const [number] = await ctx.db.select().from(rouletteNumber).where(eq(rouletteNumber.id, id));
  if (number) throw new AppError('conflict', 'error.roulette_number_used');
  throw new AppError('not_found', 'error.not_found');
}

// ---- stocks (a prize's count at a location) ----

export interface StockView {
  id: number;
  prizeId: number;
  prize: string;
  locationId: number;
  location: string;
  quantity: number;
}

export const stockInput = z
  .object({
    prizeId: z.number().int().positive(),
    locationId: z.number().int().positive(),
    quantity: z.number().int().min(0).max(1_000_000),
  })
  .strict();

export async function listStocks(
  ctx: Ctx,
  query: ListQuery & { locationId?: number; prizeId?: number },
): Promise<Page<StockView>> {
  const { page, q } = parseInput(listQuery, query);
  const where = and(
    q ? or(ilike(roulettePrize.name, like(q)), ilike(rouletteLocation.name, like(q))) : undefined,
    query.locationId ? eq(rouletteStock.locationId, query.locationId) : undefined,
    query.prizeId ? eq(rouletteStock.prizeId, query.prizeId) : undefined,
  );
  const base = () =>
    ctx.db
      .select({
        id: rouletteStock.id,
        prizeId: rouletteStock.prizeId,
        prize: roulettePrize.name,
        locationId: rouletteStock.locationId,
        location: rouletteLocation.name,
        quantity: rouletteStock.quantity,
      })
      .from(rouletteStock)
      .innerJoin(roulettePrize, eq(roulettePrize.id, rouletteStock.prizeId))
      .innerJoin(rouletteLocation, eq(rouletteLocation.id, rouletteStock.locationId))
      .where(where);
  const [items, [total]] = await Promise.all([
    base()
      .orderBy(asc(rouletteLocation.name), asc(roulettePrize.id))
      .limit(ADMIN_PER_PAGE)
      .offset((page - 1) * ADMIN_PER_PAGE),
    ctx.db
      .select({ n: count() })
      .from(rouletteStock)
      .innerJoin(roulettePrize, eq(roulettePrize.id, rouletteStock.prizeId))
      .innerJoin(rouletteLocation, eq(rouletteLocation.id, rouletteStock.locationId))
      .where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return { items, total: n, page, pages: Math.max(1, Math.ceil(n / ADMIN_PER_PAGE)) };
}

/** Sets how many of a prize a location has (one row per pair: setting again replaces it). */
export async function setStock(ctx: Ctx, input: z.input<typeof stockInput>) {
  const stock = parseInput(stockInput, input);
  await locationExists(ctx, stock.locationId);
  const [prize] = await ctx.db
    .select({ id: roulettePrize.id })
    .from(roulettePrize)
    .where(eq(roulettePrize.id, stock.prizeId));
  found(prize);
  const [row] = await ctx.db
    .insert(rouletteStock)
    .values({ ...stock, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: [rouletteStock.prizeId, rouletteStock.locationId],
      set: { quantity: stock.quantity, updatedAt: ctx.now },
    })
    .returning();
  return found(row);
}

export async function updateStock(ctx: Ctx, id: number, quantity: number) {
  const { quantity: q } = parseInput(stockInput.pick({ quantity: true }), { quantity });
  const [row] = await ctx.db
    .update(rouletteStock)
    .set({ quantity: q, updatedAt: ctx.now })
    .where(eq(rouletteStock.id, id))
    .returning();
  return found(row);
}

export async function deleteStock(ctx: Ctx, id: number): Promise<void> {
  found((await ctx.db.delete(rouletteStock).where(eq(rouletteStock.id, id)).returning())[0]);
}

// ---- users (who may run the roulette admin) ----

export interface AdminView {
  id: number;
  userId: number;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: Date;
}

/** Website admins always may; staff members listed here may too. Shoppers never. */
export async function mayAdminister(ctx: Ctx, userId: number): Promise<boolean> {
  const user = await findUser(ctx, userId);
  if (!user || !isStaff(user.role)) return false;
  if (isWebsiteAdmin(user.role)) return true;
  const [listed] = await ctx.db
    .select({ id: rouletteAdmin.id })
    .from(rouletteAdmin)
    .where(eq(rouletteAdmin.userId, userId));
  return listed !== undefined;
}

export async function listAdmins(ctx: Ctx, query: ListQuery): Promise<Page<AdminView>> {
  const { page, q } = parseInput(listQuery, query);
  const rows = await ctx.db.select().from(rouletteAdmin).orderBy(asc(rouletteAdmin.id));
  const views: AdminView[] = [];
  for (const row of rows) {
    const user = await findUser(ctx, row.userId);
    if (!user) continue;
    views.push({
      id: row.id,
      userId: row.userId,
      name: displayName(user),
      email: user.email,
      phone: user.phone,
      createdAt: row.createdAt,
    });
  }
  const needle = q.toLowerCase();
  const matching = needle
    ? views.filter((v) =>
        [v.name, v.email ?? '', v.phone ?? ''].some((t) => t.toLowerCase().includes(needle)),
      )
    : views;
  const items = matching.slice((page - 1) * ADMIN_PER_PAGE, page * ADMIN_PER_PAGE);
  return {
    items,
    total: matching.length,
    page,
    pages: Math.max(1, Math.ceil(matching.length / ADMIN_PER_PAGE)),
  };
}

/** Lets a staff member (by phone or e-mail) run the roulette admin. */
export async function addAdmin(
  ctx: Ctx,
  phoneOrEmail: string,
  addedBy: number,
): Promise<AdminView> {
  const login = parseLogin(phoneOrEmail.trim());
  const user = login ? await findUserByLogin(ctx, login) : undefined;
  if (!user) throw new AppError('not_found', 'error.roulette_admin_unknown');
  if (!isStaff(user.role)) throw new AppError('conflict', 'error.roulette_admin_staff_only');
  const [row] = await ctx.db
    .insert(rouletteAdmin)
    .values({ userId: user.id, addedBy })
    .onConflictDoUpdate({ target: rouletteAdmin.userId, set: { addedBy } })
    .returning();
  const added = found(row);
  return {
    id: added.id,
    userId: user.id,
    name: displayName(user),
    email: user.email,
    phone: user.phone,
    createdAt: added.createdAt,
  };
}

export async function deleteAdmin(ctx: Ctx, id: number): Promise<void> {
  found((await ctx.db.delete(rouletteAdmin).where(eq(rouletteAdmin.id, id)).returning())[0]);
}

async function locationExists(ctx: Ctx, id: number): Promise<void> {
  const [row] = await ctx.db
    .select({ id: rouletteLocation.id })
    .from(rouletteLocation)
    .where(eq(rouletteLocation.id, id));
  if (!row)
    throw new AppError(
      'invalid_input',
      'error.invalid_input',
      {},
      { location_id: ['validation.invalid_choice'] },
    );
}

function nameTaken(error: unknown): never {
  if (hasErrorCode(error, '23505')) {
    throw new AppError('conflict', 'error.roulette_name_taken');
  }
  throw error;
}
