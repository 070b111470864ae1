import { SANS_STACK } from './fonts.ts';
import { escapeXml, hsl, normHue, svgOpen } from './svg.ts';

export type MonogramOptions = {
  hue: number;
  shape?: 'circle' | 'square';
};

/**
 * One or two initials: the first letter (or digit) of the first two words;
 * a single word gives one letter. Falls back to the first visible character.
 */
export function initialsOf(text: string): string {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  const letters: string[] = [];
  for (const word of words) {
    const m = /[\p{L}\p{N}]/u.exec(word);
    if (m) letters.push(m[0]);
    if (letters.length === 2) break;
  }
  if (letters.length === 0) {
    const first = Array.from(text.trim())[0];
    return first ?? '?';
  }
  return letters.join('').toLocaleUpperCase();
}

/** A 200x200 logo with white initials on a coloured circle or rounded square. */
export function renderMonogram(text: string, opts: MonogramOptions): string {
  const hue = normHue(opts.hue);
  const initials = initialsOf(text);
  const size = Array.from(initials).length > 1 ? 84 : 100;
  const fill = hsl(hue, 55, 42);
  const ring = hsl(hue, 60, 58);
  const shape =
    opts.shape === 'square'
      ? `<rect width="200" height="200" rx="40" fill="${fill}"/><rect x="10" y="10" width="180" ` +
        `height="180" rx="32" fill="none" stroke="${ring}" stroke-width="4"/>`
      : `<circle cx="100" cy="100" r="100" fill="${fill}"/><circle cx="100" cy="100" r="88" ` +
        `fill="none" stroke="${ring}" stroke-width="4"/>`;
  const label = escapeXml(text);
  return (
    `${svgOpen(200, 200, ` role="img" aria-label="${label}"`)}${shape}` +
    `<text x="100" y="104" fill="#fff" font-family="${SANS_STACK}" font-size="${size}" ` +
    `font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(initials)}` +
    `</text></svg>`
  );
}
