// Helpers shared by the benchmarks: options, statistics, tables, results, scratch databases.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import type { MachineSpeed } from './machine-speed.ts';

export const RESULTS_DIR = new URL('./results/', import.meta.url);

export type Db = 'pglite' | 'postgres';

export function numberOption(
  value: string | boolean | undefined,
  name: string,
  options: { zero?: boolean } = {},
): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !options.zero)) {
    throw new Error(`--${name} needs a positive number${options.zero ? ' or 0' : ''}`);
  }
  return n;
}

export function dbOption(value: string | boolean | undefined, allowBoth: boolean): Db[] {
  if (value === 'pglite' || value === 'postgres') return [value];
  if (value === 'both' && allowBoth) return ['pglite', 'postgres'];
  throw new Error(`--db must be pglite${allowBoth ? ', postgres or both' : ' or postgres'}`);
}

/** Nearest-rank percentile of ascending-sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export function round(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Prints rows as an aligned text table, the first row being the header. */
export function printTable(rows: (string | number)[][]): void {
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0]?.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const [head, ...body] = cells;
  if (!head) return;
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of body) console.log(line(r));
}

let speedAtStart: MachineSpeed | undefined;

/** The machine's speed as the benchmark began (bench/run.ts measures it), for its result file. */
export function noteSpeedAtStart(speed: MachineSpeed): void {
  speedAtStart = speed;
}

export function machine() {
  return {
    date: new Date().toISOString(),
    cpu: cpus()[0]?.model ?? 'unknown',
    cpus: availableParallelism(),
    memoryGiB: round(totalmem() / 2 ** 30, 1),
    node: process.version,
    speedAtStart,
  };
}

/** Writes `bench/results/<name>-<db>.json` (and returns its path). */
export function writeResult(name: string, db: Db, figures: object): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = new URL(`${name}-${db}.json`, RESULTS_DIR);
  writeFileSync(
    file,
    `${JSON.stringify({ benchmark: name, db, machine: machine(), ...figures }, null, 2)}\n`,
  );
  console.log(`\nwritten ${file.pathname}`);
  return file.pathname;
}

/** Saves a text file (a shop's output, a report) next to the results. */
export function writeArtifact(fileName: string, text: string): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = new URL(fileName, RESULTS_DIR);
  writeFileSync(file, text);
  return file.pathname;
}

/**
 * How many warnings a shop printed, and the first few of them on the console, so a figure
 * with warnings beside it says what they were.
 */
export function countTrouble(output: string): number {
  const trouble = troubleIn(output);
  if (trouble.length > 0) {
    const shown = [...new Set(trouble.map((line) => line.slice(0, 400)))].slice(0, 5);
    console.log(`the shop printed ${trouble.length} warnings; the first:\n${shown.join('\n')}`);
  }
  return trouble.length;
}

/** The lines of a shop's output that are warnings or errors (JSON logs of level ≥ 40, stacks). */
export function troubleIn(output: string): string[] {
  return output.split('\n').filter((line) => {
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (level) return Number(level) >= 40;
    return /error|warn|exception/i.test(line);
  });
}
