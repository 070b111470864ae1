import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Form, Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { AccountForm, type FormFailure, isFailure, Submit } from '../account/Form.tsx';

// The roulette admin's list pages share these: a search, pages, fields that say what is wrong
// in the field's own name, an edit and a delete with a confirm step on every record.

/** What a roulette admin action answers when it did its work (see rouletteAction). */
export interface AdminDone {
  ok: true;
  intent: string;
  id: string | null;
  codes: string[];
}

export function doneOf(actionData: unknown): AdminDone | null {
  const done = actionData as AdminDone | undefined;
  return done?.ok === true ? done : null;
}

/** The refusal of this form (its intent, and the record it acts on), if it was the one sent. */
export function failureFor(
  actionData: unknown,
  intent: string,
  id?: number | string,
): FormFailure | null {
  if (!isFailure(actionData) || actionData.values.intent !== intent) return null;
  if (id !== undefined && actionData.values.id !== String(id)) return null;
  return actionData;
}

/**
 * A refusal none of the page's forms owns: a tampered intent, or a record the list no longer
 * shows (someone else deleted it meanwhile).
 */
export function strayFailure(
  actionData: unknown,
  intents: string[],
  ids: ReadonlyArray<number | string>,
): FormFailure | null {
  if (!isFailure(actionData)) return null;
  const { intent = '', id } = actionData.values;
  if (!intents.includes(intent)) return actionData;
  return id !== undefined && !ids.some((shown) => String(shown) === id) ? actionData : null;
}

interface FieldProps {
  name: string;
  label: string;
  failure: FormFailure | null;
  hint?: string;
  required?: boolean;
}

