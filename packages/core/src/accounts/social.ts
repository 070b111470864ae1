import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { OAuthProfile } from './oauth-client.ts';
import { accountIdentity, accountUser } from './schema.ts';
import { findUser, type UserRow, userForProvenLogin } from './users.ts';

/**
 * The user behind a provider's profile: the one already linked, else the one with the same
 * verified e-mail (linked now), else a new one. An unverified e-mail never links to an account,
 * or anyone could claim one by putting its address on a provider profile.
 */
export async function userForSocialProfile(ctx: Ctx, profile: OAuthProfile): Promise<UserRow> {
  const [linked] = await ctx.db
    .select({ userId: accountIdentity.userId })
    .from(accountIdentity)
    .where(
      and(
        eq(accountIdentity.provider, profile.provider),
        eq(accountIdentity.subject, profile.subject),
      ),
    );
  if (linked) {
    const user = await findUser(ctx, linked.userId);
    if (user) return user;
  }
  const names = { firstName: profile.firstName, lastName: profile.lastName };
  let user: UserRow;
  if (profile.email && profile.emailVerified) {
    user = await userForProvenLogin(ctx, {
      login: { channel: 'email', value: profile.email.toLowerCase() },
      ...names,
    });
  } else {
    const [created] = await ctx.db.insert(accountUser).values(names).returning();
    if (!created) throw new Error('insert returned no row');
    user = created;
  }
  if (!user.firstName && !user.lastName && (names.firstName || names.lastName)) {
    await ctx.db
      .update(accountUser)
      .set({ ...names, updatedAt: ctx.now })
      .where(eq(accountUser.id, user.id));
  }
  await ctx.db
    .insert(accountIdentity)
    .values({
      userId: user.id,
      provider: profile.provider,
      subject: profile.subject,
      email: profile.email,
    })
    .onConflictDoNothing();
  return user;
}
