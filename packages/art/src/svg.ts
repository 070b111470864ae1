/** Tiny helpers shared by every drawing: numbers, colours, escaping, randomness. */

/**
 * Formats a number for markup: whole numbers from 10 up (coordinates, sizes) and one
 * decimal below (scales, thin strokes), so the output stays short and byte-stable.
 */
export function num(x: number): string {
  if (!Number.isFinite(x)) return '0';
  const r = Math.abs(x) >= 10 ? Math.round(x) : Math.round(x * 10) / 10;
  return String(r === 0 ? 0 : r);
}

/**
 * Tagged template for markup: interpolated numbers are rounded with `num`,
 * strings are inserted as they are (they must already be safe markup).
 */
export function svg(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out += (typeof v === 'number' ? num(v) : (v ?? '')) + (strings[i + 1] ?? '');
  }
  return out;
}

/** Escapes text for use in element content and double-quoted attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Normalises any number to a hue in [0, 360). */
export function normHue(h: number): number {
  if (!Number.isFinite(h)) return 0;
  return ((h % 360) + 360) % 360;
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** HSL (degrees, percent, percent) to a `#rrggbb` colour. */
export function hsl(h: number, s: number, l: number): string {
  const hh = normHue(h);
  const sat = clamp(s, 0, 100) / 100;
  const lig = clamp(l, 0, 100) / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (k0: number): string => {
    const k = (k0 + hh / 30) % 12;
    const c = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, deterministic PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = {
  /** Uniform float in [0, 1). */
  next: () => number;
  /** Uniform float in [min, max). */
  range: (min: number, max: number) => number;
  /** Uniform integer in [min, max] (inclusive). */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const range = (min: number, max: number): number => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs a non-empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
}

/** Integer form of an arbitrary seed number (floats and huge numbers are folded in). */
export function seedInt(seed: number): number {
  if (!Number.isFinite(seed)) return 0;
  if (Number.isSafeInteger(seed)) return (seed >>> 0) ^ Math.floor(seed / 4294967296);
  return hashString(String(seed));
}

/** Opening tag of a standalone SVG document. */
export function svgOpen(width: number, height: number, extra = ''): string {
  return (
    svg`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="` +
    svg`${width}" height="${height}"${extra}>`
  );
}
