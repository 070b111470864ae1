import { SANS_STACK } from './fonts.ts';
import { svg, svgOpen } from './svg.ts';

export const BRAND_ROSE = '#c2185b';
const ROSE_DARK = '#880e4f';
const ROSE_LIGHT = '#f8bbd0';
const LEAF = '#2e7d32';
const LEAF_LIGHT = '#43a047';
const INK = '#3d1027';

/** The flower mark in an 80x80 box: five looped petals, a centre and a leaf. */
function mark(): string {
  const cx = 38;
  const cy = 34;
  let petals = '';
  let loops = '';
  for (let i = 0; i < 5; i++) {
    const t = `rotate(${i * 72} ${cx} ${cy})`;
    petals +=
      svg`<path transform="${t}" d="M${cx},${cy}C${cx - 17},${cy - 8} ${cx - 19},` +
      svg`${cy - 31} ${cx},${cy - 31}C${cx + 19},${cy - 31} ${cx + 17},${cy - 8} ${cx},${cy}Z"/>`;
    loops +=
      svg`<path transform="${t}" d="M${cx},${cy - 10}C${cx - 8},${cy - 14} ${cx - 8},` +
      svg`${cy - 24} ${cx},${cy - 24}C${cx + 8},${cy - 24} ${cx + 8},${cy - 14} ${cx},` +
      svg`${cy - 10}Z"/>`;
  }
  return (
    `<path d="M38 52C38 62 40 70 44 78" fill="none" stroke="${LEAF}" stroke-width="4" ` +
    `stroke-linecap="round"/>` +
    `<path d="M42 68C46 56 60 52 72 54C68 66 56 72 42 68Z" fill="${LEAF_LIGHT}"/>` +
    `<path d="M46 66Q58 60 66 57" fill="none" stroke="${LEAF}" stroke-width="2" ` +
    `stroke-linecap="round"/>` +
    `<g fill="${BRAND_ROSE}">${petals}</g>` +
    `<g fill="none" stroke="${ROSE_LIGHT}" stroke-width="3">${loops}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="7" fill="${ROSE_DARK}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="3" fill="${ROSE_LIGHT}"/>`
  );
}

export type ShopLogoOptions = {
  /** 'full' (mark + wordmark, 300x80) or 'mark' (80x80). Default 'full'. */
  variant?: 'full' | 'mark';
  /** Wordmark colour: 'dark' for light backgrounds (default), 'light' for dark ones. */
  tone?: 'dark' | 'light';
};

/** The shop's logo: a magenta flower with a green leaf, optionally with the wordmark. */
export function renderShopLogo(opts: ShopLogoOptions = {}): string {
  const label = ' role="img" aria-label="Цэцэг Маркет"';
  if (opts.variant === 'mark') {
    return `${svgOpen(80, 80, label)}<title>Цэцэг Маркет</title>${mark()}</svg>`;
  }
  // textLength pins the word's width so every system font fits the 300x80 box.
  const ink = opts.tone === 'light' ? '#fff' : INK;
  const word =
    `<text x="92" y="43" font-family="${SANS_STACK}" font-size="58" font-weight="700" ` +
    `fill="${ink}" dominant-baseline="central" textLength="196" ` +
    `lengthAdjust="spacingAndGlyphs">Цэцэг</text>`;
  return `${svgOpen(300, 80, label)}<title>Цэцэг Маркет</title>${mark()}${word}</svg>`;
}

/**
 * The installed app's icon, a 512x512 square: the mark on a blush ground. A maskable icon (the
 * launcher cuts it to its own shape) keeps the mark inside the middle 80% circle and fills the
 * whole square; the plain one rounds its corners itself.
 */
export function renderAppIcon(opts: { maskable?: boolean } = {}): string {
  const ground = opts.maskable
    ? '<rect width="512" height="512" fill="#fdeef4"/>'
    : '<rect width="512" height="512" rx="96" fill="#fdeef4"/>';
  // The mark's 80x80 box, scaled to 320 (maskable: 256, inside the 410 px safe circle).
  const scale = opts.maskable ? 3.2 : 4;
  const offset = (512 - 80 * scale) / 2;
  return (
    `${svgOpen(512, 512, ' role="img" aria-label="Цэцэг Маркет"')}${ground}` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark()}</g></svg>`
  );
}
