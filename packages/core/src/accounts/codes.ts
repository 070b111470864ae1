import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../shared/index.ts';
import type { Login } from './identifiers.ts';
import { accountCode } from './schema.ts';
import { hashCode, hashToken, newCode, newToken, sameSecret } from './secrets.ts';

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

export type CodePurpose = 'sign_in' | 'sign_up' | 'reset' | 'change_email' | 'change_phone';

export interface IssuedCode {
  /** Handed to whoever asked; the code alone is worth nothing without it. */
  requestToken: string;
  code: string;
  expiresAt: Date;
}

export type CodeRecord = typeof accountCode.$inferSelect;

/**
 * The payload of a decoy: a reset code record written for a login without an account, so that
 * such a request does the same work as a real one. No code ever opens it.
 */
export const DECOY_PAYLOAD = { decoy: true } as const;

const isDecoy = (record: CodeRecord) => record.payload.decoy === true;

/** A new code for a purpose and address; earlier unused codes for the same pair stop working. */
export async function issueCode(
  ctx: Ctx,
  request: {
    purpose: CodePurpose;
    login: Login;
    userId?: number | null;
    payload?: Record<string, unknown>;
  },
): Promise<IssuedCode> {
  const requestToken = newToken();
  const code = newCode();
  const expiresAt = new Date(ctx.now.getTime() + CODE_TTL_MINUTES * 60_000);
  await ctx.db
    .update(accountCode)
    .set({ usedAt: ctx.now })
    .where(
      and(
        eq(accountCode.target, request.login.value),
        eq(accountCode.purpose, request.purpose),
        isNull(accountCode.usedAt),
      ),
    );
  await ctx.db.insert(accountCode).values({
    requestHash: hashToken(requestToken),
    purpose: request.purpose,
    channel: request.login.channel,
    target: request.login.value,
    userId: request.userId ?? null,
    codeHash: hashCode(requestToken, code),
    payload: request.payload ?? {},
    expiresAt,
  });
  return { requestToken, code, expiresAt };
}

const refuse = (key: string) => new AppError('invalid_input', key, {}, { code: [key] });

/**
 * Checks a code against its request. Every check counts as a try, in one conditional update, so
 * parallel guesses cannot exceed the limit; the sixth try is refused even with the right code.
 * With `consume`, a right code is used up (once: a second use, even in parallel, is refused).
 * A decoy's request is refused as a wrong code, whatever code comes with it.
 */
export async function verifyCode(
  ctx: Ctx,
  check: {
    requestToken: string;
    code: string;
    purposes: readonly CodePurpose[];
    consume: boolean;
    /** For a signed-in user's request: another user's token neither counts a try nor works. */
    userId?: number;
  },
): Promise<CodeRecord> {
  const owned = check.userId === undefined ? [] : [eq(accountCode.userId, check.userId)];
  const [record] = await ctx.db
    .update(accountCode)
    .set({ attempts: sql`${accountCode.attempts} + 1` })
    .where(and(eq(accountCode.requestHash, hashToken(check.requestToken)), ...owned))
    .returning();
  if (!record || !check.purposes.includes(record.purpose as CodePurpose) || record.usedAt) {
    throw refuse('error.code_invalid');
  }
  if (record.attempts > MAX_CODE_ATTEMPTS) throw refuse('error.code_attempts');
  if (record.expiresAt <= ctx.now) throw refuse('error.code_expired');
  // A decoy answers exactly as a wrong code does, at the same step.
  const right = sameSecret(record.codeHash, hashCode(check.requestToken, check.code));
  if (!right || isDecoy(record)) throw refuse('error.code_invalid');
  if (!check.consume) return record;
  const [used] = await ctx.db
    .update(accountCode)
    .set({ usedAt: ctx.now })
    .where(and(eq(accountCode.id, record.id), isNull(accountCode.usedAt)))
    .returning();
  if (!used) throw refuse('error.code_invalid');
  return used;
}
