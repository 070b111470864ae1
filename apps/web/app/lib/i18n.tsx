import {
  countWriter,
  createTranslator,
  LANGUAGE_TAGS,
  type Locale,
  type Messages,
  type Translate,
} from '@shop/i18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { localePath } from './locale.ts';

interface I18n {
  locale: Locale;
  messages: Messages;
  t: Translate;
  /** A quantity written as the locale writes numbers ("1,840"), as `t` writes a text's count. */
  count: (quantity: number) => string;
  /** A shop path in the current locale. */
  path: (to: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider(props: { locale: Locale; messages: Messages; children: ReactNode }) {
  const { locale, messages } = props;
  const value = useMemo<I18n>(
    () => ({
      locale,
      messages,
      t: createTranslator(LANGUAGE_TAGS[locale], messages),
      count: countWriter(LANGUAGE_TAGS[locale]),
      path: (to) => localePath(locale, to),
    }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

/** Adds a page's own texts (kept out of every page's payload) to the shop's shared ones. */
export function MessagesScope(props: { messages: Messages; children: ReactNode }) {
  const parent = useI18n();
  const merged = useMemo(
    () => ({ ...parent.messages, ...props.messages }),
    [parent.messages, props.messages],
  );
  return (
    <I18nProvider locale={parent.locale} messages={merged}>
      {props.children}
    </I18nProvider>
  );
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
