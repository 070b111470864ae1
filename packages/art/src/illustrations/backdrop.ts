import { hsl, svg } from '../svg.ts';
import { sparklePath } from './parts.ts';
import type { Ctx } from './types.ts';

/** The colour of the backdrop's square. */
export function backdropTint(hue: number): string {
  return hsl(hue, 62, 93);
}

/** Soft pastel background: a tinted square, a lighter disc and a few side sparkles. */
export function backdrop(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const cx = 300 + rng.range(-16, 16);
  const cy = 290 + rng.range(-12, 12);
  const r = rng.range(200, 222);
  let out = svg`<rect width="600" height="600" fill="${backdropTint(hue)}"/>`;
  out += svg`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${hsl(hue, 70, 97)}"/>`;
  const dots = rng.int(3, 5);
  let sparkles = '';
  for (let i = 0; i < dots; i++) {
    const left = i % 2 === 0;
    const x = left ? rng.range(36, 120) : rng.range(480, 564);
    const y = rng.range(50, 440);
    if (rng.chance(0.5)) {
      sparkles += sparklePath(x, y, rng.range(9, 16));
    } else {
      out += svg`<circle cx="${x}" cy="${y}" r="${rng.range(4, 8)}" fill="${hsl(hue, 60, 82)}"/>`;
    }
  }
  if (sparkles) out += `<path d="${sparkles}" fill="${hsl(hue, 65, 80)}"/>`;
  return out;
}

/** Flat ground shadow under an object. */
export function shadow(ctx: Ctx, cx: number, cy: number, rx: number): string {
  return (
    svg`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.max(8, rx * 0.11)}" fill="` +
    svg`${hsl(ctx.hue, 32, 84)}"/>`
  );
}
