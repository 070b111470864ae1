import { describe, expect, it } from 'vitest';
import { cleanHtml, textOfHtml } from './clean-html.ts';

// The usual ways to slip a script into HTML (OWASP's filter evasion list, shortened).
const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="/media/a.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="q"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<p onclick="alert(1)">x</p>',
  '<details open ontoggle=alert(1)>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src="https://evil.example/track.png">',
  '<img src="//evil.example/track.png">',
];

describe('cleanHtml', () => {
  it('keeps text structure, safe links and the shop’s own pictures', () => {
    const html =
      '<h2>Гарчиг</h2><p>Энгийн <strong>тод</strong> <em>налуу</em> үг.</p>' +
      '<ul><li>нэг</li></ul><blockquote>ишлэл</blockquote>' +
      '<p><a href="/products/sarnai">сарнай</a> <a href="https://example.mn/a">гадны</a></p>' +
      '<figure><img src="/media/articles/abc.webp" alt="Баглаа"><figcaption>Баглаа</figcaption></figure>';
    expect(cleanHtml(html)).toBe(
      '<h2>Гарчиг</h2><p>Энгийн <strong>тод</strong> <em>налуу</em> үг.</p>' +
        '<ul><li>нэг</li></ul><blockquote>ишлэл</blockquote>' +
        '<p><a href="/products/sarnai">сарнай</a> <a href="https://example.mn/a" rel="noopener noreferrer nofollow">гадны</a></p>' +
        '<figure><img src="/media/articles/abc.webp" alt="Баглаа" /><figcaption>Баглаа</figcaption></figure>',
    );
  });

  it.each(ATTACKS)('leaves no script, handler, frame or foreign source of %s', (attack) => {
    const clean = cleanHtml(attack);
    expect(clean).not.toMatch(
      /<(script|iframe|object|embed|svg|math|style|form|input|meta|details)/i,
    );
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:|data:|evil\.example/i);
    expect(clean).not.toMatch(/style=/i);
  });

  it('reads the words of some HTML for the reading time', () => {
    expect(textOfHtml('<h2>Гарчиг</h2><p>нэг <strong>хоёр</strong></p><p>гурав</p>')).toBe(
      'Гарчиг нэг хоёр гурав',
    );
  });
});
