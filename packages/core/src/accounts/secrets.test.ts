import { describe, expect, it } from 'vitest';
import {
  hashCode,
  hashPassword,
  newCode,
  newToken,
  sameSecret,
  verifyPassword,
} from './secrets.ts';

describe('secrets', () => {
  it('makes 6-digit codes and long unguessable tokens', () => {
    const codes = new Set(Array.from({ length: 200 }, newCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    expect(newToken()).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(newToken());
  });

  it('hashes the same code differently for two requests', () => {
    expect(hashCode('a', '123456')).not.toBe(hashCode('b', '123456'));
    expect(hashCode('a', '123456')).toBe(hashCode('a', '123456'));
  });

  it('hashes passwords with scrypt and a salt, and verifies them', async () => {
    const first = await hashPassword('Цэцэг-2026');
    const second = await hashPassword('Цэцэг-2026');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Цэцэг-2026', first)).toBe(true);
    expect(await verifyPassword('цэцэг-2026', first)).toBe(false);
    expect(await verifyPassword('Цэцэг-2026', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('compares secrets of any length', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
