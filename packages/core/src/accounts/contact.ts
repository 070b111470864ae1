import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { enforce } from '../limits/index.ts';
import { AppError } from '../shared/index.ts';
import { issueCode, verifyCode } from './codes.ts';
import { type AccountDeps, deliverCode } from './delivery.ts';
import { type Login, maskTarget } from './identifiers.ts';
import { RATE_RULES } from './rate-rules.ts';
import { accountUser } from './schema.ts';
import { findUser, findUserByLogin } from './users.ts';

const PURPOSE = { email: 'change_email', sms: 'change_phone' } as const;

/**
 * A new (or not yet confirmed) e-mail or phone for a signed-in shopper: a code goes to it. The
 * current address stays in use until the code comes back.
 */
export async function requestContactChange(
  ctx: Ctx,
  deps: AccountDeps,
  request: { userId: number; login: Login; ip: string | null },
): Promise<{ requestToken: string; sentTo: string }> {
  const user = await findUser(ctx, request.userId);
  if (!user) throw new AppError('not_found', 'error.not_found');
  const { login } = request;
  const current = login.channel === 'email' ? user.email : user.phone;
  const confirmed =
    login.channel === 'email' ? user.emailState === 'confirmed' : user.phoneConfirmed;
  if (current === login.value && confirmed) {
    const [field, key] =
      login.channel === 'email'
        ? ['email', 'validation.email_same']
        : ['phone', 'validation.phone_same'];
    throw new AppError('invalid_input', key, {}, { [field]: [key] });
  }
  await enforce(ctx, [
    [RATE_RULES.codeRequestPerTarget, login.value],
    [RATE_RULES.codeRequestPerTarget, `user:${user.id}`],
    [RATE_RULES.codeRequestPerIp, request.ip],
  ]);
  const issued = await issueCode(ctx, { purpose: PURPOSE[login.channel], login, userId: user.id });
  await deliverCode(ctx, deps, login, issued.code, PURPOSE[login.channel]);
  return { requestToken: issued.requestToken, sentTo: maskTarget(login) };
}

/** The code that came back: the address becomes the account's, confirmed. */
export async function confirmContactChange(
  ctx: Ctx,
  attempt: { userId: number; requestToken: string; code: string },
): Promise<void> {
  const record = await verifyCode(ctx, {
    requestToken: attempt.requestToken,
    code: attempt.code,
    purposes: ['change_email', 'change_phone'],
    consume: true,
    // Another user's request token is as good as no token, and costs its owner no try.
    userId: attempt.userId,
  });
  const login = { channel: record.channel, value: record.target } as Login;
  const owner = await findUserByLogin(ctx, login);
  if (owner && owner.id !== attempt.userId) {
    const key = login.channel === 'email' ? 'error.email_taken' : 'error.phone_taken';
    throw new AppError('conflict', key);
  }
  const change =
    login.channel === 'email'
      ? { email: login.value, emailState: 'confirmed' }
      : { phone: login.value, phoneConfirmed: true };
  await ctx.db
    .update(accountUser)
    .set({ ...change, updatedAt: ctx.now })
    .where(eq(accountUser.id, attempt.userId));
}
