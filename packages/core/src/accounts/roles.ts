import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/index.ts';
import { parseLogin } from './identifiers.ts';
import { accountUser } from './schema.ts';
import { displayName } from './users.ts';

/**
 * What an account may do beyond shopping: an author writes articles, staff scan and run orders
 * at a counter, the website admin does everything staff do and edits the shop's content (news,
 * pages, look books, promotions, notifications).
 */
export const ROLES = ['customer', 'author', 'staff', 'website_admin'] as const;
export type Role = (typeof ROLES)[number];

/** Staff's back office is open to staff and the website admin. */
export const isStaff = (role: string | undefined): boolean =>
  role === 'staff' || role === 'website_admin';

export const isWebsiteAdmin = (role: string | undefined): boolean => role === 'website_admin';

/** The account's role; an unknown account has none. */
export async function roleOf(ctx: Ctx, userId: number): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ role: accountUser.role })
    .from(accountUser)
    .where(eq(accountUser.id, userId));
  return row?.role;
}

/**
 * Makes a shopper an author (the website admin does, spec §7 "authors: create"). Staff and the
 * admin keep their role: they may write already.
 */
export async function makeAuthor(ctx: Ctx, userId: number): Promise<void> {
  const changed = await ctx.db
    .update(accountUser)
    .set({
      role: sql`case when ${accountUser.role} = 'customer' then 'author' else ${accountUser.role} end`,
    })
    .where(eq(accountUser.id, userId))
    .returning({ id: accountUser.id });
  if (changed.length === 0) throw new AppError('not_found', 'error.not_found');
}

/** Who works in the back office (staff and the website admin), for its filters. */
export async function staffMembers(ctx: Ctx): Promise<{ id: number; name: string }[]> {
  const rows = await ctx.db
    .select({
      id: accountUser.id,
      firstName: accountUser.firstName,
      email: accountUser.email,
      phone: accountUser.phone,
    })
    .from(accountUser)
    .where(inArray(accountUser.role, ['staff', 'website_admin']))
    .orderBy(asc(accountUser.id))
    .limit(STAFF_LISTED);
  return rows.map((row) => ({ id: row.id, name: displayName(row) }));
}
const STAFF_LISTED = 500;

/**
 * Gives an account a role (`npm run staff`, the shop's owner making staff): by its phone or
 * e-mail. Answers the account's id; an unknown phone or e-mail is a not_found.
 */
export async function setRole(ctx: Ctx, login: string, role: Role): Promise<number> {
  const parsed = parseLogin(login);
  if (!parsed) throw new AppError('invalid_input', 'validation.invalid_field');
  const where =
    parsed.channel === 'email'
      ? eq(accountUser.email, parsed.value)
      : eq(accountUser.phone, parsed.value);
  const [row] = await ctx.db
    .update(accountUser)
    .set({ role })
    .where(where)
    .returning({ id: accountUser.id });
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row.id;
}
