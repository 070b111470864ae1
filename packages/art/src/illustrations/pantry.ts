import { hsl, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import { basket, bow, GREEN, GREEN_LIGHT, leaf } from './parts.ts';
import type { Ctx } from './types.ts';

function apple(x: number, y: number, r: number, fill: string): string {
  return (
    svg`<path d="M${x},${y - r * 0.7}C${x + r * 1.3},${y - r * 1.3} ${x + r * 1.3},` +
    svg`${y + r * 1.1} ${x},${y + r}C${x - r * 1.3},${y + r * 1.1} ${x - r * 1.3},` +
    svg`${y - r * 1.3} ${x},${y - r * 0.7}Z" fill="${fill}"/>` +
    svg`<path d="M${x},${y - r * 0.6}q2 -20 8 -26" stroke="#6b4a2b" stroke-width="4" ` +
    svg`fill="none"/>` +
    leaf(x + 4, y - r * 0.95, 26, 8, -30, GREEN_LIGHT)
  );
}

function orange(x: number, y: number, r: number): string {
  return (
    svg`<circle cx="${x}" cy="${y}" r="${r}" fill="#f39a2b"/>` +
    svg`<circle cx="${x - r * 0.3}" cy="${y - r * 0.35}" r="${r * 0.18}" fill="#f8bf6a"/>` +
    svg`<circle cx="${x + r * 0.1}" cy="${y - r * 0.9}" r="4" fill="#6b8f3a"/>`
  );
}

function grapes(x: number, y: number): string {
  let out =
    svg`<path d="M${x},${y - 60}q6 -20 20 -26" stroke="#6b4a2b" stroke-width="4" ` +
    svg`fill="none"/>`;
  const rows = [4, 3, 3, 2, 1];
  rows.forEach((cnt, r) => {
    for (let i = 0; i < cnt; i++) {
      const gx = x + (i - (cnt - 1) / 2) * 22;
      const gy = y - 50 + r * 19;
      out +=
        svg`<circle cx="${gx}" cy="${gy}" r="12" fill="` +
        svg`${(i + r) % 2 ? '#7b4b94' : '#8d5aa8'}"/>`;
    }
  });
  return out;
}

function bananas(x: number, y: number): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const dx = x + i * 14;
    const dy = y + i * 10;
    out +=
      svg`<path d="M${dx - 70},${dy - 40}Q${dx - 40},${dy + 40} ${dx + 60},${dy - 6}Q` +
      svg`${dx - 20},${dy + 14} ${dx - 58},${dy - 48}Z" fill="` +
      svg`${i === 1 ? '#f3cf45' : '#f7da5e'}" stroke="#d9ad2b" stroke-width="3" ` +
      svg`stroke-linejoin="round"/>`;
  }
  return out + svg`<path d="M${x - 62},${y - 44}l-8 -10" stroke="#6b4a2b" stroke-width="6"/>`;
}

export function fruitBasket(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const b = basket(ctx.uid('weave'), rng.chance(0.5));
  let out = shadow(ctx, 300, 500, 140) + b.back;
  out += leaf(300, 300, 150, 24, -160, GREEN) + leaf(300, 300, 150, 24, -20, GREEN_LIGHT);
  const flip = rng.chance(0.5);
  out += grapes(flip ? 230 : 372, 276);
  out += bananas(flip ? 370 : 250, 276);
  const reds = ['#e0413a', '#c8323f', '#8fbf3a'];
  const fruits = [
    (x: number) => apple(x, 300, 44, rng.pick(reds)),
    (x: number) => orange(x, 302, 44),
    (x: number) => apple(x, 300, 42, rng.pick(reds)),
    (x: number) => orange(x, 304, 40),
  ];
  const xs = [200, 280, 350, 420];
  const start = rng.int(0, 3);
  xs.forEach((x, i) => {
    const f = fruits[(start + i) % fruits.length];
    if (f) out += f(x);
  });
  out += b.front;
  out += bow(rng.chance(0.5) ? 190 : 410, 336, 28, hsl(hue, 55, 55), hsl(hue, 50, 40));
  return out;
}

export function tea(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const plain = rng.chance(0.5);
  const cup = plain ? '#fdfbf7' : hsl(hue, 50, 72);
  const deco = plain ? hsl(hue, 55, 60) : '#fdfbf7';
  let out = shadow(ctx, 300, 478, 160);
  out +=
    `<path d="M252 210c-24-30 24-46 0-76M300 200c-24-30 24-46 0-76M348 210c-24-30 24-46 ` +
    `0-76" fill="none" stroke="${hsl(hue, 30, 84)}" stroke-width="9" stroke-linecap="round"/>`;
  out +=
    `<ellipse cx="300" cy="456" rx="160" ry="32" fill="` +
    `${plain ? '#e6ded3' : hsl(hue, 40, 58)}"/>`;
  out += `<ellipse cx="300" cy="452" rx="160" ry="32" fill="${cup}"/>`;
  out +=
    `<ellipse cx="300" cy="448" rx="100" ry="18" fill="` +
    `${plain ? '#ece7df' : hsl(hue, 45, 62)}"/>`;
  out +=
    `<path d="M398 300c70-10 74 84 -16 96" fill="none" stroke="${cup}" stroke-width="18" ` +
    `stroke-linecap="round"/>`;
  out += `<path d="M180 280H420C416 400 360 450 300 450C240 450 184 400 180 280Z" fill="${cup}"/>`;
  const pat = rng.int(0, 2);
  if (pat === 0) out += `<path d="M186 330H414" stroke="${deco}" stroke-width="14"/>`;
  if (pat === 1) {
    out += `<g fill="${deco}"><circle cx="240" cy="340" r="9"/><circle cx="300" cy="360" r="9"/>`;
    out +=
      '<circle cx="360" cy="340" r="9"/><circle cx="270" cy="400" r="9"/><circle cx="330" ' +
      'cy="400" r="9"/></g>';
  }
  if (pat === 2) {
    out += `<path d="M300 330c-30-30-60 10 0 50c60-40 30-80 0-50z" fill="${deco}"/>`;
  }
  out +=
    '<path d="M356 280H420C416 400 360 450 300 450C346 420 360 360 356 280Z" fill="#000" ' +
    'opacity=".06"/>';
  out += '<ellipse cx="300" cy="280" rx="120" ry="24" fill="#e8dfd2"/>';
  out += '<ellipse cx="300" cy="283" rx="106" ry="18" fill="#b5702f"/>';
  out += '<ellipse cx="268" cy="281" rx="30" ry="5" fill="#cf8c46"/>';
  const tag = hsl(hue + 150, 45, 60);
  out += '<path d="M340 282Q348 300 366 344" fill="none" stroke="#f5efe6" stroke-width="3"/>';
  out +=
    `<rect x="350" y="340" width="34" height="42" rx="4" fill="${tag}" ` +
    `transform="rotate(-14 366 360)"/>`;
  return out;
}
