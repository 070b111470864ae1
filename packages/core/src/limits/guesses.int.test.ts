import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { AppError } from '../shared/index.ts';
import { CODE_GUESS_RULES, type Guesser, TooManyGuessesError, tryCode } from './guesses.ts';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 0 });
});

afterAll(async () => {
  await testDb?.dispose();
});

const ctxAt = (now = new Date()) => createContext(testDb.database.db, 'mn', now);
const wrongCode = () => Promise.reject(new AppError('not_found', 'error.no_coupon'));
const isWrong = (error: unknown) => error instanceof AppError && error.type === 'not_found';

/** What a try came to: 'right', 'wrong' or 'limited'. */
async function attempt(guesser: Guesser, work: () => Promise<unknown>, now?: Date) {
  try {
    await tryCode(ctxAt(now), guesser, isWrong, work);
    return 'right';
  } catch (error) {
    if (error instanceof TooManyGuessesError) return 'limited';
    if (isWrong(error)) return 'wrong';
    throw error;
  }
}

let shoppers = 0;
const newShopper = (ip: string | null = null): Guesser => ({ userId: 900_000 + ++shoppers, ip });

describe(`wrong codes are limited (${testDatabaseKind()})`, () => {
  it('refuses the 11th wrong try of a shopper in 15 minutes, with the wait', async () => {
    const me = newShopper();
    const outcomes = [];
    for (let i = 0; i < 12; i++) outcomes.push(await attempt(me, wrongCode));
    expect(outcomes).toEqual([...Array(10).fill('wrong'), 'limited', 'limited']);
    const error = await tryCode(ctxAt(), me, isWrong, wrongCode).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyGuessesError);
    const wait = (error as TooManyGuessesError).retryAfterSeconds;
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((error as TooManyGuessesError).vars).toEqual({ minutes: 15 });
  });

  it('lets the right code through once the window has passed', async () => {
    const me = newShopper();
    for (let i = 0; i < 10; i++) await attempt(me, wrongCode);
    expect(await attempt(me, async () => 'found')).toBe('limited');
    const later = new Date(Date.now() + CODE_GUESS_RULES.perShopper.windowSeconds * 1000 + 1000);
    expect(await attempt(me, async () => 'found', later)).toBe('right');
  });

  it('does not count right codes, nor refusals other than "no such code"', async () => {
    const me = newShopper();
    const expired = () => Promise.reject(new AppError('conflict', 'error.gift_card_expired'));
    for (let i = 0; i < 30; i++) expect(await attempt(me, async () => 'found')).toBe('right');
    for (let i = 0; i < 30; i++) {
      expect(await attempt(me, expired).catch(() => 'refused')).toBe('refused');
    }
    for (let i = 0; i < 10; i++) expect(await attempt(me, wrongCode)).toBe('wrong');
    expect(await attempt(me, wrongCode)).toBe('limited');
  });

  it('counts an address over every shopper behind it', async () => {
    const ip = '203.0.113.77';
    const outcomes: string[] = [];
    // A new "shopper" (cart) for every try, as a guest who drops cookies would.
    for (let i = 0; i < CODE_GUESS_RULES.perAddress.limit + 2; i++) {
      outcomes.push(await attempt({ userId: null, ip, cart: `R${i}` }, wrongCode));
    }
    expect(outcomes.filter((o) => o === 'wrong')).toHaveLength(CODE_GUESS_RULES.perAddress.limit);
    expect(outcomes.slice(-2)).toEqual(['limited', 'limited']);
    // Another address is not affected.
    expect(await attempt({ userId: null, ip: '203.0.113.78', cart: 'R1' }, wrongCode)).toBe(
      'wrong',
    );
  });

  it('lets no more than the limit through when many wrong tries come at once', async () => {
    const me = newShopper('198.51.100.9');
    // More at once than the pool has connections (10): the count is one upsert each.
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => attempt(me, wrongCode)));
    expect(outcomes.filter((o) => o === 'wrong')).toHaveLength(CODE_GUESS_RULES.perShopper.limit);
    expect(outcomes.filter((o) => o === 'limited')).toHaveLength(
      40 - CODE_GUESS_RULES.perShopper.limit,
    );
  });
});
