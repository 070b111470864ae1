import { createHmac, randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code read aloud or copied from paper comes out right. 31 letters: ~4.95 bits each.
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` letters of CODE_LETTERS, each drawn from the system's cryptographic source. */
export function randomCode(length: number): string {
  return Array.from({ length }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
}

/** Four groups of four letters: 16 × log2(31) ≈ 79 bits, far past guessing (at least 60). */
const GROUPS = 4;

/** A fresh gift-card code the shop makes: `GIFT-XXXX-XXXX-XXXX-XXXX`. */
export function newGiftCardCode(): string {
  return `GIFT-${Array.from({ length: GROUPS }, () => randomCode(4)).join('-')}`;
}

/**
 * The demo shop's codes (seed): the same on every machine, so docs and tests can name them, but
 * not sequential: each is derived from its label with HMAC, so knowing one tells nothing of the
 * next. A real shop makes its own with `newGiftCardCode`; the seed's are for the demo only.
 */
export function demoCode(prefix: string, label: string): string {
  const digest = createHmac('sha256', 'tsetseg-market-demo-codes').update(label).digest();
  const letters = Array.from(
    { length: GROUPS * 4 },
    (_, i) => CODE_LETTERS[(digest[i] ?? 0) % CODE_LETTERS.length],
  ).join('');
  return `${prefix}-${letters.match(/.{4}/g)?.join('-')}`;
}
