/** Every product illustration the art package can draw. */
export const ILLUSTRATION_KINDS = [
  'bouquet',
  'rose',
  'tulip',
  'potted-plant',
  'flower-basket',
  'gift-box',
  'teddy-bear',
  'balloon',
  'greeting-card',
  'candle',
  'chocolate',
  'cake',
  'fruit-basket',
  'tea',
  'vodka-bottle',
  'wine-bottle',
  'perfume',
  'lipstick',
  'cream-jar',
  'lamp',
  'mug',
  'cushion',
  'phone',
  'headphones',
  'laptop',
  'watch',
  // The brand microsite's own bottle (brandsite.ts); last, so earlier kinds keep their order.
  'pearl-bottle',
  // The travel section (illustrations/travel.ts); appended so earlier kinds keep their order.
  'hotel-room',
  'hotel',
  'ger-camp',
  'mountain-tour',
  'desert-tour',
] as const;

export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

/** Type guard for strings coming from URLs or the database. */
export function isIllustrationKind(value: string): value is IllustrationKind {
  return (ILLUSTRATION_KINDS as readonly string[]).includes(value);
}
