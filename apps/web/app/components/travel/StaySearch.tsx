import { useId } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { Field, type FormFailure, SelectField } from '../account/Form.tsx';
import type { StayForm } from './types.ts';

/**
 * The stay form: where (when the page asks), check-in, check-out and guests, sent by GET so
 * the stay is in the address (a link, a reload, no JavaScript). The server checks the dates
 * (core's rules) and the page shows its refusal under each field.
 */
export function StaySearch(props: {
  form: StayForm;
  action: string;
  heading: string;
  submit: string;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const { form } = props;
  // The fields read what was asked and the refusal's messages as a refused form's would.
  const shown: FormFailure = {
    ok: false,
    error: 'error.invalid_input',
    fields: form.errors,
    values: { ...form.values },
  };
  const refused = Object.keys(form.errors).length > 0;
  const guests = Array.from({ length: form.maxGuests }, (_, i): [string, string] => [
    String(i + 1),
    t('travel.guests_count', { count: i + 1 }),
  ]);
  return (
    <section className="stay-search" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      <Form method="get" action={props.action} className="stay-form" noValidate>
        {refused && (
          <p className="form-error" role="alert">
            {t('account.fix_fields')}
          </p>
        )}
        {form.cities && (
          <SelectField
            name="city"
            label={t('travel.where')}
            none={t('travel.anywhere')}
            options={form.cities.map((city): [string, string] => [city, city])}
            failure={shown}
          />
        )}
        <Field
          name="check_in"
          type="date"
          label={t('travel.check_in')}
          required
          min={form.today}
          max={form.lastDay}
          failure={shown}
        />
        <Field
          name="check_out"
          type="date"
          label={t('travel.check_out')}
          required
          min={form.firstCheckOut}
          max={form.lastDay}
          failure={shown}
        />
        <SelectField name="guests" label={t('travel.guests')} options={guests} failure={shown} />
        <button type="submit" className="button button-primary">
          {props.submit}
        </button>
      </Form>
    </section>
  );
}
