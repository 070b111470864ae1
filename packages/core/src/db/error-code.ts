/**
 * True when PostgreSQL failed with `code` (e.g. '23505' unique violation, '55P03' lock not
 * available), looking through the errors Drizzle wraps around the driver's.
 */
export function hasErrorCode(error: unknown, code: string): boolean {
  let e = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
