export type Messages = Record<string, string>;
export type Vars = Record<string, string | number>;

/**
 * A translator over one locale's messages. Placeholders are `{name}`; a key with `_one` and
 * `_other` forms picks one by `count` through Intl.PluralRules. A missing key returns the key,
 * so it shows up in tests rather than as an empty string.
 */
export function createTranslator(languageTag: string, messages: Messages) {
  const plurals = new Intl.PluralRules(languageTag);
  return function t(key: string, vars?: Vars): string {
    let template = messages[key];
    if (vars && typeof vars.count === 'number') {
      template =
        messages[`${key}_${plurals.select(vars.count)}`] ?? messages[`${key}_other`] ?? template;
    }
    if (template === undefined) return key;
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in vars ? String(vars[name]) : whole,
    );
  };
}

export type Translate = ReturnType<typeof createTranslator>;
