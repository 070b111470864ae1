import { Form, Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { CartBooking } from '../../routes/cart.server.ts';
import { CsrfField } from '../CsrfField.tsx';
import { Icon } from '../Icon.tsx';
import { Thumbnail } from '../Image.tsx';
import { Price } from '../Price.tsx';

/**
 * A hotel stay or a tour's seats among the cart's (or an order's) lines: where, when, who, and
 * what it costs. In the cart it can be taken out (a plain form: the page reloads, its totals
 * with it).
 */
export function CartBookingItem(props: { booking: CartBooking; removeFrom?: string }) {
  const { t, path } = useI18n();
  const { booking } = props;
  return (
    <li className="cart-line cart-booking" data-booking-id={booking.id}>
      <div className="cart-line-image">
        <Thumbnail src={booking.image} size={96} blankClassName="cart-line-noimage" />
      </div>
      <div className="cart-line-body">
        <p className="cart-line-name">
          <Link to={path(booking.href)}>{booking.title}</Link>
          {booking.state === 'released' && (
            <span className="booking-released">{t('booking.released')}</span>
          )}
        </p>
        {booking.kind === 'stay' ? (
          <dl className="booking-facts">
            {booking.room && (
              <>
                <dt>{t('booking.room')}</dt>
                <dd>{booking.room}</dd>
              </>
            )}
            <dt>
              <Icon name="calendar" size={16} /> {t('booking.dates')}
            </dt>
            <dd>
              {t('booking.stay_dates', {
                from: booking.checkIn ?? '',
                to: booking.checkOut ?? '',
              })}{' '}
              · {t('booking.nights', { count: booking.nights })}
            </dd>
            <dt>
              <Icon name="guests" size={16} /> {t('booking.guests_label')}
            </dt>
            <dd>
              {t('booking.guests', { count: booking.guests })}
              {booking.leadGuest ? ` · ${booking.leadGuest}` : ''}
            </dd>
            {booking.arrivalAirport && (
              <>
                <dt>{t('booking.arrival_airport')}</dt>
                <dd>{booking.arrivalAirport}</dd>
              </>
            )}
          </dl>
        ) : (
          <dl className="booking-facts">
            <dt>
              <Icon name="calendar" size={16} /> {t('booking.departure')}
            </dt>
            <dd>{booking.startsAt}</dd>
            <dt>
              <Icon name="guests" size={16} /> {t('booking.passengers')}
            </dt>
            <dd>
              <ul className="booking-passengers">
                {booking.passengers.map((name, i) => (
                  // Two passengers may share a name: the place in the list tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the booking
                  <li key={i}>{name}</li>
                ))}
              </ul>
            </dd>
          </dl>
        )}
        {props.removeFrom && (
          <Form method="post" preventScrollReset>
            <CsrfField />
            <input type="hidden" name="number" value={props.removeFrom} />
            <input type="hidden" name="booking_id" value={booking.id} />
            <button
              type="submit"
              name="intent"
              value="booking"
              className="link-button cart-line-remove"
            >
              {t('cart.remove')}
            </button>
          </Form>
        )}
      </div>
      <div className="cart-line-total">
        <Price amount={booking.total} />
      </div>
    </li>
  );
}
