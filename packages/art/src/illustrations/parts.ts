import { hsl, normHue, svg } from '../svg.ts';
import type { Ctx } from './types.ts';

/** Shared greens for stems and leaves. */
export const GREEN = '#4e8a4a';
export const GREEN_DARK = '#36693a';
export const GREEN_LIGHT = '#74ab5f';

/**
 * Maps any hue to one that looks natural for flowers: reds, pinks, corals,
 * yellows and violets stay; greens and blues are spread over the violet-to-yellow side.
 */
export function floralHue(hue: number): number {
  const h = normHue(hue);
  if (h <= 55 || h >= 270) return h;
  return normHue(272 + (h - 55) * 0.66);
}

/**
 * A petal's colour: the hue's, or for white flowers a warm white that keeps the petal's
 * shading (darker petals stay a little darker), so a white rose still reads as a rose.
 */
export function bloom(ctx: Ctx, h: number, s: number, l: number): string {
  return ctx.white ? hsl(42, 30, 76 + l * 0.22) : hsl(h, s, l);
}

/** A lipstick-friendly hue (reds, berries, pinks, corals) derived from any hue. */
export function lipHue(hue: number): number {
  return normHue(328 + ((normHue(hue) * 7) % 50));
}

/** Joins integers with the fewest separators a path allows ("3-5 10" for 3,-5,10). */
function compact(nums: number[]): string {
  let out = '';
  for (const v of nums) {
    const t = String(Math.round(v) || 0);
    out += out === '' || t.startsWith('-') ? t : ` ${t}`;
  }
  return out;
}

/**
 * A closed loop that starts and ends at the current point, in relative path commands:
 * two cubic curves out to `tip` and back. Points are local (u along `deg`, v across).
 */
function loop(deg: number, out: number[], back: number[]): string {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const rot = (pts: number[]): number[] => {
    const res: number[] = [];
    for (let i = 0; i + 1 < pts.length; i += 2) {
      const u = pts[i] ?? 0;
      const v = pts[i + 1] ?? 0;
      res.push(Math.round(u * c - v * s), Math.round(u * s + v * c));
    }
    return res;
  };
  const a = rot(out);
  const tx = a[4] ?? 0;
  const ty = a[5] ?? 0;
  const b = rot(back).map((v, i) => v - (i % 2 === 0 ? tx : ty));
  return `c${compact(a)}c${compact([...b, -tx, -ty])}`;
}

/** A leaf whose stalk end sits at (x, y), pointing at `deg` (0 = right, -90 = up). */
export function leaf(
  x: number,
  y: number,
  len: number,
  w: number,
  deg: number,
  fill: string,
  vein?: string,
): string {
  const start = `M${compact([x, y])}`;
  const shape = loop(
    deg,
    [len * 0.3, -w, len * 0.75, -w * 0.85, len, 0],
    [len * 0.75, w * 0.85, len * 0.3, w],
  );
  let out = `<path d="${start}${shape}" fill="${fill}"/>`;
  if (vein) {
    const r = (deg * Math.PI) / 180;
    const dx = Math.cos(r) * len * 0.8;
    const dy = Math.sin(r) * len * 0.8;
    out +=
      `<path d="${start}l${compact([dx, dy])}" stroke="${vein}" stroke-width="2.5" ` +
      'stroke-linecap="round"/>';
  }
  return out;
}

/** A flower seen from the front: `count` rounded petals around a centre disc. */
export function petalFlower(
  cx: number,
  cy: number,
  r: number,
  count: number,
  rotDeg: number,
  fill: string,
  centre: string,
): string {
  const w = Math.min(0.6, Math.max(0.24, 2 / count)) * r;
  let d = `M${compact([cx, cy])}`;
  for (let i = 0; i < count; i++) {
    d += loop(
      rotDeg + (360 / count) * i,
      [r * 0.15, -w, r * 1.08, -w, r, 0],
      [r * 1.08, w, r * 0.15, w],
    );
  }
  return (
    `<path d="${d}" fill="${fill}"/>` +
    svg`<circle cx="${cx}" cy="${cy}" r="${r * 0.27}" fill="${centre}"/>`
  );
}

