/** The exact text the API gives when it cannot price delivery to an address (spec §8). */
export const SHIPPING_RATES_ERROR =
  'We are unable to calculate shipping rates for the selected items.';

/**
 * The text to show for a failed response body, by the spec's rules (§8): read `errors`, then
 * `error`, then `exception`; an array is joined with commas, an object gives its first value,
 * anything else becomes text.
 */
export function errorText(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['errors', 'error', 'exception']) {
      if (record[key] !== undefined && record[key] !== null) return flatten(record[key]);
    }
  }
  return flatten(body);
}

function flatten(value: unknown): string {
  if (Array.isArray(value)) return value.map(flatten).join(', ');
  if (value && typeof value === 'object') return flatten(Object.values(value)[0] ?? '');
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The warning a shopper sees for a failed call: the server's text, with the shipping-rate
 * message replaced by the shop's own words (`shippingMessage`, already translated).
 */
export function warningFor(body: unknown, shippingMessage: string, fallback: string): string {
  const text = errorText(body).trim();
  if (text === SHIPPING_RATES_ERROR) return shippingMessage;
  return text || fallback;
}
