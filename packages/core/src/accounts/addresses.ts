import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { accountAddress } from './schema.ts';
import type { AddressInput } from './validation.ts';

export interface Address {
  id: number;
  country: string;
  city: string;
  district: string;
  quarter: string | null;
  street: string | null;
  detail: string;
  receiver: string;
  receiverPhone: string;
  zipcode: string;
  isDefault: boolean;
}

export const MAX_ADDRESSES = 20;

function toAddress(row: typeof accountAddress.$inferSelect): Address {
  return {
    id: row.id,
    country: row.country,
    city: row.city,
    district: row.district,
    quarter: row.quarter,
    street: row.street,
    detail: row.detail,
    receiver: row.receiver,
    receiverPhone: row.receiverPhone,
    zipcode: row.zipcode,
    isDefault: row.isDefault,
  };
}

/** The user's address book, the default first. */
export async function listAddresses(ctx: Ctx, userId: number): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(accountAddress)
    .where(eq(accountAddress.userId, userId))
    .orderBy(desc(accountAddress.isDefault), asc(accountAddress.id));
  return rows.map(toAddress);
}

export async function getAddress(ctx: Ctx, userId: number, id: number): Promise<Address> {
  const [row] = await ctx.db
    .select()
    .from(accountAddress)
    .where(and(eq(accountAddress.id, id), eq(accountAddress.userId, userId)));
  if (!row) throw new AppError('not_found', 'error.not_found');
  return toAddress(row);
}

function columns(input: AddressInput) {
  return {
    city: input.city,
    district: input.district,
    quarter: input.quarter,
    street: input.street,
    detail: input.detail,
    receiver: input.receiver,
    receiverPhone: input.receiver_phone,
    zipcode: input.zipcode,
  };
}

/** Adds an address; the first one, or one marked so, becomes the default. */
export async function addAddress(ctx: Ctx, userId: number, input: AddressInput): Promise<Address> {
  return withTransaction(ctx, async ({ db: tx }) => {
    const existing = await tx
      .select({ id: accountAddress.id })
      .from(accountAddress)
      .where(eq(accountAddress.userId, userId))
      .for('update');
    if (existing.length >= MAX_ADDRESSES) {
      throw new AppError('conflict', 'error.too_many_addresses', { max: MAX_ADDRESSES });
    }
    const isDefault = input.is_default || existing.length === 0;
    if (isDefault) {
      await tx
        .update(accountAddress)
        .set({ isDefault: false })
        .where(eq(accountAddress.userId, userId));
    }
    const [row] = await tx
      .insert(accountAddress)
      .values({ userId, ...columns(input), isDefault, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toAddress(row);
  });
}

export async function updateAddress(
  ctx: Ctx,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<Address> {
  return withTransaction(ctx, async ({ db: tx }) => {
    const [row] = await tx
      .update(accountAddress)
      .set({
        ...columns(input),
        updatedAt: ctx.now,
        ...(input.is_default ? { isDefault: true } : {}),
      })
      .where(and(eq(accountAddress.id, id), eq(accountAddress.userId, userId)))
      .returning();
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (input.is_default) {
      await tx
        .update(accountAddress)
        .set({ isDefault: false })
        .where(and(eq(accountAddress.userId, userId), ne(accountAddress.id, id)));
    }
    return toAddress(row);
  });
}

/** Removes an address; if it was the default, the oldest remaining one takes its place. */
export async function removeAddress(ctx: Ctx, userId: number, id: number): Promise<void> {
  await withTransaction(ctx, async ({ db: tx }) => {
    const [row] = await tx
      .delete(accountAddress)
      .where(and(eq(accountAddress.id, id), eq(accountAddress.userId, userId)))
      .returning();
    if (!row) throw new AppError('not_found', 'error.not_found');
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: accountAddress.id })
      .from(accountAddress)
      .where(eq(accountAddress.userId, userId))
      .orderBy(asc(accountAddress.id))
      .limit(1);
    if (next) {
      await tx
        .update(accountAddress)
        .set({ isDefault: true })
        .where(eq(accountAddress.id, next.id));
    }
  });
}
