import { describe, expect, it } from 'vitest';
import { brandMessages, messagesFor, scopedMessages } from './messages.server.ts';

describe('the texts a page sends the browser', () => {
  it('leave out what only e-mails, SMS and the scoped pages use', () => {
    const page = Object.keys(messagesFor('mn'));
    expect(page).toContain('nav.cart');
    expect(page).toContain('error.generic');
    expect(page.filter((key) => key.startsWith('notify.'))).toEqual([]);
    expect(page.filter((key) => key.startsWith('auth.') || key.startsWith('brandsite.'))).toEqual(
      [],
    );
    expect(Object.keys(scopedMessages('en'))).toContain('auth.send_code');
    expect(
      Object.keys(brandMessages('ru')).every((key) => /^(brandsite|age_gate)\./.test(key)),
    ).toBe(true);
  });

  it("keep the shop's own wording over the catalog's", () => {
    expect(messagesFor('en', { 'nav.cart': 'Basket' })['nav.cart']).toBe('Basket');
  });

  it('are filtered once per locale and wording, and anew when the wording changes', () => {
    const wording = { 'nav.cart': 'Basket' };
    expect(messagesFor('en', wording)).toBe(messagesFor('en', wording));
    expect(messagesFor('ru', wording)).not.toBe(messagesFor('en', wording));
    const edited = { 'nav.cart': 'Trolley' };
    expect(messagesFor('en', edited)['nav.cart']).toBe('Trolley');
    expect(messagesFor('en', wording)['nav.cart']).toBe('Basket');
  });
});
