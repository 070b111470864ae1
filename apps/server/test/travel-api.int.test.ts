import { translatorFor } from '@shop/i18n/translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
const mn = translatorFor('mn');
const en = translatorFor('en');

beforeAll(async () => {
  api = await startShopApi({ products: 10 });
});

afterAll(async () => {
  await api?.close();
});

const HOTEL = 'tsetseg-city-hotel';
const TOUR = 'terelj-day-trip';

/** A day `n` days from today in Ulaanbaatar, YYYY-MM-DD. */
function inDays(n: number): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ulaanbaatar' }).format(
    new Date(),
  );
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const stayQuery = (from: number, nights: number, guests = 2) =>
  `check_in=${inDays(from)}&check_out=${inDays(from + nights)}&guests=${guests}`;

interface Offer {
  hotel: { slug: string; city: string };
  room: { id: number; max_guests: number };
  rooms_left: number;
  price: {
    nights: { night: string; rate: number }[];
    nights_total: number;
    extra_guests_total: number;
    total: number;
  };
}

/** The seeded city hotel's cheapest free room for a stay. */
async function offerFor(from: number, nights: number, guests = 2): Promise<Offer> {
  const answer = await api.call(
    'GET',
    `/horeca/hotel_rooms?${stayQuery(from, nights, guests)}&hotel=${HOTEL}`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const [offer] = answer.json().rooms as Offer[];
  if (!offer) throw new Error('no free room in the seeded hotel');
  return offer;
}

const stayBooking = (roomId: number, from: number, nights: number) => ({
  kind: 'stay',
  room_type_id: roomId,
  check_in: inDays(from),
  check_out: inDays(from + nights),
  guests: 2,
  lead_guest: 'Болд Бат',
});

const passengers = [
  { firstName: 'Сараа', lastName: 'Дорж', gender: 'female' },
  { firstName: 'Тэмүүлэн', lastName: 'Дорж', gender: 'male' },
];

async function firstDeparture(): Promise<{ id: number; seats_left: number }> {
  const tour = await api.call('GET', `/tours/${TOUR}`);
  expect(tour.statusCode, tour.body).toBe(200);
  const [departure] = tour.json().departures;
  if (!departure) throw new Error('the seeded tour has no departure');
  return departure;
}

describe(`hotel rooms over HTTP on ${testDatabaseKind()}`, () => {
  it('names the amenities in the asker’s language: ?locale= or Accept-Language, else Mongolian', async () => {
    const names = async (url: string, lang?: string) => {
      const answer = await api.call('GET', url, { lang });
      expect(answer.statusCode, answer.body).toBe(200);
      const { amenities } = answer.json() as { amenities: { code: string; name: string }[] };
      return Object.fromEntries(amenities.map((a) => [a.code, a.name]));
    };
    const english = await names('/horeca/amenity_list?locale=en');
    expect(english.wifi).toBe('Free Wi-Fi');
    expect(english.breakfast).toBe('Breakfast included');
    expect(Object.keys(english)).toContain('airport-transfer');
    expect((await names('/horeca/amenity_list', 'en-GB,en;q=0.9')).wifi).toBe('Free Wi-Fi');
    expect((await names('/horeca/amenity_list')).wifi).toBe('Үнэгүй Wi-Fi');
    expect((await names('/horeca/amenity_list?locale=mn', 'en')).parking).toBe('Машины зогсоол');
  });

  it('lists the hotels and a stay’s free rooms, each priced night by night', async () => {
    const hotels = await api.call('GET', '/horeca/hotels?locale=en');
    expect(hotels.statusCode, hotels.body).toBe(200);
    const slugs = hotels.json().hotels.map((h: { slug: string }) => h.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([HOTEL, 'terelj-ger-camp', 'khuvsgul-lake-lodge']),
    );
    const city = hotels.json().hotels.find((h: { slug: string }) => h.slug === HOTEL);
    expect(city).toMatchObject({ transfer_airport: 'UBN', from_rate: expect.any(Number) });

    const answer = await api.call('GET', `/horeca/hotel_rooms?${stayQuery(40, 3)}&locale=en`);
    expect(answer.statusCode, answer.body).toBe(200);
    const rooms = answer.json().rooms as Offer[];
    expect(rooms.length).toBeGreaterThan(3);
    const totals = rooms.map((r) => r.price.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const offer of rooms) {
      expect(offer.rooms_left).toBeGreaterThan(0);
      expect(offer.room.max_guests).toBeGreaterThanOrEqual(2);
      expect(offer.price.nights.map((n) => n.night)).toEqual([inDays(40), inDays(41), inDays(42)]);
      const sum = offer.price.nights.reduce((total, n) => total + n.rate, 0);
      expect(offer.price.nights_total).toBe(sum);
      expect(offer.price.total).toBe(sum + offer.price.extra_guests_total);
    }

    const one = await offerFor(40, 3);
    expect(one.hotel.slug).toBe(HOTEL);
    const inTown = await api.call(
      'GET',
      `/horeca/hotel_rooms?${stayQuery(40, 3)}&city=Ulaanbaatar`,
    );
    expect(inTown.statusCode, inTown.body).toBe(200);
    const towns = new Set(inTown.json().rooms.map((r: Offer) => r.hotel.slug));
    expect(towns).toEqual(new Set([HOTEL]));
  });

  it('prices a stay for one room type as hotel_rooms does, and knows no room type it lacks', async () => {
    const offer = await offerFor(50, 2);
    const priced = await api.call('POST', '/horeca/calculate_price', {
      body: { room_type_id: offer.room.id, check_in: inDays(50), check_out: inDays(52), guests: 2 },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().room.id).toBe(offer.room.id);
    expect(priced.json().price).toEqual(offer.price);
    expect(priced.json().price.nights).toHaveLength(2);

    const unknown = await api.call('POST', '/horeca/calculate_price?locale=en', {
      body: { room_type_id: 2_147_483_647, check_in: inDays(50), check_out: inDays(52), guests: 2 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: en('error.no_room_type'),
      request_id: expect.any(String),
    });
    const crowd = await api.call('POST', '/horeca/calculate_price?locale=en', {
      body: {
        room_type_id: offer.room.id,
        check_in: inDays(50),
        check_out: inDays(52),
        guests: 12,
      },
    });
    expect(crowd.statusCode).toBe(400);
    expect(crowd.json().errors).toEqual({ guests: [en('validation.too_many_guests')] });
  });

  it('shows a hotel by slug or id, with each room’s price only when a whole stay is asked', async () => {
    const plain = await api.call('GET', `/horeca/hotel_detail?id=${HOTEL}&locale=en`);
    expect(plain.statusCode, plain.body).toBe(200);
    const hotel = plain.json();
    expect(hotel.slug).toBe(HOTEL);
    expect(hotel.rooms.length).toBe(3);
    expect(hotel.rooms.every((r: { price: unknown }) => r.price === null)).toBe(true);
    expect(hotel.rooms.every((r: { rooms_left: unknown }) => r.rooms_left === null)).toBe(true);

    const byId = await api.call('GET', `/horeca/hotel_detail?id=${hotel.id}&${stayQuery(60, 2)}`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().slug).toBe(HOTEL);
    const priced = byId.json().rooms.filter((r: { price: unknown }) => r.price !== null);
    expect(priced.length).toBeGreaterThan(0);
    expect(priced[0].price.nights).toHaveLength(2);

    const half = await api.call(
      'GET',
      `/horeca/hotel_detail?id=${HOTEL}&check_in=${inDays(60)}&locale=en`,
    );
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({
      check_out: [en('validation.stay_incomplete')],
      guests: [en('validation.stay_incomplete')],
    });

    const unknown = await api.call('GET', '/horeca/hotel_detail?id=no-such-hotel&locale=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(en('error.no_hotel'));
  });

  it('refuses a stay it cannot sell with 400 and each field’s message, translated', async () => {
    const refusal = async (query: string, lang: 'mn' | 'en') => {
      const answer = await api.call('GET', `/horeca/hotel_rooms?${query}`, { lang });
      expect(answer.statusCode, answer.body).toBe(400);
      const body = answer.json();
      expect(body).toEqual({
        error: (lang === 'mn' ? mn : en)('error.invalid_input'),
        errors: expect.any(Object),
        request_id: expect.any(String),
      });
      return body.errors as Record<string, string[]>;
    };
    const backwards = `check_in=${inDays(20)}&check_out=${inDays(18)}&guests=2`;
    expect(await refusal(backwards, 'mn')).toEqual({
      check_out: [mn('validation.check_out_after_check_in')],
    });
    expect(await refusal(backwards, 'en')).toEqual({
      check_out: ['Check-out must be after check-in.'],
    });
    expect(await refusal(stayQuery(20, 2, 0), 'en')).toEqual({
      guests: [en('validation.guests')],
    });
    expect(await refusal(stayQuery(20, 2, 13), 'mn')).toEqual({
      guests: [mn('validation.guests')],
    });
    expect(await refusal(stayQuery(-2, 4), 'en')).toEqual({
      check_in: [en('validation.date_in_past')],
    });
    expect(await refusal(stayQuery(5, 400), 'mn')).toEqual({
      check_out: [mn('validation.stay_too_long')],
    });
    expect(await refusal(`check_in=2026-02-30&check_out=${inDays(3)}&guests=2`, 'en')).toEqual({
      check_in: [en('validation.date')],
    });

    const body = await api.call('POST', '/horeca/calculate_price?locale=en', {
      body: { room_type_id: 1, check_in: inDays(20), check_out: inDays(20), guests: 2, x: 1 },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors.x).toEqual([en('validation.unknown_field', { field: 'x' })]);
    const same = await api.call('POST', '/horeca/calculate_price?locale=en', {
      body: { room_type_id: 1, check_in: inDays(20), check_out: inDays(20), guests: 2 },
    });
    expect(same.json().errors).toEqual({ check_out: [en('validation.check_out_after_check_in')] });
  });
});

describe(`tours over HTTP on ${testDatabaseKind()}`, () => {
  it('lists the tours and shows one with its coming departures and seats left', async () => {
    const list = await api.call('GET', '/tours?locale=en');
    expect(list.statusCode, list.body).toBe(200);
    const tours = list.json().tours as { slug: string; price: number }[];
    expect(tours.map((t) => t.slug)).toEqual(
      expect.arrayContaining([TOUR, 'gobi-desert-5-days', 'khuvsgul-horse-trek']),
    );
    expect(tours.find((t) => t.slug === TOUR)?.price).toBe(120_000);

    const tour = await api.call('GET', `/tours/${TOUR}`);
    expect(tour.statusCode, tour.body).toBe(200);
    const starts = tour.json().departures.map((d: { starts_at: string }) => d.starts_at);
    expect(starts.length).toBeGreaterThan(1);
    expect(starts).toEqual([...starts].sort());
    expect(Date.parse(starts[0])).toBeGreaterThan(Date.now());
    expect(tour.json().departures[0]).toMatchObject({ seats: 20 });

    const unknown = await api.call('GET', '/tours/no-such-tour', { lang: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(en('error.no_tour'));
  });
});

describe(`stays and tours in the cart over HTTP on ${testDatabaseKind()}`, () => {
  it('books a stay into a new guest cart, shows it on the order, and takes it out again', async () => {
    const offer = await offerFor(70, 2);
    const added = await api.call('POST', '/orders/0/bookings', {
      body: stayBooking(offer.room.id, 70, 2),
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json();
    expect(cart.token).toEqual(expect.any(String));
    expect(cart.bookings).toEqual([
      expect.objectContaining({
        kind: 'stay',
        state: 'cart',
        slug: HOTEL,
        check_in: inDays(70),
        check_out: inDays(72),
        nights: 2,
        guests: 2,
        lead_guest: 'Болд Бат',
        arrival_airport: null,
        starts_at: null,
        passengers: [],
        total: offer.price.total,
      }),
    ]);
    expect(cart.item_total).toBe(offer.price.total);
    expect(cart.total).toBe(offer.price.total);

    const order = await api.call('GET', `/orders/${cart.number}`, { token: cart.token });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().bookings).toEqual(cart.bookings);
    const stranger = await api.call('GET', `/orders/${cart.number}`);
    expect(stranger.statusCode).toBe(404);

    const id = cart.bookings[0].id;
    const path = `/orders/${cart.number}/bookings/${id}`;
    expect((await api.call('DELETE', path)).statusCode).toBe(404);
    const removed = await api.call('DELETE', path, { token: cart.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ bookings: [], item_total: 0, total: 0 });
    const again = await api.call('DELETE', `${path}?locale=en`, { token: cart.token });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(en('error.no_booking'));
  });

  it('books two seats of a tour, one per passenger, and refuses a passenger without a name', async () => {
    const departure = await firstDeparture();
    const added = await api.call('POST', '/orders/0/bookings', {
      body: { kind: 'tour', departure_id: departure.id, passengers },
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json();
    expect(cart.bookings).toEqual([
      expect.objectContaining({
        kind: 'tour',
        slug: TOUR,
        guests: 2,
        passengers,
        starts_at: expect.any(String),
        check_in: null,
        total: 240_000,
      }),
    ]);
    expect(cart.total_quantity).toBe(2);

    const nameless = await api.call('POST', `/orders/${cart.number}/bookings?locale=en`, {
      token: cart.token,
      body: {
        kind: 'tour',
        departure_id: departure.id,
        passengers: [{ firstName: ' ', lastName: 'Дорж', gender: 'female' }],
      },
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors).toEqual({ 'passengers.0.firstName': [en('validation.name')] });
    // Half of a UTF-16 pair cannot be stored in the passengers' JSON: a 400, never a 500.
    const broken = await api.call('POST', `/orders/${cart.number}/bookings?locale=en`, {
      token: cart.token,
      body: {
        kind: 'tour',
        departure_id: departure.id,
        passengers: [{ firstName: 'Са\ud800', lastName: 'Дорж', gender: 'female' }],
      },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toEqual({ 'passengers.0.firstName': [en('validation.name')] });
    const none = await api.call('POST', `/orders/${cart.number}/bookings?locale=en`, {
      token: cart.token,
      body: { kind: 'tour', departure_id: departure.id, passengers: [] },
    });
    expect(none.json().errors).toEqual({ passengers: [en('validation.passengers')] });
    const unknown = await api.call('POST', `/orders/${cart.number}/bookings?locale=en`, {
      token: cart.token,
      body: { kind: 'tour', departure_id: 2_147_483_647, passengers },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(en('error.no_departure'));
    const kindless = await api.call('POST', `/orders/${cart.number}/bookings`, {
      token: cart.token,
      body: { departure_id: departure.id, passengers },
    });
    expect(kindless.statusCode).toBe(400);
  });

  it('answers 401 to a signed-out e-ticket list, and a paid tour’s e-tickets to its buyer', async () => {
    const signedOut = await api.call('GET', '/users/e_tickets');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['www-authenticate']).toBe('Bearer');

    const me = await api.shopper();
    const staff = await api.shopper('staff');
    const none = await api.call('GET', '/users/e_tickets', { bearer: me.bearer });
    expect(none.json()).toEqual({ e_tickets: [] });

    const departure = await firstDeparture();
    const added = await api.call('POST', '/orders/0/bookings', {
      bearer: me.bearer,
      body: { kind: 'tour', departure_id: departure.id, passengers },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { number } = added.json();
    const chosen = await api.call('PATCH', `/checkouts/${number}`, {
      bearer: me.bearer,
      body: { phone: '99112233', payment_method: 'bank_transfer' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const placed = await api.call('POST', `/checkouts/${number}/complete`, { bearer: me.bearer });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().bookings[0].state).toBe('held');
    const paid = await api.call('POST', `/api/back_office/orders/${number}/bank_transfers`, {
      bearer: staff.bearer,
      body: { bank_reference: `KHAN-${number}` },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const order = await api.call('GET', `/orders/${number}`, { bearer: me.bearer });
    expect(order.json()).toMatchObject({ state: 'paid', bookings: [{ state: 'confirmed' }] });
    const mine = await api.call('GET', '/users/e_tickets?locale=en', { bearer: me.bearer });
    expect(mine.statusCode, mine.body).toBe(200);
    const tickets = mine.json().e_tickets as { holder_name: string; kind: string }[];
    expect(tickets.map((t) => t.holder_name).sort()).toEqual(['Сараа Дорж', 'Тэмүүлэн Дорж']);
    expect(tickets).toEqual(
      tickets.map(() =>
        expect.objectContaining({
          kind: 'tour',
          order_number: number,
          code: expect.any(String),
          used_at: null,
          canceled_at: null,
        }),
      ),
    );
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const others = await api.call('GET', '/users/e_tickets', {
      bearer: (await api.shopper()).bearer,
    });
    expect(others.json()).toEqual({ e_tickets: [] });
  });
});
