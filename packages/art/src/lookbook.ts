import { DRAWINGS, makeCtx } from './illustrations/index.ts';
import type { IllustrationKind } from './kinds.ts';
import { hsl, svg, svgOpen } from './svg.ts';

export const LOOK_BOOK_WIDTH = 1200;
export const LOOK_BOOK_HEIGHT = 800;
const TABLE_TOP = 600;
/** Where a drawing's foot is, below its centre, as a share of its size. */
const FOOT = 0.4;

/** One product standing in a look book's scene: its drawing, centred at (x, y) per cent. */
export interface SceneItem {
  kind: IllustrationKind;
  hue: number;
  seed: number;
  /** White flowers, as the product's own picture draws them (`?white=1`). */
  white?: boolean;
  /** Per cent of the scene's width and height: where the shopper's hotspot sits too. */
  x: number;
  y: number;
}

/**
 * A look book's picture: a room (a tinted wall, a shelf line, a table) with the products of
 * its hotspots drawn where the hotspots are, so a dot always sits on the thing it sells.
 */
export function renderLookBookScene(hue: number, items: SceneItem[]): string {
  const wall = hsl(hue, 45, 92);
  const table = hsl((hue + 25) % 360, 30, 78);
  let out = svgOpen(LOOK_BOOK_WIDTH, LOOK_BOOK_HEIGHT);
  out += svg`<rect width="${LOOK_BOOK_WIDTH}" height="${LOOK_BOOK_HEIGHT}" fill="${wall}"/>`;
  out += svg`<rect y="120" width="${LOOK_BOOK_WIDTH}" height="10" fill="${hsl(hue, 30, 84)}"/>`;
  out += svg`<circle cx="1020" cy="180" r="90" fill="${hsl(hue, 60, 96)}"/>`;
  out += svg`<rect y="${TABLE_TOP}" width="${LOOK_BOOK_WIDTH}" height="${LOOK_BOOK_HEIGHT - TABLE_TOP}" fill="${table}"/>`;
  out += svg`<rect y="${TABLE_TOP}" width="${LOOK_BOOK_WIDTH}" height="14" fill="${hsl((hue + 25) % 360, 28, 70)}"/>`;
  // Each thing stands on the table: its size is what puts its foot there from its centre.
  for (const item of [...items].sort((a, b) => a.y - b.y)) {
    const draw = DRAWINGS[item.kind];
    if (!draw) continue;
    const cx = (item.x / 100) * LOOK_BOOK_WIDTH;
    const cy = (item.y / 100) * LOOK_BOOK_HEIGHT;
    const size = Math.min(480, Math.max(200, (TABLE_TOP + 20 - cy) / FOOT));
    const scale = size / 600;
    out += svg`<ellipse cx="${cx}" cy="${cy + size * FOOT}" rx="${size * 0.3}" ry="${size * 0.04}" fill="${hsl(hue, 20, 60)}" opacity="0.35"/>`;
    out += svg`<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})">`;
    out += draw(makeCtx(item.kind, item.hue, item.seed, item.white));
    out += '</g>';
  }
  return `${out}</svg>`;
}
