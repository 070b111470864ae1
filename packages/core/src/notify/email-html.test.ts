import { describe, expect, it } from 'vitest';
import { renderEmailHtml } from './email-html.ts';

const shopName = 'Цэцэг Маркет';

/** The part of the document between the heading and the end of `<main>`. */
const content = (html: string) =>
  html.slice(html.indexOf('</h1>') + 6, html.indexOf('</main>') - 1);

describe('e-mail HTML part', () => {
  it('is a whole document in the message’s language, headed by the shop’s name', () => {
    const html = renderEmailHtml({ shopName, subject: 'Таны захиалга', text: 'Баярлалаа' });
    expect(html).toMatch(/^<!doctype html>\n<html lang="mn">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Таны захиалга</title>');
    expect(html).toContain('>Цэцэг Маркет</h1>');
    expect(html.trimEnd()).toMatch(/<\/body>\n<\/html>$/);
    expect(renderEmailHtml({ shopName, text: 'Thank you', lang: 'en' })).toContain(
      '<html lang="en">',
    );
  });

  it('makes paragraphs of blank-line-separated blocks and keeps single line breaks', () => {
    const html = renderEmailHtml({
      shopName,
      text: 'Сайн байна уу,\r\nБат\n\n \nЗахиалга: R123456789\n\n\nБаярлалаа',
    });
    expect(content(html).replace(/ style="[^"]*"/g, '')).toBe(
      '<p>Сайн байна уу,<br>\nБат</p>\n<p>Захиалга: R123456789</p>\n<p>Баярлалаа</p>',
    );
  });

  it('turns web addresses into links, leaving the full stop after one outside', () => {
    const html = renderEmailHtml({
      shopName,
      text: 'Нууц үгээ энд сэргээнэ үү: https://shop.example.mn/password-reset?token=a1&b=2.',
    });
    expect(html).toContain(
      '<a href="https://shop.example.mn/password-reset?token=a1&#38;b=2" style="',
    );
    expect(html).toContain('>https://shop.example.mn/password-reset?token=a1&#38;b=2</a>.</p>');
  });

  it('escapes every piece of the text, so a message carries no markup or script', () => {
    const html = renderEmailHtml({
      shopName: 'Shop <b>',
      subject: '</title><script>alert(1)</script>',
      text: '<script>alert("x")</script>\njavascript:alert(1) <img src=x onerror=alert(1)>\nhttps://x.mn/"onmouseover="alert(1)',
      lang: '"><script>',
    });
    expect(html).not.toMatch(/<script|<img|<b>|onmouseover="/);
    expect(html).toContain('<html lang="mn">');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).toContain('javascript:alert(1) &#60;img');
    expect(html).toContain('<a href="https://x.mn/" style=');
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});
