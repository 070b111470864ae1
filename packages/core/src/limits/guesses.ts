import type { Ctx } from '../context.ts';
import { AppError } from '../shared/index.ts';
import { count, type RateRule, uncount } from './service.ts';

const MINUTES_15 = 15 * 60;

/**
 * Wrong gift-card, voucher, coupon and promo codes allowed in 15 minutes before the answer is
 * 429. Per shopper 10, as the issue that set it asks; per address looser, because Mongolian
 * mobile networks put many shoppers behind one address (carrier NAT).
 */
export const CODE_GUESS_RULES = {
  perShopper: { name: 'code-guess-shopper', limit: 10, windowSeconds: MINUTES_15 },
  perAddress: { name: 'code-guess-ip', limit: 50, windowSeconds: MINUTES_15 },
} as const satisfies Record<string, RateRule>;

/** Who is trying a code: the signed-in shopper or the guest's cart, and the address. */
export interface Guesser {
  userId: number | null;
  ip: string | null;
  /** A guest's cart number, standing for the shopper when no one is signed in. */
  cart?: string | null;
}

/** Too many wrong codes: 429 with the seconds until the window ends (Retry-After). */
export class TooManyGuessesError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'error.code_guesses', { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
}

/**
 * Tries a code on behalf of `guesser`, counting it as a guess. Every try is counted before it
 * is made (one atomic upsert, so parallel tries cannot slip past the limit together) and taken
 * back unless `wrong` says the code was not found: only wrong codes use up the allowance.
 * Past the limit the try is not made at all. Must run outside a transaction, so that the count
 * stays when the code is refused.
 */
export async function tryCode<T>(
  ctx: Ctx,
  guesser: Guesser,
  wrong: (error: unknown) => boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  const shopper =
    guesser.userId !== null
      ? `user:${guesser.userId}`
      : guesser.cart
        ? `cart:${guesser.cart}`
        : null;
  const subjects: Array<readonly [RateRule, string]> = [];
  if (shopper) subjects.push([CODE_GUESS_RULES.perShopper, shopper]);
  if (guesser.ip) subjects.push([CODE_GUESS_RULES.perAddress, guesser.ip]);
  const counts = await Promise.all(subjects.map(([rule, subject]) => count(ctx, rule, subject)));
  const refused = counts.filter((c) => !c.allowed);
  if (refused.length > 0) {
    throw new TooManyGuessesError(Math.max(...refused.map((c) => c.retryAfterSeconds)));
  }
  const takeBack = () =>
    Promise.all(subjects.map(([rule, subject]) => uncount(ctx, rule, subject)));
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!wrong(error)) await takeBack();
    throw error;
  }
  await takeBack();
  return result;
}
