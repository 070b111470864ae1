/** The most keys one load takes (a supplier's batch; more goes in several loads). */
export const KEYS_PER_LOAD = 1_000;

/** What a key looks like: printable characters without spaces, as vendors write them. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9\-_.+/=:]{4,99}$/;

export interface ParsedKeys {
  keys: string[];
  /** Lines that are not a key (1-based), so staff can mend the list they pasted. */
  badLines: number[];
  /** Lines repeating a key given earlier in the same list. */
  repeated: number;
}

/** Reads a pasted list of keys, one per line; blank lines are skipped. */
export function parseKeys(text: string): ParsedKeys {
  const keys: string[] = [];
  const seen = new Set<string>();
  const badLines: number[] = [];
  let repeated = 0;
  text.split(/\r?\n/).forEach((line, index) => {
    const key = line.trim();
    if (!key) return;
    if (!KEY_PATTERN.test(key)) {
      badLines.push(index + 1);
      return;
    }
    if (seen.has(key)) {
      repeated += 1;
      return;
    }
    seen.add(key);
    keys.push(key);
  });
  return { keys, badLines, repeated };
}
