import { describe, expect, it } from 'vitest';
import { formTokenAccepted } from './auth.server.ts';

const TOKEN = 'a'.repeat(43);

describe('formTokenAccepted', () => {
  it('takes the right token from any sender', () => {
    expect(formTokenAccepted(TOKEN, TOKEN, null)).toBe(true);
    expect(formTokenAccepted(TOKEN, TOKEN, 'same-origin')).toBe(true);
  });

  it('refuses a wrong token, even from the shop itself', () => {
    expect(formTokenAccepted('b'.repeat(43), TOKEN, 'same-origin')).toBe(false);
    expect(formTokenAccepted('short', TOKEN, 'same-origin')).toBe(false);
  });

  it("takes a form without a token only when the browser says it is the shop's own", () => {
    expect(formTokenAccepted('', TOKEN, 'same-origin')).toBe(true);
    for (const site of ['same-site', 'cross-site', 'none', null]) {
      expect(formTokenAccepted('', TOKEN, site)).toBe(false);
    }
  });
});
