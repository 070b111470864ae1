import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import type { FormFailure } from '../account/Form.tsx';

/** An airport as the airport search answers it (GET /api/v2/search/airports). */
interface Airport {
  iata: string;
  name: string;
  city: string;
  country: string;
}

const DEBOUNCE_MS = 150;
const SHOWN = 8;
/** Fewer letters than this find half the world: no search yet. */
const MIN_QUERY = 2;

const optionText = (a: Airport) => `${a.iata} — ${a.name}, ${a.city}, ${a.country}`;

/**
 * An airport field. Before JavaScript (and without it) a plain text field for the IATA code;
 * then a type-ahead (WAI-ARIA 1.2 combobox with a listbox): the airport search after a short
 * pause, arrows to move, Enter to choose, Escape to close. The form sends the chosen airport's
 * code in a hidden field; text typed but not chosen is sent as it is, so the server says so.
 */
export function AirportInput(props: { name: string; label: string; failure?: FormFailure | null }) {
  const { t, locale } = useI18n();
  const id = useId();
  const listId = `${id}-list`;
  const field = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [text, setText] = useState(props.failure?.values[props.name] ?? '');
  const [chosen, setChosen] = useState<Airport | null>(null);
  const [options, setOptions] = useState<Airport[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const errors = props.failure?.fields[props.name] ?? [];

  // The server's plain field becomes the type-ahead, keeping anything typed before.
  useEffect(() => {
    setText(field.current?.value ?? '');
    setEnhanced(true);
  }, []);

  useEffect(() => {
    const q = text.trim();
    if (!enhanced || chosen || q.length < MIN_QUERY) {
      setOptions(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const query = new URLSearchParams({ q, size: String(SHOWN), locale });
        const response = await fetch(`/api/v2/search/airports?${query}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`airport search answered ${response.status}`);
        const body = (await response.json()) as { airports: Airport[] };
        setOptions(body.airports.slice(0, SHOWN));
        setActive(-1);
      } catch {
        // A failed search offers nothing; the shopper can still type the code.
        if (!controller.signal.aborted) setOptions([]);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, chosen, locale, enhanced]);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [errors.length > 0 && errorId, hintId].filter(Boolean).join(' ');
  const items = options ?? [];
  const showList = open && items.length > 0;

  const choose = (airport: Airport) => {
    setChosen(airport);
    setText(optionText(airport));
    setOpen(false);
    setActive(-1);
  };

  const label = (
    <label htmlFor={id}>
      {props.label}
      <span className="field-optional"> ({t('travel.optional')})</span>
    </label>
  );
  const after = (
    <>
      <p id={hintId} className="field-hint">
        {enhanced ? t('travel.airport_hint') : t('travel.airport_code_hint')}
      </p>
      {errors.length > 0 && (
        <p id={errorId} className="field-error">
          {errors.map((key) => t(key, { field: props.label })).join(' ')}
        </p>
      )}
    </>
  );

  if (!enhanced) {
    return (
      <div className="field airport-field">
        {label}
        <input
          ref={field}
          id={id}
          name={props.name}
          type="text"
          defaultValue={text}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={120}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy}
        />
        {after}
      </div>
    );
  }

  return (
    <div className="field airport-field">
      {label}
      <div className="airport-box">
        <input
          key="combobox"
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setChosen(null);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          // Options keep the focus here (their mouse down is prevented): blur means "left".
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              setActive((i) => Math.min(items.length - 1, i + 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((i) => Math.max(0, i - 1));
            } else if (event.key === 'Enter' && showList && items[active]) {
              event.preventDefault();
              choose(items[active]);
            } else if (event.key === 'Escape' && showList) {
              event.preventDefault();
              setOpen(false);
              setActive(-1);
            }
          }}
        />
        <input type="hidden" name={props.name} value={chosen?.iata ?? text.trim()} />
        <div
          id={listId}
          role="listbox"
          aria-label={props.label}
          className="airport-options"
          hidden={!showList}
        >
          {items.map((airport, i) => (
            <div
              key={airport.iata}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(airport)}
              // The focus stays in the box, whose keys choose; this is for a focused option.
              onKeyDown={(event) => {
                if (event.key === 'Enter') choose(airport);
              }}
            >
              {optionText(airport)}
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {options === null
          ? ''
          : items.length > 0
            ? t('travel.airports_found', { count: items.length })
            : t('travel.no_airports')}
      </p>
      {after}
    </div>
  );
}
