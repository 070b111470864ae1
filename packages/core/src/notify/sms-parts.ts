/** How an SMS is encoded on the air: 7-bit GSM when every character allows it, else UCS-2. */
export type SmsEncoding = 'gsm7' | 'ucs2';

/**
 * The most parts one of the shop's SMS may take: each part is paid for, and phones join more
 * parts less reliably. A longer text is refused rather than sent as a third part.
 */
export const MAX_SMS_PARTS = 2;

// GSM 03.38: the basic character set (one septet each) and its extension table (an escape and
// the character: two septets each). Form feed is in the extension table too.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

/** Room in one part: a text alone, or a part of a concatenated text (its header takes the rest). */
const ROOM = {
  gsm7: { single: 160, concatenated: 153 },
  ucs2: { single: 70, concatenated: 67 },
} as const;

/** 'gsm7' when the whole text is in GSM 03.38 (Latin, some accents); Cyrillic or ₮ make it 'ucs2'. */
export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) {
    if (!GSM_BASIC.has(char) && !GSM_EXTENSION.has(char)) return 'ucs2';
  }
  return 'gsm7';
}

/** How many parts the text goes out in (an empty text is still one SMS). */
export function smsParts(text: string): number {
  const encoding = smsEncoding(text);
  // Septets in GSM-7, UTF-16 code units in UCS-2 (an emoji takes two).
  const widths = Array.from(text, (char) =>
    encoding === 'gsm7' ? (GSM_EXTENSION.has(char) ? 2 : 1) : char.length,
  );
  const room = ROOM[encoding];
  if (widths.reduce((sum, width) => sum + width, 0) <= room.single) return 1;
  // An escaped character or a surrogate pair is never split between two parts: one that does
  // not fit whole starts the next part.
  let parts = 1;
  let used = 0;
  for (const width of widths) {
    if (used + width > room.concatenated) {
      parts += 1;
      used = 0;
    }
    used += width;
  }
  return parts;
}
