import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { enforce } from '../limits/index.ts';
import { deliverLater } from '../notify/index.ts';
import { AppError } from '../shared/index.ts';
import { DECOY_PAYLOAD, issueCode, verifyCode } from './codes.ts';
import { type AccountDeps, deliverCode } from './delivery.ts';
import { type Login, maskTarget } from './identifiers.ts';
import { RATE_RULES } from './rate-rules.ts';
import { accountUser } from './schema.ts';
import { hashPassword, verifyPassword } from './secrets.ts';
import { endOtherSessions } from './sessions.ts';
import { findUserByLogin, type UserRow, userForProvenLogin } from './users.ts';

export interface CodeRequest {
  requestToken: string;
  channel: Login['channel'];
  /** Where the code went, masked. */
  sentTo: string;
  expiresAt: string;
}

/** Counts a code request against the address and the asking IP address. */
async function limitCodeRequests(ctx: Ctx, login: Login, ip: string | null) {
  await enforce(ctx, [
    [RATE_RULES.codeRequestPerTarget, login.value],
    [RATE_RULES.codeRequestPerIp, ip],
  ]);
}

/**
 * Step one of signing in (or up) by code: a code goes to the e-mail or phone. The answer is the
 * same whether or not an account exists, so it tells a stranger nothing.
 */
export async function requestSignInCode(
  ctx: Ctx,
  deps: AccountDeps,
  request: { login: Login; ip: string | null },
): Promise<CodeRequest> {
  await limitCodeRequests(ctx, request.login, request.ip);
  const issued = await issueCode(ctx, { purpose: 'sign_in', login: request.login });
  await deliverCode(ctx, deps, request.login, issued.code, 'sign_in');
  return codeRequest(request.login, issued.requestToken, issued.expiresAt);
}

/**
 * Registration with a password. The account is made only once the code proves the address is
 * the shopper's; if it already has an account, the code signs into it instead (without
 * revealing that here).
 */
export async function requestSignUp(
  ctx: Ctx,
  deps: AccountDeps,
  request: {
    login: Login;
    password: string;
    firstName?: string | null;
    lastName?: string | null;
    ip: string | null;
  },
): Promise<CodeRequest> {
  await limitCodeRequests(ctx, request.login, request.ip);
  const issued = await issueCode(ctx, {
    purpose: 'sign_up',
    login: request.login,
    payload: {
      passwordHash: await hashPassword(request.password),
      firstName: request.firstName ?? null,
      lastName: request.lastName ?? null,
    },
  });
  await deliverCode(ctx, deps, request.login, issued.code, 'sign_up');
  return codeRequest(request.login, issued.requestToken, issued.expiresAt);
}

/** Step two: the right code signs in, creating the account on first use. */
export async function completeCodeSignIn(
  ctx: Ctx,
  attempt: { requestToken: string; code: string; ip: string | null },
): Promise<UserRow> {
  await enforce(ctx, [[RATE_RULES.signInPerIp, attempt.ip]]);
  const record = await verifyCode(ctx, {
    requestToken: attempt.requestToken,
    code: attempt.code,
    purposes: ['sign_in', 'sign_up'],
    consume: true,
  });
  const login = { channel: record.channel, value: record.target } as Login;
  const payload = record.payload as {
    passwordHash?: string;
    firstName?: string;
    lastName?: string;
  };
  const user = await userForProvenLogin(ctx, { login, ...payload });
  // A sign-up's password becomes the account's: the code proved the address, as a reset does.
  if (payload.passwordHash) {
    const [updated] = await ctx.db
      .update(accountUser)
      .set({ passwordHash: payload.passwordHash, updatedAt: ctx.now })
      .where(eq(accountUser.id, user.id))
      .returning();
    if (user.passwordHash) await endOtherSessions(ctx, user.id);
    return updated ?? user;
  }
  return user;
}

