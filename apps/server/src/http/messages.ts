import { createTranslator, LANGUAGE_TAGS, type Locale, type Translate } from '@shop/i18n';
import cn from '@shop/i18n/catalogs/cn.json' with { type: 'json' };
import en from '@shop/i18n/catalogs/en.json' with { type: 'json' };
import it from '@shop/i18n/catalogs/it.json' with { type: 'json' };
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import ru from '@shop/i18n/catalogs/ru.json' with { type: 'json' };

const translators: Record<Locale, Translate> = {
  mn: createTranslator(LANGUAGE_TAGS.mn, mn),
  en: createTranslator(LANGUAGE_TAGS.en, en),
  ru: createTranslator(LANGUAGE_TAGS.ru, ru),
  cn: createTranslator(LANGUAGE_TAGS.cn, cn),
  it: createTranslator(LANGUAGE_TAGS.it, it),
};

/** The API's translator for a locale (same catalogs as the web). */
export function translatorFor(locale: Locale): Translate {
  return translators[locale];
}
