import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBytes, encodedSize, encodePage, pickEncoding } from './page-encoding.ts';

const html = Buffer.from(
  `<!DOCTYPE html><html lang="mn"><body>${'<li class="product-card">Сарнай 12 ширхэг · 45,000₮</li>'.repeat(400)}</body></html>`,
);

describe('a kept page compressed once', () => {
  it('holds the same HTML in brotli and gzip, in a fraction of its bytes', async () => {
    const body = await encodePage(html);
    expect(brotliDecompressSync(body.br).equals(html)).toBe(true);
    expect(gunzipSync(body.gzip).equals(html)).toBe(true);
    expect(encodedSize(body)).toBe(body.br.length + body.gzip.length);
    expect(encodedSize(body)).toBeLessThan(html.length / 3);
  });

  it('sends each encoding as kept, and the HTML itself to a client that takes neither', async () => {
    const body = await encodePage(html);
    expect(encodedBytes(body, 'br')).toBe(body.br);
    expect(encodedBytes(body, 'gzip')).toBe(body.gzip);
    expect(encodedBytes(body, 'identity').equals(html)).toBe(true);
  });
});

describe('pickEncoding', () => {
  it("takes brotli where the browser takes it, else gzip, as the browser's weights say", () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
  });

  it('sends the HTML itself when neither is taken or nothing is said', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });
});
