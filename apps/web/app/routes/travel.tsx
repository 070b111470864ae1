import { StaySearch } from '../components/travel/StaySearch.tsx';
import { HotelCard, TourCard } from '../components/travel/TravelCards.tsx';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import '../styles/account.css';
import '../styles/travel.css';
import type { Route } from './+types/travel';
import { loadTravel } from './travel.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadTravel(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, {
    title: withShopName(t('nav.travel'), t),
    description: t('travel.lead'),
  });
}

/** The travel section: a stay to search for, the hotels and the tours. */
export default function TravelPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  return (
    <MessagesScope messages={loaderData.messages}>
      <section className="container travel-page">
        <h1>{t('nav.travel')}</h1>
        <p className="listing-lead">{t('travel.lead')}</p>
        <StaySearch
          form={loaderData.form}
          action={path('/travel/rooms')}
          heading={t('travel.find_room')}
          submit={t('travel.search')}
        />
        <section aria-labelledby="travel-hotels">
          <h2 id="travel-hotels">{t('travel.hotels')}</h2>
          <ul className="travel-cards">
            {loaderData.hotels.map((hotel, i) => (
              <HotelCard key={hotel.slug} hotel={hotel} priority={i === 0} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="travel-tours">
          <h2 id="travel-tours">{t('travel.tours')}</h2>
          <ul className="travel-cards">
            {loaderData.tours.map((tour) => (
              <TourCard key={tour.slug} tour={tour} />
            ))}
          </ul>
        </section>
      </section>
    </MessagesScope>
  );
}
