import { describe, expect, it } from 'vitest';
import { canonical, canonicalWords, canonicalWordsOfRepeated } from './canonical.ts';

describe('canonical', () => {
  it.each([
    ['sarnai', 'сарнай'],
    ['arkhi', 'архи'],
    ['arhi', 'архи'],
    ['tsetseg', 'цэцэг'],
    ['baglaa', 'баглаа'],
    ['shokolad', 'шоколад'],
    ['beleg', 'бэлэг'],
    ['utas', 'утас'],
    ['mongol', 'Монгол'],
  ])('finds the Latin "%s" and the Cyrillic "%s" alike', (latin, cyrillic) => {
    expect(canonical(latin)).toBe(canonical(cyrillic));
  });

  it('folds ө/о, ү/у and ё/е/э together', () => {
    expect(canonical('өнгө')).toBe(canonical('онго'));
    expect(canonical('үнэр')).toBe(canonical('унер'));
    expect(canonical('ёотон')).toBe(canonical('еотон'));
    expect(canonical('цэцэг')).toBe(canonical('цецег'));
  });

  it('collapses doubled vowels so long and short spellings meet', () => {
    expect(canonical('baglaa')).toBe('bagla');
    expect(canonical('цээнэ')).toBe(canonical('цэнэ'));
  });

  it('keeps Latin words, digits and drops punctuation and accents', () => {
    expect(canonical('Crème Brûlée, 100 ml!')).toBe('creme brule 100 ml');
  });

  it('gives each word once', () => {
    expect(canonicalWords('Улаан улаан сарнай')).toEqual(['ulan', 'sarnai']);
  });

  it('cuts Chinese into words, each a plain word of its own', () => {
    const [rose] = canonicalWords('玫瑰');
    expect(rose).toMatch(/^h[0-9a-f]+$/);
    expect(canonicalWords('红玫瑰花束')).toContain(rose);
    expect(canonicalWords('Red rose 红玫瑰 Сарнай')).toEqual([
      'red',
      'rose',
      'h7ea2',
      rose,
      'sarnai',
    ]);
  });

  it.each([
    'Улаан улаан сарнай, 25 ширхэг',
    'Crème Brûlée\u00a0100 ml!',
    'kh ts y a yo ye zh',
    'Чингис\tхаан  архи\nvodka',
    'Red rose 红玫瑰 Сарнай 玫瑰花束abc',
    ' й ё \u0308e и\u0306 ',
    'a\u2003kh\u00a0h',
  ])('gives the words of the whole text, looked up by token: %j', (text) => {
    const whole = [...new Set(canonical(text).split(' ').filter(Boolean))];
    expect(canonicalWords(text)).toEqual(whole);
    expect(canonicalWords(text)).toEqual(whole);
    // Looked up whole, the first time and again.
    expect(canonicalWordsOfRepeated(text)).toEqual(whole);
    expect(canonicalWordsOfRepeated(text)).toEqual(whole);
  });
});
