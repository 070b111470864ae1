import { hsl, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import {
  bloom,
  bow,
  floralHue,
  GREEN,
  GREEN_DARK,
  GREEN_LIGHT,
  leaf,
  petalFlower,
  roseTop,
} from './parts.ts';
import type { Ctx } from './types.ts';

/** One flower head of a mixed bunch: a rose, a daisy-like bloom or a peony-ish disc. */
export function mixedHead(ctx: Ctx, x: number, y: number, r: number, fh: number): string {
  const { rng } = ctx;
  const type = rng.int(0, 3);
  if (type <= 1) {
    const h = fh + rng.range(-10, 10);
    return roseTop(
      x,
      y,
      r,
      bloom(ctx, h, 68, type === 0 ? 62 : 74),
      bloom(ctx, h, 58, type === 0 ? 44 : 58),
    );
  }
  if (type === 2) {
    const centre = rng.pick(['#f2b33d', '#e8a23a', '#7a4a2a']);
    return petalFlower(x, y, r * 1.05, rng.int(7, 9), rng.range(0, 40), '#fffaf3', centre);
  }
  const h = fh + 30;
  return (
    petalFlower(x, y, r, 5, rng.range(0, 72), bloom(ctx, h, 75, 80), bloom(ctx, h, 70, 62)) +
    svg`<circle cx="${x}" cy="${y}" r="${r * 0.16}" fill="${bloom(ctx, h, 60, 90)}"/>`
  );
}

const PAPERS = [
  { light: '#ecd6b6', dark: '#d3b48c' },
  { light: '#f8f3ec', dark: '#e2d7c9' },
  { light: '#2f3a45', dark: '#1f2830' },
] as const;

export function bouquet(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const fh = floralHue(hue);
  const paper = rng.pick([
    ...PAPERS,
    { light: hsl(hue, 50, 86), dark: hsl(hue, 38, 74) },
    { light: hsl(hue, 50, 86), dark: hsl(hue, 38, 74) },
  ]);
  let out = shadow(ctx, 300, 530, 95);
  out += `<path d="M150 212H450L316 528H284Z" fill="${paper.dark}"/>`;
  for (let i = 0; i < 7; i++) {
    const deg = -168 + i * 26 + rng.range(-6, 6);
    out += leaf(300, 330, rng.range(150, 175), 30, deg, i % 2 ? GREEN : GREEN_LIGHT);
  }
  // Baby's-breath filler: round-capped zero-length strokes are the shortest dots.
  let dots = '';
  for (let i = 0; i < 12; i++) {
    const a = rng.range(Math.PI * 1.05, Math.PI * 1.95);
    const d = rng.range(120, 150);
    dots += svg`M${300 + Math.cos(a) * d * 1.2} ${275 + Math.sin(a) * d}h0`;
  }
  out += `<path d="${dots}" stroke="#fffdf8" stroke-width="13" stroke-linecap="round"/>`;
  const slots: [number, number][] = [
    [300, 178],
    [232, 205],
    [368, 205],
    [182, 252],
    [418, 252],
    [300, 238],
    [248, 284],
    [352, 284],
  ];
  for (const [x, y] of slots) {
    out += mixedHead(ctx, x + rng.range(-8, 8), y + rng.range(-6, 6), rng.range(44, 54), fh);
  }
  out += `<path d="M420 292L254 318L298 530Z" fill="${paper.dark}"/>`;
  out += `<path d="M178 292L346 318L302 530Z" fill="${paper.light}"/>`;
  const rib = hsl(hue + rng.range(-20, 20), 55, 52);
  out += `<path d="M254 432H346L340 452H260Z" fill="${rib}"/>`;
  out += bow(300, 440, 44, rib, hsl(hue, 50, 38));
  return out;
}

/** A rose seen from the side, drawn in unit space (about -100..100) and placed by transform. */
function roseSide(ctx: Ctx, x: number, y: number, scale: number, h: number): string {
  const main = bloom(ctx, h, 70, 56);
  const dark = bloom(ctx, h, 62, 40);
  const light = bloom(ctx, h, 75, 68);
  return (
    svg`<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M-78-8C-96-80-30-104 0-76C30-104 96-80 78-8Z" fill="${dark}"/>` +
    `<path d="M-46-48C-46-92 46-92 46-48Z" fill="${main}"/>` +
    `<path d="M-18-56C-14-78 22-76 20-56" fill="none" stroke="${dark}" stroke-width="7" ` +
    `stroke-linecap="round"/>` +
    `<path d="M-86-46C-96 44-36 80 0 80C36 80 96 44 86-46C50-16 22-34 0-34C-22-34-50-16-86-46Z" ` +
    `fill="${main}"/>` +
    `<path d="M-86-46C-76 40 6 86 56 56C10 36-34 4-86-46Z" fill="${light}"/>` +
    `<path d="M86-46C90 20 60 50 30 62C46 20 54-10 86-46Z" fill="${dark}"/>` +
    '</g>'
  );
}

export function rose(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const fh = floralHue(hue);
  const tilt = rng.range(-9, 9);
  let out = shadow(ctx, 300, 530, 70);
  out += svg`<g transform="rotate(${tilt} 300 525)">`;
  out +=
    '<path d="M300 526C306 430 292 330 300 232" fill="none" stroke="#4e8a4a" stroke-width="10" ' +
    'stroke-linecap="round"/>';
  const y1 = rng.range(390, 430);
  const y2 = rng.range(320, 350);
  out += leaf(300, y1, 92, 26, -150 + rng.range(-10, 10), GREEN_LIGHT, GREEN_DARK);
  out += leaf(300, y2, 84, 24, -30 + rng.range(-10, 10), GREEN, GREEN_DARK);
  out += `<path d="M301 470l13-8-1 10zM298 372l-13-7 1 10z" fill="${GREEN_DARK}"/>`;
  if (rng.chance(0.4)) {
    out += '<path d="M300 300Q350 270 372 236" fill="none" stroke="#4e8a4a" stroke-width="6"/>';
    out += roseSide(ctx, 378, 226, 0.3, fh + 8);
  }
  out += leaf(300, 244, 46, 12, -155, GREEN) + leaf(300, 244, 46, 12, -25, GREEN);
  out += roseSide(ctx, 300, 180, 0.9 + rng.range(0, 0.12), fh);
  return `${out}</g>`;
}

/** Tulip head in unit space (about -80..80), cup pointing up. */
function tulipHead(ctx: Ctx, x: number, y: number, s: number, deg: number, h: number): string {
  return (
    svg`<g transform="translate(${x} ${y}) rotate(${deg}) scale(${s})">` +
    `<path d="M-72-75C-95 20-55 75 0 75C55 75 95 20 72-75Q35-45 0-20Q-35-45-72-75Z" fill="` +
    `${bloom(ctx, h, 72, 58)}"/>` +
    `<path d="M0 72C-55 60-55-30 0-85C55-30 55 60 0 72Z" fill="${bloom(ctx, h, 80, 70)}"/>` +
    '</g>'
  );
}

export function tulip(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const fh = floralHue(hue);
  const count = rng.int(3, 5);
  const mixed = rng.chance(0.3);
  let stems = '';
  let heads = '';
  for (let i = 0; i < count; i++) {
    const t = i - (count - 1) / 2;
    const hx = 300 + t * (count > 3 ? 58 : 72) + rng.range(-6, 6);
    const hy = 190 + Math.abs(t) * 34 + rng.range(-14, 14);
    stems += svg`M${300 + t * 14},526Q${300 + t * 3},400 ${hx},${hy + 30}`;
    const h = mixed && i % 2 === 1 ? fh + 40 : fh + rng.range(-8, 8);
    heads += tulipHead(ctx, hx, hy, 0.5 + rng.range(0, 0.06), t * 9, h);
  }
  let out = shadow(ctx, 300, 530, 80);
  out +=
    `<path d="${stems}" fill="none" stroke="${GREEN}" stroke-width="8" ` +
    `stroke-linecap="round"/>`;
  out += leaf(296, 440, 210, 26, -116 + rng.range(-6, 6), GREEN_LIGHT);
  out += leaf(304, 440, 200, 24, -64 + rng.range(-6, 6), GREEN);
  out += leaf(300, 450, 150, 20, -96, GREEN_DARK);
  out += heads;
  const band = hsl(hue + 180, 40, 55);
  out += `<rect x="274" y="420" width="52" height="24" rx="8" fill="${band}"/>`;
  return out;
}
