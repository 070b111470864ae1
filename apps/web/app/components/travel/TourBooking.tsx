import { useEffect, useId, useState } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { CsrfField, Field, type FormFailure, SelectField, Submit } from '../account/Form.tsx';
import { Price } from '../Price.tsx';
import type { DepartureOption } from './types.ts';

const GENDERS = ['female', 'male', 'other'] as const;

/** How many passenger rows a refused form had (`passengers.{i}.firstName`). */
function postedRows(values: Record<string, string>): number {
  let rows = 0;
  while (values[`passengers.${rows}.firstName`] !== undefined) rows++;
  return rows;
}

/**
 * Booking a tour's seats: how many (a GET form, so `?seats=N` sets the rows without
 * JavaScript; with it the rows follow at once), the departure (sold-out dates, and dates with
 * fewer seats left than asked, cannot be chosen), one row per passenger, and Add to cart.
 */
export function TourBooking(props: {
  departures: DepartureOption[];
  price: number;
  maxSeats: number;
  seats: number;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const ids = useId();
  const { departures, failure } = props;
  const posted = failure ? postedRows(failure.values) : 0;
  const [seats, setSeats] = useState(posted || props.seats);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // A refused form comes back with the rows it sent.
  useEffect(() => {
    if (posted > 0) setSeats(posted);
  }, [posted]);
  const fits = (d: DepartureOption) => d.seatsLeft >= seats;
  const firstFitting = () => String(departures.find(fits)?.id ?? '');
  const [departure, setDeparture] = useState(failure?.values.departure_id ?? firstFitting());
  // More seats than the chosen date has left: the first date that has them instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the seats change
  useEffect(() => {
    const chosen = departures.find((d) => String(d.id) === departure);
    if (!chosen || !fits(chosen)) setDeparture(firstFitting());
  }, [seats]);

  const fields = failure?.fields ?? {};
  const departureErrors = fields.departure_id ?? [];
  const passengerErrors = fields.passengers ?? [];
  const message = !failure
    ? null
    : failure.error !== 'error.invalid_input'
      ? t(failure.error, failure.errorVars)
      : t('account.fix_fields');
  const seatChoices = Array.from({ length: props.maxSeats }, (_, i) => i + 1);
  return (
    <>
      <Form method="get" className="seat-count" preventScrollReset>
        <div className="field">
          <label htmlFor={`${ids}-seats`}>{t('travel.seats')}</label>
          <select
            id={`${ids}-seats`}
            name="seats"
            value={seats}
            onChange={(event) => setSeats(Number(event.currentTarget.value))}
          >
            {seatChoices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {!enhanced && (
          <button type="submit" className="button button-quiet">
            {t('travel.show_rows')}
          </button>
        )}
      </Form>
      <Form method="post" className="tour-booking" noValidate preventScrollReset>
        <CsrfField />
        {message && (
          <p className="form-error" role="alert">
            {message}
          </p>
        )}
        <fieldset
          className="departures"
          aria-describedby={departureErrors.length > 0 ? `${ids}-departure-error` : undefined}
        >
          <legend>{t('travel.choose_date')}</legend>
          <div className="departure-options">
            {departures.map((d) => (
              <label key={d.id} className="departure-option">
                <input
                  type="radio"
                  name="departure_id"
                  value={d.id}
                  checked={departure === String(d.id)}
                  disabled={!fits(d)}
                  onChange={() => setDeparture(String(d.id))}
                />
                <span className="departure-day">{d.day}</span>
                <span className="departure-detail">
                  {d.time} ·{' '}
                  {d.seatsLeft === 0
                    ? t('travel.sold_out')
                    : t('travel.seats_left', { count: d.seatsLeft })}
                </span>
              </label>
            ))}
          </div>
          {departureErrors.length > 0 && (
            <p id={`${ids}-departure-error`} className="field-error">
              {departureErrors.map((key) => t(key)).join(' ')}
            </p>
          )}
        </fieldset>
        {passengerErrors.length > 0 && (
          <p className="field-error">{passengerErrors.map((key) => t(key)).join(' ')}</p>
        )}
        {Array.from({ length: seats }, (_, i) => (
          // The rows are positions: the first passenger stays the first when rows come and go.
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position
          <fieldset key={i} className="passenger-row">
            <legend>{t('travel.passenger', { number: i + 1 })}</legend>
            <Field
              name={`passengers.${i}.firstName`}
              label={t('travel.first_name')}
              required
              autoComplete={i === 0 ? 'given-name' : 'off'}
              maxLength={60}
              failure={failure}
            />
            <Field
              name={`passengers.${i}.lastName`}
              label={t('travel.last_name')}
              required
              autoComplete={i === 0 ? 'family-name' : 'off'}
              maxLength={60}
              failure={failure}
            />
            <SelectField
              name={`passengers.${i}.gender`}
              label={t('travel.gender')}
              required
              placeholder={t('travel.choose')}
              options={GENDERS.map((g): [string, string] => [g, t(`travel.genders.${g}`)])}
              failure={failure}
            />
          </fieldset>
        ))}
        <p className="tour-total" aria-live="polite">
          <span>{t('travel.seats_total', { count: seats })}</span>
          <Price amount={seats * props.price} />
        </p>
        <Submit>{t('product.add_to_cart')}</Submit>
      </Form>
    </>
  );
}
