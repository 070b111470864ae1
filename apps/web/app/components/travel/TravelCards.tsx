import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { Image } from '../Image.tsx';
import { Stars } from './Stars.tsx';

/** A hotel's card: picture, name (to its page), city, stars and its lowest night rate. */
export function HotelCard(props: {
  hotel: {
    slug: string;
    name: string;
    city: string;
    stars: number;
    image: string | null;
    fromRate: number;
  };
  priority?: boolean;
}) {
  const { t, path } = useI18n();
  const { hotel } = props;
  return (
    <li className="travel-card">
      <Link to={path(`/hotels/${hotel.slug}`)}>
        {hotel.image && (
          <Image
            src={hotel.image}
            alt=""
            width={600}
            height={400}
            priority={props.priority}
            className="travel-card-picture"
          />
        )}
        <h3>{hotel.name}</h3>
      </Link>
      <p className="travel-meta">
        <span>{hotel.city}</span>
        <Stars count={hotel.stars} />
      </p>
      <p className="travel-from">{t('travel.from_a_night', { price: hotel.fromRate })}</p>
    </li>
  );
}

/** A tour's card: picture, name (to its page), its days and a seat's price. */
export function TourCard(props: {
  tour: { slug: string; name: string; days: number; price: number; image: string | null };
}) {
  const { t, path } = useI18n();
  const { tour } = props;
  return (
    <li className="travel-card">
      <Link to={path(`/tours/${tour.slug}`)}>
        {tour.image && (
          <Image src={tour.image} alt="" width={600} height={400} className="travel-card-picture" />
        )}
        <h3>{tour.name}</h3>
      </Link>
      <p className="travel-meta">{t('travel.days', { count: tour.days })}</p>
      <p className="travel-from">{t('travel.price_a_seat', { price: tour.price })}</p>
    </li>
  );
}
