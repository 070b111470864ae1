import { hsl, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import type { Ctx } from './types.ts';

const DARK = '#262a33';
const SILVER = '#cfd4dc';

export function phone(ctx: Ctx): string {
  const { hue, rng } = ctx;
  let out = shadow(ctx, 300, 520, 110);
  if (rng.chance(0.3)) {
    const back = hsl(hue, 35, rng.pick([30, 70]));
    out += `<rect x="200" y="86" width="200" height="420" rx="34" fill="${back}"/>`;
    out += '<rect x="222" y="108" width="92" height="100" rx="24" fill="#000" opacity=".18"/>';
    out +=
      `<g fill="${DARK}" stroke="#5b6270" stroke-width="4"><circle cx="246" cy="134" ` +
      `r="16"/><circle cx="246" cy="182" r="16"/><circle cx="290" cy="158" r="16"/></g>`;
    out += '<circle cx="300" cy="330" r="22" fill="#fff" opacity=".25"/>';
    out +=
      '<path d="M212 130V470" stroke="#fff" stroke-width="6" stroke-linecap="round" ' +
      'opacity=".25"/>';
    return out;
  }
  const id = ctx.uid('scr');
  const h2 = hue + rng.range(40, 90);
  out += `<defs><linearGradient id="${id}" x2="0" y2="1"><stop stop-color="${hsl(hue, 65, 70)}"/>`;
  out += `<stop offset="1" stop-color="${hsl(h2, 60, 55)}"/></linearGradient></defs>`;
  out += `<rect x="200" y="86" width="200" height="420" rx="34" fill="${DARK}"/>`;
  out += `<rect x="210" y="96" width="180" height="400" rx="26" fill="url(#${id})"/>`;
  out += '<rect x="270" y="106" width="60" height="16" rx="8" fill="#111"/>';
  out += '<rect x="228" y="140" width="144" height="56" rx="14" fill="#fff" opacity=".3"/>';
  let icons = '';
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      const col = hsl(hue + rng.pick([0, 60, 150, 200, 300]), 60, rng.pick([60, 80, 96]));
      icons +=
        svg`<rect x="${226 + c * 38}" y="${214 + r * 46}" width="28" height="28" rx="8" ` +
        svg`fill="${col}"/>`;
    }
  }
  out += icons;
  out += '<rect x="222" y="418" width="156" height="54" rx="18" fill="#fff" opacity=".3"/>';
  for (let c = 0; c < 4; c++) {
    out +=
      svg`<rect x="${230 + c * 36}" y="431" width="28" height="28" rx="8" fill="#fff" ` +
      svg`opacity=".85"/>`;
  }
  return out;
}

export function headphones(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const theme = rng.int(0, 2);
  const main = theme === 0 ? hsl(hue, 45, 55) : theme === 1 ? '#2b2f38' : '#f1eee9';
  const pad = theme === 2 ? hsl(hue, 30, 70) : '#1c1f26';
  const band = theme === 1 ? hsl(hue, 50, 55) : main;
  let out = shadow(ctx, 300, 500, 150);
  out +=
    `<path d="M176 350V280C176 140 424 140 424 280V350" fill="none" stroke="${band}" ` +
    `stroke-width="26" stroke-linecap="round"/>`;
  out +=
    '<path d="M200 250C216 170 384 170 400 250" fill="none" stroke="#fff" stroke-width="6" ' +
    'stroke-linecap="round" opacity=".3"/>';
  out += `<path d="M176 290V340M424 290V340" stroke="${SILVER}" stroke-width="12"/>`;
  for (const x of [196, 404]) {
    const s = x < 300 ? 1 : -1;
    out += svg`<rect x="${x - 48}" y="316" width="96" height="160" rx="44" fill="${main}"/>`;
    out +=
      svg`<rect x="${x + s * 26 - 18}" y="326" width="36" height="140" rx="18" fill="` +
      svg`${pad}"/>`;
    out +=
      svg`<rect x="${x - s * 26 - 6}" y="346" width="12" height="70" rx="6" fill="#fff" ` +
      svg`opacity=".3"/>`;
  }
  return out;
}

