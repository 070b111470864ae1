/**
 * One spelling for every way a shopper writes a Mongolian word. Cyrillic and Latin both map to
 * the same plain Latin key: ө/о → o, ү/у → u, е/ё/э → e, х and "kh" → h, ц and "ts" → c,
 * doubled vowels collapse. So "arkhi", "arhi" and "архи" all become "arhi", and "tsetseg" and
 * "цэцэг" both "ceceg". Documents and queries go through the same function.
 */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  ө: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ү: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: 'i',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

// Latin spellings of Mongolian sounds, longest first, brought to the same key as the Cyrillic.
const LATIN: [RegExp, string][] = [
  [/kh/g, 'h'],
  [/ts/g, 'c'],
  [/zh/g, 'j'],
  [/ye/g, 'e'],
  [/yo/g, 'e'],
  [/q/g, 'k'],
  [/w/g, 'v'],
  [/x/g, 'h'],
  [/y(?![au])/g, 'i'],
];

/**
 * The canonical key of a text: lower-case Latin words separated by single spaces. Chinese has
 * no spaces between words: a run of Han characters is cut into words (Intl.Segmenter, built
 * into Node) and each word is written as "h" and its characters' code points in hex, so it is
 * a plain [a-z0-9] word like the others and "玫瑰" finds "红玫瑰花束" as its own word.
 */
export function canonical(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const run of text.matchAll(HAN_RUN)) {
    parts.push(latinKey(text.slice(last, run.index)), hanKey(run[0]));
    last = run.index + run[0].length;
  }
  parts.push(latinKey(text.slice(last)));
  return parts.filter(Boolean).join(' ');
}

const HAN_RUN = /\p{Script=Han}+/gu;
const chineseWords = new Intl.Segmenter('zh', { granularity: 'word' });

/** A run of Han characters as canonical words ("h73ab7470" for 玫瑰). */
function hanKey(run: string): string {
  return [...chineseWords.segment(run)]
    .filter((s) => s.isWordLike)
    .map((s) => `h${[...s.segment].map((c) => c.codePointAt(0)?.toString(16)).join('')}`)
    .join(' ');
}

/** Text without Han characters as canonical Latin words (Cyrillic and Latin spellings alike). */
function latinKey(text: string): string {
  const lower = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, (mark, offset, whole) =>
      // Keep the breve of й and the diaeresis of ё (they decompose too), drop Latin accents.
      /[иеИЕ]/.test(whole[offset - 1] ?? '') ? mark : '',
    )
    .normalize('NFC');
  let latin = '';
  for (const char of lower) latin += CYRILLIC[char] ?? char;
  for (const [pattern, replacement] of LATIN) latin = latin.replace(pattern, replacement);
  return latin
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([aeiou])\1+/g, '$1')
    .trim();
}

/** The canonical words of a text, each once, in order. */
export function canonicalWords(text: string): string[] {
  const words = new Set<string>();
  for (const token of text.split(WHITESPACE)) {
    if (token) for (const word of wordsOfToken(token)) words.add(word);
  }
  return [...words];
}

/**
 * `canonicalWords` of a text a catalogue says again and again (a category's keywords, a
 * description template), looked up whole: a token at a time is still a lookup per word. The
 * answer is shared; callers do not change it.
 */
export function canonicalWordsOfRepeated(text: string): readonly string[] {
  let words = textWords.get(text);
  if (!words) {
    words = canonicalWords(text);
    if (textWords.size >= TEXT_WORDS_KEPT) textWords.clear();
    textWords.set(text, words);
  }
  return words;
}

const textWords = new Map<string, string[]>();
const TEXT_WORDS_KEPT = 20_000;

const WHITESPACE = /\s+/;
/**
 * Canonical words by whitespace-separated token. Nothing in canonical() reaches across
 * whitespace (it never becomes a letter, and no spelling rule spans it), so a text's words are
 * its tokens' words; and a catalogue says the same words again and again, so indexing a product
 * mostly looks them up (13 s of a 100,000-product seed was spent spelling them out anew).
 */
const tokenWords = new Map<string, string[]>();
const TOKEN_WORDS_KEPT = 50_000;

function wordsOfToken(token: string): string[] {
  let words = tokenWords.get(token);
  if (!words) {
    words = canonical(token).split(' ').filter(Boolean);
    if (tokenWords.size >= TOKEN_WORDS_KEPT) tokenWords.clear();
    tokenWords.set(token, words);
  }
  return words;
}
