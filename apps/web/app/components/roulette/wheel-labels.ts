/**
 * Where a prize's name goes on its slice of the wheel: along the slice's middle, between the hub
 * and the rim, upright on both halves (a slice on the left reads from the rim inwards rather than
 * upside down), on two lines when it is long, and never past the rim.
 */

/** The label's font size in the wheel's units (roulette.css `.wheel-label`). */
export const LABEL_FONT_SIZE = 11;
/**
 * A bold glyph's width in ems, taken high for Latin and Cyrillic (DejaVu Sans Bold, the widest of
 * the usual phone and desktop faces): a line estimated to fit does, and one that does not is
 * pressed to fit rather than run over the rim.
 */
const GLYPH_EM = 0.68;
const LINE_EM = 1.2;

export interface LabelBand {
  /** Distance from the centre where the label may start (past the hub). */
  from: number;
  /** Distance from the centre where it must end (inside the rim). */
  to: number;
}

export interface LabelLine {
  text: string;
  /** Set when the line is estimated wider than the band: the browser presses it to this width. */
  pressedTo?: number;
}

export interface LabelPlacement {
  x: number;
  y: number;
  /** Degrees to turn the text about (x, y); always within ±90, so it never reads upside down. */
  rotate: number;
  lines: LabelLine[];
  /** The first line's shift from the middle, in ems, so that the lines centre on the slice. */
  firstLineDy: number;
  lineDy: number;
}

/** Chinese, Japanese and Korean characters and full-width forms: a whole em each. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export const estimatedWidth = (text: string) =>
  [...text].reduce((width, char) => width + (WIDE.test(char) ? 1 : GLYPH_EM), 0) * LABEL_FONT_SIZE;

/**
 * A name on one line when it fits, else on two, broken where the longer line is shortest: at a
 * space, or between two Chinese characters (which need none). A line still too wide (one long
 * word) is pressed to the band's length.
 */
export function labelLines(name: string, room: number): LabelLine[] {
  const line = (text: string): LabelLine =>
    estimatedWidth(text) > room ? { text, pressedTo: room } : { text };
  const chars = [...name.trim().replace(/\s+/g, ' ')];
  const whole = chars.join('');
  if (estimatedWidth(whole) <= room) return [line(whole)];
  let best: string[] = [whole];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < chars.length; cut++) {
    const atSpace = chars[cut] === ' ';
    const betweenWide = WIDE.test(chars[cut - 1]!) && WIDE.test(chars[cut]!);
    if (!atSpace && !betweenWide) continue;
    const first = chars.slice(0, cut).join('').trim();
    const second = chars.slice(cut).join('').trim();
    const widest = Math.max(estimatedWidth(first), estimatedWidth(second));
    if (widest < bestWidth) {
      best = [first, second];
      bestWidth = widest;
    }
  }
  return best.map(line);
}

/** The label of slice `index` of `count` (clockwise from the top) on a wheel centred at `centre`. */
export function labelPlacement(
  name: string,
  index: number,
  count: number,
  centre: number,
  band: LabelBand,
): LabelPlacement {
  const middle = ((index + 0.5) / count) * 360;
  const radius = (band.from + band.to) / 2;
  const radians = ((middle - 90) * Math.PI) / 180;
  // Along the radius, outwards on the right half; on the left half turned half a turn, so it
  // reads inwards, the right way up.
  const rotate = middle <= 180 ? middle - 90 : middle - 270;
  const lines = labelLines(name, band.to - band.from);
  return {
    x: centre + radius * Math.cos(radians),
    y: centre + radius * Math.sin(radians),
    rotate,
    lines,
    firstLineDy: (-(lines.length - 1) * LINE_EM) / 2,
    lineDy: LINE_EM,
  };
}
