import { hsl, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import {
  floralHue,
  GREEN,
  GREEN_LIGHT,
  heartPath,
  leaf,
  petalFlower,
  sparklePath,
} from './parts.ts';
import type { Ctx } from './types.ts';

/** The picture on the front of a greeting card, centred at (300, 250). */
function cardMotif(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const fh = floralHue(hue);
  const motif = rng.int(0, 2);
  if (motif === 0) {
    return (
      `<path d="${heartPath(300, 258, 62)}" fill="${hsl(fh, 68, 60)}"/>` +
      `<path d="${heartPath(238, 196, 16)}${heartPath(366, 206, 12)}" fill="${hsl(fh, 70, 78)}"/>`
    );
  }
  if (motif === 1) {
    return (
      leaf(300, 270, 70, 16, -150, GREEN_LIGHT) +
      leaf(300, 270, 70, 16, -30, GREEN) +
      petalFlower(300, 236, 52, 5, rng.range(0, 72), hsl(fh, 70, 66), '#f3b63f') +
      petalFlower(250, 292, 26, 6, 10, hsl(fh + 30, 75, 80), '#f3b63f') +
      petalFlower(350, 292, 26, 6, 30, hsl(fh + 30, 75, 80), '#f3b63f')
    );
  }
  let conf = '';
  for (let i = 0; i < 9; i++) {
    const c = hsl(hue + i * 60, 70, 64);
    conf +=
      svg`<rect x="${rng.range(230, 360)}" y="${rng.range(170, 320)}" width="10" ` +
      svg`height="5" rx="2" fill="${c}" transform="rotate(${rng.range(0, 180)} 300 250)"/>`;
  }
  return (
    `<path d="${sparklePath(300, 250, 62)}" fill="${hsl(45, 90, 62)}"/>` +
    `<path d="${sparklePath(242, 200, 18)}${sparklePath(360, 306, 14)}" fill="` +
    `${hsl(hue, 60, 70)}"/>` +
    conf
  );
}

export function greetingCard(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const env = hsl(hue, 45, 78);
  const envDark = hsl(hue, 38, 68);
  let out = shadow(ctx, 300, 505, 170);
  out += svg`<g transform="rotate(${-8 + rng.range(-3, 3)} 300 420)">`;
  out += `<rect x="130" y="300" width="330" height="200" rx="6" fill="${env}"/>`;
  out += `<path d="M130 306L295 420L460 306Z" fill="${envDark}"/></g>`;
  out += svg`<g transform="rotate(${4 + rng.range(-3, 3)} 300 470)">`;
  out += '<path d="M398 150L452 168V442L398 460Z" fill="#ece4d8"/>';
  out += '<rect x="202" y="140" width="200" height="322" rx="6" fill="#fffaf2"/>';
  out +=
    `<rect x="216" y="154" width="172" height="294" rx="3" fill="none" stroke="` +
    `${hsl(hue, 50, 82)}" stroke-width="3"/>`;
  out += cardMotif(ctx);
  out += `<g fill="${hsl(hue, 25, 80)}"><rect x="245" y="368" width="110" height="9" rx="4.5"/>`;
  out += '<rect x="264" y="390" width="72" height="9" rx="4.5"/></g></g>';
  return out;
}

/** Flame with a soft glow; the wick top is at (x, y). */
function flame(x: number, y: number, s = 1): string {
  return (
    svg`<circle cx="${x}" cy="${y - 30 * s}" r="${56 * s}" fill="#fff1b8" opacity=".55"/>` +
    svg`<path d="M${x},${y + 4}v-14" stroke="#3b2b22" stroke-width="4"/>` +
    svg`<path d="M${x},${y - 62 * s}C${x + 20 * s},${y - 38 * s} ${x + 16 * s},${y - 8 * s} ${x},` +
    svg`${y - 6 * s}C${x - 16 * s},${y - 8 * s} ${x - 20 * s},${y - 38 * s} ${x},` +
    svg`${y - 62 * s}Z" fill="#ffb13b"/>` +
    svg`<path d="M${x},${y - 38 * s}C${x + 9 * s},${y - 24 * s} ${x + 7 * s},${y - 12 * s} ${x},` +
    svg`${y - 10 * s}C${x - 7 * s},${y - 12 * s} ${x - 9 * s},${y - 24 * s} ${x},` +
    svg`${y - 38 * s}Z" fill="#ffe680"/>`
  );
}

function pillar(x: number, bottom: number, w: number, h: number, hue: number): string {
  const top = bottom - h;
  const hw = w / 2;
  const top2 = hsl(hue, 50, 92);
  let drips = '';
  for (const [u, len] of [
    [-0.45, 34],
    [0.3, 22],
    [0.62, 44],
  ] as const) {
    const dy = top + 12 * Math.sqrt(1 - u * u) - 8;
    drips += svg`<rect x="${x + u * hw - 6}" y="${dy}" width="12" height="${len}" rx="6"/>`;
  }
  return (
    svg`<path d="M${x - hw},${top}V${bottom}A${hw} 12 0 0 0 ${x + hw},${bottom}V${top}Z" fill="` +
    svg`${hsl(hue, 45, 82)}"/>` +
    svg`<rect x="${x - hw + 10}" y="${top + 24}" width="9" height="${h - 44}" rx="4.5" ` +
    svg`fill="#fff" opacity=".4"/>` +
    svg`<ellipse cx="${x}" cy="${top}" rx="${hw}" ry="12" fill="${top2}"/><g fill="${top2}">` +
    svg`${drips}</g>` +
    svg`<ellipse cx="${x}" cy="${top + 2}" rx="${hw * 0.6}" ry="6" fill="${hsl(hue, 40, 80)}"/>` +
    flame(x, top, 0.8 + w / 500)
  );
}

export function candle(ctx: Ctx): string {
  const { hue, rng } = ctx;
  let out = shadow(ctx, 300, 518, 160);
  if (rng.chance(0.5)) {
    const h2 = hue + rng.range(-20, 20);
    out += pillar(196, 508, 96, rng.range(120, 160), h2);
    out += pillar(408, 508, 96, rng.range(100, 140), h2);
    out += pillar(302, 516, 118, rng.range(200, 240), hue);
    return out;
  }
  const wax = hsl(hue, 50, 80);
  out += flame(300, 300, 1.2);
  out += '<rect x="196" y="250" width="208" height="270" rx="30" fill="#fff" opacity=".4"/>';
  out += `<rect x="208" y="300" width="184" height="208" rx="22" fill="${wax}"/>`;
  out += `<ellipse cx="300" cy="302" rx="90" ry="10" fill="${hsl(hue, 45, 72)}"/>`;
  out +=
    '<rect x="196" y="250" width="208" height="270" rx="30" fill="none" stroke="#fff" ' +
    'stroke-width="6"/>';
  out += '<rect x="216" y="268" width="12" height="200" rx="6" fill="#fff" opacity=".7"/>';
  out += `<rect x="232" y="370" width="136" height="90" rx="8" fill="#fffaf2"/>`;
  out += leaf(300, 440, 44, 12, -120, GREEN) + leaf(300, 440, 44, 12, -60, GREEN_LIGHT);
  out += `<path d="M250 392H350" stroke="${hsl(hue, 40, 70)}" stroke-width="4"/>`;
  return out;
}
