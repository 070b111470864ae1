/**
 * The pictures of the Suvdan Tsas vodka microsite, drawn for the project: the brand's bottle
 * (a product illustration kind), the full-bleed scenes behind its pages and a glass for each
 * cocktail. Nothing here copies a real brand's bottle or label.
 */
import { shadow } from './illustrations/backdrop.ts';
import { sparklePath } from './illustrations/parts.ts';
import type { Ctx } from './illustrations/types.ts';
import { createRng, hsl, svg, svgOpen } from './svg.ts';

/** The microsite's palette: midnight blue, pearl white, silver and a pale gold. */
export const BRANDSITE_COLORS = {
  night: '#0d1b2e',
  deep: '#14294a',
  pearl: '#f4f1ea',
  silver: '#b9c3cf',
  gold: '#d9bd7a',
} as const;

const { night, deep, pearl, silver, gold } = BRANDSITE_COLORS;

/** A pearl: a white disc with a soft sheen, centred at (x, y). */
function pearlDot(x: number, y: number, r: number): string {
  return (
    svg`<circle cx="${x}" cy="${y}" r="${r}" fill="${pearl}"/>` +
    svg`<circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.35}" fill="#fff"/>`
  );
}

/**
 * The brand's bottle on a 600x600 canvas (product illustration kind `pearl-bottle`): a tall
 * frosted bottle with a pearl on its shoulder and a midnight label; the hue tints the label's
 * band, so each edition of the line has its own colour.
 */
export function pearlBottle(ctx: Ctx): string {
  const band = hsl(ctx.hue, 38, 58);
  const body =
    'M276 70H324V150C324 176 362 184 362 226V506Q362 530 338 530H262Q238 530 238 506V226C238 184 276 176 276 150Z';
  let out = shadow(ctx, 300, 532, 90);
  out += `<path d="${body}" fill="#eef3f6"/>`;
  out += '<path d="M246 236H354V500Q354 520 336 520H264Q246 520 246 500Z" fill="#dfe9ef"/>';
  out += '<rect x="252" y="240" width="10" height="250" rx="5" fill="#fff" opacity=".85"/>';
  out += `<path d="${body}" fill="none" stroke="#9fb3c2" stroke-width="3"/>`;
  out += svg`<rect x="250" y="318" width="100" height="150" rx="4" fill="${night}"/>`;
  out += svg`<rect x="250" y="330" width="100" height="6" fill="${band}"/>`;
  out += svg`<rect x="250" y="450" width="100" height="6" fill="${band}"/>`;
  out += pearlDot(300, 384, 17);
  out += svg`<path d="M270 420H330M282 432H318" stroke="${gold}" stroke-width="3"/>`;
  out += svg`<path d="M276 150H324" stroke="${silver}" stroke-width="8"/>`;
  out += svg`<rect x="270" y="26" width="60" height="56" rx="6" fill="${silver}"/>`;
  out += '<path d="M282 32V76M294 32V76M306 32V76M318 32V76" stroke="#8d99a6" stroke-width="3"/>';
  out += pearlDot(300, 214, 9);
  return out;
}

export type BrandScene = 'night' | 'dawn';

/** Snow-capped ridges across a 1600-wide scene: a filled band with white tips. */
function ridge(points: [number, number][], base: number, fill: string, snow: boolean): string {
  const line = points.map(([x, y]) => `L${x} ${y}`).join('');
  let out = `<path d="M0 ${base}${line}L1600 ${base}Z" fill="${fill}"/>`;
  if (snow) {
    for (let i = 1; i < points.length - 1; i++) {
      const [x, y] = points[i] as [number, number];
      const [px, py] = points[i - 1] as [number, number];
      const [nx, ny] = points[i + 1] as [number, number];
      if (y >= py || y >= ny) continue;
      const left = x - (x - px) * 0.22;
      const right = x + (nx - x) * 0.22;
      const drop = Math.min(py - y, ny - y) * 0.22;
      out += svg`<path d="M${left} ${y + drop}L${x} ${y}L${right} ${y + drop}L${x + 8} ${y + drop * 0.7}Z" fill="${pearl}" opacity=".92"/>`;
    }
  }
  return out;
}

/** Wheat ears along the bottom of a scene, swaying a little. */
function wheat(seed: number, color: string, y0: number): string {
  const rng = createRng(seed);
  let stems = '';
  let ears = '';
  for (let x = 10; x < 1600; x += rng.range(16, 30)) {
    const h = rng.range(60, 130);
    const lean = rng.range(-14, 14);
    stems += svg`M${x} 900Q${x + lean * 0.4} ${y0 + 60} ${x + lean} ${900 - h}`;
    ears += svg`<ellipse cx="${x + lean}" cy="${900 - h - 12}" rx="5" ry="16" transform="rotate(${lean} ${x + lean} ${900 - h})"/>`;
  }
  return `<path d="${stems}" stroke="${color}" stroke-width="3" fill="none"/><g fill="${color}">${ears}</g>`;
}