/** Password sign-in with an e-mail or phone; one message for every kind of failure. */
export async function passwordSignIn(
  ctx: Ctx,
  attempt: { login: Login; password: string; ip: string | null },
): Promise<UserRow> {
  await enforce(ctx, [
    [RATE_RULES.signInPerLogin, attempt.login.value],
    [RATE_RULES.signInPerIp, attempt.ip],
  ]);
  const user = await findUserByLogin(ctx, attempt.login);
  const ok = await verifyPassword(attempt.password, user?.passwordHash ?? null);
  if (!user || !ok) throw new AppError('unauthorized', 'error.login_failed');
  return user;
}

/**
 * Step one of a password reset. A code goes out only when the account exists, but the answer
 * is the same either way, in what it says and in how long it takes: both write a code record
 * (for an unknown login a decoy no code opens), and the message leaves after the answer
 * (`notify.settleDeliveries` waits for it).
 */
export async function requestPasswordReset(
  ctx: Ctx,
  deps: AccountDeps,
  request: { login: Login; ip: string | null },
): Promise<CodeRequest> {
  await limitCodeRequests(ctx, request.login, request.ip);
  const user = await findUserByLogin(ctx, request.login);
  const issued = await issueCode(ctx, {
    purpose: 'reset',
    login: request.login,
    userId: user?.id ?? null,
    ...(user ? {} : { payload: DECOY_PAYLOAD }),
  });
  if (user) {
    deliverLater('password reset code delivery', () =>
      deliverCode(ctx, deps, request.login, issued.code, 'reset'),
    );
  }
  return codeRequest(request.login, issued.requestToken, issued.expiresAt);
}

/** Checks a code without using it up (before asking for the new password); counts as a try. */
export async function checkCode(
  ctx: Ctx,
  attempt: { requestToken: string; code: string; ip: string | null },
): Promise<void> {
  await enforce(ctx, [[RATE_RULES.signInPerIp, attempt.ip]]);
  await verifyCode(ctx, { ...attempt, purposes: ['sign_in', 'sign_up', 'reset'], consume: false });
}

/** Step two of a reset: a new password, the address confirmed, every other session ended. */
export async function resetPassword(
  ctx: Ctx,
  attempt: { requestToken: string; code: string; password: string; ip: string | null },
): Promise<UserRow> {
  await enforce(ctx, [[RATE_RULES.signInPerIp, attempt.ip]]);
  const record = await verifyCode(ctx, { ...attempt, purposes: ['reset'], consume: true });
  const login = { channel: record.channel, value: record.target } as Login;
  const user = await userForProvenLogin(ctx, { login });
  const [updated] = await ctx.db
    .update(accountUser)
    .set({ passwordHash: await hashPassword(attempt.password), updatedAt: ctx.now })
    .where(eq(accountUser.id, user.id))
    .returning();
  await endOtherSessions(ctx, user.id);
  return updated ?? user;
}

/** A signed-in shopper's password change; the current one is asked for when there is one. */
export async function changePassword(
  ctx: Ctx,
  change: { userId: number; sessionId?: number; current: string; password: string },
): Promise<void> {
  const [user] = await ctx.db.select().from(accountUser).where(eq(accountUser.id, change.userId));
  if (!user) throw new AppError('not_found', 'error.not_found');
  await enforce(ctx, [[RATE_RULES.signInPerLogin, `user:${user.id}`]]);
  if (user.passwordHash && !(await verifyPassword(change.current, user.passwordHash))) {
    throw new AppError(
      'invalid_input',
      'error.password_change',
      {},
      {
        current_password: ['error.current_password'],
      },
    );
  }
  await ctx.db
    .update(accountUser)
    .set({ passwordHash: await hashPassword(change.password), updatedAt: ctx.now })
    .where(eq(accountUser.id, user.id));
  await endOtherSessions(ctx, user.id, change.sessionId);
}

function codeRequest(login: Login, requestToken: string, expiresAt: Date): CodeRequest {
  return {
    requestToken,
    channel: login.channel,
    sentTo: maskTarget(login),
    expiresAt: expiresAt.toISOString(),
  };
}