function useFieldState(props: FieldProps, defaultValue: string | number | null | undefined) {
  const { t } = useI18n();
  const id = useId();
  const keys = props.failure?.fields[props.name] ?? [];
  const value = props.failure ? (props.failure.values[props.name] ?? '') : (defaultValue ?? '');
  const describedBy = [keys.length > 0 && `${id}-error`, props.hint && `${id}-hint`]
    .filter(Boolean)
    .join(' ');
  const error =
    keys.length > 0 ? (
      <p id={`${id}-error`} className="field-error">
        {keys.map((key) => t(key, { ...props.failure?.errorVars, field: props.label })).join(' ')}
      </p>
    ) : null;
  const hint = props.hint ? (
    <p id={`${id}-hint`} className="field-hint">
      {props.hint}
    </p>
  ) : null;
  const label = (
    <label htmlFor={id}>
      {props.label}
      {props.required && (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
  return {
    id,
    value: String(value),
    label,
    after: (
      <>
        {hint}
        {error}
      </>
    ),
    aria: {
      'aria-invalid': keys.length > 0 || undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** A text, number, colour or several-line field; errors are worded with the field's label. */
export function AdminField(
  props: FieldProps & {
    defaultValue?: string | number | null;
    type?: 'text' | 'number' | 'color' | 'search' | 'date';
    inputMode?: 'numeric' | 'text';
    maxLength?: number;
    min?: number;
    rows?: number;
    autoComplete?: string;
  },
) {
  const field = useFieldState(props, props.defaultValue);
  return (
    <div className="field">
      {field.label}
      {props.rows ? (
        <textarea
          id={field.id}
          name={props.name}
          rows={props.rows}
          required={props.required}
          defaultValue={field.value}
          maxLength={props.maxLength}
          spellCheck={false}
          {...field.aria}
        />
      ) : (
        <input
          id={field.id}
          name={props.name}
          type={props.type ?? 'text'}
          required={props.required}
          defaultValue={field.value}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          min={props.min}
          autoComplete={props.autoComplete ?? 'off'}
          {...field.aria}
        />
      )}
      {field.after}
    </div>
  );
}

/** A choice from a list; `blank` adds a first option meaning none or any. */
export function AdminSelect(
  props: FieldProps & {
    options: ReadonlyArray<{ value: string | number; label: string }>;
    defaultValue?: string | number | null;
    blank?: string;
  },
) {
  const field = useFieldState(props, props.defaultValue);
  return (
    <div className="field">
      {field.label}
      <select
        id={field.id}
        name={props.name}
        // HTML allows `required` only with an empty first choice to refuse.
        required={props.required && props.blank !== undefined}
        defaultValue={field.value}
        {...field.aria}
      >
        {props.blank !== undefined && <option value="">{props.blank}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {field.after}
    </div>
  );
}

/** A yes-or-no box (a record switched on or off). */
export function AdminCheck(props: {
  name: string;
  label: string;
  defaultChecked: boolean;
  failure: FormFailure | null;
}) {
  const id = useId();
  const checked = props.failure ? props.failure.values[props.name] === 'on' : props.defaultChecked;
  return (
    <div className="field field-check">
      <input id={id} type="checkbox" name={props.name} defaultChecked={checked} />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}

type Names = Partial<Record<string, Record<string, string>>> | null | undefined;

/** The name in the other four locales (`name_en` … `name_it`); blank shows the Mongolian one. */
export function TranslatedNames(props: { translations?: Names; failure: FormFailure | null }) {
  const { t } = useI18n();
  return (
    <fieldset className="roulette-names">
      <legend>{t('staff.roulette.names')}</legend>
      {(['en', 'ru', 'cn', 'it'] as const).map((locale) => (
        <AdminField
          key={locale}
          name={`name_${locale}`}
          label={t(`language.${locale}`)}
          defaultValue={props.translations?.[locale]?.name}
          maxLength={120}
          failure={props.failure}
        />
      ))}
      {props.failure?.fields.translations && (
        <p className="field-error">{t('validation.too_long')}</p>
      )}
    </fieldset>
  );
}

/** The list's search (and its other filters, as children), kept in the address. */
export function ListSearch(props: { q: string; label: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <Form method="get" className="roulette-filters" role="search">
      <AdminField
        name="q"
        type="search"
        label={props.label}
        defaultValue={props.q}
        maxLength={100}
        failure={null}
      />
      {props.children}
      <button type="submit" className="button button-primary">
        {t('staff.roulette.search')}
      </button>
    </Form>
  );
}

/** Earlier and later pages of a list, keeping its search and filters. */
export function Pager(props: { page: number; pages: number; query: string; label: string }) {
  const { t } = useI18n();
  if (props.pages <= 1) return null;
  const to = (page: number) => {
    const query = new URLSearchParams(props.query);
    query.set('page', String(page));
    return `?${query}`;
  };
  return (
    <nav className="roulette-pager" aria-label={props.label}>
      {props.page > 1 && <Link to={to(props.page - 1)}>{t('staff.roulette.previous')}</Link>}
      <span>{t('staff.roulette.page_of', { page: props.page, pages: props.pages })}</span>
      {props.page < props.pages && <Link to={to(props.page + 1)}>{t('staff.roulette.next')}</Link>}
    </nav>
  );
}

/** A record's edit form, folded away until asked for (open again when it was refused). */
export function EditDetails(props: {
  name: string;
  failure: FormFailure | null;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <details className="roulette-fold" open={props.failure ? true : undefined}>
      <summary>
        {t('staff.roulette.edit')}
        <span className="visually-hidden">: {props.name}</span>
      </summary>
      {props.children}
    </details>
  );
}

/** Deleting a record takes two steps: open, then confirm. A refusal (in use) shows inside. */
export function DeleteForm(props: {
  id: number;
  name: string;
  failure: FormFailure | null;
  warning?: string;
}) {
  const { t } = useI18n();
  return (
    <details className="roulette-fold roulette-delete" open={props.failure ? true : undefined}>
      <summary>
        {t('staff.roulette.delete')}
        <span className="visually-hidden">: {props.name}</span>
      </summary>
      <AccountForm intent="delete" failure={props.failure} className="account-form">
        <input type="hidden" name="id" value={props.id} />
        <p>{props.warning ?? t('staff.roulette.delete_confirm', { name: props.name })}</p>
        <Submit className="button roulette-danger">{t('staff.roulette.delete_submit')}</Submit>
      </AccountForm>
    </details>
  );
}

/**
 * The form that adds a record, folded on a phone's long page until asked for; emptied once its
 * record is added, ready for the next.
 */
export function CreateForm(props: {
  title: string;
  failure: FormFailure | null;
  done: AdminDone | null;
  submit: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (props.done?.intent === 'create') ref.current?.querySelector('form')?.reset();
  }, [props.done]);
  return (
    <details ref={ref} className="roulette-create" open={props.failure ? true : undefined}>
      <summary>{props.title}</summary>
      <AccountForm intent="create" failure={props.failure} className="account-form">
        {props.children}
        <Submit>{props.submit}</Submit>
      </AccountForm>
    </details>
  );
}

/** "Added", "Saved", "Deleted": what the last form did, said where a screen reader hears it. */
export function DoneNotice(props: { done: AdminDone | null; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div role="status" className="roulette-status">
      {props.done && (
        <p className="form-success">
          {t(`staff.roulette.done.${props.done.intent}`)}
          {props.children}
        </p>
      )}
    </div>
  );
}

/** A refusal no form on the page owns. */
export function StrayFailure(props: { failure: FormFailure | null }) {
  const { t } = useI18n();
  if (!props.failure) return null;
  return (
    <p className="form-error" role="alert">
      {t(props.failure.error, props.failure.errorVars)}
    </p>
  );
}
