import { formatMoney } from './money.ts';

export type Messages = Record<string, string>;
export type Vars = Record<string, string | number>;

/**
 * A translator over one locale's messages. Placeholders are `{name}`, or `{name:money}` for an
 * amount in tögrög written as prices are ("20,000₮"); a key with `_one` and
 * `_other` forms picks one by `count` through Intl.PluralRules, and writes the count as the locale
 * writes numbers ("1,840" in Mongolian, "1 840" in Russian). A missing key returns the key, so it
 * shows up in tests rather than as an empty string.
 */
export function createTranslator(languageTag: string, messages: Messages) {
  const plurals = new Intl.PluralRules(languageTag);
  // Only the count is grouped: it is always a quantity, where other numbers in a text may be a
  // year or a code that must stay as written.
  const count = countWriter(languageTag);
  return function t(key: string, vars?: Vars): string {
    let template = messages[key];
    if (vars && typeof vars.count === 'number') {
      template =
        messages[`${key}_${plurals.select(vars.count)}`] ?? messages[`${key}_other`] ?? template;
    }
    if (template === undefined) return key;
    if (!vars) return template;
    return template.replace(/\{(\w+)(:money)?\}/g, (whole, name: string, money?: string) => {
      if (!(name in vars)) return whole;
      const value = vars[name];
      if (typeof value !== 'number') return String(value);
      if (money) return formatMoney(value);
      return name === 'count' ? count(value) : String(value);
    });
  };
}

export type Translate = ReturnType<typeof createTranslator>;

/** Writes a quantity (products found, a filter's matches) as the locale writes numbers. */
export function countWriter(languageTag: string): (quantity: number) => string {
  const format = new Intl.NumberFormat(languageTag);
  return (quantity) => format.format(quantity);
}
