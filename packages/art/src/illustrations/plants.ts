import { hsl, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import { mixedHead } from './flowers.ts';
import { basket, bow, floralHue, GREEN, GREEN_DARK, GREEN_LIGHT, leaf } from './parts.ts';
import type { Ctx } from './types.ts';

function leafy(ctx: Ctx): string {
  const { rng } = ctx;
  let out = '';
  const count = rng.int(7, 9);
  for (let i = 0; i < count; i++) {
    const deg = -165 + (150 / (count - 1)) * i + rng.range(-6, 6);
    const len = 150 + (1 - Math.abs(deg + 90) / 80) * 50 + rng.range(-10, 10);
    const fill = i % 2 ? GREEN : GREEN_LIGHT;
    out += leaf(300, 366, len, 40, deg, fill, GREEN_DARK);
  }
  return out;
}

function snake(ctx: Ctx): string {
  const { rng } = ctx;
  const count = rng.int(5, 7);
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = i - (count - 1) / 2;
    const x = 300 + t * 26;
    const tipX = x + t * 22 + rng.range(-10, 10);
    const tipY = 110 + Math.abs(t) * 40 + rng.range(-20, 20);
    const w = 20;
    out +=
      svg`<path d="M${x - w},370Q${x - w - 6},${(tipY + 370) / 2} ${tipX},${tipY}Q` +
      svg`${x + w + 6},${(tipY + 370) / 2} ${x + w},370Z" fill="#c8c25c"/>`;
    out +=
      svg`<path d="M${x - w + 5},370Q${x - w},${(tipY + 370) / 2} ${tipX},${tipY + 16}Q` +
      svg`${x + w},${(tipY + 370) / 2} ${x + w - 5},370Z" fill="` +
      svg`${i % 2 ? '#3e6e41' : '#467a45'}"/>`;
    let bands = '';
    for (let y = 330; y > tipY + 50; y -= 34) {
      bands += svg`M${x - 10 + ((tipX - x) * (370 - y)) / (370 - tipY)},${y}q10 -7 20 0`;
    }
    out +=
      `<path d="${bands}" fill="none" stroke="#79a564" stroke-width="4" ` +
      `stroke-linecap="round"/>`;
  }
  return out;
}

function pilea(ctx: Ctx): string {
  const { rng } = ctx;
  let stems = '';
  let leaves = '';
  const count = rng.int(8, 11);
  for (let i = 0; i < count; i++) {
    const a = Math.PI * (1.08 + (0.84 * i) / (count - 1)) + rng.range(-0.06, 0.06);
    const d = rng.range(120, 190);
    const x = 300 + Math.cos(a) * d * 1.1;
    const y = 360 + Math.sin(a) * d;
    const r = rng.range(24, 32);
    stems += svg`M300,366Q${300 + Math.cos(a) * d * 0.3},${y + 40} ${x},${y}`;
    leaves += svg`<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? GREEN : GREEN_LIGHT}"/>`;
    leaves += svg`<circle cx="${x}" cy="${y}" r="${r * 0.14}" fill="${GREEN_DARK}"/>`;
  }
  return `<path d="${stems}" fill="none" stroke="${GREEN_DARK}" stroke-width="4"/>${leaves}`;
}

export function pottedPlant(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const pot = rng.pick([
    { main: '#c9744f', rim: '#b0603f', deco: '#e39a72' },
    { main: hsl(hue, 45, 62), rim: hsl(hue, 40, 50), deco: hsl(hue, 55, 78) },
    { main: hsl(hue, 45, 62), rim: hsl(hue, 40, 50), deco: hsl(hue, 55, 78) },
    { main: '#f3efe8', rim: '#ddd5c9', deco: hsl(hue, 50, 65) },
  ]);
  let out = shadow(ctx, 300, 526, 100);
  out += rng.pick([leafy, snake, pilea])(ctx);
  out += '<ellipse cx="300" cy="364" rx="86" ry="12" fill="#5b3b2a"/>';
  out += `<path d="M220 385H380L358 524H242Z" fill="${pot.main}"/>`;
  const deco = rng.int(0, 2);
  if (deco === 0) {
    out += `<path d="M224 428H376V446H223Z" fill="${pot.deco}"/>`;
  } else if (deco === 1) {
    let dots = '';
    for (let y = 425; y < 510; y += 30) {
      for (let x = 250 + ((y - 425) % 60 === 0 ? 0 : 15); x < 355; x += 30) {
        dots += svg`<circle cx="${x}" cy="${y}" r="5"/>`;
      }
    }
    out += `<g fill="${pot.deco}">${dots}</g>`;
  } else {
    out +=
      `<path d="M232 440l17-16 17 16 17-16 17 16 17-16 17 16 17-16 17 16" fill="none" ` +
      `stroke="${pot.deco}" stroke-width="6" stroke-linejoin="round"/>`;
  }
  out += `<rect x="206" y="360" width="188" height="36" rx="8" fill="${pot.rim}"/>`;
  return out;
}

export function flowerBasket(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const fh = floralHue(hue);
  const b = basket(ctx.uid('weave'), true);
  let out = shadow(ctx, 300, 500, 140) + b.back;
  for (let i = 0; i < 6; i++) {
    out += leaf(
      300,
      330,
      rng.range(130, 160),
      26,
      -170 + i * 32 + rng.range(-5, 5),
      i % 2 ? GREEN : GREEN_LIGHT,
    );
  }
  const slots: [number, number][] = [
    [228, 262],
    [372, 262],
    [300, 240],
    [180, 306],
    [420, 306],
    [262, 300],
    [340, 300],
  ];
  for (const [x, y] of slots) {
    out += mixedHead(ctx, x + rng.range(-6, 6), y + rng.range(-6, 6), rng.range(40, 48), fh);
  }
  out += b.front;
  const rib = hsl(hue, 55, 55);
  out += bow(rng.chance(0.5) ? 188 : 412, 338, 30, rib, hsl(hue, 50, 40));
  return out;
}
