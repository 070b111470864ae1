import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, sharedPagePolicy } from './shared-page-policy.ts';

const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const POLICY =
  "default-src 'self';script-src 'self' 'nonce-abc123';style-src 'self' 'nonce-def456';" +
  "style-src-attr 'unsafe-inline';frame-ancestors 'none'";

describe('inlineScriptHashes', () => {
  it('hashes each inline script as it stands between its tags, once', () => {
    const first = 'window.__context = {"a":"Сайн уу"};';
    const second = 'import("/assets/entry.js");';
    const html = `<head><script>${first}</script><script type="module">${second}</script></head><body><script>${first}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(first), hashOf(second)]);
  });

  it('leaves out scripts loaded by address and data blocks that never run', () => {
    const html =
      '<script defer src="/_site/mn-1.js"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
      '<script>run()</script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf('run()')]);
  });
});

describe('sharedPagePolicy', () => {
  it("allows the page's inline scripts by hash and drops the answer's nonces", () => {
    const policy = sharedPagePolicy(POLICY, '<script>run()</script>');
    expect(policy).toBe(
      `default-src 'self';script-src 'self' ${hashOf('run()')};style-src 'self';` +
        "style-src-attr 'unsafe-inline';frame-ancestors 'none'",
    );
  });

  it('allows no inline script when the page has none', () => {
    expect(sharedPagePolicy(POLICY, '{"data":1}')).toContain("script-src 'self';");
  });
});
