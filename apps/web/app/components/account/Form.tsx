import { type ReactNode, useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { CsrfField } from '../CsrfField.tsx';
import { FileInput } from '../FileInput.tsx';

export { CsrfField };

/** What an action answers when the form was refused (see formAction in auth.server.ts). */
export interface FormFailure {
  ok: false;
  error: string;
  errorVars?: Record<string, string | number>;
  fields: Record<string, string[]>;
  values: Record<string, string>;
}

export function isFailure(value: unknown): value is FormFailure {
  return typeof value === 'object' && value !== null && (value as FormFailure).ok === false;
}

/** A POST form with the CSRF token and the form-wide error on top. */
export function AccountForm(props: {
  children: ReactNode;
  failure?: FormFailure | null;
  intent?: string;
  encType?: 'multipart/form-data';
  className?: string;
  action?: string;
}) {
  const { t } = useI18n();
  const hasFieldErrors = props.failure && Object.keys(props.failure.fields).length > 0;
  return (
    <Form
      method="post"
      action={props.action}
      encType={props.encType}
      className={props.className ?? 'account-form'}
      noValidate
    >
      <CsrfField />
      {props.intent && <input type="hidden" name="intent" value={props.intent} />}
      {props.failure && (
        <p className="form-error" role="alert">
          {hasFieldErrors && props.failure.error === 'error.invalid_input'
            ? t('account.fix_fields')
            : t(props.failure.error, props.failure.errorVars)}
        </p>
      )}
      {props.children}
    </Form>
  );
}

/** A labelled input; required fields carry an asterisk (spec §5), errors sit under the field. */
export function Field(props: {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  defaultValue?: string | null;
  failure?: FormFailure | null;
  hint?: string;
  maxLength?: number;
  pattern?: string;
  min?: number | string;
  max?: number | string;
  /** Several lines: a text area of this many rows. */
  rows?: number;
}) {
  const value = props.failure?.values[props.name] ?? props.defaultValue ?? undefined;
  return (
    <FieldFrame {...props}>
      {(control) =>
        props.type === 'file' ? (
          <FileInput {...control} name={props.name} required={props.required} />
        ) : props.rows ? (
          <textarea
            {...control}
            name={props.name}
            rows={props.rows}
            required={props.required}
            defaultValue={value}
            maxLength={props.maxLength}
          />
        ) : (
          <input
            {...control}
            name={props.name}
            type={props.type ?? 'text'}
            required={props.required}
            autoComplete={props.autoComplete}
            inputMode={props.inputMode}
            defaultValue={value}
            maxLength={props.maxLength}
            pattern={props.pattern}
            min={props.min}
            max={props.max}
          />
        )
      }
    </FieldFrame>
  );
}

/**
 * A labelled choice, like Field. A required one starts from an empty placeholder (HTML's rule for
 * required selects), and so does one with a `none` choice.
 */
export function SelectField(props: {
  name: string;
  label: string;
  options: [value: string, label: string][];
  defaultValue?: string | null;
  required?: boolean;
  /** The empty choice's text (for "no brand"); a required field's reads "choose". */
  none?: string;
  placeholder?: string;
  failure?: FormFailure | null;
  hint?: string;
}) {
  const value = props.failure?.values[props.name] ?? props.defaultValue ?? undefined;
  return (
    <FieldFrame {...props}>
      {(control) => (
        <select {...control} name={props.name} required={props.required} defaultValue={value}>
          {(props.none !== undefined || props.required) && (
            <option value="">{props.none ?? props.placeholder ?? '—'}</option>
          )}
          {props.options.map(([optionValue, label]) => (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The label, the hint and the errors around a form control, tied to it for screen readers. */
function FieldFrame(props: {
  name: string;
  label: string;
  required?: boolean;
  failure?: FormFailure | null;
  hint?: string;
  children: (control: {
    id: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const errors = props.failure?.fields[props.name] ?? [];
  const describedBy = [errors.length > 0 && `${id}-error`, props.hint && `${id}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label}
        {props.required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {props.children({
        id,
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {props.hint && (
        <p id={`${id}-hint`} className="field-hint">
          {props.hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="field-error">
          {errors
            .map((key) => t(key, { ...props.failure?.errorVars, field: props.label }))
            .join(' ')}
        </p>
      )}
    </div>
  );
}

/** The submit button, busy while its form is on its way. */
export function Submit(props: {
  children: ReactNode;
  intent?: string;
  className?: string;
  /** The name a screen reader says, when the text alone does not tell buttons apart. */
  label?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <button
      type="submit"
      className={props.className ?? 'button button-primary'}
      name={props.intent ? 'intent' : undefined}
      value={props.intent}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={props.label}
    >
      {props.children}
    </button>
  );
}

/** A new password typed twice (registration, reset, change). */
export function NewPasswordFields(props: { label: string; failure: FormFailure | null }) {
  const { t } = useI18n();
  return (
    <>
      <Field
        name="password"
        type="password"
        label={props.label}
        autoComplete="new-password"
        hint={t('auth.password_hint')}
        required
        failure={props.failure}
      />
      <Field
        name="password_confirmation"
        type="password"
        label={t('auth.password_again')}
        autoComplete="new-password"
        required
        failure={props.failure}
      />
    </>
  );
}
