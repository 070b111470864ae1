import { isFailure } from '../components/account/Form.tsx';
import { SectionCrumbs } from '../components/SectionCrumbs.tsx';
import { AmenityList } from '../components/travel/AmenityList.tsx';
import { airportText } from '../components/travel/airport-text.ts';
import { Gallery } from '../components/travel/Gallery.tsx';
import { RoomCard } from '../components/travel/RoomCard.tsx';
import { Stars } from '../components/travel/Stars.tsx';
import { StaySearch } from '../components/travel/StaySearch.tsx';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import '../styles/account.css';
import '../styles/travel.css';
import type { Route } from './+types/hotel';
import { bookStay, loadHotel } from './hotel.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadHotel(context, request, localeFromParam(params.locale), params.slug);
}

export function action({ params, context, request }: Route.ActionArgs) {
  return bookStay(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const hotel = args.data?.hotel;
  if (!hotel) return [];
  return pageMeta(args, {
    title: withShopName(`${hotel.name} — ${hotel.city}`, t),
    description: hotel.description,
  });
}

/**
 * A hotel: pictures, stars, address, amenities and policies; its rooms with their rates, or
 * for the stay asked each room's rooms left, price night by night and booking form.
 */
export default function HotelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { hotel, stay, transfer } = loaderData;
  const failure = isFailure(actionData) ? actionData : null;
  const failedRoom = failure ? Number(failure.values.room_type_id) : null;
  return (
    <MessagesScope messages={loaderData.messages}>
      <article className="container travel-page hotel-page">
        <SectionCrumbs to="/travel" label={t('nav.travel')} />
        <h1>{hotel.name}</h1>
        <p className="travel-meta">
          <Stars count={hotel.stars} />
          <span>
            {hotel.address}, {hotel.city}
          </span>
        </p>
        <Gallery images={hotel.images} name={hotel.name} />
        <p className="travel-description">{hotel.description}</p>
        <div className="travel-facts">
          <section aria-labelledby="hotel-amenities">
            <h2 id="hotel-amenities">{t('travel.amenities')}</h2>
            <AmenityList items={hotel.amenities} />
          </section>
          <section aria-labelledby="hotel-policies">
            <h2 id="hotel-policies">{t('travel.policies')}</h2>
            <dl className="policy-list">
              <dt>{t('travel.check_in')}</dt>
              <dd>{t('travel.check_in_from', { time: hotel.checkInFrom })}</dd>
              <dt>{t('travel.check_out')}</dt>
              <dd>{t('travel.check_out_until', { time: hotel.checkOutUntil })}</dd>
              <dt>{t('travel.cancellation')}</dt>
              <dd>{t('travel.free_cancel', { count: hotel.freeCancelDays })}</dd>
              {transfer && (
                <>
                  <dt>{t('travel.airport_transfer')}</dt>
                  <dd>{t('travel.transfer_from', { airport: airportText(transfer) })}</dd>
                </>
              )}
            </dl>
          </section>
        </div>
        <StaySearch
          form={loaderData.form}
          action={path(`/hotels/${hotel.slug}`)}
          heading={t('travel.your_stay')}
          submit={t('travel.show_prices')}
        />
        <section aria-labelledby="hotel-rooms" className="hotel-rooms">
          <h2 id="hotel-rooms">{t('travel.rooms')}</h2>
          {stay ? (
            <p className="stay-summary">
              {stay.checkInDay} – {stay.checkOutDay} · {t('travel.nights', { count: stay.nights })}{' '}
              · {t('travel.guests_count', { count: stay.guests })}
            </p>
          ) : (
            <p className="stay-prompt">{t('travel.choose_dates')}</p>
          )}
          <ul className="room-list">
            {loaderData.rooms.map((room) => (
              <li key={room.id}>
                <RoomCard
                  room={room}
                  stay={stay}
                  transfer={transfer}
                  failure={failedRoom === room.id ? failure : null}
                />
              </li>
            ))}
          </ul>
        </section>
      </article>
    </MessagesScope>
  );
}