export function laptop(ctx: Ctx): string {
  const { hue, rng } = ctx;
  let out = shadow(ctx, 300, 440, 230);
  out += '<rect x="130" y="118" width="340" height="240" rx="14" fill="#2a2e37"/>';
  out += `<rect x="144" y="132" width="312" height="208" rx="4" fill="${hsl(hue, 40, 96)}"/>`;
  out += `<rect x="144" y="132" width="312" height="26" fill="${hsl(hue, 55, 55)}"/>`;
  out +=
    '<g fill="#fff"><rect x="156" y="141" width="40" height="8" rx="4"/><circle cx="440" ' +
    'cy="145" r="5"/></g>';
  const cards = rng.int(2, 3);
  const w = (288 - (cards - 1) * 12) / cards;
  for (let i = 0; i < cards; i++) {
    const x = 156 + i * (w + 12);
    const h = hue + rng.pick([0, 40, 160, 200]);
    out += svg`<rect x="${x}" y="172" width="${w}" height="98" rx="6" fill="${hsl(h, 55, 80)}"/>`;
    out += svg`<circle cx="${x + w / 2}" cy="218" r="24" fill="${hsl(h, 55, 62)}"/>`;
    out += svg`<rect x="${x}" y="282" width="${w * 0.8}" height="8" rx="4" fill="#c9ccd3"/>`;
    out +=
      svg`<rect x="${x}" y="298" width="${w * 0.5}" height="8" rx="4" fill="` +
      svg`${hsl(hue, 55, 55)}"/>`;
  }
  out += `<path d="M96 358H504L530 404Q532 414 520 414H80Q68 414 70 404Z" fill="${SILVER}"/>`;
  out += '<path d="M70 404H530" stroke="#a9b0bb" stroke-width="4"/>';
  out += '<rect x="262" y="358" width="76" height="10" rx="5" fill="#a9b0bb"/>';
  return out;
}

export function watch(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const strap = rng.pick(['#7a4a2f', hsl(hue, 45, 45), '#2b2f38']);
  const smart = rng.chance(0.3);
  const metal = smart ? '#2b2f38' : rng.pick(['#cfd4dc', '#d4b06a']);
  let out = shadow(ctx, 300, 530, 70);
  out += `<rect x="250" y="56" width="100" height="200" rx="16" fill="${strap}"/>`;
  out += `<rect x="250" y="340" width="100" height="190" rx="16" fill="${strap}"/>`;
  out +=
    '<g fill="#000" opacity=".3"><circle cx="300" cy="440" r="6"/><circle cx="300" cy="472" ' +
    'r="6"/><circle cx="300" cy="504" r="6"/></g>';
  if (smart) {
    out += `<rect x="206" y="186" width="188" height="220" rx="46" fill="${metal}"/>`;
    out += '<rect x="220" y="200" width="160" height="192" rx="36" fill="#0e1015"/>';
    out += `<rect x="394" y="250" width="12" height="40" rx="5" fill="${metal}"/>`;
    const rings = [hsl(hue, 80, 60), hsl(hue + 120, 70, 55), hsl(hue + 220, 75, 60)];
    rings.forEach((c, i) => {
      const r = 62 - i * 16;
      const len = 2 * Math.PI * r * rng.range(0.45, 0.9);
      out +=
        svg`<circle cx="300" cy="296" r="${r}" fill="none" stroke="${c}" ` +
        svg`stroke-opacity=".25" stroke-width="12"/>`;
      out +=
        svg`<circle cx="300" cy="296" r="${r}" fill="none" stroke="${c}" stroke-width="12" ` +
        svg`stroke-linecap="round" stroke-dasharray="${len} 999" transform="rotate(-90 300 296)"/>`;
    });
    return out;
  }
  const dial = rng.pick(['#fdfbf7', '#1f2a44', hsl(hue, 40, 85)]);
  const ink = dial === '#1f2a44' ? '#f1e6c8' : '#2b2f38';
  out += `<rect x="398" y="282" width="20" height="36" rx="5" fill="${metal}"/>`;
  out += `<circle cx="300" cy="300" r="112" fill="${metal}"/>`;
  out += `<circle cx="300" cy="300" r="94" fill="${dial}"/>`;
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r0 = i % 3 === 0 ? 68 : 76;
    ticks +=
      svg`M${300 + Math.sin(a) * r0},${300 - Math.cos(a) * r0}L${300 + Math.sin(a) * 84},` +
      svg`${300 - Math.cos(a) * 84}`;
  }
  out += `<path d="${ticks}" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`;
  const hour = rng.range(0, 12);
  const minute = rng.range(0, 60);
  const ha = (hour * 30 + minute / 2) * (Math.PI / 180);
  const ma = minute * 6 * (Math.PI / 180);
  out +=
    svg`<path d="M300,300L${300 + Math.sin(ha) * 46},${300 - Math.cos(ha) * 46}" stroke="` +
    svg`${ink}" stroke-width="9" stroke-linecap="round"/>`;
  out +=
    svg`<path d="M300,300L${300 + Math.sin(ma) * 70},${300 - Math.cos(ma) * 70}" stroke="` +
    svg`${ink}" stroke-width="6" stroke-linecap="round"/>`;
  const sa = rng.range(0, Math.PI * 2);
  out +=
    svg`<path d="M${300 - Math.sin(sa) * 18},${300 + Math.cos(sa) * 18}L` +
    svg`${300 + Math.sin(sa) * 80},${300 - Math.cos(sa) * 80}" stroke="#d9534f" ` +
    svg`stroke-width="2.5"/>`;
  out += `<circle cx="300" cy="300" r="8" fill="${metal}"/>`;
  return out;
}
