import { describe, expect, it } from 'vitest';
import { varyWith } from './vary.ts';

describe('varyWith', () => {
  it('names a field once, keeping the fields named before', () => {
    expect(varyWith(undefined, 'accept-encoding')).toBe('accept-encoding');
    expect(varyWith('', 'accept-encoding')).toBe('accept-encoding');
    expect(varyWith('accept-language', 'accept-encoding')).toBe('accept-language, accept-encoding');
    expect(varyWith('Accept-Encoding', 'accept-encoding')).toBe('Accept-Encoding');
    expect(varyWith('rsc, accept-encoding', 'accept-encoding')).toBe('rsc, accept-encoding');
    // A field that only contains the name is another field.
    expect(varyWith('x-accept-encoding-hint', 'accept-encoding')).toBe(
      'x-accept-encoding-hint, accept-encoding',
    );
  });
});
