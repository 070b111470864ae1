import { DRAWINGS, makeCtx } from './illustrations/index.ts';
import {
  floralHue,
  GREEN,
  GREEN_LIGHT,
  leaf,
  petalFlower,
  sparklePath,
} from './illustrations/parts.ts';
import type { IllustrationKind } from './kinds.ts';
import { createRng, hashString, hsl, type Rng, seedInt, svg, svgOpen } from './svg.ts';

export type BannerKind = 'flowers' | 'gifts' | 'spirits' | 'sale';

export type BannerOptions = {
  /** Any number; varies the placement of decorations and the product details. */
  seed: number;
};

/** A product drawing (600x600 space) placed on the banner with its top-left at (x, y). */
function place(
  kind: IllustrationKind,
  hue: number,
  seed: number,
  x: number,
  y: number,
  s: number,
): string {
  const ctx = makeCtx(`banner|${kind}|${x}`, hue, seed);
  return svg`<g transform="translate(${x} ${y}) scale(${s})">${DRAWINGS[kind](ctx)}</g>`;
}

function gradient(id: string, from: string, to: string, vertical = false): string {
  const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return (
    `<defs><linearGradient id="${id}" ${dir}><stop stop-color="${from}"/><stop offset="1" ` +
    `stop-color="${to}"/></linearGradient></defs><rect width="1200" height="480" fill="url(#` +
    `${id})"/>`
  );
}

/** Scattered confetti in a box, in a few hues around `hue`. */
function confetti(rng: Rng, hue: number, x0: number, x1: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(20, 460);
    const c = hsl(hue + rng.pick([0, 50, 160, 210, 300]), 70, 66);
    out += rng.chance(0.5)
      ? svg`<circle cx="${x}" cy="${y}" r="${rng.range(4, 8)}" fill="${c}"/>`
      : svg`<rect x="${x}" y="${y}" width="16" height="7" rx="3" fill="${c}" transform="rotate(` +
        svg`${rng.range(0, 180)} ${x} ${y})"/>`;
  }
  return out;
}

function flowers(rng: Rng, seed: number): string {
  const hue = rng.pick([335, 350, 10, 300]);
  let out = gradient(`bf${seed}`, hsl(hue, 80, 96), hsl(hue, 70, 89));
  out += svg`<circle cx="${900}" cy="${250}" r="${230}" fill="#fff" opacity=".55"/>`;
  out += svg`<circle cx="${1130}" cy="${60}" r="${90}" fill="${hsl(hue, 70, 84)}"/>`;
  for (const [x, y, deg] of [
    [40, 470, -60],
    [10, 380, -20],
    [120, 480, -100],
    [1190, 20, 120],
  ] as const) {
    out += leaf(
      x,
      y,
      rng.range(120, 160),
      30,
      deg + rng.range(-10, 10),
      rng.chance(0.5) ? GREEN : GREEN_LIGHT,
    );
  }
  const fh = floralHue(hue);
  out += petalFlower(70, 410, 46, 5, rng.range(0, 72), hsl(fh, 70, 68), '#f3b63f');
  out += petalFlower(160, 450, 30, 6, rng.range(0, 60), '#fffaf3', '#f3b63f');
  for (let i = 0; i < 6; i++) {
    out += petalFlower(
      rng.range(80, 620),
      rng.range(30, 90),
      rng.range(9, 15),
      5,
      rng.range(0, 72),
      hsl(fh + 20, 75, 82),
      '#fff',
    );
  }
  out += place('tulip', hue + 20, seed + 1, 580, 60, 0.68);
  out += place('bouquet', hue, seed, 700, -10, 0.82);
  out += place('potted-plant', hue + 150, seed + 2, 930, 140, 0.56);
  return out;
}

function gifts(rng: Rng, seed: number): string {
  const hue = rng.pick([20, 280, 340, 190]);
  let out = gradient(`bg${seed}`, hsl(hue, 70, 95), hsl(hue + 30, 70, 88));
  out += svg`<circle cx="880" cy="260" r="240" fill="#fff" opacity=".5"/>`;
  out += confetti(rng, hue, 40, 620, 26);
  out += place('balloon', hue + 20, seed, 830, -40, 0.72);
  out += place('gift-box', hue, seed, 600, 110, 0.62);
  out += place('teddy-bear', hue + 40, seed, 780, 150, 0.56);
  out += place('gift-box', hue + 160, seed + 7, 960, 190, 0.48);
  return out;
}

