import { hsl, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import { GREEN_LIGHT, leaf, lipHue } from './parts.ts';
import type { Ctx } from './types.ts';

const GOLD = '#d4b06a';
const GOLD_DARK = '#b08c46';

export function perfume(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const liquid = hsl(hue, 60, 72);
  const deep = hsl(hue, 50, 58);
  const shape = rng.int(0, 2);
  let out = shadow(ctx, 300, 512, 120);
  const capStyle = rng.int(0, 2);
  const capTop = shape === 1 ? 190 : 170;
  if (capStyle === 0) {
    out += svg`<rect x="256" y="${capTop}" width="88" height="78" rx="8" fill="${GOLD}"/>`;
    out +=
      svg`<rect x="266" y="${capTop + 8}" width="14" height="62" rx="7" fill="#fff" ` +
      svg`opacity=".4"/>`;
  } else if (capStyle === 1) {
    out += svg`<circle cx="300" cy="${capTop + 34}" r="44" fill="${deep}"/>`;
    out += svg`<circle cx="284" cy="${capTop + 20}" r="10" fill="#fff" opacity=".4"/>`;
  } else {
    out +=
      svg`<path d="M300 ${capTop - 30}L344 ${capTop + 40}L300 ${capTop + 80}L256 ` +
      svg`${capTop + 40}Z" fill="${deep}"/>`;
    out +=
      svg`<path d="M300 ${capTop - 30}L300 ${capTop + 80}L256 ${capTop + 40}Z" fill="#fff" ` +
      svg`opacity=".25"/>`;
  }
  out += `<rect x="276" y="240" width="48" height="40" rx="4" fill="${GOLD_DARK}"/>`;
  if (shape === 0) {
    out += '<rect x="196" y="276" width="208" height="228" rx="28" fill="#fff" opacity=".65"/>';
    out += `<rect x="212" y="318" width="176" height="170" rx="18" fill="${liquid}"/>`;
    out +=
      '<rect x="196" y="276" width="208" height="228" rx="28" fill="none" stroke="#fff" ' +
      'stroke-width="8"/>';
    out += '<rect x="222" y="298" width="12" height="180" rx="6" fill="#fff" opacity=".8"/>';
  } else if (shape === 1) {
    out += '<circle cx="300" cy="400" r="118" fill="#fff" opacity=".65"/>';
    out += `<circle cx="300" cy="400" r="98" fill="${liquid}"/>`;
    out += `<path d="M202 420A98 98 0 0 0 398 420Q300 440 202 420Z" fill="${deep}" opacity=".35"/>`;
    out += '<circle cx="300" cy="400" r="118" fill="none" stroke="#fff" stroke-width="8"/>';
    out +=
      '<path d="M226 340A92 92 0 0 1 268 306" fill="none" stroke="#fff" stroke-width="12" ' +
      'stroke-linecap="round"/>';
  } else {
    out +=
      '<path d="M222 280H378L414 500Q414 510 404 510H196Q186 510 186 500Z" fill="#fff" ' +
      'opacity=".65"/>';
    out += `<path d="M214 340H386L406 496H194Z" fill="${liquid}"/>`;
    out +=
      '<path d="M222 280H378L414 500Q414 510 404 510H196Q186 510 186 500Z" fill="none" ' +
      'stroke="#fff" stroke-width="8" stroke-linejoin="round"/>';
    out +=
      '<path d="M230 300L210 480" stroke="#fff" stroke-width="12" stroke-linecap="round" ' +
      'opacity=".8"/>';
  }
  out += `<rect x="256" y="404" width="88" height="44" rx="4" fill="#fffaf2" opacity=".9"/>`;
  out += `<path d="M272 426H328" stroke="${GOLD_DARK}" stroke-width="3"/>`;
  return out;
}

export function lipstick(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const colour = hsl(lipHue(hue), 68, rng.range(42, 52));
  const tube = rng.pick(['#1f1f24', GOLD, hsl(hue, 40, 35)]);
  const flip = rng.chance(0.5);
  let out = shadow(ctx, 300, 508, 170);
  out += flip ? '<g transform="translate(600 0) scale(-1 1)">' : '<g>';
  out +=
    `<path d="M150 500Q220 470 300 492" fill="none" stroke="${colour}" stroke-width="14" ` +
    `stroke-linecap="round" opacity=".55"/>`;
  out += `<path d="M262 282V176Q262 150 286 142L338 124V282Z" fill="${colour}"/>`;
  out +=
    '<path d="M272 278V180Q272 162 288 156" fill="none" stroke="#fff" stroke-width="7" ' +
    'stroke-linecap="round" opacity=".35"/>';
  out += `<rect x="252" y="270" width="96" height="70" rx="4" fill="${GOLD}"/>`;
  out += '<rect x="262" y="276" width="10" height="58" rx="5" fill="#fff" opacity=".45"/>';
  out += `<rect x="240" y="334" width="120" height="170" rx="8" fill="${tube}"/>`;
  out += '<rect x="252" y="346" width="14" height="146" rx="7" fill="#fff" opacity=".25"/>';
  out += `<rect x="240" y="334" width="120" height="14" fill="${GOLD_DARK}"/>`;
  out +=
    `<g transform="rotate(-72 420 440)"><rect x="360" y="400" width="120" height="150" ` +
    `rx="8" fill="${tube}"/>`;
  out += `<rect x="360" y="536" width="120" height="14" fill="${GOLD_DARK}"/>`;
  out += '<rect x="372" y="410" width="14" height="120" rx="7" fill="#fff" opacity=".25"/></g></g>';
  return out;
}

export function creamJar(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const jar = rng.pick(['#fdfbf7', hsl(hue, 45, 78), hsl(hue, 35, 40)]);
  const lid = rng.pick([GOLD, '#fdfbf7', hsl(hue, 50, 55)]);
  const open = rng.chance(0.5);
  let out = shadow(ctx, open ? 320 : 300, 512, open ? 200 : 160);
  if (open) out += '<g transform="translate(-40 0)">';
  out += `<rect x="180" y="320" width="240" height="190" rx="36" fill="${jar}"/>`;
  out += '<rect x="196" y="336" width="16" height="150" rx="8" fill="#fff" opacity=".45"/>';
  out += `<rect x="180" y="380" width="240" height="76" fill="${hsl(hue, 55, 88)}"/>`;
  out += leaf(300, 432, 34, 11, -125, GREEN_LIGHT) + leaf(300, 432, 34, 11, -55, '#5d9651');
  out += `<path d="M268 444H332" stroke="${hsl(hue, 40, 60)}" stroke-width="4"/>`;
  if (open) {
    out += '<ellipse cx="300" cy="322" rx="116" ry="22" fill="#f2ece4"/>';
    out +=
      '<path d="M236 322C236 290 300 280 330 298C350 310 330 322 300 316C280 312 292 296 312 ' +
      '300" fill="#fffdf9" stroke="#e9e1d6" stroke-width="3"/></g>';
    out += `<rect x="380" y="468" width="150" height="40" rx="12" fill="${lid}"/>`;
    out += '<rect x="380" y="468" width="150" height="40" rx="12" fill="#000" opacity=".08"/>';
    out += `<ellipse cx="455" cy="470" rx="75" ry="16" fill="${lid}"/>`;
  } else {
    out += `<rect x="168" y="262" width="264" height="72" rx="14" fill="${lid}"/>`;
    let ribs = '';
    for (let x = 186; x < 420; x += 14) ribs += svg`M${x},272V324`;
    out += `<path d="${ribs}" stroke="#000" stroke-opacity=".08" stroke-width="5"/>`;
  }
  return out;
}
