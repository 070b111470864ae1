/**
 * A tögrög amount as a shopper types it: "50000", "50 000", "50,000" or "50,000₮". Anything
 * else (a decimal point, letters, nothing at all) is null, never a guess: "50,000.00" must not
 * become five million.
 */
export function parseTugrik(typed: string): number | null {
  const digits = typed.trim().replace(/[\s,'’₮]/g, '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  return Number(digits);
}
