import { hsl, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import { bow, heartPath } from './parts.ts';
import type { Ctx } from './types.ts';

/** A front-facing gift box standing on y = bottom. */
function box(ctx: Ctx, x: number, bottom: number, w: number, h: number, hue: number): string {
  const { rng } = ctx;
  const main = hsl(hue, 62, 62);
  const dark = hsl(hue, 55, 47);
  const light = hsl(hue, 70, 78);
  const ribbon = rng.pick(['#f2c14e', '#fffaf2', hsl(hue + 170, 55, 55)]);
  const ribDark =
    ribbon === '#fffaf2' ? '#e3d9cc' : ribbon === '#f2c14e' ? '#d49b2a' : hsl(hue + 170, 50, 42);
  const top = bottom - h;
  const lid = h * 0.24;
  const rw = w * 0.14;
  let out = svg`<rect x="${x - w / 2}" y="${top}" width="${w}" height="${h}" fill="${main}"/>`;
  const pattern = rng.int(0, 2);
  if (pattern < 2) {
    const id = ctx.uid('gp');
    const tile =
      pattern === 0
        ? `<circle cx="10" cy="10" r="5"/><circle cx="30" cy="30" r="5"/>`
        : '<path d="M0 40L40 0M-10 10L10-10M30 50L50 30" stroke-width="9" stroke="#fff"/>';
    out += `<defs><pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse">`;
    out += `<g fill="${light}" opacity="${pattern === 0 ? 1 : 0.35}">${tile}</g></pattern></defs>`;
    out += svg`<rect x="${x - w / 2}" y="${top}" width="${w}" height="${h}" fill="url(#${id})"/>`;
  }
  out +=
    svg`<rect x="${x - w / 2}" y="${top + lid - 6}" width="${w}" height="14" fill="${dark}" ` +
    svg`opacity=".45"/>`;
  out += svg`<rect x="${x - rw / 2}" y="${top}" width="${rw}" height="${h}" fill="${ribbon}"/>`;
  out +=
    svg`<rect x="${x - w / 2}" y="${top + lid + (h - lid) / 2 - rw / 2}" width="${w}" ` +
    svg`height="${rw}" fill="${ribbon}"/>`;
  out +=
    svg`<rect x="${x - w / 2 - 12}" y="${top - 8}" width="${w + 24}" height="${lid}" rx="5" ` +
    svg`fill="${main}"/>`;
  out +=
    svg`<rect x="${x - rw / 2}" y="${top - 8}" width="${rw}" height="${lid}" fill="` +
    svg`${ribbon}"/>`;
  out += bow(x, top - 8, w * 0.28, ribbon, ribDark);
  return out;
}

export function giftBox(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const pair = rng.chance(0.45);
  const w = rng.range(205, 240);
  const h = rng.range(175, 215);
  let out = shadow(ctx, 300, 520, pair ? 190 : 150);
  out += box(ctx, pair ? 340 : 300, 522, w, h, hue);
  if (pair) out += box(ctx, 185, 526, 130, 120, hue + rng.pick([40, 150, 200]));
  return out;
}

const FURS = [
  { fur: '#b57c4f', light: '#e2b98f', dark: '#5a3a26' },
  { fur: '#cf9c6a', light: '#f0d3b0', dark: '#5e3d28' },
  { fur: '#8d5c3d', light: '#d4a27a', dark: '#3d271b' },
  { fur: '#e9e1d6', light: '#fffaf3', dark: '#5b4a40' },
] as const;

export function teddyBear(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const c = rng.pick(FURS);
  const tilt = rng.range(-8, 8);
  let out = shadow(ctx, 300, 522, 150);
  out += `<g fill="${c.fur}"><ellipse cx="300" cy="410" rx="98" ry="104"/>`;
  out += '<ellipse cx="206" cy="380" rx="34" ry="64" transform="rotate(35 206 380)"/>';
  out += '<ellipse cx="394" cy="380" rx="34" ry="64" transform="rotate(-35 394 380)"/>';
  out +=
    '<ellipse cx="228" cy="482" rx="56" ry="42"/><ellipse cx="372" cy="482" rx="56" ry="42"/></g>';
  out += `<g fill="${c.light}"><ellipse cx="300" cy="425" rx="58" ry="62"/>`;
  out +=
    '<ellipse cx="214" cy="488" rx="28" ry="26"/><ellipse cx="386" cy="488" rx="28" ry="26"/></g>';
  out += svg`<g transform="rotate(${tilt} 300 320)">`;
  out +=
    `<circle cx="226" cy="182" r="36" fill="${c.fur}"/><circle cx="374" cy="182" r="36" ` +
    `fill="${c.fur}"/>`;
  out +=
    `<circle cx="228" cy="184" r="19" fill="${c.light}"/><circle cx="372" cy="184" r="19" ` +
    `fill="${c.light}"/>`;
  out += `<circle cx="300" cy="250" r="88" fill="${c.fur}"/>`;
  out += `<ellipse cx="300" cy="285" rx="42" ry="33" fill="${c.light}"/>`;
  out += `<ellipse cx="300" cy="270" rx="15" ry="10" fill="${c.dark}"/>`;
  out +=
    `<path d="M300 280v14m-14 4q14 10 28 0" fill="none" stroke="${c.dark}" stroke-width="4" ` +
    `stroke-linecap="round"/>`;
  out +=
    `<circle cx="266" cy="236" r="9" fill="${c.dark}"/><circle cx="334" cy="236" r="9" ` +
    `fill="${c.dark}"/>`;
  out +=
    '<circle cx="269" cy="233" r="3" fill="#fff"/><circle cx="337" cy="233" r="3" fill="#fff"/>';
  out +=
    `<g fill="#f4a7b5" opacity=".7"><circle cx="244" cy="272" r="12"/><circle cx="356" ` +
    `cy="272" r="12"/></g></g>`;
  const tie = hsl(hue, 62, 55);
  if (rng.chance(0.5)) {
    out += bow(300, 336, 42, tie, hsl(hue, 55, 40));
  } else {
    out += `<path d="${heartPath(300, 420, 40)}" fill="${tie}"/>`;
  }
  return out;
}

export function balloon(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const count = rng.int(3, 5);
  const spots: [number, number, number][] = [
    [300, 150, 74],
    [226, 232, 68],
    [376, 222, 70],
    [176, 140, 56],
    [424, 128, 58],
  ];
  const order = [3, 4, 0, 1, 2].filter((i) => i < count);
  const offsets = [0, 45, -45, 160, 200];
  let strings = '';
  let shapes = '';
  for (const i of order) {
    const s = spots[i];
    if (!s) continue;
    const [cx, cy, r] = s;
    const col = hsl(hue + (offsets[i] ?? 0), 72, 63);
    const bottom = cy + r * 1.15;
    strings +=
      svg`M${cx},${bottom + 10}C${cx},${bottom + 90} ${300 + (cx - 300) * 0.3},${420} ` +
      svg`300,500`;
    const heart = i === 2 && rng.chance(0.35);
    shapes += heart
      ? `<path d="${heartPath(cx, cy + 6, r * 1.05)}" fill="${col}"/>`
      : svg`<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 1.15}" fill="${col}"/>`;
    const ky = heart ? cy + 6 + r * 0.9 : bottom;
    shapes +=
      svg`<path d="M${cx - 9},${ky + 12}L${cx + 9},${ky + 12}L${cx},${ky - 2}Z" fill="` +
      svg`${col}"/>`;
    shapes +=
      svg`<ellipse cx="${cx - r * 0.42}" cy="${cy - r * 0.45}" rx="${r * 0.14}" ry="` +
      svg`${r * 0.28}" fill="#fff" opacity=".55" transform="rotate(30 ${cx - r * 0.42} ` +
      svg`${cy - r * 0.45})"/>`;
  }
  let out = shadow(ctx, 300, 520, 60);
  out += `<path d="${strings}" fill="none" stroke="#8f8fa0" stroke-width="2.5"/>`;
  out += shapes;
  out += bow(300, 500, 24, hsl(hue, 60, 55), hsl(hue, 55, 40));
  return out;
}
