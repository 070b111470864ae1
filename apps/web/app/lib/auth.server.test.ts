import { describe, expect, it } from 'vitest';
import { type FormSender, formTokenAccepted } from './auth.server.ts';

const TOKEN = 'a'.repeat(43);
const sender = (fetchSite: string | null, origin: string | null = null): FormSender => ({
  fetchSite,
  origin,
  host: 'shop.mn',
});

describe('formTokenAccepted', () => {
  it('takes the right token from any sender', () => {
    expect(formTokenAccepted(TOKEN, TOKEN, sender(null))).toBe(true);
    expect(formTokenAccepted(TOKEN, TOKEN, sender('same-origin'))).toBe(true);
  });

  it('refuses a wrong token, even from the shop itself', () => {
    expect(formTokenAccepted('b'.repeat(43), TOKEN, sender('same-origin'))).toBe(false);
    expect(formTokenAccepted('short', TOKEN, sender('same-origin', 'https://shop.mn'))).toBe(false);
  });

  it("takes a form without a token only when the browser says it is the shop's own", () => {
    expect(formTokenAccepted('', TOKEN, sender('same-origin'))).toBe(true);
    for (const site of ['same-site', 'cross-site', 'none']) {
      // The browser's Sec-Fetch-Site decides where it is sent, whatever the Origin.
      expect(formTokenAccepted('', TOKEN, sender(site, 'https://shop.mn')), site).toBe(false);
    }
    expect(formTokenAccepted('', TOKEN, sender(null))).toBe(false);
  });

  it("takes an older browser's Origin instead when it sends no Sec-Fetch-Site", () => {
    expect(formTokenAccepted('', TOKEN, sender(null, 'https://shop.mn'))).toBe(true);
    for (const origin of ['https://evil.example', 'https://shop.mn.evil.example', 'null', 'x']) {
      expect(formTokenAccepted('', TOKEN, sender(null, origin)), origin).toBe(false);
    }
  });
});
