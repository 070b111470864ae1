import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of a page kept for everyone. A nonce must be new for every answer,
 * so a page that is the same for every visitor (and may be kept by a CDN) cannot carry one: its
 * inline scripts are allowed by their hashes instead, and the answer's nonces are left out.
 */
export function sharedPagePolicy(policy: string, html: string): string {
  const hashes = inlineScriptHashes(html);
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const kept = sources.filter((source) => !source.startsWith("'nonce-"));
      if (name === 'script-src') kept.push(...hashes);
      return [name, ...kept].join(' ');
    })
    .filter((directive) => directive !== '')
    .join(';');
}

/**
 * The CSP sources (`'sha256-…'`) of the scripts a page runs inline: every `<script>` without a
 * `src`, but data blocks (JSON-LD) that never run. The browser hashes the element's text as it
 * stands between the tags, which is how it is sliced here.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?[^"'\s>]*json/i.test(attributes)) {
      continue;
    }
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
