import { hsl, normHue, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import { GREEN, GREEN_DARK, GREEN_LIGHT, lipHue } from './parts.ts';
import type { Ctx } from './types.ts';

/** A sky-blue hue (185..235) nudged by the base hue, so skies stay skies. */
function skyHue(hue: number): number {
  return 185 + (normHue(hue) / 360) * 50;
}

/**
 * An outdoor scene clipped to a disc with a white rim and a soft drop shadow;
 * `body` is drawn over a vertical sky gradient.
 */
function vignette(ctx: Ctx, top: string, bottom: string, body: string): string {
  const clip = ctx.uid('vc');
  const sky = ctx.uid('vs');
  return (
    `<defs><clipPath id="${clip}"><circle cx="300" cy="290" r="200"/></clipPath>` +
    `<linearGradient id="${sky}" x2="0" y2="1"><stop stop-color="${top}"/>` +
    `<stop offset=".6" stop-color="${bottom}"/></linearGradient></defs>` +
    `<circle cx="300" cy="304" r="202" fill="${hsl(ctx.hue, 32, 84)}"/>` +
    `<g clip-path="url(#${clip})"><rect x="100" y="90" width="400" height="400" ` +
    `fill="url(#${sky})"/>${body}</g>` +
    '<circle cx="300" cy="290" r="200" fill="none" stroke="#fff" stroke-width="10"/>'
  );
}

/** A flat cloud whose bottom-left corner sits at (x, y). */
function cloud(x: number, y: number, s: number, fill = '#fff'): string {
  return (
    svg`<path transform="translate(${x} ${y}) scale(${s})" d="M0 0a14 14 0 0 1 10-22a20 20 ` +
    `0 0 1 36-8a16 16 0 0 1 28 12a10 10 0 0 1 6 18z" fill="${fill}"/>`
  );
}

/** A round felt ger, 116 wide at scale 1, standing on (x, y), door to the front. */
function ger(x: number, y: number, s: number, door: string, band: string): string {
  return (
    svg`<g transform="translate(${x} ${y}) scale(${s})">` +
    '<path d="M18-66h6v-14h-6z" fill="#6b6f78"/>' +
    '<path d="M-50 0V-34H50V0Q0 9-50 0Z" fill="#f7f3ec"/>' +
    '<path d="M18-34H50V0Q36 4 18 6Z" fill="#e8e1d4"/>' +
    '<path d="M-50-22Q0-14 50-22M-50-9Q0-1 50-9" fill="none" stroke="#cbb995" ' +
    'stroke-width="2.5"/>' +
    '<path d="M-58-32Q-36-52-12-64H12Q36-52 58-32Q0-22-58-32Z" fill="#fff"/>' +
    '<path d="M12-64Q36-52 58-32Q40-28 22-27Z" fill="#ece6da"/>' +
    `<path d="M-58-32Q0-22 58-32" fill="none" stroke="${band}" stroke-width="6"/>` +
    '<path d="M-12-64H12V-69H-12Z" fill="#9a7a54"/>' +
    `<path d="M-11 5V-26H11V5Z" fill="${door}"/>` +
    '<path d="M-6 1V-21H6V1" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>' +
    '</g>'
  );
}

/** A horse (with a rider in a deel when `rider` is set), hooves on (x, y), facing right. */
function horse(x: number, y: number, s: number, coat: string, rider?: string): string {
  let out =
    svg`<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M8-26L2 0H-3L1-26ZM-20-26L-16 0H-21L-27-26Z" fill="${coat}"/>` +
    '<path d="M8-26L2 0H-3L1-26ZM-20-26L-16 0H-21L-27-26Z" fill="#000" opacity=".25"/>' +
    `<path d="M-38-54C-20-60 4-58 16-56Q24-70 34-80L36-88L40-81Q48-74 57-62Q60-55 53-53Q46-54 ` +
    `40-58Q36-46 30-36Q30-28 26-26L26 0H20L18-24H-24L-26 0H-32L-36-30Q-46-40-38-54Z" ` +
    `fill="${coat}"/>` +
    '<path d="M-38-52Q-52-44-48-16M16-58Q24-70 33-80" fill="none" stroke="#3b2618" ' +
    'stroke-width="6" stroke-linecap="round"/>';
  if (rider) {
    out +=
      `<path d="M-10-54L-6-84H8L12-54Z" fill="${rider}"/>` +
      '<path d="M4-56L10-38" stroke="#3b2618" stroke-width="5" stroke-linecap="round"/>' +
      `<path d="M6-78L20-64" stroke="${rider}" stroke-width="6" stroke-linecap="round"/>` +
      '<circle cx="1" cy="-91" r="7" fill="#c68a5e"/>' +
      `<path d="M-8-93Q1-110 10-93Z" fill="${rider}"/>` +
      '<path d="M-9-93H11" stroke="#3b2618" stroke-width="3" stroke-linecap="round"/>';
  }
  return `${out}</g>`;
}

/** A UAZ-style van, wheels on (x, y), facing right. */
function van(x: number, y: number, s: number, paint: string): string {
  return (
    svg`<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-56-12V-54Q-56-62-48-62H26Q40-62 46-46L54-30Q56-26 56-20V-12Z" fill="${paint}"/>` +
    '<path d="M-46-54h18v14h-18zM-22-54h18v14h-18zM2-54h22v14H2zM30-54h8l7 14H30z" ' +
    'fill="#cfe6f2"/>' +
    '<path d="M-56-24H56" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>' +
    '<g fill="#2b2f38"><circle cx="-34" cy="-12" r="12"/><circle cx="34" cy="-12" r="12"/></g>' +
    '<g fill="#cfd4dc"><circle cx="-34" cy="-12" r="5"/><circle cx="34" cy="-12" r="5"/></g>' +
    '</g>'
  );
}

/** A two-humped Bactrian camel, feet on (x, y), facing right (left when `s` is negative). */
function camel(x: number, y: number, s: number, coat: string, blanket: string): string {
  return (
    svg`<g transform="translate(${x} ${y}) scale(${s} ${Math.abs(s)})">` +
    `<path d="M16-42L13 0H8L9-42ZM-22-44L-26 0H-31L-30-44Z" fill="${coat}"/>` +
    '<path d="M16-42L13 0H8L9-42ZM-22-44L-26 0H-31L-30-44Z" fill="#000" opacity=".25"/>' +
    `<path d="M-48-56Q-48-68-40-68Q-30-100-12-74Q2-102 18-70Q22-64 28-62Q36-58 40-62Q44-76 54-80` +
    `L64-79Q72-76 70-70L64-68H56Q50-64 46-52Q42-42 30-42L28 0H22L20-42H-30L-31 0H-37L-42-38` +
    `Q-50-46-48-56Z" fill="${coat}"/>` +
    '<path d="M-48-54Q-54-46-52-34M-34-84Q-28-90-20-86M-6-88Q2-94 10-86" fill="none" ' +
    'stroke="#5a3a26" stroke-width="4" stroke-linecap="round" opacity=".7"/>' +
    `<path d="M-18-76Q-12-70-6-76L-4-54Q-12-52-20-54Z" fill="${blanket}"/>` +
    '<path d="M-19-62Q-12-60-5-62" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>' +
    '<circle cx="62" cy="-75" r="2" fill="#3b2618"/>' +
    '</g>'
  );
}

export function gerCamp(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const sky = skyHue(hue);
  const accent = hsl(hue, 62, 54);
  const door = rng.pick([hsl(22, 80, 55), accent]);
  const sun = svg`cx="${rng.range(180, 420)}" cy="${rng.range(150, 180)}"`;
  let body = `<circle ${sun} r="32" fill="#fff6cf"/>`;
  body += cloud(rng.range(130, 190), rng.range(200, 230), 1.1);
  body += cloud(rng.range(330, 390), rng.range(160, 180), 0.8);
  const m = rng.range(200, 400);
  body +=
    svg`<path d="M90 300L${m - 90} 250L${m} 220L${m + 90} 256L540 280V500H90Z" fill="` +
    svg`${hsl(sky + 10, 28, 78)}"/>`;
  const a = rng.range(250, 280);
  const b = rng.range(270, 300);
  body += svg`<path d="M90 320Q170 ${a} 250 300T540 ${b - 10}V500H90Z" fill="#97b8a5"/>`;
  body += svg`<path d="M90 340Q220 ${b + 10} 340 330T540 320V500H90Z" fill="#8ab76f"/>`;
  body += `<path d="M90 366Q300 336 520 368V500H90Z" fill="${GREEN_LIGHT}"/>`;
  body += '<path d="M90 440Q300 410 520 446V500H90Z" fill="#8cbf68"/>';
  const count = rng.int(2, 3);
  const flip = rng.chance(0.5) ? -1 : 1;
  const spots: [number, number, number][] =
    count === 2
      ? [
          [300 - flip * rng.range(70, 100), 384, 1],
          [300 + flip * rng.range(40, 70), 432, 1.5],
        ]
      : [
          [300 + flip * rng.range(90, 110), 372, 0.8],
          [300 - flip * rng.range(90, 120), 396, 1.05],
          [300 + flip * rng.range(0, 30), 438, 1.45],
        ];
  const [sx, sy, ss] = spots[0] ?? [300, 380, 1];
  body +=
    svg`<path d="M${sx + 21 * ss} ${sy - 82 * ss}c-10-14 14-20 4-36" fill="none" ` +
    svg`stroke="#fff" stroke-opacity=".8" stroke-width="6" stroke-linecap="round"/>`;
  for (const [x, y, s] of spots) body += ger(x, y, s, door, accent);
  if (rng.chance(0.7)) {
    const hx = 300 - flip * rng.range(40, 90);
    body += horse(hx, 470, 0.5, '#7a4e32') + horse(hx + flip * 50, 462, 0.42, '#c9a27a');
  }
  let grass = '';
  for (let i = 0; i < 6; i++) {
    grass += svg`M${rng.range(130, 470)} ${rng.range(452, 482)}l-4-10m4 10 4-12m-4 12 10-8`;
  }
  body +=
    `<path d="${grass}" fill="none" stroke="${GREEN}" stroke-width="3" ` +
    'stroke-linecap="round"/>';
  return vignette(ctx, hsl(sky, 62, 78), hsl(sky, 70, 94), body);
}

/** A snowy peak with a shaded right flank and a jagged snow cap. */
function peak(x: number, y: number, hw: number, base: number, rock: string): string {
  const h = base - y;
  const cw = hw * 0.3;
  const ch = h * 0.3;
  return (
    svg`<path d="M${x - hw} ${base}L${x} ${y}L${x + hw} ${base}Z" fill="${rock}"/>` +
    svg`<path d="M${x} ${y}L${x + hw} ${base}H${x + hw * 0.2}Z" fill="#000" opacity=".12"/>` +
    svg`<path d="M${x} ${y}L${x + cw} ${y + ch}L${x + cw * 0.4} ${y + ch * 0.8}L${x} ` +
    svg`${y + ch * 1.05}L${x - cw * 0.4} ${y + ch * 0.78}L${x - cw} ${y + ch}Z" fill="#fff"/>`
  );
}

export function mountainTour(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const sky = skyHue(hue);
  let body = cloud(rng.range(130, 180), rng.range(170, 200), 1);
  body += cloud(rng.range(330, 370), rng.range(150, 170), 0.8);
  const far = hsl(sky + 10, 22, 74);
  body += peak(rng.range(160, 200), rng.range(230, 250), 110, 360, far);
  body += peak(rng.range(400, 440), rng.range(220, 240), 120, 360, far);
  const rock = hsl(sky + 15, 18, 52);
  body += peak(rng.range(280, 320), rng.range(160, 180), 150, 370, rock);
  body += peak(rng.pick([160, 440]) + rng.range(-15, 15), rng.range(250, 270), 90, 370, rock);
  body += `<path d="M90 360Q300 340 520 362V500H90Z" fill="${hsl(100, 30, 58)}"/>`;
  const lake = hsl(sky, 55, 66);
  body += `<path d="M120 384Q300 364 500 388Q420 420 300 418Q180 420 120 384Z" fill="${lake}"/>`;
  body +=
    '<path d="M200 392h60M300 402h80M240 410h40" stroke="#fff" stroke-opacity=".6" ' +
    'stroke-width="4" stroke-linecap="round"/>';
  let trees = '';
  for (let i = 0; i < 5; i++) {
    const tx = rng.pick([130, 160, 190, 420, 450, 480]) + rng.range(-10, 10);
    const ty = rng.range(368, 380);
    trees += svg`M${tx} ${ty - 40}l14 40h-28z`;
  }
  body += `<path d="${trees}" fill="${GREEN_DARK}"/>`;
  body += `<path d="M90 430Q300 410 520 436V500H90Z" fill="${GREEN_LIGHT}"/>`;
  const accent = hsl(hue, 60, 52);
  body += rng.chance(0.5)
    ? van(rng.range(230, 330), 468, 0.9, accent)
    : horse(rng.range(240, 330), 470, 0.9, '#8a5a3c', accent);
  return vignette(ctx, hsl(sky, 60, 76), hsl(sky, 70, 94), body);
}

export function desertTour(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const sky = skyHue(hue);
  const dusk = rng.chance(0.35);
  const sun = svg`cx="${rng.range(200, 400)}" cy="${rng.range(170, 220)}"`;
  let body = `<circle ${sun} r="44" fill="#fff3c4"/>`;
  if (!dusk) body += cloud(rng.range(130, 180), rng.range(200, 230), 0.9, '#fffaf0');
  const a = rng.range(270, 300);
  body += svg`<path d="M90 310Q200 ${a} 300 300T540 290V500H90Z" fill="${hsl(32, 50, 80)}"/>`;
  // Dunes: a sunlit face and a shaded face either side of a sharp ridge.
  const r1 = rng.range(230, 300);
  body +=
    svg`<path d="M90 370Q${r1 - 60} 310 ${r1} 318Q${r1 + 100} 340 520 340V500H90Z" ` +
    svg`fill="${hsl(36, 68, 74)}"/>`;
  body +=
    svg`<path d="M${r1} 318Q${r1 + 30} 376 520 392V340Q${r1 + 100} 340 ${r1} 318Z" ` +
    svg`fill="${hsl(26, 58, 62)}"/>`;
  const r2 = rng.range(310, 380);
  body +=
    svg`<path d="M90 420Q${r2 - 90} 370 ${r2} 386Q${r2 + 80} 400 520 404V500H90Z" ` +
    svg`fill="${hsl(38, 75, 80)}"/>`;
  body +=
    svg`<path d="M${r2} 386Q${r2 + 16} 440 520 470V404Q${r2 + 80} 400 ${r2} 386Z" ` +
    svg`fill="${hsl(28, 62, 68)}"/>`;
  body += '<path d="M90 470Q300 440 520 480V500H90Z" fill="#f3d9a6"/>';
  const accent = hsl(hue, 62, 52);
  const coat = rng.pick(['#a8703f', '#b98451', '#8f5e36']);
  const dir = rng.chance(0.5) ? 1 : -1;
  let steps = '';
  for (let i = 0; i < 7; i++) {
    steps += svg`M${300 - dir * (64 + i * 24)} ${474 - i * 7 + (i % 2) * 6}h0`;
  }
  body += `<path d="${steps}" stroke="#c99a6b" stroke-width="6" stroke-linecap="round"/>`;
  if (rng.chance(0.5)) body += camel(300 - dir * 120, 424, dir * 0.6, coat, accent);
  body += camel(300 + dir * 10, 470, dir * 1.25, coat, accent);
  const top = dusk ? hsl(lipHue(hue), 50, 80) : hsl(sky, 55, 78);
  return vignette(ctx, top, dusk ? hsl(30, 90, 86) : hsl(40, 85, 90), body);
}

/** A five-pointed star path centred at (x, y). */
function star(x: number, y: number, r: number): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const k = i % 2 === 0 ? r : r * 0.45;
    d += svg`${i === 0 ? 'M' : 'L'}${x + Math.cos(a) * k} ${y + Math.sin(a) * k}`;
  }
  return `${d}Z`;
}

