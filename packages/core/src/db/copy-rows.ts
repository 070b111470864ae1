import type { Cell } from './bulk-insert.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { Db } from './client.ts';

/** Rows bound for one table: each column's SQL type by name, and the rows in that order. */
export interface TableRows {
  table: string;
  columns: Record<string, string>;
  rows: Cell[][];
}

/** Rows made ready for `COPY`: the table with its column list, and the rows as COPY text. */
export interface CopyPayload {
  target: string;
  text: string;
}

/** Sends one COPY on a transaction's connection: `target` is `"table" ("a", "b")`. */
export type Copier = (target: string, text: string) => Promise<void>;

const copiers = new WeakMap<Db, Copier>();

/** Lets `copyRows` use COPY on this transaction handle (postgres.ts and pglite.ts install it). */
export function installCopier(tx: Db, copier: Copier): void {
  copiers.set(tx, copier);
}

/**
 * The rows made ready for COPY (null for none). The bulk loads prefer COPY to `bulkInsert`: the
 * database reads each value once by its column's type, where `unnest` of text arrays first takes
 * every array apart (several times the database's work for the same rows), and Node writes a
 * line per row instead of quoting every value into an array.
 */
export function copyPayload(rows: TableRows): CopyPayload | null {
  if (rows.rows.length === 0) return null;
  return { target: copyTarget(rows), text: copyText(rows) };
}

/** What a COPY of these rows names: `"table" ("a", "b")`. */
export function copyTarget({ table, columns }: Pick<TableRows, 'table' | 'columns'>): string {
  return `"${table}" (${Object.keys(columns)
    .map((n) => `"${n}"`)
    .join(', ')})`;
}

/** The rows in COPY's text format: a line each, tabs between values, `\N` for null. */
export function copyText({ columns, rows }: Pick<TableRows, 'columns' | 'rows'>): string {
  const names = Object.keys(columns);
  const json = names.map((name) => columns[name] === 'jsonb');
  // Joined, not appended: one flat string per line instead of a chain of small pieces for the
  // collector to walk.
  const fields: string[] = new Array(names.length);
  const lines: string[] = new Array(rows.length + 1);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Cell[];
    for (let i = 0; i < names.length; i++) {
      const value = row[i] ?? null;
      // Strings are JSON too: encode every jsonb value so 'MNT' arrives as "MNT".
      fields[i] = json[i] && value !== null ? escaped(JSON.stringify(value)) : copyField(value);
    }
    lines[r] = fields.join('\t');
  }
  // Every line ends, the last one too (none for no rows).
  lines[rows.length] = '';
  return rows.length === 0 ? '' : lines.join('\n');
}

/**
 * Writes the rows with COPY on a transaction's connection; elsewhere (a pool handle, which has
 * no connection of its own to copy on) with `bulkInsert`, to the same effect.
 */
export async function copyRows(db: Db, rows: TableRows): Promise<void> {
  const copier = copiers.get(db);
  if (!copier) return bulkInsert(db, rows.table, rows.columns, rows.rows);
  const payload = copyPayload(rows);
  if (payload) await copier(payload.target, payload.text);
}

/** Sends payloads made by `copyPayload` (null ones are skipped), one COPY after another. */
export async function sendCopies(db: Db, payloads: (CopyPayload | null)[]): Promise<void> {
  const copier = copiers.get(db);
  if (!copier) throw new Error('COPY runs on a transaction handle; open one first');
  for (const payload of payloads) if (payload) await copier(payload.target, payload.text);
}

function copyField(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return escaped(typeof value === 'object' ? JSON.stringify(value) : value);
}

// COPY's text format gives a meaning to the backslash and ends fields and rows at tabs and line
// breaks; nothing else in a value needs escaping.
const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function escaped(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c] ?? c) : text;
}
