import { hsl, svg } from '../svg.ts';
import { shadow } from './backdrop.ts';
import { floralHue, heartPath, petalFlower } from './parts.ts';
import type { Ctx } from './types.ts';

export function lamp(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const shade = hsl(hue, 55, 70);
  const shadeDark = hsl(hue, 45, 58);
  const base = rng.pick(['#f3efe8', hsl(hue + 180, 30, 45), '#d4b06a']);
  let out = shadow(ctx, 300, 514, 110);
  out += '<circle cx="300" cy="236" r="190" fill="#fff3c4" opacity=".5"/>';
  out += '<circle cx="300" cy="250" r="130" fill="#fff3c4" opacity=".6"/>';
  if (rng.chance(0.5)) {
    out += `<path d="M292 300H308V440H292Z" fill="#b8a27a"/>`;
    out += `<circle cx="300" cy="436" r="62" fill="${base}"/>`;
    out += `<ellipse cx="300" cy="500" rx="50" ry="14" fill="${base}"/>`;
    out += '<circle cx="278" cy="414" r="14" fill="#fff" opacity=".35"/>';
  } else {
    out += '<path d="M294 300H306V500H294Z" fill="#b8a27a"/>';
    out += `<ellipse cx="300" cy="504" rx="78" ry="16" fill="${base}"/>`;
    out += `<rect x="286" y="380" width="28" height="16" rx="6" fill="${base}"/>`;
  }
  const wide = rng.chance(0.5);
  const d = wide ? 'M214 140H386L438 310H162Z' : 'M232 120H368L410 310H190Z';
  out += `<path d="${d}" fill="${shade}"/>`;
  if (rng.chance(0.5)) {
    out +=
      `<path d="${d}" fill="none" stroke="${shadeDark}" stroke-width="10" ` +
      `stroke-linejoin="round"/>`;
  } else {
    out +=
      `<path d="M${wide ? '176 264H424' : '200 264H400'}" stroke="${shadeDark}" ` +
      `stroke-width="12"/>`;
  }
  out +=
    `<path d="M${wide ? '226 160L192 290' : '244 140L214 290'}" stroke="#fff" ` +
    `stroke-width="10" stroke-linecap="round" opacity=".35"/>`;
  out += `<ellipse cx="300" cy="310" rx="${wide ? 138 : 110}" ry="12" fill="#fff2b0"/>`;
  return out;
}

export function mug(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const body = rng.pick([hsl(hue, 55, 62), '#fdfbf7', hsl(hue, 40, 35)]);
  const deco = body === '#fdfbf7' ? hsl(hue, 55, 60) : '#fdfbf7';
  let out = shadow(ctx, 290, 506, 150);
  out +=
    `<path d="M246 200c-24-30 24-46 0-76M296 190c-24-30 24-46 0-76M346 200c-24-30 24-46 ` +
    `0-76" fill="none" stroke="${hsl(hue, 30, 84)}" stroke-width="10" stroke-linecap="round"/>`;
  out +=
    `<path d="M380 280h18a56 56 0 0 1 0 124h-18" fill="none" stroke="${body}" ` +
    `stroke-width="28"/>`;
  out += `<path d="M184 236H396V464Q396 504 356 504H224Q184 504 184 464Z" fill="${body}"/>`;
  out += '<ellipse cx="290" cy="236" rx="106" ry="20" fill="#fff" opacity=".5"/>';
  out += '<ellipse cx="290" cy="240" rx="94" ry="14" fill="#6b3f26"/>';
  const pat = rng.int(0, 3);
  if (pat === 0) {
    out += `<path d="M184 300H396M184 332H396" stroke="${deco}" stroke-width="12"/>`;
  } else if (pat === 1) {
    let dots = '';
    for (let y = 290; y < 480; y += 40) {
      for (let x = 214 + ((y - 290) % 80 ? 20 : 0); x < 380; x += 40) {
        dots += svg`<circle cx="${x}" cy="${y}" r="8"/>`;
      }
    }
    out += `<g fill="${deco}">${dots}</g>`;
  } else if (pat === 2) {
    out +=
      `<path d="${heartPath(290, 372, 52)}" fill="` +
      `${hsl(floralHue(hue), 70, body === '#fdfbf7' ? 62 : 82)}"/>`;
  } else {
    out += petalFlower(290, 370, 56, 6, rng.range(0, 60), deco, hsl(45, 85, 62));
  }
  out += '<rect x="200" y="270" width="14" height="180" rx="7" fill="#fff" opacity=".3"/>';
  return out;
}

export function cushion(ctx: Ctx): string {
  const { hue, rng } = ctx;
  const main = hsl(hue, 50, 64);
  const dark = hsl(hue, 45, 48);
  const light = hsl(hue, 60, 86);
  const shape = 'M150 150Q300 182 450 150Q418 300 450 450Q300 418 150 450Q182 300 150 150Z';
  let out = shadow(ctx, 300, 490, 170);
  out += svg`<g transform="rotate(${rng.range(-7, 7)} 300 300)">`;
  out += `<path d="${shape}" fill="${main}"/>`;
  const pat = rng.int(0, 2);
  if (pat === 0) {
    const id = ctx.uid('cs');
    out += `<defs><clipPath id="${id}"><path d="${shape}"/></clipPath></defs>`;
    out +=
      `<path clip-path="url(#${id})" d="M130 220H470M130 280H470M130 340H470M130 400H470" ` +
      `stroke="${light}" stroke-width="20"/>`;
  } else if (pat === 1) {
    out += `<path d="M300 196L404 300L300 404L196 300Z" fill="${light}"/>`;
    out += `<path d="M300 236L364 300L300 364L236 300Z" fill="${dark}"/>`;
    out += `<circle cx="300" cy="300" r="20" fill="${light}"/>`;
    out +=
      `<path d="M190 190l24 24m172-24l-24 24M190 410l24-24m172 24l-24-24" stroke="${light}" ` +
      `stroke-width="12" stroke-linecap="round"/>`;
  } else {
    out += petalFlower(300, 300, 92, 8, rng.range(0, 45), light, dark);
  }
  out +=
    `<path d="${shape}" fill="none" stroke="${dark}" stroke-width="6" ` +
    `stroke-linejoin="round"/>`;
  out +=
    '<path d="M178 184q30 16 40 40M422 416q-30-16-40-40" stroke="#fff" stroke-opacity=".35" ' +
    'stroke-width="6" fill="none" stroke-linecap="round"/>';
  if (rng.chance(0.5)) {
    out += `<g fill="${dark}"><circle cx="150" cy="150" r="12"/><circle cx="450" cy="150" r="12"/>`;
    out += '<circle cx="150" cy="450" r="12"/><circle cx="450" cy="450" r="12"/></g>';
  }
  return `${out}</g>`;
}