/** A round street tree, trunk foot on (x, y). */
function tree(x: number, y: number, r: number): string {
  return (
    svg`<path d="M${x} ${y}V${y - r * 1.6}" stroke="#8a6d4b" stroke-width="${r * 0.22}"/>` +
    svg`<circle cx="${x}" cy="${y - r * 2}" r="${r}" fill="${GREEN}"/>` +
    svg`<circle cx="${x - r * 0.3}" cy="${y - r * 2.3}" r="${r * 0.45}" fill="${GREEN_LIGHT}"/>`
  );
}

const FACADES = [
  { wall: '#f2efe9', trim: '#8f98a6' },
  { wall: '#3d4556', trim: '#262c38' },
] as const;

export function hotel(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const floors = rng.int(6, 8);
  const cols = rng.int(4, 5);
  const { wall, trim } = rng.pick([
    ...FACADES,
    { wall: hsl(hue, 32, 82), trim: hsl(hue, 28, 52) },
    { wall: hsl(hue, 32, 82), trim: hsl(hue, 28, 52) },
  ]);
  const accent = hsl(hue, 62, 52);
  const glass = '#a9d0ea';
  const top = 430 - floors * 40;
  const cw = 240 / cols;
  const win = ctx.uid('hw');
  // Either a glass curtain wall with mullions or a wall with rows of windows.
  const glassWall = rng.chance(0.4);
  let out = shadow(ctx, 300, 502, 200);
  out +=
    svg`<defs><pattern id="${win}" x="180" y="${top}" width="${cw}" height="40" ` +
    'patternUnits="userSpaceOnUse">';
  out += glassWall
    ? svg`<path d="M0 0H${cw}M0 0V40" stroke="${trim}" stroke-width="6"/>`
    : svg`<rect x="7" y="8" width="${cw - 14}" height="26" rx="3" fill="${glass}"/>`;
  out += '</pattern></defs>';
  const wing = rng.chance(0.5);
  if (wing) {
    const wt = 430 - rng.int(2, 3) * 40;
    out += svg`<rect x="130" y="${wt}" width="340" height="${500 - wt}" fill="${trim}"/>`;
    out +=
      svg`<path d="M140 ${wt + 14}h30M430 ${wt + 14}h30M140 ${wt + 54}h30M430 ${wt + 54}h30` +
      svg`${wt < 340 ? 'M140 394h30M430 394h30' : ''}" stroke="${glass}" stroke-width="22"/>`;
  } else {
    out += tree(128, 500, 28) + tree(472, 500, 24);
  }
  out +=
    svg`<rect x="180" y="${top}" width="240" height="${500 - top}" fill="` +
    svg`${glassWall ? glass : wall}"/>`;
  if (glassWall) {
    out +=
      svg`<path d="M180 ${top + 120}L420 ${top + 20}V${top + 70}L180 ${top + 170}ZM180 ` +
      svg`${top + 210}L420 ${top + 110}V${top + 130}L180 ${top + 230}Z" fill="#fff" opacity=".3"/>`;
  }
  out += svg`<rect x="180" y="${top}" width="240" height="${430 - top}" fill="url(#${win})"/>`;
  let lit = '';
  for (let i = 0; i < 5; i++) {
    const c = rng.int(0, cols - 1);
    const r = rng.int(0, floors - 1);
    const k = glassWall ? 3 : 7;
    lit +=
      svg`<rect x="${180 + c * cw + k}" y="${top + r * 40 + k}" width="${cw - k * 2}" ` +
      svg`height="${glassWall ? 34 : 26}" rx="${glassWall ? 0 : 3}"/>`;
  }
  out += `<g fill="#ffe49a">${lit}</g>`;
  if (glassWall) {
    out +=
      svg`<rect x="180" y="${top}" width="240" height="${430 - top}" fill="none" ` +
      svg`stroke="${trim}" stroke-width="6"/>`;
  }
  out += svg`<rect x="400" y="${top}" width="20" height="${500 - top}" fill="#000" opacity=".1"/>`;
  out += svg`<rect x="170" y="${top - 14}" width="260" height="16" rx="4" fill="${trim}"/>`;
  const stars = rng.int(3, 5);
  out +=
    svg`<rect x="${300 - stars * 14 - 10}" y="${top - 54}" width="${stars * 28 + 20}" ` +
    svg`height="34" rx="8" fill="${trim}"/><path d="M${300 - stars * 10} ${top - 20}V` +
    svg`${top - 14}M${300 + stars * 10} ${top - 20}V${top - 14}" stroke="${trim}" ` +
    'stroke-width="5"/>';
  let sd = '';
  for (let i = 0; i < stars; i++) sd += star(300 + (i - (stars - 1) / 2) * 28, top - 37, 10);
  out += `<path d="${sd}" fill="#f2c14e"/>`;
  out += '<rect x="180" y="430" width="240" height="70" fill="#d6ebf5"/>';
  out += `<rect x="176" y="424" width="248" height="8" fill="${trim}"/>`;
  out +=
    `<path d="M184 430V500M416 430V500M232 446V500M368 446V500" stroke="${trim}" ` +
    'stroke-width="6"/>';
  out += `<path d="M274 456h52v44h-52z" fill="${trim}"/>`;
  out += '<path d="M279 460h19v40h-19zM302 460h19v40h-19z" fill="#b9dcef"/>';
  out += `<path d="M236 420H364L382 448H218Z" fill="${accent}"/>`;
  out += '<path d="M218 448H382" stroke="#000" stroke-opacity=".18" stroke-width="6"/>';
  out += `<path d="M226 450V500M374 450V500" stroke="${trim}" stroke-width="4"/>`;
  out += `<path d="M254 500h92v-6h-92z" fill="${hsl(hue, 55, 42)}"/>`;
  for (const x of [204, 396]) {
    out += svg`<rect x="${x - 12}" y="478" width="24" height="22" rx="4" fill="#b8a27a"/>`;
    out += svg`<circle cx="${x}" cy="464" r="17" fill="${GREEN}"/>`;
    out += svg`<circle cx="${x - 5}" cy="459" r="7" fill="${GREEN_LIGHT}"/>`;
  }
  return out;
}

