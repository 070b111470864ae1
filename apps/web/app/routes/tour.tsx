import { isFailure } from '../components/account/Form.tsx';
import { SectionCrumbs } from '../components/SectionCrumbs.tsx';
import { airportText } from '../components/travel/airport-text.ts';
import { Gallery } from '../components/travel/Gallery.tsx';
import { TourBooking } from '../components/travel/TourBooking.tsx';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import '../styles/account.css';
import '../styles/travel.css';
import type { Route } from './+types/tour';
import { bookTour, loadTour } from './tour.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadTour(context, request, localeFromParam(params.locale), params.slug);
}

export function action({ params, context, request }: Route.ActionArgs) {
  return bookTour(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const tour = args.data?.tour;
  if (!tour) return [];
  return pageMeta(args, { title: withShopName(tour.name, t), description: tour.description });
}

/** A tour: pictures, what it is, where it meets; its departures and the seats booking form. */
export default function TourPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { tour, airport, departures, maxSeats } = loaderData;
  return (
    <MessagesScope messages={loaderData.messages}>
      <article className="container travel-page tour-page">
        <SectionCrumbs to="/travel" label={t('nav.travel')} />
        <h1>{tour.name}</h1>
        <Gallery images={tour.images} name={tour.name} />
        <p className="travel-description">{tour.description}</p>
        <dl className="policy-list">
          <dt>{t('travel.duration')}</dt>
          <dd>{t('travel.days', { count: tour.days })}</dd>
          <dt>{t('travel.meeting_point')}</dt>
          <dd>{tour.meetingPoint}</dd>
          {airport && (
            <>
              <dt>{t('travel.departure_airport')}</dt>
              <dd>{airportText(airport)}</dd>
            </>
          )}
          <dt>{t('travel.price')}</dt>
          <dd>{t('travel.price_a_seat', { price: tour.price })}</dd>
        </dl>
        <section aria-labelledby="tour-booking" className="tour-booking-section">
          <h2 id="tour-booking">{t('travel.book_seats')}</h2>
          {maxSeats === 0 ? (
            <p className="stay-prompt">
              {departures.length === 0 ? t('travel.no_departures') : t('travel.all_sold_out')}
            </p>
          ) : (
            <TourBooking
              departures={departures}
              price={tour.price}
              maxSeats={maxSeats}
              seats={loaderData.seats}
              failure={isFailure(actionData) ? actionData : null}
            />
          )}
        </section>
      </article>
    </MessagesScope>
  );
}
