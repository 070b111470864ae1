import cn from './catalogs/cn.json' with { type: 'json' };
import en from './catalogs/en.json' with { type: 'json' };
import it from './catalogs/it.json' with { type: 'json' };
import mn from './catalogs/mn.json' with { type: 'json' };
import ru from './catalogs/ru.json' with { type: 'json' };
import { LANGUAGE_TAGS, type Locale } from './locales.ts';
import { createTranslator, type Translate } from './translate.ts';

// Server-side only: importing this pulls in every locale's catalog.
const translators: Record<Locale, Translate> = {
  mn: createTranslator(LANGUAGE_TAGS.mn, mn),
  en: createTranslator(LANGUAGE_TAGS.en, en),
  ru: createTranslator(LANGUAGE_TAGS.ru, ru),
  cn: createTranslator(LANGUAGE_TAGS.cn, cn),
  it: createTranslator(LANGUAGE_TAGS.it, it),
};

/** The translator for a locale, over the shipped catalogs. */
export function translatorFor(locale: Locale): Translate {
  return translators[locale];
}
