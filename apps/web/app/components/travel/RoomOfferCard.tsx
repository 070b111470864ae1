import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { Image } from '../Image.tsx';
import { Price } from '../Price.tsx';
import { RoomFacts, RoomsLeft } from './RoomCard.tsx';
import { Stars } from './Stars.tsx';
import type { RoomOffer, StayShown } from './types.ts';

/** A room free for the stay: hotel, room, rooms left, the stay's total and a way to book it. */
export function RoomOfferCard({ offer, stay }: { offer: RoomOffer; stay: StayShown }) {
  const { t, path } = useI18n();
  const { hotel, room } = offer;
  const nameId = `offer-${room.id}`;
  return (
    <li className="room-card room-offer">
      {room.image && (
        <Image src={room.image} alt="" width={480} height={320} className="room-picture" />
      )}
      <div className="room-body">
        <h2 id={nameId}>
          <Link to={path(offer.href)}>{hotel.name}</Link>
        </h2>
        <p className="travel-meta">
          <span>{hotel.city}</span>
          <Stars count={hotel.stars} />
        </p>
        <p className="room-name" id={`${nameId}-room`}>
          {room.name}
        </p>
        <RoomFacts room={room} />
        <RoomsLeft count={room.roomsLeft} />
        {room.price && (
          <p className="room-total">
            <span>
              {t('travel.total')} · {t('travel.nights', { count: stay.nights })} ·{' '}
              {t('travel.guests_count', { count: stay.guests })}
            </span>
            <Price amount={room.price.total} />
          </p>
        )}
        <Link
          to={path(offer.href)}
          className="button button-primary"
          aria-describedby={`${nameId} ${nameId}-room`}
        >
          {t('travel.choose_room')}
        </Link>
      </div>
    </li>
  );
}
