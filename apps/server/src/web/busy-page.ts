import { LANGUAGE_TAGS, type Locale } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * The page a shopper gets when the database was too busy to render theirs (503): what happened
 * in their language, and the same page again by a link or by itself after `retryAfter` seconds.
 * Plain HTML without scripts: it must not ask the busy server for anything more. Its one style
 * element carries the response's CSP style nonce (security-headers.ts).
 */
export function busyPage(
  locale: Locale,
  path: string,
  retryAfter: number,
  styleNonce: string,
): string {
  const t = translatorFor(locale);
  const again = escapeHtml(path);
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${retryAfter * 3}">
<title>${escapeHtml(`${t('error.busy_title')} · ${t('shop.name')}`)}</title>
<style nonce="${escapeHtml(styleNonce)}">
body{margin:0;font-family:system-ui,sans-serif;color:#1f2a24;background:#fbf8f3}
main{max-width:32rem;margin:20vh auto;padding:0 1.5rem;text-align:center}
h1{font-size:1.5rem}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;min-height:24px;border-radius:.5rem;background:#2f5d46;color:#fff;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('error.busy_title'))}</h1>
<p>${escapeHtml(t('error.busy'))}</p>
<a href="${again}">${escapeHtml(t('error.try_again'))}</a>
</main>
</body>
</html>
`;
}