/** A few upright leaves of a small house plant, growing from (x, y). */
function leafFan(x: number, y: number): string {
  return (
    svg`<path d="M${x} ${y}q-26-20-16-48q14 22 16 48zm0 0q26-20 16-48q-14 22-16 48zm0 0q-6-30 ` +
    svg`0-56q6 26 0 56z" fill="${GREEN}"/>`
  );
}

export function hotelRoom(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const clip = ctx.uid('rc');
  const wall = rng.pick([hsl(hue, 40, 90), '#f6f1e8', hsl(hue + 30, 30, 86)]);
  const main = hsl(hue, 55, 62);
  const dark = hsl(hue, 45, 48);
  const wood = rng.pick(['#c8925a', '#a8733f', '#e0c39a']);
  const shape =
    'M150 100H450Q490 100 490 140V450Q490 490 450 490H150Q110 490 110 450V140Q110 100 150 100Z';
  let out = `<defs><clipPath id="${clip}"><path d="${shape}"/></clipPath></defs>`;
  out += `<path d="${shape}" fill="${hsl(hue, 32, 84)}" transform="translate(0 12)"/>`;
  out +=
    `<g clip-path="url(#${clip})"><rect x="100" y="90" width="400" height="400" ` +
    `fill="${wall}"/>`;
  out += `<rect x="100" y="424" width="400" height="80" fill="${wood}"/>`;
  out +=
    '<path d="M100 448H500M100 472H500M160 424v24M380 448v24M260 472v20" stroke="#000" ' +
    'stroke-opacity=".08" stroke-width="3"/>';
  // A window onto the hills, with curtains.
  out += '<rect x="206" y="126" width="188" height="130" rx="6" fill="#fff"/>';
  out += `<rect x="214" y="134" width="172" height="114" fill="${hsl(skyHue(hue), 65, 84)}"/>`;
  out += `<path d="M214 248V214Q260 180 300 206T386 196V248Z" fill="${hsl(105, 32, 64)}"/>`;
  out += cloud(rng.range(230, 250), 172, 0.55);
  out += '<path d="M300 134V248M214 190H386" stroke="#fff" stroke-width="6"/>';
  const drape = rng.pick(['#f4ede2', hsl(hue + 30, 35, 78)]);
  out +=
    `<path d="M188 114H236Q224 190 238 276H188ZM412 114H364Q376 190 362 276H412Z" ` +
    `fill="${drape}"/>`;
  out += '<path d="M202 124V268M398 124V268" stroke="#000" stroke-opacity=".06" stroke-width="6"/>';
  out += `<rect x="178" y="108" width="244" height="10" rx="5" fill="${wood}"/>`;
  const plant = rng.chance(0.4) ? rng.pick([146, 454]) : 0;
  for (const x of [146, 454]) {
    if (x !== plant) out += svg`<circle cx="${x}" cy="336" r="44" fill="#fff3c4" opacity=".6"/>`;
  }
  // The bed: headboard, pillows, a white duvet and a runner (or a coloured blanket).
  const head = rng.pick([wood, dark, '#ece5da']);
  out += `<rect x="182" y="266" width="236" height="120" rx="16" fill="${head}"/>`;
  out += '<rect x="204" y="294" width="86" height="42" rx="16" fill="#fff"/>';
  out += '<rect x="310" y="294" width="86" height="42" rx="16" fill="#fff"/>';
  if (rng.chance(0.6)) {
    out += `<rect x="276" y="306" width="48" height="34" rx="12" fill="${main}"/>`;
  }
  const hotelBed = rng.chance(0.6);
  const cover = hotelBed ? '#fbf8f3' : main;
  out += '<path d="M196 332H404L420 366H180Z" fill="#f3eee6"/>';
  out += `<path d="M180 360H420V436Q300 446 180 436Z" fill="${cover}"/>`;
  out += '<path d="M180 360H420V372H180Z" fill="#fff"/>';
  out += hotelBed
    ? `<path d="M180 394H420V420H180Z" fill="${dark}"/>`
    : '<path d="M180 360H420V372H180Z" fill="#000" opacity=".05"/>';
  out += '<path d="M180 436Q300 446 420 436V442Q300 452 180 442Z" fill="#000" opacity=".1"/>';
  out += `<path d="M192 440v16M408 440v16" stroke="${wood}" stroke-width="8"/>`;
  // Nightstands, a lamp on each (or a plant on one).
  for (const x of [146, 454]) {
    out += svg`<rect x="${x - 28}" y="384" width="56" height="58" rx="4" fill="${wood}"/>`;
    out += svg`<path d="M${x - 18} 412h36" stroke="#000" stroke-opacity=".15" stroke-width="4"/>`;
    if (x === plant) {
      out += svg`<path d="M${x - 12} 360h24l-4 24h-16z" fill="${dark}"/>`;
      out += leafFan(x, 360);
      continue;
    }
    out += svg`<rect x="${x - 3}" y="350" width="6" height="34" fill="#b8a27a"/>`;
    out += svg`<ellipse cx="${x}" cy="382" rx="14" ry="4" fill="#b8a27a"/>`;
    out += svg`<path d="M${x - 16} 320H${x + 16}L${x + 24} 352H${x - 24}Z" fill="#fff2b0"/>`;
  }
  out += `<ellipse cx="300" cy="472" rx="150" ry="14" fill="${hsl(hue, 40, 80)}"/>`;
  return `${out}</g>`;
}
