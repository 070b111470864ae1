import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/index.ts';
import { accountDevice, accountUser } from './schema.ts';
import type { ProfileInput } from './validation.ts';

/** The person's own details (spec §3 Person). */
export async function updateProfile(ctx: Ctx, userId: number, input: ProfileInput): Promise<void> {
  const updated = await ctx.db
    .update(accountUser)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      gender: input.gender ?? null,
      birthDate: input.birth_date,
      occupation: input.occupation,
      updatedAt: ctx.now,
    })
    .where(eq(accountUser.id, userId))
    .returning({ id: accountUser.id });
  if (updated.length === 0) throw new AppError('not_found', 'error.not_found');
}

/** A push-notification device id for the user; a device moves to whoever signed in last. */
export async function linkDevice(ctx: Ctx, userId: number, playerId: string): Promise<void> {
  await ctx.db
    .insert(accountDevice)
    .values({ playerId, userId, createdAt: ctx.now })
    .onConflictDoUpdate({ target: accountDevice.playerId, set: { userId, createdAt: ctx.now } });
}
