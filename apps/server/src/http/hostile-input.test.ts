import { describe, expect, it } from 'vitest';
import { formHoldsNul, holdsNul } from './hostile-input.ts';

describe('holdsNul', () => {
  it('finds a NUL in any string or key, however deep, and nothing else', () => {
    expect(holdsNul('a\u0000')).toBe(true);
    expect(holdsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(holdsNul({ 'k\u0000': 1 })).toBe(true);
    expect(holdsNul({ a: ['x', 1, null, { b: 'ẞ 玫瑰 \ud800' }] })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });
});

describe('formHoldsNul', () => {
  const form = 'application/x-www-form-urlencoded';
  it('finds a raw or encoded NUL in an urlencoded form, and leaves files alone', () => {
    expect(formHoldsNul(form, Buffer.from('name=a%00b'))).toBe(true);
    expect(formHoldsNul(`${form}; charset=utf-8`, Buffer.from('name=a\u0000b'))).toBe(true);
    expect(formHoldsNul(form, Buffer.from('name=%D0%A1%D0%B0%D1%80%D0%B0%D0%B0'))).toBe(false);
    expect(formHoldsNul('multipart/form-data; boundary=x', Buffer.from([0, 1, 2]))).toBe(false);
  });
});
