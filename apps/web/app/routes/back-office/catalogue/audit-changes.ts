import { isLocale } from '@shop/i18n';

/** One field of a record that a change touched, its values as lines of text. */
export interface FieldChange {
  /** The snapshot's own key (`name`, `price`); empty when the snapshot is not a record. */
  field: string;
  before: string[];
  after: string[];
}

/** Past this, a value (a description, a list of variants) is cut: the log is read, not diffed. */
const LONGEST = 400;

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The top-level fields whose values differ between an audit entry's before and after (all of
 * them for a creation or a deletion, where one side is empty), in the snapshot's order.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before, after) ? [] : [{ field: '', before: lines(before), after: lines(after) }];
  }
  const old: Fields = isRecord(before) ? before : {};
  const now: Fields = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .filter((field) => !same(old[field], now[field]))
    .map((field) => ({ field, before: lines(old[field]), after: lines(now[field]) }));
}

// Snapshots come from JSON: equal values write the same text (keys in the order they were saved).
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A value as lines: text as it is, translations one line per language and field
 * (`en name: Rose`), anything else as compact JSON.
 */
function lines(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') return [cut(value)];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (isRecord(value) && Object.keys(value).length > 0 && Object.keys(value).every(isLocale)) {
    return Object.entries(value).flatMap(([locale, texts]) =>
      isRecord(texts)
        ? Object.entries(texts).map(([key, text]) => cut(`${locale} ${key}: ${inline(text)}`))
        : [cut(`${locale}: ${inline(texts)}`)],
    );
  }
  return [cut(JSON.stringify(value))];
}

const inline = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const cut = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);
