import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { CsrfField, Field, type FormFailure, Submit } from '../account/Form.tsx';
import { Icon } from '../Icon.tsx';
import { Image } from '../Image.tsx';
import { AirportInput } from './AirportInput.tsx';
import { AmenityList } from './AmenityList.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import { type AirportName, FEW_ROOMS, type RoomItem, type StayShown } from './types.ts';

/** Beds, size and how many guests a room takes, with their icons. */
export function RoomFacts({ room }: { room: RoomItem }) {
  const { t } = useI18n();
  return (
    <ul className="room-facts">
      <li>
        <Icon name="bed" size={18} />
        {room.beds}
      </li>
      <li>{t('travel.size', { size: room.sizeM2 })}</li>
      <li>
        <Icon name="guests" size={18} />
        {t('travel.sleeps', { count: room.maxGuests })}
      </li>
    </ul>
  );
}

/** "2 rooms left", said only when few are. */
export function RoomsLeft({ count }: { count: number | null }) {
  const { t } = useI18n();
  if (count === null || count <= 0 || count > FEW_ROOMS) return null;
  return <p className="rooms-left">{t('travel.rooms_left', { count })}</p>;
}

/**
 * A room type on its hotel's page. Without a stay: its rates and a prompt for dates; with one:
 * its rooms left, its price night by night and the booking form (or why it cannot be booked).
 */
export function RoomCard(props: {
  room: RoomItem;
  stay: StayShown | null;
  transfer: AirportName | null;
  /** The page's refused booking, when it was this room's form. */
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const { room, stay } = props;
  const nameId = `room-${room.id}-name`;
  return (
    <article className="room-card" id={`room-${room.id}`} aria-labelledby={nameId}>
      {room.image && (
        <Image src={room.image} alt="" width={480} height={320} className="room-picture" />
      )}
      <div className="room-body">
        <h3 id={nameId}>{room.name}</h3>
        <RoomFacts room={room} />
        <p>{room.description}</p>
        <AmenityList items={room.amenities} compact />
        {!stay && (
          <p className="room-rate">
            {t('travel.from_a_night', { price: room.nightRate })}
            {room.weekendRate !== null &&
              ` · ${t('travel.weekend_rate', { price: room.weekendRate })}`}
          </p>
        )}
        {stay && room.price && (
          <>
            <RoomsLeft count={room.roomsLeft} />
            <PriceBreakdown
              price={room.price}
              caption={t('travel.price_for', { count: stay.nights })}
            />
            <StayBooking
              room={room}
              stay={stay}
              transfer={props.transfer}
              failure={props.failure}
            />
          </>
        )}
        {stay && !room.price && (
          <p className="room-unavailable">
            {room.roomsLeft === 0
              ? t('travel.no_room_left')
              : t('travel.too_many_guests', { count: room.maxGuests })}
          </p>
        )}
      </div>
    </article>
  );
}

/** Fields a booking form sends hidden: their refusals are said above its visible fields. */
const HIDDEN_FIELDS = ['room_type_id', 'check_in', 'check_out', 'guests', 'input'];

/** The stay's booking form: the lead guest, the arrival airport for a transfer, Add to cart. */
function StayBooking(props: {
  room: RoomItem;
  stay: StayShown;
  transfer: AirportName | null;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const { stay, failure } = props;
  const hidden = HIDDEN_FIELDS.flatMap((f) => failure?.fields[f] ?? []);
  const message = !failure
    ? null
    : failure.error !== 'error.invalid_input'
      ? t(failure.error, failure.errorVars)
      : hidden.length > 0
        ? hidden.map((key) => t(key)).join(' ')
        : t('account.fix_fields');
  return (
    <Form method="post" className="booking-form" noValidate preventScrollReset>
      <CsrfField />
      <input type="hidden" name="room_type_id" value={props.room.id} />
      <input type="hidden" name="check_in" value={stay.checkIn} />
      <input type="hidden" name="check_out" value={stay.checkOut} />
      <input type="hidden" name="guests" value={stay.guests} />
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <Field
        name="lead_guest"
        label={t('travel.lead_guest')}
        required
        autoComplete="name"
        maxLength={120}
        failure={failure}
      />
      {props.transfer && (
        <AirportInput
          name="arrival_airport"
          label={t('travel.arrival_airport')}
          failure={failure}
        />
      )}
      <Submit>{t('product.add_to_cart')}</Submit>
    </Form>
  );
}