/**
 * A full-bleed 1600x900 scene: `night` (the microsite's home: the pearl moon over the snowy
 * Khentii-like ridges and a wheat field) or `dawn` (the story: first light over the estate).
 */
export function renderBrandScene(scene: BrandScene): string {
  const night_ = scene === 'night';
  const sky = night_ ? [night, deep] : ['#2a3f63', '#e9c9a3'];
  let out = svgOpen(1600, 900, ' preserveAspectRatio="xMidYMid slice"');
  out +=
    `<defs><linearGradient id="bs-sky-${scene}" x2="0" y2="1"><stop stop-color="${sky[0]}"/>` +
    `<stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>`;
  out += `<rect width="1600" height="900" fill="url(#bs-sky-${scene})"/>`;
  if (night_) {
    const rng = createRng(21);
    let stars = '';
    for (let i = 0; i < 40; i++)
      stars += sparklePath(rng.range(20, 1580), rng.range(20, 420), rng.range(2, 5));
    out += `<path d="${stars}" fill="${pearl}" opacity=".7"/>`;
    out += svg`<circle cx="1190" cy="230" r="120" fill="${pearl}" opacity=".12"/>`;
    out += pearlDot(1190, 230, 78);
  } else {
    out += svg`<circle cx="420" cy="610" r="150" fill="#f6dfb8"/>`;
    out += svg`<circle cx="420" cy="610" r="230" fill="#f6dfb8" opacity=".25"/>`;
  }
  out += ridge(
    [
      [0, 560],
      [180, 420],
      [330, 520],
      [520, 360],
      [700, 500],
      [860, 400],
      [1040, 540],
      [1230, 380],
      [1420, 500],
      [1600, 430],
    ],
    900,
    night_ ? '#1f3a5f' : '#55698c',
    true,
  );
  out += ridge(
    [
      [0, 640],
      [240, 560],
      [460, 640],
      [720, 580],
      [980, 660],
      [1260, 590],
      [1600, 650],
    ],
    900,
    night_ ? '#16304f' : '#7b6f7f',
    false,
  );
  out += `<rect y="720" width="1600" height="180" fill="${night_ ? '#1c2f3f' : '#b89a5e'}"/>`;
  out += wheat(night_ ? 6 : 21, night_ ? '#3d5566' : '#d9b56a', 720);
  return `${out}</svg>`;
}

export type CocktailGlass = 'coupe' | 'highball' | 'rocks';

/** A cocktail's picture (600x600): its glass with the drink's colour on the brand's night blue. */
export function renderCocktail(glass: CocktailGlass, hue: number): string {
  const drink = hsl(hue, 55, 70);
  const rim = '#dfe8ee';
  let out = svgOpen(600, 600);
  out += `<rect width="600" height="600" fill="${deep}"/>`;
  out += svg`<circle cx="300" cy="280" r="210" fill="${night}"/>`;
  out += svg`<ellipse cx="300" cy="520" rx="150" ry="14" fill="${night}"/>`;
  if (glass === 'coupe') {
    out += svg`<path d="M170 200Q300 380 430 200Z" fill="${drink}"/>`;
    out += svg`<path d="M160 190Q300 410 440 190M300 330V500M230 510H370" stroke="${rim}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    out += pearlDot(350, 220, 12);
  } else if (glass === 'highball') {
    out += svg`<rect x="215" y="210" width="170" height="290" rx="10" fill="${drink}"/>`;
    out += svg`<rect x="240" y="250" width="46" height="46" rx="8" fill="#fff" opacity=".5"/>`;
    out += svg`<rect x="300" y="320" width="46" height="46" rx="8" fill="#fff" opacity=".45"/>`;
    out += svg`<path d="M200 130V500Q200 520 220 520H380Q400 520 400 500V130" stroke="${rim}" stroke-width="8" fill="none"/>`;
    out += svg`<path d="M340 80L300 470" stroke="${gold}" stroke-width="8" stroke-linecap="round"/>`;
  } else {
    out += svg`<rect x="195" y="330" width="210" height="170" rx="8" fill="${drink}"/>`;
    out += svg`<rect x="230" y="350" width="70" height="70" rx="10" fill="#fff" opacity=".55"/>`;
    out += svg`<path d="M180 260V500Q180 520 200 520H400Q420 520 420 500V260" stroke="${rim}" stroke-width="9" fill="none"/>`;
    out += svg`<path d="M330 300Q380 290 400 330" stroke="${gold}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  }
  out += `<path d="${sparklePath(470, 140, 14)}${sparklePath(130, 420, 10)}" fill="${pearl}" opacity=".6"/>`;
  return `${out}</svg>`;
}
