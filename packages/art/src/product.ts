import { backdrop, backdropTint } from './illustrations/backdrop.ts';
import { DRAWINGS, makeCtx } from './illustrations/index.ts';
import type { IllustrationKind } from './kinds.ts';
import { svg, svgOpen } from './svg.ts';

export type IllustrationOptions = {
  /** Base hue in degrees; tints the background and the product's main colour. */
  hue: number;
  /** Any number; picks the small variations (counts, patterns, rotation). */
  seed: number;
  /** White flowers ("White rose bouquet"); other kinds ignore it. */
  white?: boolean;
  /**
   * A frame wider than tall, for places that show the picture so (an article's cover, a hotel's
   * card): the drawing stays in the middle and its background widens, where cropping a square
   * to that frame would cut off the top of a rose or a bottle.
   */
  frame?: PictureFrame;
};

/** Width over height of each wider frame; without one the picture is square. */
export const PICTURE_FRAMES = { '16x9': 16 / 9, '3x2': 3 / 2 } as const;
export type PictureFrame = keyof typeof PICTURE_FRAMES;

const SIZE = 600;

/** A 600x600 flat illustration of a product on a soft pastel background (600 high if framed). */
export function renderProductIllustration(
  kind: IllustrationKind,
  opts: IllustrationOptions,
): string {
  const draw = DRAWINGS[kind];
  if (!draw) throw new Error(`Unknown illustration kind: ${String(kind)}`);
  const ctx = makeCtx(kind, opts.hue, opts.seed, opts.white);
  const picture = `${backdrop(ctx)}${draw(ctx)}`;
  if (!opts.frame) return `${svgOpen(SIZE, SIZE)}${picture}</svg>`;
  const width = Math.round(SIZE * PICTURE_FRAMES[opts.frame]);
  const margin = (width - SIZE) / 2;
  return (
    svg`${svgOpen(width, SIZE)}<rect width="${width}" height="${SIZE}" fill="${backdropTint(ctx.hue)}"/>` +
    svg`<g transform="translate(${margin} 0)">${picture}</g></svg>`
  );
}
