// What the travel pages' loaders hand their components (shared by both, so neither imports the
// other's module). Dates arrive written out in the shopper's language: the server formats them.

/** The stay form's fields as the address gave them (strings, to fill the form again). */
export interface StayValues {
  check_in: string;
  check_out: string;
  guests: string;
  city: string;
}

/** The stay form: what was asked, the days it may choose from, and why a stay was refused. */
export interface StayForm {
  values: StayValues;
  /** Ulaanbaatar's today and the last day that can be booked, 'YYYY-MM-DD' (the inputs' min, max). */
  today: string;
  firstCheckOut: string;
  lastDay: string;
  maxGuests: number;
  /** The hotels' cities (the "where" choice), or null where the form does not ask. */
  cities: string[] | null;
  /** Field -> message keys (validation.*), from core's refusal. */
  errors: Record<string, string[]>;
}

export interface AmenityItem {
  code: string;
  name: string;
}

/** One night of a stay's price: its day written out, its rate and why that rate. */
export interface NightLine {
  night: string;
  day: string;
  rate: number;
  season: string | null;
  weekend: boolean;
}

export interface StayPriceLines {
  nights: NightLine[];
  extraGuests: number;
  extraGuestPrice: number;
  extraGuestsTotal: number;
  total: number;
}

/** A room type as the hotel page and the free rooms list show it. */
export interface RoomItem {
  id: number;
  name: string;
  description: string;
  image: string | null;
  beds: string;
  sizeM2: number;
  baseGuests: number;
  maxGuests: number;
  nightRate: number;
  weekendRate: number | null;
  amenities: AmenityItem[];
  /** For a stay: the rooms still free (null without a stay). */
  roomsLeft: number | null;
  /** For a stay the room takes: its price, night by night (null otherwise). */
  price: StayPriceLines | null;
}

/** A room free for a stay, in the free rooms list. */
export interface RoomOffer {
  hotel: { slug: string; name: string; city: string; stars: number };
  room: RoomItem;
  /** The hotel's page with the stay, at this room. */
  href: string;
}

/** The stay a page shows prices for: its dates written out and its nights. */
export interface StayShown {
  checkIn: string;
  checkOut: string;
  checkInDay: string;
  checkOutDay: string;
  nights: number;
  guests: number;
}

/** An airport named for the shopper ("Chinggis Khaan International Airport (UBN)"). */
export interface AirportName {
  iata: string;
  name: string | null;
}

/** A coming departure of a tour, written out in Ulaanbaatar's time. */
export interface DepartureOption {
  id: number;
  day: string;
  time: string;
  seatsLeft: number;
}

/** Few enough rooms left to say so on the card ("2 rooms left"). */
export const FEW_ROOMS = 3;
