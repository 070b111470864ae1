import { backdrop } from './illustrations/backdrop.ts';
import { DRAWINGS, makeCtx } from './illustrations/index.ts';
import type { IllustrationKind } from './kinds.ts';
import { svgOpen } from './svg.ts';

export type IllustrationOptions = {
  /** Base hue in degrees; tints the background and the product's main colour. */
  hue: number;
  /** Any number; picks the small variations (counts, patterns, rotation). */
  seed: number;
  /** White flowers ("White rose bouquet"); other kinds ignore it. */
  white?: boolean;
};

/** A 600x600 flat illustration of a product on a soft pastel background. */
export function renderProductIllustration(
  kind: IllustrationKind,
  opts: IllustrationOptions,
): string {
  const draw = DRAWINGS[kind];
  if (!draw) throw new Error(`Unknown illustration kind: ${String(kind)}`);
  const ctx = makeCtx(kind, opts.hue, opts.seed, opts.white);
  const background = backdrop(ctx);
  return `${svgOpen(600, 600)}${background}${draw(ctx)}</svg>`;
}
