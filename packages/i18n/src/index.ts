export {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_TAGS,
  LOCALES,
  type Locale,
  localePath,
} from './locales.ts';
export { formatMoney } from './money.ts';
export {
  countWriter,
  createTranslator,
  type Messages,
  type Translate,
  type Vars,
} from './translate.ts';
