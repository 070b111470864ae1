import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/index.ts';
import type { Login } from './identifiers.ts';
import { accountCode, accountUser } from './schema.ts';

export type UserRow = typeof accountUser.$inferSelect;
export type EmailState = 'not_confirmed' | 'waiting' | 'confirmed';

/** What a shopper may see of their own account (never hashes). */
export interface Account {
  id: number;
  email: string | null;
  /** The address waiting for its confirmation code, while a change is under way. */
  pendingEmail: string | null;
  emailState: EmailState;
  phone: string | null;
  pendingPhone: string | null;
  phoneConfirmed: boolean;
  firstName: string | null;
  lastName: string | null;
  gender: string | null;
  birthDate: string | null;
  occupation: string | null;
  avatarUrl: string | null;
  hasPassword: boolean;
  role: string;
  createdAt: string;
}

/**
 * When a user joined, for other modules' queries to compare with (a scalar subquery: null for
 * an unknown id). The columns are named in full: inside another module's one-table select,
 * Drizzle would write them bare.
 */
export const joinedAt = (userId: number): SQL<Date | null> =>
  sql`(select account_user.created_at from account_user where account_user.id = ${userId})`;

/** The phone number and e-mail address a user has proven theirs by a code, as the shop stores them. */
export function provenContacts(user: UserRow): string[] {
  return [
    user.phoneConfirmed ? user.phone : null,
    user.emailState === 'confirmed' ? user.email : null,
  ].filter((contact): contact is string => contact !== null);
}

export async function findUser(ctx: Ctx, id: number): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(accountUser).where(eq(accountUser.id, id));
  return row;
}

export async function findUserByLogin(ctx: Ctx, login: Login): Promise<UserRow | undefined> {
  const column = login.channel === 'email' ? accountUser.email : accountUser.phone;
  const [row] = await ctx.db.select().from(accountUser).where(eq(column, login.value));
  return row;
}

export interface NewUser {
  login: Login;
  passwordHash?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The user for a proven e-mail or phone, created when there is none. Two sign-ins racing for
 * the same new address end with one user: the loser's insert does nothing and it reads the row.
 */
export async function userForProvenLogin(ctx: Ctx, user: NewUser): Promise<UserRow> {
  const { login } = user;
  const proven =
    login.channel === 'email'
      ? { email: login.value, emailState: 'confirmed' }
      : { phone: login.value, phoneConfirmed: true };
  await ctx.db
    .insert(accountUser)
    .values({
      ...proven,
      passwordHash: user.passwordHash ?? null,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
    })
    .onConflictDoNothing();
  const existing = await findUserByLogin(ctx, login);
  if (!existing) throw new Error('user vanished after insert');
  // Proving the address by a code confirms it on an existing account too.
  const column = login.channel === 'email' ? { emailState: 'confirmed' } : { phoneConfirmed: true };
  const [row] = await ctx.db
    .update(accountUser)
    .set({ ...column, updatedAt: ctx.now })
    .where(eq(accountUser.id, existing.id))
    .returning();
  return row ?? existing;
}

export async function getAccount(ctx: Ctx, userId: number): Promise<Account> {
  const row = await findUser(ctx, userId);
  if (!row) throw new AppError('not_found', 'error.not_found');
  const pending = await ctx.db
    .select({ purpose: accountCode.purpose, target: accountCode.target })
    .from(accountCode)
    .where(
      and(
        eq(accountCode.userId, userId),
        sql`${accountCode.purpose} in ('change_email', 'change_phone')`,
        isNull(accountCode.usedAt),
        gt(accountCode.expiresAt, ctx.now),
      ),
    )
    .orderBy(desc(accountCode.id));
  const pendingEmail = pending.find((p) => p.purpose === 'change_email')?.target ?? null;
  const pendingPhone = pending.find((p) => p.purpose === 'change_phone')?.target ?? null;
  return toAccount(row, pendingEmail, pendingPhone);
}

function toAccount(
  row: UserRow,
  pendingEmail: string | null,
  pendingPhone: string | null,
): Account {
  return {
    id: row.id,
    email: row.email,
    pendingEmail,
    emailState: pendingEmail
      ? 'waiting'
      : row.email && row.emailState === 'confirmed'
        ? 'confirmed'
        : 'not_confirmed',
    phone: row.phone,
    pendingPhone,
    phoneConfirmed: row.phone !== null && row.phoneConfirmed,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    birthDate: row.birthDate,
    occupation: row.occupation,
    avatarUrl: row.avatarVersion ? `/media/avatars/${row.id}.webp?v=${row.avatarVersion}` : null,
    hasPassword: row.passwordHash !== null,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A short name for greetings: first name, else the e-mail's name, else the phone's end. */
export function displayName(account: Pick<Account, 'firstName' | 'email' | 'phone'>): string {
  if (account.firstName) return account.firstName;
  if (account.email) return account.email.split('@')[0] ?? account.email;
  return account.phone ? `…${account.phone.slice(-4)}` : '';
}

/**
 * How shoppers are named beside what they wrote in public (reviews, comments): the first name
 * and the last name's initial, or nothing when they gave no name (the page then says "a
 * shopper"). Never an e-mail address or a phone number.
 */
export async function publicNames(
  ctx: Ctx,
  userIds: number[],
): Promise<Map<number, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: accountUser.id, first: accountUser.firstName, last: accountUser.lastName })
    .from(accountUser)
    .where(inArray(accountUser.id, [...new Set(userIds)]));
  return new Map(
    rows.map((r) => [
      r.id,
      r.first ? (r.last ? `${r.first} ${r.last.slice(0, 1)}.` : r.first) : null,
    ]),
  );
}
