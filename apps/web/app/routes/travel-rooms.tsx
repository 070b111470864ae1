import { SectionCrumbs } from '../components/SectionCrumbs.tsx';
import { RoomOfferCard } from '../components/travel/RoomOfferCard.tsx';
import { StaySearch } from '../components/travel/StaySearch.tsx';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import '../styles/account.css';
import '../styles/travel.css';
import type { Route } from './+types/travel-rooms';
import { loadRooms } from './travel.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadRooms(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, {
    title: withShopName(t('travel.rooms_title'), t),
    description: t('travel.rooms_lead'),
  });
}

/** The rooms free for a stay, cheapest first, with the stay form to change it. */
export default function TravelRoomsPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { stay, offers } = loaderData;
  return (
    <MessagesScope messages={loaderData.messages}>
      <section className="container travel-page">
        <SectionCrumbs to="/travel" label={t('nav.travel')} />
        <h1>{t('travel.rooms_title')}</h1>
        <StaySearch
          form={loaderData.form}
          action={path('/travel/rooms')}
          heading={t('travel.your_stay')}
          submit={t('travel.search')}
        />
        {stay && offers && (
          <p className="stay-summary" role="status">
            {t('travel.rooms_found', { count: offers.length })} · {stay.checkInDay} –{' '}
            {stay.checkOutDay} · {t('travel.nights', { count: stay.nights })}
          </p>
        )}
        {!offers && <p className="stay-prompt">{t('travel.choose_dates')}</p>}
        {offers && offers.length === 0 && <p className="stay-prompt">{t('travel.no_rooms')}</p>}
        {stay && offers && offers.length > 0 && (
          <ul className="room-list">
            {offers.map((offer) => (
              <RoomOfferCard key={offer.room.id} offer={offer} stay={stay} />
            ))}
          </ul>
        )}
      </section>
    </MessagesScope>
  );
}
