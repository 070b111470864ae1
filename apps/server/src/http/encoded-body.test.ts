import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesIn, encodeBody, encodedSize, encodeEvery, pickEncoding } from './encoded-body.ts';

const html = Buffer.from(
  `<!DOCTYPE html><html lang="mn"><body>${'<li class="product-card">Сарнай 12 ширхэг · 45,000₮</li>'.repeat(400)}</body></html>`,
);

describe('a kept answer, compressed', () => {
  it('named by its content, is made once in every encoding, as small as they go', async () => {
    // A locale's texts, as the shop sends them to every browser once.
    const plain = readFileSync(
      new URL('../../../../packages/i18n/src/catalogs/mn.json', import.meta.url),
    );
    const every = await encodeEvery(plain);
    expect(every.identity).toBe(plain);
    expect(brotliDecompressSync(every.br ?? Buffer.alloc(0)).equals(plain)).toBe(true);
    expect(gunzipSync(every.gzip ?? Buffer.alloc(0)).equals(plain)).toBe(true);
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      expect((await bytesIn(every, encoding)).made).toBe(false);
    }
    const quick = await encodeBody(plain, 'br');
    expect(every.br?.length).toBeLessThan(quick.br?.length ?? 0);
  });

  it('is kept in the encoding its visitor took', async () => {
    const br = await encodeBody(html, 'br');
    expect(Object.keys(br)).toEqual(['br']);
    expect(brotliDecompressSync(br.br ?? Buffer.alloc(0)).equals(html)).toBe(true);
    const gzip = await encodeBody(html, 'gzip');
    expect(Object.keys(gzip)).toEqual(['gzip']);
    expect(gunzipSync(gzip.gzip ?? Buffer.alloc(0)).equals(html)).toBe(true);
    expect(await encodeBody(html, 'identity')).toEqual({ identity: html });
    // Six to eight times smaller than the HTML.
    expect(encodedSize(br)).toBeLessThan(html.length / 6);
    expect(encodedSize({ ...br, ...gzip, identity: html })).toBe(
      encodedSize(br) + encodedSize(gzip) + html.length,
    );
  });

  it('is sent as kept, and made (to keep) in another encoding when first asked', async () => {
    const body = await encodeBody(html, 'br');
    expect(await bytesIn(body, 'br')).toEqual({ bytes: body.br, made: false });
    const gzip = await bytesIn(body, 'gzip');
    expect(gzip.made).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(html)).toBe(true);
    // The HTML itself for a client that takes neither, from whichever encoding is kept.
    for (const kept of [body, { gzip: gzip.bytes }]) {
      const identity = await bytesIn(kept, 'identity');
      expect(identity.made).toBe(true);
      expect(identity.bytes.equals(html)).toBe(true);
    }
    const fromHtml = await bytesIn({ identity: html }, 'br');
    expect(fromHtml.made).toBe(true);
    expect(brotliDecompressSync(fromHtml.bytes).equals(html)).toBe(true);
    await expect(bytesIn({}, 'identity')).rejects.toThrow(/no bytes/);
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
