import { hsl, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import { floralHue, GREEN, petalFlower } from './parts.ts';
import type { Ctx } from './types.ts';

const COCOA = '#5e3523';
const COCOA_LIGHT = '#7a4730';

function bar(ctx: Ctx): string {
  const { hue, rng } = ctx;
  let out = svg`<g transform="rotate(${rng.range(-12, -4)} 300 330)">`;
  out += `<rect x="208" y="118" width="184" height="300" rx="10" fill="${COCOA}"/>`;
  let cells = '';
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      cells += svg`<rect x="${216 + c * 60}" y="${126 + r * 56}" width="48" height="44" rx="6"/>`;
    }
  }
  out += `<g fill="${COCOA_LIGHT}">${cells}</g>`;
  let zig = 'M198 300';
  for (let x = 198; x < 402; x += 17) zig += svg`L${x + 8.5},${rng.range(278, 290)}L${x + 17},300`;
  out += `<path d="${zig}V330H198Z" fill="#d8dde3"/>`;
  out += `<rect x="198" y="310" width="204" height="190" rx="8" fill="${hsl(hue, 58, 52)}"/>`;
  out += `<rect x="198" y="336" width="204" height="12" fill="${hsl(hue, 55, 40)}"/>`;
  out += `<rect x="198" y="470" width="204" height="8" fill="${hsl(hue, 55, 40)}"/>`;
  out += `<circle cx="300" cy="410" r="38" fill="${hsl(hue, 60, 88)}"/>`;
  out +=
    `<path d="M300 384c-18 8-18 44 0 52c18-8 18-44 0-52zm0 6v40" fill="${COCOA}" stroke="` +
    `${hsl(hue, 60, 88)}" stroke-width="3"/>`;
  return `${out}</g>`;
}

const TRUFFLES = ['#4a2a1c', '#8a5636', '#f1e6d6', '#6b3a2a'] as const;

function box(ctx: Ctx): string {
  const { hue, rng } = ctx;
  let out = svg`<g transform="rotate(${rng.range(-8, 8)} 300 310)">`;
  out += `<rect x="138" y="148" width="324" height="324" rx="20" fill="${hsl(hue, 55, 50)}"/>`;
  out += `<rect x="156" y="166" width="288" height="288" rx="12" fill="${hsl(hue, 45, 30)}"/>`;
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      const x = 204 + c * 96;
      const y = 214 + r * 96;
      const col = rng.pick(TRUFFLES);
      out += svg`<circle cx="${x}" cy="${y}" r="40" fill="#c9a25a"/>`;
      out += svg`<circle cx="${x}" cy="${y}" r="32" fill="${col}"/>`;
      const top = rng.int(0, 2);
      const dec = col === '#f1e6d6' ? COCOA_LIGHT : '#f1e6d6';
      if (top === 0) {
        out +=
          svg`<path d="M${x - 20},${y - 6}l8 10 8-10 8 10 8-10 8 10" fill="none" stroke="` +
          svg`${dec}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
      } else if (top === 1) {
        out += svg`<circle cx="${x - 9}" cy="${y - 10}" r="8" fill="#fff" opacity=".18"/>`;
      } else {
        out += svg`<path d="M${x - 8},${y - 2}a8 8 0 0 1 16 0z" fill="${hsl(hue, 65, 60)}"/>`;
      }
    }
  }
  return `${out}</g>`;
}

export function chocolate(ctx: Ctx): string {
  const out = shadow(ctx, 300, 512, 150);
  return out + (ctx.rng.chance(0.5) ? bar(ctx) : box(ctx));
}

/** x positions along the front edge of the top ellipse of the cake. */
function frontEdge(x: number): number {
  const u = (x - 300) / 130;
  return 262 + 34 * Math.sqrt(Math.max(0, 1 - u * u));
}

export function cake(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const sponge = hsl(hue, 55, 82);
  const filling = hsl(floralHue(hue), 65, 66);
  const icing = rng.pick(['#fffaf3', '#6b3f2a', hsl(floralHue(hue), 70, 86)]);
  let out = shadow(ctx, 300, 520, 110);
  out += '<path d="M262 470H338L350 512H250Z" fill="#e9e4ec"/>';
  out += '<ellipse cx="300" cy="514" rx="72" ry="12" fill="#ddd6e1"/>';
  out += '<ellipse cx="300" cy="458" rx="176" ry="28" fill="#f4f0f6"/>';
  out += `<path d="M170 262V430A130 34 0 0 0 430 430V262Z" fill="${sponge}"/>`;
  const layers = rng.int(1, 2);
  for (let i = 1; i <= layers; i++) {
    const y = 262 + ((430 - 262) / (layers + 1)) * i + 16;
    out +=
      svg`<path d="M170 ${y}A130 34 0 0 0 430 ${y}v14A130 34 0 0 1 170 ${y + 14}Z" fill="` +
      svg`${filling}"/>`;
  }
  let d = 'M170 262A130 34 0 0 1 430 262';
  const drips = 7;
  for (let i = 0; i < drips; i++) {
    const x0 = 430 - (260 / drips) * i;
    const x1 = x0 - 260 / drips;
    const xm = (x0 + x1) / 2;
    const depth = rng.range(16, 48);
    d +=
      svg`L${x0},${frontEdge(x0)}L${xm + 11},${frontEdge(xm + 11) + depth}A11 11 0 0 1 ` +
      svg`${xm - 11},${frontEdge(xm - 11) + depth}L${x1},${frontEdge(x1)}`;
  }
  out += `<path d="${d}Z" fill="${icing}"/>`;
  out += '<ellipse cx="300" cy="262" rx="130" ry="34" fill="#fff" opacity=".15"/>';
  if (rng.chance(0.5)) {
    for (const [x, y] of [
      [230, 258],
      [276, 246],
      [324, 246],
      [370, 258],
      [300, 274],
    ] as const) {
      out +=
        svg`<path d="M${x},${y + 18}C${x - 22},${y} ${x - 14},${y - 16} ${x},${y - 14}C` +
        svg`${x + 14},${y - 16} ${x + 22},${y} ${x},${y + 18}Z" fill="#e2384d"/>`;
      out += svg`<path d="M${x - 8},${y - 16}l8 6 8-6-4 8z" fill="${GREEN}"/>`;
    }
  } else {
    for (const x of [244, 300, 356]) {
      const c = hsl(hue + x, 60, 70);
      out += svg`<rect x="${x - 6}" y="196" width="12" height="64" rx="3" fill="${c}"/>`;
      out += svg`<path d="M${x},172c9 10 8 20 0 22c-8-2-9-12 0-22z" fill="#ffb13b"/>`;
    }
    out += petalFlower(300, 282, 16, 5, 0, hsl(floralHue(hue), 70, 70), '#fff');
  }
  return out;
}
