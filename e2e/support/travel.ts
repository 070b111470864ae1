/**
 * A day this many days after Ulaanbaatar's today, 'YYYY-MM-DD' (the travel pages' dates). Tests
 * that book nights pick days of their own, so none finds another's rooms taken.
 */
export function ubDay(days: number): string {
  const today = Date.parse(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}
