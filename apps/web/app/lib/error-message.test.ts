import { describe, expect, it } from 'vitest';
import { errorText, SHIPPING_RATES_ERROR, warningFor } from './error-message.ts';

describe('errorText', () => {
  it('joins an array of errors with commas', () => {
    expect(errorText({ errors: ['Name is blank', 'Phone is wrong'] })).toBe(
      'Name is blank, Phone is wrong',
    );
  });

  it('takes the first value of an errors object, joining it when it is a list', () => {
    expect(errorText({ errors: { phone: ['is wrong', 'is short'], name: ['blank'] } })).toBe(
      'is wrong, is short',
    );
  });

  it('reads error, then exception, when there is no errors field', () => {
    expect(errorText({ error: 'No order found' })).toBe('No order found');
    expect(errorText({ exception: 'Boom' })).toBe('Boom');
  });

  it('turns anything else into text', () => {
    expect(errorText('plain')).toBe('plain');
    expect(errorText(42)).toBe('42');
  });
});

describe('warningFor', () => {
  it('replaces the shipping-rate message with the shop message', () => {
    expect(warningFor({ error: SHIPPING_RATES_ERROR }, 'Хүргэлт хийх боломжгүй', 'x')).toBe(
      'Хүргэлт хийх боломжгүй',
    );
  });

  it('falls back when the body says nothing', () => {
    expect(warningFor({}, 'ship', 'Something went wrong')).toBe('Something went wrong');
  });
});
