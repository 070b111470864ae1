import { describe, expect, it } from 'vitest';
import { MAX_SMS_PARTS, smsEncoding, smsParts } from './sms-parts.ts';

describe('SMS encoding', () => {
  it('sends Latin text, GSM accents and the extension table in 7-bit GSM', () => {
    expect(smsEncoding('Tsetseg Market: your code is 123456.')).toBe('gsm7');
    expect(smsEncoding('Grazie! è à ò ì ù é Ñ ß\n@£$¥')).toBe('gsm7');
    expect(smsEncoding('{price} [1] ~ | \\ ^ €')).toBe('gsm7');
  });

  it('sends Cyrillic, Chinese, ₮, curly quotes and emoji in UCS-2', () => {
    expect(smsEncoding('Таны код 123456')).toBe('ucs2');
    expect(smsEncoding('您的验证码')).toBe('ucs2');
    expect(smsEncoding('Total 12,500₮')).toBe('ucs2');
    expect(smsEncoding('dell’ordine')).toBe('ucs2');
    expect(smsEncoding('Thank you 🌷')).toBe('ucs2');
  });
});

describe('SMS parts', () => {
  it('fits 160 GSM characters in one part and 153 in each part of a longer text', () => {
    expect(smsParts('')).toBe(1);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
  });

  it('counts an extension character as two septets, never split between parts', () => {
    expect(smsParts('€'.repeat(80))).toBe(1);
    expect(smsParts('€'.repeat(81))).toBe(2);
    // 306 septets would fill two parts exactly, but the first € after 152 letters moves on whole.
    expect(smsParts(`${'a'.repeat(152)}${'€'.repeat(77)}`)).toBe(3);
  });

  it('fits 70 UCS-2 characters in one part and 67 in each part of a longer text', () => {
    expect(smsParts('а'.repeat(70))).toBe(1);
    expect(smsParts('а'.repeat(71))).toBe(2);
    expect(smsParts('а'.repeat(134))).toBe(2);
    expect(smsParts('а'.repeat(135))).toBe(3);
    // One Cyrillic letter makes the whole text UCS-2: 100 Latin letters no longer fit in one.
    expect(smsParts(`${'a'.repeat(99)}ж`)).toBe(2);
  });

  it('counts an emoji as two UTF-16 units, never split between parts', () => {
    expect(smsParts('🌷'.repeat(35))).toBe(1);
    expect(smsParts('🌷'.repeat(36))).toBe(2);
    expect(smsParts(`${'а'.repeat(66)}${'🌷'.repeat(34)}`)).toBe(3);
  });

  it('allows the shop two parts at most', () => {
    expect(MAX_SMS_PARTS).toBe(2);
  });
});
