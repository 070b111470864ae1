/**
 * Set by the page's script once it runs: this browser asks for its cart count and hearts after
 * a shared page loads (lib/personal.tsx), so a guest with a cart or wishes may get pages from the
 * page cache (apps/server/src/web/ssr.ts). A browser without it (no JavaScript) gets its pages
 * rendered with them, as before.
 */
export const SCRIPT_COOKIE = 'shop_js';
const YEAR_SECONDS = 365 * 86_400;

/** Marks this browser as one that runs the page's script (for the server; it holds only `1`). */
export function markScriptRuns(): void {
  if (document.cookie.split('; ').some((pair) => pair.startsWith(`${SCRIPT_COOKIE}=`))) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one constant flag; the Cookie Store API is not in every browser the shop serves
  document.cookie = `${SCRIPT_COOKIE}=1; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}
