import { useEffect, useId, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { errorText } from '../lib/error-message.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useShopStore } from '../lib/store.tsx';
import { Icon } from './Icon.tsx';

interface Suggestion {
  type: 'product' | 'keyword' | 'category' | 'brand';
  text: string;
  path: string;
}

const DEBOUNCE_MS = 150;
const SHOWN = 10;

/**
 * The header search: a GET form to /search (works without JavaScript), with live suggestions
 * and, while empty, the shopper's recent searches. A failed suggestion call shows nothing.
 */
export function SearchBox() {
  const { t, path, locale } = useI18n();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [recent] = useShopStore(
    (s) => s.recentSearches,
    (s, v: string[]) => ({ ...s, recentSearches: v }),
  );

  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(
          `/api/v2/search/suggestions?q=${encodeURIComponent(q)}&locale=${locale}`,
          { signal: controller.signal },
        );
        const body = await response.json();
        if (!response.ok) throw new Error(errorText(body));
        setSuggestions((body.suggestions as Suggestion[]).slice(0, SHOWN));
      } catch {
        if (!controller.signal.aborted) setSuggestions([]);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, locale]);

  const items: Suggestion[] = text.trim()
    ? suggestions
    : recent.map((q) => ({
        type: 'keyword' as const,
        text: q,
        path: `/search?q=${encodeURIComponent(q)}`,
      }));
  const showList = open && items.length > 0;

  const go = (item: Suggestion) => {
    setOpen(false);
    navigate(path(item.path));
  };

  return (
    <div className="search">
      <Form method="get" action={path('/search')} role="search" className="search-form">
        {/* A combobox is a text input (HTML allows that role on type=text, not type=search). */}
        <input
          type="text"
          inputMode="search"
          name="q"
          value={text}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          // Options keep the focus in the box (mouse down is prevented), so blur means "left".
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((i) => Math.min(items.length - 1, i + 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((i) => Math.max(-1, i - 1));
            } else if (event.key === 'Escape') {
              setOpen(false);
            } else if (event.key === 'Enter' && active >= 0 && items[active]) {
              event.preventDefault();
              go(items[active] as Suggestion);
            }
          }}
        />
        <button type="submit" aria-label={t('search.submit')}>
          <Icon name="search" size={20} />
        </button>
      </Form>
      {showList && (
        <div className="search-popup">
          <p className="search-popup-title">
            {text.trim() ? t('search.suggestions') : t('search.recent')}
          </p>
          <div id={listId} role="listbox" aria-label={t('search.suggestions')}>
            {items.map((item, i) => (
              <div
                key={`${item.type}:${item.path}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`suggestion suggestion-${item.type}`}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(item)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') go(item);
                }}
              >
                <span>{item.text}</span>
                {item.type !== 'keyword' && (
                  <small className="suggestion-type">{t(`search.type_${item.type}`)}</small>
                )}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