/** A rose seen from above: a disc with a spiral of petal edges. */
export function roseTop(cx: number, cy: number, r: number, fill: string, line: string): string {
  const a = Math.max(1, Math.round(r * 0.17));
  let d = `M${compact([cx, cy])}`;
  for (let k = 1; k <= 4; k++) {
    d += `a${a * k} ${a * k} 0 0 1 ${(k % 2 === 1 ? 2 : -2) * a * k} 0`;
  }
  return (
    svg`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    svg`<path d="${d}" fill="none" stroke="${line}" stroke-width="${r * 0.1}" ` +
    'stroke-linecap="round"/>'
  );
}

/** Heart outline path centred at (cx, cy) with half-width about `s`. */
export function heartPath(cx: number, cy: number, s: number): string {
  return (
    svg`M${cx},${cy + 0.85 * s}C${cx - 1.5 * s},${cy - 0.1 * s} ${cx - 0.85 * s},` +
    svg`${cy - 1.25 * s} ${cx},${cy - 0.45 * s}C${cx + 0.85 * s},${cy - 1.25 * s} ` +
    svg`${cx + 1.5 * s},${cy - 0.1 * s} ${cx},${cy + 0.85 * s}Z`
  );
}

/** A ribbon bow with two loops and two tails, knot at (cx, cy). */
export function bow(cx: number, cy: number, s: number, fill: string, dark: string): string {
  const loops =
    svg`M${cx},${cy}C${cx - 0.35 * s},${cy - 0.95 * s} ${cx - 1.25 * s},${cy - 0.7 * s} ` +
    svg`${cx - 1.05 * s},${cy - 0.1 * s}C${cx - 0.95 * s},${cy + 0.3 * s} ${cx - 0.4 * s},` +
    svg`${cy + 0.25 * s} ${cx},${cy}Z` +
    svg`M${cx},${cy}C${cx + 0.35 * s},${cy - 0.95 * s} ${cx + 1.25 * s},${cy - 0.7 * s} ` +
    svg`${cx + 1.05 * s},${cy - 0.1 * s}C${cx + 0.95 * s},${cy + 0.3 * s} ${cx + 0.4 * s},` +
    svg`${cy + 0.25 * s} ${cx},${cy}Z`;
  const tails =
    svg`M${cx - 0.1 * s},${cy}L${cx - 0.6 * s},${cy + 0.95 * s}L${cx - 0.38 * s},` +
    svg`${cy + 0.85 * s}L${cx - 0.3 * s},${cy + 1.05 * s}L${cx + 0.12 * s},${cy + 0.1 * s}Z` +
    svg`M${cx + 0.1 * s},${cy}L${cx + 0.6 * s},${cy + 0.95 * s}L${cx + 0.38 * s},` +
    svg`${cy + 0.85 * s}L${cx + 0.3 * s},${cy + 1.05 * s}L${cx - 0.12 * s},${cy + 0.1 * s}Z`;
  const inner =
    svg`M${cx - 0.2 * s},${cy - 0.1 * s}Q${cx - 0.7 * s},${cy - 0.55 * s} ${cx - 0.85 * s},` +
    svg`${cy - 0.15 * s}` +
    svg`M${cx + 0.2 * s},${cy - 0.1 * s}Q${cx + 0.7 * s},${cy - 0.55 * s} ${cx + 0.85 * s},` +
    svg`${cy - 0.15 * s}`;
  return (
    `<path d="${tails}" fill="${dark}"/><path d="${loops}" fill="${fill}"/>` +
    svg`<path d="${inner}" fill="none" stroke="${dark}" stroke-width="${s * 0.08}" ` +
    svg`stroke-linecap="round"/>` +
    svg`<ellipse cx="${cx}" cy="${cy}" rx="${s * 0.2}" ry="${s * 0.17}" fill="${dark}"/>`
  );
}

/** Four-pointed sparkle path centred at (x, y). */
export function sparklePath(x: number, y: number, s: number): string {
  const k = Math.max(1, Math.round(s));
  const quarter = `${k} ${k}`;
  return (
    `M${compact([x, y - k])}q0 ${k} ${quarter}q-${k} 0-${k} ${k}` +
    `q0-${k}-${k}-${k}q${k} 0 ${k}-${k}z`
  );
}

/** A wicker basket: `back` (the handle) goes behind the contents, `front` in front. */
export function basket(id: string, handle: boolean): { back: string; front: string } {
  const back = handle
    ? '<path d="M190 345C180 120 420 120 410 345" fill="none" stroke="#a8733f" stroke-width="16" ' +
      'stroke-linecap="round"/>'
    : '';
  const front =
    `<defs><pattern id="${id}" width="30" height="22" patternUnits="userSpaceOnUse">` +
    '<rect width="30" height="22" fill="#d2a266"/><rect x="2" y="3" width="12" height="7" ' +
    'rx="3.5" fill="#b9874d"/>' +
    '<rect x="17" y="14" width="12" height="7" rx="3.5" fill="#b9874d"/></pattern></defs>' +
    `<path d="M162 338H438L414 488Q300 522 186 488Z" fill="url(#${id})"/>` +
    '<rect x="150" y="318" width="300" height="34" rx="17" fill="#a8733f"/>' +
    '<path d="M168 335H432" stroke="#c9955a" stroke-width="5" stroke-dasharray="14 8" ' +
    'stroke-linecap="round"/>';
  return { back, front };
}
