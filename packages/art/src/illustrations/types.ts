import type { Rng } from '../svg.ts';

/** Everything a drawing needs: the base hue, a seeded PRNG and unique ids for defs. */
export type Ctx = {
  hue: number;
  rng: Rng;
  /** Returns a document-unique id for gradients, patterns and clip paths. */
  uid: (name: string) => string;
  /** Flowers drawn white (the hue still tints the rest); other kinds ignore it. */
  white: boolean;
};

/** Draws a product (without background) on a 600x600 canvas. */
export type Drawing = (ctx: Ctx) => string;
