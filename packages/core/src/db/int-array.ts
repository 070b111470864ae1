/**
 * A PostgreSQL array literal of integers, sent as one parameter however many there are
 * (`unnest(${intArray(ids)}::int[])`): Drizzle's `sql` spreads a JavaScript array into a list
 * of parameters instead.
 */
export function intArray(values: readonly number[]): string {
  return `{${values.map((v) => String(Math.trunc(v))).join(',')}}`;
}
