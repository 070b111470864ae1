import { translatorFor } from '@shop/i18n/translators';
import { describe, expect, it } from 'vitest';
import { deliveryWindowText } from './delivery-window.ts';

describe('a delivery option in words', () => {
  const t = translatorFor('en');

  it('says standard delivery in its own hours, and in days beyond three', () => {
    expect(deliveryWindowText(t, 'standard', 24)).toBe('Delivered within 24 hours');
    expect(deliveryWindowText(t, 'standard', 72)).toBe('Delivered within 72 hours');
    expect(deliveryWindowText(t, 'standard', 120)).toBe('Delivered within 5 days');
    expect(deliveryWindowText(t, 'standard', 14 * 24)).toBe('Delivered within 14 days');
  });

  it('gives an order from before the hours were kept the general 24, and the others theirs', () => {
    expect(deliveryWindowText(t, 'standard', null)).toBe('Delivered within 24 hours');
    expect(deliveryWindowText(t, 'express', 4)).toBe(t('checkout.window.express'));
    expect(deliveryWindowText(t, 'same_day', null)).toBe(t('checkout.window.same_day'));
  });
});