function spirits(rng: Rng, seed: number): string {
  let out = gradient(`bs${seed}`, '#0f1c33', '#23395d', true);
  let stars = '';
  for (let i = 0; i < 40; i++) {
    stars +=
      svg`<circle cx="${rng.range(0, 1200)}" cy="${rng.range(0, 260)}" r="` +
      svg`${rng.range(0.8, 2.4)}"/>`;
  }
  out += `<g fill="#fff" opacity=".8">${stars}</g>`;
  out += `<path d="${sparklePath(rng.range(120, 500), rng.range(40, 120), 14)}" fill="#f4e2b0"/>`;
  out +=
    svg`<circle cx="${rng.range(520, 600)}" cy="${rng.range(70, 100)}" r="40" ` +
    svg`fill="#f4e9cf"/>`;
  out +=
    '<path d="M0 330L140 230L230 290L380 180L520 300L640 240L780 320L940 200L1080 280L1200 ' +
    '230V480H0Z" fill="#2e4a72"/>';
  out +=
    '<path d="M380 180L420 210L400 214L360 196ZM140 230L176 256L156 258L118 246Z" fill="#dfe9f3"/>';
  out += '<path d="M0 380L200 330L420 370L640 320L900 370L1200 320V480H0Z" fill="#3b5d8a"/>';
  out += '<path d="M0 420Q300 390 600 412T1200 404V480H0Z" fill="#e8f0f7"/>';
  out += place('vodka-bottle', 210, seed, 650, -6, 0.8);
  out += place('vodka-bottle', 200, seed + 3, 850, 80, 0.64);
  for (const x of [1100, 1160]) {
    out +=
      svg`<path d="M${x - 26},350L${x - 20},420H${x + 20}L${x + 26},350Z" fill="#fff" ` +
      svg`opacity=".35" stroke="#cfe0ec" stroke-width="3"/>`;
    out += svg`<path d="M${x - 23},380L${x - 20},418H${x + 20}L${x + 23},380Z" fill="#dcedf5"/>`;
  }
  let flakes = '';
  for (let i = 0; i < 14; i++)
    flakes += sparklePath(rng.range(20, 640), rng.range(150, 400), rng.range(3, 7));
  return `${out}<path d="${flakes}" fill="#fff" opacity=".7"/>`;
}

function tag(x: number, y: number, deg: number, fill: string): string {
  return (
    svg`<g transform="rotate(${deg} ${x} ${y})"><path d="M${x},${y}l40-40h120a10 10 0 0 1 10 ` +
    svg`10v60a10 10 0 0 1-10 10h-120z" fill="${fill}"/>` +
    svg`<circle cx="${x + 34}" cy="${y}" r="9" fill="#fff"/><path d="M${x + 70},${y - 12}h76M` +
    svg`${x + 70},${y + 12}h50" stroke="#fff" stroke-width="8" stroke-linecap="round" ` +
    svg`opacity=".8"/></g>`
  );
}

function bag(x: number, y: number, w: number, h: number, fill: string, dark: string): string {
  return (
    svg`<path d="M${x + w * 0.3},${y}v-20a${w * 0.2} ${w * 0.2} 0 0 1 ${w * 0.4} 0v20" ` +
    svg`fill="none" stroke="${dark}" stroke-width="8"/>` +
    svg`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}"/>` +
    svg`<rect x="${x}" y="${y}" width="${w}" height="18" rx="6" fill="${dark}" opacity=".3"/>`
  );
}

/** A round white badge with a percent sign built from shapes (no font needed). */
function percentBadge(x: number, y: number, ink: string): string {
  return (
    svg`<circle cx="${x}" cy="${y}" r="62" fill="#fff"/>` +
    svg`<circle cx="${x}" cy="${y}" r="52" fill="none" stroke="${ink}" stroke-width="3" ` +
    svg`stroke-dasharray="6 6"/>` +
    svg`<g fill="none" stroke="${ink}" stroke-width="8"><circle cx="${x - 16}" cy="${y - 16}" ` +
    svg`r="11"/>` +
    svg`<circle cx="${x + 16}" cy="${y + 16}" r="11"/><path d="M${x + 22},${y - 28}L${x - 22},` +
    svg`${y + 28}" stroke-linecap="round"/></g>`
  );
}

function sale(rng: Rng, seed: number): string {
  const hue = rng.pick([340, 350, 8, 20]);
  let out = gradient(`bx${seed}`, hsl(hue, 85, 60), hsl(hue + 25, 90, 62));
  out += svg`<circle cx="920" cy="240" r="250" fill="#fff" opacity=".14"/>`;
  out += svg`<circle cx="920" cy="240" r="170" fill="#fff" opacity=".14"/>`;
  out += confetti(rng, hue + 40, 20, 1180, 30);
  out += bag(980, 220, 150, 190, hsl(hue + 200, 60, 55), hsl(hue + 200, 55, 38));
  out += bag(700, 240, 170, 200, '#fff7e8', '#d9b98a');
  out += bag(840, 180, 180, 240, hsl(45, 95, 60), hsl(40, 85, 45));
  out += tag(640, 170, rng.range(-25, -10), hsl(45, 95, 58));
  out += percentBadge(rng.range(1100, 1130), rng.range(380, 400), hsl(hue, 85, 50));
  out += tag(1020, 120, rng.range(10, 25), '#2b2f38');
  let sparks = '';
  for (let i = 0; i < 8; i++)
    sparks += sparklePath(rng.range(60, 1160), rng.range(30, 450), rng.range(8, 18));
  return `${out}<path d="${sparks}" fill="#fff" opacity=".85"/>`;
}

const BANNERS: Record<BannerKind, (rng: Rng, seed: number) => string> = {
  flowers,
  gifts,
  spirits,
  sale,
};

/** A 1200x480 decorative hero banner (no text; copy is laid over it by the page). */
export function renderBanner(kind: BannerKind, opts: BannerOptions): string {
  const draw = BANNERS[kind];
  if (!draw) throw new Error(`Unknown banner kind: ${String(kind)}`);
  const seed = seedInt(opts.seed) >>> 0;
  const rng = createRng(hashString(kind) ^ Math.imul(seed, 0x85ebca6b));
  return `${svgOpen(1200, 480)}${draw(rng, seed)}</svg>`;
}
