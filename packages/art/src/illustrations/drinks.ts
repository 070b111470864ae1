import { hsl, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import { sparklePath } from './parts.ts';
import type { Ctx } from './types.ts';

const CAPS = [
  { cap: '#c9ced6', ridge: '#9aa3ae' },
  { cap: '#d8b25a', ridge: '#b38a35' },
  { cap: '#2b3340', ridge: '#4a5668' },
] as const;

/** Emblem drawn on the label: mountains, a star or a snowflake, centred at (x, y). */
function emblem(kind: number, x: number, y: number, fill: string): string {
  if (kind === 0) {
    return (
      svg`<path d="M${x - 30},${y + 14}L${x - 10},${y - 12}L${x},${y}L${x + 12},${y - 18}L` +
      svg`${x + 30},${y + 14}Z" fill="${fill}"/>`
    );
  }
  if (kind === 1) return `<path d="${sparklePath(x, y, 18)}" fill="${fill}"/>`;
  return (
    svg`<path d="M${x},${y - 18}V${y + 18}M${x - 16},${y - 9}L${x + 16},${y + 9}M${x - 16},` +
    svg`${y + 9}L${x + 16},${y - 9}" stroke="${fill}" stroke-width="3.5" stroke-linecap="round"/>`
  );
}

export function vodkaBottle(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const cap = rng.pick(CAPS);
  const square = rng.chance(0.5);
  const sh = square
    ? 'L282 196Q282 206 270 211L246 222Q234 228 234 242'
    : 'L282 182C282 222 234 226 234 272';
  const shR = square ? 'Q366 228 354 222L330 211Q318 206 318 196' : 'C366 226 318 222 318 182';
  const side = square ? 242 : 272;
  const body = `M282 92${sh}V500Q234 524 258 524H342Q366 524 366 500V${side}${shR}V92Z`;
  const liq = square
    ? 'M287 150V198Q287 210 274 216L250 227Q240 232 240 246V498Q240 512 256 512H344Q360 512 360 ' +
      '498V246Q360 232 350 227L326 216Q313 210 313 198V150Z'
    : 'M287 150V186C287 226 240 230 240 274V498Q240 512 256 512H344Q360 512 360 498V274C360 230 ' +
      '313 226 313 186V150Z';
  let out = shadow(ctx, 300, 526, 84);
  out += `<path d="${body}" fill="#fff" opacity=".55"/>`;
  out += `<path d="${liq}" fill="#dcedf5" opacity=".9"/>`;
  out += '<path d="M287 150H313" stroke="#b9d3e0" stroke-width="3"/>';
  out +=
    '<path d="M240 496Q300 484 360 496V504Q360 514 346 514H254Q240 514 240 504Z" fill="#c3dbe7"/>';
  out += '<rect x="356" y="290" width="6" height="200" rx="3" fill="#a9c6d6" opacity=".6"/>';
  out += '<rect x="246" y="290" width="11" height="196" rx="5.5" fill="#fff" opacity=".9"/>';
  out += '<rect x="288" y="104" width="5" height="70" rx="2.5" fill="#fff" opacity=".9"/>';
  out +=
    `<path d="${body}" fill="none" stroke="#8fb0c2" stroke-width="3" ` +
    `stroke-linejoin="round"/>`;
  const style = rng.int(0, 2);
  const navy = hsl(222, 45, 26);
  const gold = '#c9a24e';
  const mark = rng.int(0, 2);
  if (style === 0) {
    out += '<rect x="256" y="330" width="88" height="124" rx="4" fill="#fbf7ee"/>';
    out +=
      `<rect x="263" y="337" width="74" height="110" rx="2" fill="none" stroke="${gold}" ` +
      `stroke-width="2"/>`;
    out += emblem(mark, 300, 382, navy);
    out += `<path d="M276 420H324M284 432H316" stroke="${gold}" stroke-width="3"/>`;
  } else if (style === 1) {
    out += `<rect x="252" y="318" width="96" height="150" rx="6" fill="${navy}"/>`;
    out +=
      `<rect x="252" y="330" width="96" height="4" fill="${gold}"/><rect x="252" y="452" ` +
      `width="96" height="4" fill="${gold}"/>`;
    out += emblem(mark, 300, 390, '#e9eef2');
  } else {
    out += '<rect x="250" y="300" width="100" height="176" rx="8" fill="#fff" opacity=".6"/>';
    out +=
      '<rect x="256" y="306" width="88" height="164" rx="5" fill="none" stroke="#fff" ' +
      'stroke-width="2"/>';
    out += emblem(mark, 300, 380, hsl(hue, 35, 55));
    out += `<path d="M270 426H330" stroke="${hsl(hue, 35, 55)}" stroke-width="3"/>`;
  }
  out += `<circle cx="300" cy="${square ? 232 : 244}" r="15" fill="${gold}"/>`;
  out +=
    `<circle cx="300" cy="${square ? 232 : 244}" r="9" fill="none" stroke="#f4e2b0" ` +
    `stroke-width="2"/>`;
  out += '<rect x="281" y="150" width="38" height="7" rx="2" fill="#c9a24e"/>';
  out += `<rect x="276" y="96" width="48" height="10" rx="3" fill="${cap.ridge}"/>`;
  out += `<rect x="274" y="44" width="52" height="56" rx="7" fill="${cap.cap}"/>`;
  out +=
    `<path d="M284 52V92M294 52V92M304 52V92M314 52V92" stroke="${cap.ridge}" ` +
    `stroke-width="2" opacity=".6"/>`;
  return out;
}

const WINES = [
  { glass: '#2f4a36', wine: '#8e1b35' },
  { glass: '#3e1a26', wine: '#7a1730' },
  { glass: '#a7c3a0', wine: '#e9d48a' },
] as const;

export function wineBottle(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const c = rng.pick(WINES);
  const withGlass = rng.chance(0.6);
  const foil = rng.pick(['#c9a24e', hsl(hue, 50, 40), '#2a2a2e']);
  let out = shadow(ctx, 300, 526, withGlass ? 150 : 80);
  out += withGlass ? '<g transform="translate(-56 0)">' : '<g>';
  out +=
    `<path d="M284 80V214C284 254 246 262 246 300V506Q246 526 266 526H334Q354 526 354 ` +
    `506V300C354 262 316 254 316 214V80Z" fill="${c.glass}"/>`;
  out += `<rect x="281" y="66" width="38" height="100" rx="5" fill="${foil}"/>`;
  out += '<path d="M281 150H319" stroke="#000" stroke-opacity=".2" stroke-width="4"/>';
  out += '<rect x="256" y="300" width="9" height="190" rx="4.5" fill="#fff" opacity=".22"/>';
  out += '<rect x="252" y="348" width="96" height="112" rx="4" fill="#f6efe0"/>';
  out += `<path d="M266 420Q286 392 300 410Q316 388 334 420Z" fill="${c.wine}"/>`;
  out +=
    `<path d="M270 436H330M280 446H320" stroke="${foil === '#2a2a2e' ? '#c9a24e' : foil}" ` +
    `stroke-width="3"/>`;
  out += '<path d="M262 366H338" stroke="#c9a24e" stroke-width="2"/></g>';
  if (withGlass) {
    out +=
      '<path d="M352 250C346 330 366 372 400 374C434 372 454 330 448 250Z" fill="#fff" ' +
      'opacity=".5"/>';
    out += `<path d="M351 300C352 346 372 370 400 371C428 370 448 346 449 300Z" fill="${c.wine}"/>`;
    out += `<ellipse cx="400" cy="300" rx="49" ry="7" fill="${hsl(350, 50, 45)}" opacity=".5"/>`;
    out +=
      '<path d="M352 250C346 330 366 372 400 374C434 372 454 330 448 250" fill="none" ' +
      'stroke="#b6c2cc" stroke-width="3"/>';
    out +=
      '<path d="M400 372V498M356 506Q400 494 444 506" stroke="#c3ccd4" stroke-width="7" ' +
      'stroke-linecap="round" fill="none"/>';
    out +=
      '<path d="M366 270Q364 320 378 346" stroke="#fff" stroke-width="6" stroke-linecap="round" ' +
      'fill="none"/>';
  }
  return out;
}
