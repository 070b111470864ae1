/** Any origin will do: a return target is resolved against it only to see where it leads. */
const OWN_ORIGIN = 'https://shop.invalid';

/**
 * Where the shop may send a browser back to after signing in, registering, a reset, a social
 * sign-in or the age gate: a path of this shop, or `fallback`.
 *
 * The value is first cleaned as a browser cleans a URL before following it (tabs and newlines
 * dropped anywhere, control characters and spaces trimmed from the ends: "/\t/evil.example"
 * is "//evil.example" to Chromium), then resolved against the shop's own origin; anything that
 * leaves it ("//host", "/\host", "https:…", "javascript:…") gives the fallback. What comes back
 * is the resolved path, query and fragment, percent-encoded (a Cyrillic path is safe to put in
 * a Location header).
 */
export function safeReturnTarget(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const cleaned = trimControls(value.replace(/[\t\n\r]/g, ''));
  if (!cleaned.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(cleaned, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN) return fallback;
  return url.pathname + url.search + url.hash;
}

/** Without the C0 control characters and spaces at either end, as the URL parser drops them. */
function trimControls(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}
