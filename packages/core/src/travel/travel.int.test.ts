import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { addBooking, orderView, removeBooking } from '../cart/index.ts';
import {
  cancelPaidOrder,
  completeOrder,
  expireOverdueOrders,
  updateCheckout,
} from '../checkout/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { notifyMessage } from '../notify/schema.ts';
import type { Owner } from '../orders/index.ts';
import { orderOrder } from '../orders/schema.ts';
import { addTender, recordBankTransfer } from '../payments/index.ts';
import { issueGiftCard } from '../promotions/index.ts';
import { promoGiftCard } from '../promotions/schema.ts';
import { OrderFixtures, outcome, refusal, TEST_GUESSER } from '../testing/index.ts';
import { consumeETicket, eTicketsOfUser } from '../tickets/index.ts';
import { ticketETicket } from '../tickets/schema.ts';
import { ledgerSums, walletOf } from '../wallet/index.ts';
import { addDays, ubToday } from './dates.ts';
import { amenityList, calculatePrice, hotelDetail, hotelRooms } from './hotels.ts';
import {
  travelBooking,
  travelDeparture,
  travelHotel,
  travelRoomRate,
  travelRoomType,
  travelTour,
} from './schema.ts';
import { tourDetail } from './tours.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let fixtures: OrderFixtures;
let made = 0;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 0 });
  ctx = createContext(testDb.database.db, 'en');
  fixtures = new OrderFixtures(ctx);
});

afterAll(async () => {
  await testDb?.dispose();
});

const today = () => ubToday(new Date());
/** A day `n` days from today, in Ulaanbaatar. */
const inDays = (n: number) => addDays(today(), n);

/** A hotel of the test's own with one room type of `rooms` rooms, and a season. */
async function hotelWith(rooms: number, season?: { from: string; to: string; rate: number }) {
  made += 1;
  const [hotel] = await ctx.db
    .insert(travelHotel)
    .values({ slug: `test-hotel-${made}`, name: `Туршилтын буудал ${made}`, city: 'Улаанбаатар' })
    .returning();
  if (!hotel) throw new Error('no hotel');
  const [room] = await ctx.db
    .insert(travelRoomType)
    .values({
      hotelId: hotel.id,
      name: 'Стандарт',
      beds: '1 том ор',
      sizeM2: 20,
      baseGuests: 2,
      maxGuests: 3,
      extraGuestPrice: 10_000,
      rooms,
      nightRate: 100_000,
      weekendRate: 100_000,
    })
    .returning();
  if (!room) throw new Error('no room');
  if (season) {
    await ctx.db.insert(travelRoomRate).values({
      roomTypeId: room.id,
      name: 'Зун',
      translations: { en: { name: 'Summer' } },
      startsOn: season.from,
      endsOn: season.to,
      nightRate: season.rate,
    });
  }
  return { hotel, room };
}

/** A tour of the test's own with one departure of `seats` seats, `days` days from now. */
async function departureWith(seats: number, days = 20) {
  made += 1;
  const [tour] = await ctx.db
    .insert(travelTour)
    .values({ slug: `test-tour-${made}`, name: `Туршилтын аялал ${made}`, price: 50_000 })
    .returning();
  if (!tour) throw new Error('no tour');
  const [departure] = await ctx.db
    .insert(travelDeparture)
    .values({ tourId: tour.id, startsAt: new Date(Date.now() + days * 86_400_000), seats })
    .returning();
  if (!departure) throw new Error('no departure');
  return { tour, departure };
}

/** A shopper with a cart holding one booking, ready to place (paid by bank transfer). */
async function readyBooking(
  kind: 'stay' | 'tour',
  input: Record<string, unknown>,
  userId: number | null = null,
): Promise<{ owner: Owner; number: string }> {
  const added = await addBooking(ctx, { userId, token: null }, '0', kind, input);
  const owner: Owner = { userId, token: added.token };
  await updateCheckout(ctx, owner, added.order.number, {
    phone: '+97699112233',
    payment_method: 'bank_transfer',
  });
  return { owner, number: added.order.number };
}

const stay = (roomTypeId: number, from: number, nights: number, guests = 2) => ({
  room_type_id: roomTypeId,
  check_in: inDays(from),
  check_out: inDays(from + nights),
  guests,
  lead_guest: 'Болд Бат',
});

/** The id of the order's first booking. */
async function bookingOf(orderNumber: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: travelBooking.id })
    .from(travelBooking)
    .where(eq(travelBooking.orderNumber, orderNumber));
  if (!row) throw new Error(`${orderNumber} holds no booking`);
  return row.id;
}

const passengers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    firstName: `Сараа${i}`,
    lastName: 'Дорж',
    gender: i % 2 ? 'male' : 'female',
  }));

describe(`hotel rooms on ${testDatabaseKind()}`, () => {
  it('lists amenities in the shopper’s language and the seeded hotels’ free rooms with prices', async () => {
    const amenities = await amenityList(ctx);
    expect(amenities.find((a) => a.code === 'wifi')?.name).toBe('Free Wi-Fi');
    const offers = await hotelRooms(ctx, {
      check_in: inDays(30),
      check_out: inDays(32),
      guests: 2,
    });
    expect(offers.length).toBeGreaterThan(3);
    const prices = offers.map((o) => o.price.total);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const offer of offers) {
      expect(offer.price.nights).toHaveLength(2);
      expect(offer.price.total).toBe(offer.price.nights_total + offer.price.extra_guests_total);
    }
    const family = await hotelRooms(ctx, {
      check_in: inDays(30),
      check_out: inDays(31),
      guests: 5,
    });
    expect(family.map((o) => o.room.max_guests).every((n) => n >= 5)).toBe(true);
    expect(family.length).toBeGreaterThan(0);
    const detail = await hotelDetail(ctx, 'tsetseg-city-hotel', {
      check_in: inDays(30),
      check_out: inDays(31),
      guests: 2,
    });
    expect(detail.name).toBe('Tsetseg City Hotel');
    expect(detail.rooms.every((r) => r.price !== null && r.rooms_left !== null)).toBe(true);
  });

  it('prices a stay night by night over a season’s edges, with extra guests', async () => {
    const { room } = await hotelWith(2, { from: inDays(41), to: inDays(43), rate: 150_000 });
    const { price } = await calculatePrice(ctx, { ...stay(room.id, 40, 4), guests: 3 });
    expect(price.nights.map((n) => [n.night, n.rate, n.season])).toEqual([
      [inDays(40), 100_000, null],
      [inDays(41), 150_000, 'Summer'],
      [inDays(42), 150_000, 'Summer'],
      [inDays(43), 100_000, null],
    ]);
    expect(price.extra_guests_total).toBe(4 * 10_000);
    expect(price.total).toBe(540_000);
  });

  it('refuses a stay that cannot be: check-out first, no guests, the past, 400 nights, too many guests', async () => {
    const { room } = await hotelWith(1);
    const fields = async (input: Record<string, unknown>) =>
      (await refusal(calculatePrice(ctx, input))).fieldErrors;
    expect(await fields({ ...stay(room.id, 5, 2), check_out: inDays(4) })).toEqual({
      check_out: ['validation.check_out_after_check_in'],
    });
    expect(await fields({ ...stay(room.id, 5, 2), guests: 0 })).toEqual({
      guests: ['validation.guests'],
    });
    expect(await fields(stay(room.id, -2, 3))).toEqual({ check_in: ['validation.date_in_past'] });
    expect(await fields(stay(room.id, 5, 400))).toEqual({
      check_out: ['validation.stay_too_long'],
    });
    expect(await fields({ ...stay(room.id, 5, 1), check_out: '9999-12-31' })).toEqual({
      check_out: ['validation.stay_too_long'],
    });
    const halfAPair = addBooking(ctx, { userId: null, token: null }, '0', 'stay', {
      ...stay(room.id, 5, 1),
      lead_guest: 'Болд \ud800',
    });
    expect((await refusal(halfAPair)).fieldErrors).toEqual({
      lead_guest: ['validation.lead_guest'],
    });
    expect(await fields({ ...stay(room.id, 5, 2), check_in: 'tomorrow' })).toEqual({
      check_in: ['validation.date'],
    });
    expect(await fields(stay(room.id, 5, 2, 4))).toEqual({
      guests: ['validation.too_many_guests'],
    });
  });

  it('takes an arrival airport for a hotel’s transfer only, and only a known one', async () => {
    const { room, hotel } = await hotelWith(2);
    const guest = { userId: null, token: null };
    const add = (airport: string) =>
      addBooking(ctx, guest, '0', 'stay', { ...stay(room.id, 8, 1), arrival_airport: airport });
    expect((await refusal(add('UBN'))).fieldErrors).toEqual({
      arrival_airport: ['validation.no_transfer'],
    });
    await ctx.db
      .update(travelHotel)
      .set({ transferAirport: 'UBN' })
      .where(eq(travelHotel.id, hotel.id));
    expect((await refusal(add('QQQ'))).fieldErrors).toEqual({
      arrival_airport: ['validation.airport'],
    });
    const { order } = await add('ubn');
    expect((await orderView(ctx, order)).bookings[0]?.arrival_airport).toBe('UBN');
  });

  it('books the last room once when 30 shoppers place it at the same moment', async () => {
    const { room } = await hotelWith(1);
    const shoppers = await Promise.all(
      Array.from({ length: 30 }, () => readyBooking('stay', stay(room.id, 60, 2))),
    );
    const results = await Promise.allSettled(
      shoppers.map((s) => completeOrder(ctx, s.owner, s.number)),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason.messageKey).toBe('error.room_taken');
    }
    // Nights that overlap are taken too; the night after is free.
    expect(
      (
        await refusal(
          addBooking(ctx, { userId: null, token: null }, '0', 'stay', stay(room.id, 61, 1)),
        )
      ).messageKey,
    ).toBe('error.room_taken');
    const after = await hotelRooms(ctx, { check_in: inDays(62), check_out: inDays(63), guests: 2 });
    expect(after.some((o) => o.room.id === room.id)).toBe(true);
  });

  it('frees the nights of an unpaid booking when its order expires', async () => {
    const { room } = await hotelWith(1);
    const first = await readyBooking('stay', stay(room.id, 70, 3));
    await completeOrder(ctx, first.owner, first.number);
    const busy = await hotelRooms(ctx, { check_in: inDays(71), check_out: inDays(72), guests: 1 });
    expect(busy.some((o) => o.room.id === room.id)).toBe(false);
    const later = createContext(ctx.db, 'en', new Date(Date.now() + 2 * 3_600_000));
    expect(await expireOverdueOrders(later)).toContain(first.number);
    const free = await hotelRooms(ctx, { check_in: inDays(71), check_out: inDays(72), guests: 1 });
    expect(free.find((o) => o.room.id === room.id)?.rooms_left).toBe(1);
  });

  it('issues the paid stay’s e-ticket to its owner, cancels it with the order, and refunds by the policy', async () => {
    const userId = await fixtures.user();
    const { room, hotel } = await hotelWith(3);
    await ctx.db.update(travelHotel).set({ freeCancelDays: 7 }).where(eq(travelHotel.id, hotel.id));
    const far = await readyBooking('stay', stay(room.id, 20, 2), userId);
    const nearUserId = await fixtures.user();
    const near = await readyBooking('stay', stay(room.id, 3, 1), nearUserId);
    for (const s of [far, near]) {
      const { order } = await completeOrder(ctx, s.owner, s.number);
      expect(order.state).toBe('payment_pending');
      await recordBankTransfer(ctx, {
        orderNumber: s.number,
        staffUserId: 1,
        bankReference: s.number,
      });
    }
    const tickets = await eTicketsOfUser(ctx, userId);
    expect(tickets).toHaveLength(1);
    // The buyer hears of it by SMS (no e-mail was given), the code in the message.
    const sms = await ctx.db.select().from(notifyMessage).where(eq(notifyMessage.channel, 'sms'));
    expect(sms.some((m) => m.body.includes(tickets[0]?.code ?? '?'))).toBe(true);
    expect(tickets[0]).toMatchObject({
      kind: 'stay',
      holder_name: 'Болд Бат',
      order_number: far.number,
    });
    const view = await orderView(
      ctx,
      (await ctx.db.select().from(orderOrder).where(eq(orderOrder.number, far.number)))[0]!,
    );
    expect(view.bookings).toMatchObject([
      { kind: 'stay', state: 'confirmed', nights: 2, total: 200_000 },
    ]);
    expect(view.total).toBe(200_000);
    // Twenty days ahead, seven free: refunded in full; three days ahead: kept.
    const cancel = (booked: { owner: Owner; number: string }) =>
      cancelPaidOrder(ctx, {} as never, booked.owner, booked.number, {
        reason: 'plans_changed',
        refundTo: 'wallet',
      });
    const canceled = await cancel(far);
    await cancel(near);
    expect((await walletOf(ctx, userId)).full).toBe(200_000);
    expect((await walletOf(ctx, nearUserId)).full).toBe(0);
    // The buyer heard each step, in the order's language, by the job queue: where to transfer
    // the money, the e-ticket, paid, cancelled with how the money comes back.
    const told = (await ctx.db.select().from(notifyMessage).where(eq(notifyMessage.channel, 'sms')))
      .filter((m) => m.body.includes(far.number))
      .map((m) => m.body);
    expect(told).toEqual([
      expect.stringContaining('transfer by'),
      expect.stringContaining('ET-'),
      expect.stringContaining('paid'),
      expect.stringContaining('cancelled. The money is back in your wallet.'),
    ]);
    expect(canceled.state).toBe('canceled');
    const [ticket] = await ctx.db
      .select()
      .from(ticketETicket)
      .where(eq(ticketETicket.orderNumber, far.number));
    expect(ticket?.canceledAt).not.toBeNull();
    expect(
      (await refusal(consumeETicket(ctx, ticket?.code ?? '', { staffUserId: 1, locationId: null })))
        .messageKey,
    ).toBe('error.e_ticket_canceled');
  });

  it('keeps a late cancellation’s fee from the wallet and a gift card that paid the stay, and gives a free one back whole', async () => {
    const { room, hotel } = await hotelWith(3);
    await ctx.db.update(travelHotel).set({ freeCancelDays: 7 }).where(eq(travelHotel.id, hotel.id));
    const cancelPaidMixed = async (daysAhead: number) => {
      const userId = await fixtures.userWithCredit(60_000);
      const card = await issueGiftCard(ctx.db, { code: `STAYFEE${userId}`, amount: 30_000 });
      const booked = await readyBooking('stay', stay(room.id, daysAhead, 1), userId);
      // 100,000₮: 60,000 from the wallet, 30,000 from the gift card, 10,000 by bank transfer.
      await addTender(
        ctx,
        booked.owner,
        booked.number,
        { kind: 'wallet', amount: 60_000 },
        TEST_GUESSER,
      );
      await addTender(
        ctx,
        booked.owner,
        booked.number,
        { kind: 'gift_card', code: card.code },
        TEST_GUESSER,
      );
      await completeOrder(ctx, booked.owner, booked.number);
      await recordBankTransfer(ctx, {
        orderNumber: booked.number,
        staffUserId: 1,
        bankReference: booked.number,
      });
      await cancelPaidOrder(ctx, {} as never, booked.owner, booked.number, {
        reason: 'plans_changed',
        refundTo: 'wallet',
      });
      const [cardNow] = await ctx.db
        .select()
        .from(promoGiftCard)
        .where(eq(promoGiftCard.id, card.id));
      const balance = await walletOf(ctx, userId);
      expect(await ledgerSums(ctx, userId)).toMatchObject(balance);
      return { wallet: balance.full, card: cardNow?.balance };
    };
    // Three days ahead, inside the seven: the whole stay is kept, whatever paid it.
    expect(await cancelPaidMixed(3)).toEqual({ wallet: 0, card: 0 });
    // Twenty days ahead: everything back, the transfer to the wallet.
    expect(await cancelPaidMixed(20)).toEqual({ wallet: 70_000, card: 30_000 });
  });
});

// Two tabs, or a retry while "place order" is pressed: a stay put in or taken out of the cart at
// the moment it is placed lands before it is placed, or is refused; a placed order keeps the
// stays it was placed (and charged) with. More carts at once than the pool holds.
describe(`stays beside placing on ${testDatabaseKind()}`, () => {
  it('puts a stay in or takes one out only while the order is a cart', async () => {
    const { room } = await hotelWith(100);
    const carts = await Promise.all(
      Array.from({ length: 30 }, () => readyBooking('stay', stay(room.id, 90, 1))),
    );
    const outcomes = await Promise.all(
      carts.flatMap((cart, i) => [
        outcome(completeOrder(ctx, cart.owner, cart.number)),
        outcome(
          i % 2 === 0
            ? addBooking(ctx, cart.owner, cart.number, 'stay', stay(room.id, 95, 1))
            : bookingOf(cart.number).then((id) => removeBooking(ctx, cart.owner, cart.number, id)),
        ),
      ]),
    );
    for (const o of outcomes)
      expect(['done', 'error.order_placed', 'error.order_being_placed']).toContain(o);
    for (const cart of carts) {
      const [order] = await ctx.db
        .select()
        .from(orderOrder)
        .where(eq(orderOrder.number, cart.number));
      const bookings = await ctx.db
        .select()
        .from(travelBooking)
        .where(eq(travelBooking.orderNumber, cart.number));
      const kept = bookings.filter((b) => b.state !== 'released');
      // The order costs what it holds: no stay charged for that is gone, none held unpaid for.
      expect(order?.total).toBe(kept.reduce((sum, b) => sum + b.total, 0));
      if (order?.state !== 'cart') expect(bookings.map((b) => b.state)).not.toContain('cart');
    }
  });
});

describe(`tours on ${testDatabaseKind()}`, () => {
  it('sells 10 seats to 40 buyers at once: 10 placed, each paid seat one e-ticket', async () => {
    const { departure, tour } = await departureWith(10);
    const buyers = await Promise.all(
      Array.from({ length: 40 }, () =>
        readyBooking('tour', { departure_id: departure.id, passengers: passengers(1) }),
      ),
    );
    const results = await Promise.allSettled(
      buyers.map((b) => completeOrder(ctx, b.owner, b.number)),
    );
    const placed = buyers.filter((_, i) => results[i]?.status === 'fulfilled');
    expect(placed).toHaveLength(10);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason.messageKey).toBe('error.seats_left');
    }
    await Promise.all(
      placed.map((b) =>
        recordBankTransfer(ctx, {
          orderNumber: b.number,
          staffUserId: 1,
          bankReference: `t${b.number}`,
        }),
      ),
    );
    const tickets = await ctx.db.select().from(ticketETicket).where(eq(ticketETicket.kind, 'tour'));
    expect(tickets.filter((t) => placed.some((b) => b.number === t.orderNumber))).toHaveLength(10);
    expect((await tourDetail(ctx, tour.slug)).departures[0]?.seats_left).toBe(0);
  });

  it('gives each passenger a ticket of their own, and refuses more passengers than seats', async () => {
    const userId = await fixtures.user();
    const { departure } = await departureWith(3);
    const two = await readyBooking(
      'tour',
      { departure_id: departure.id, passengers: passengers(2) },
      userId,
    );
    await completeOrder(ctx, two.owner, two.number);
    await recordBankTransfer(ctx, {
      orderNumber: two.number,
      staffUserId: 1,
      bankReference: 'two',
    });
    const mine = await eTicketsOfUser(ctx, userId);
    expect(mine.map((t) => t.holder_name).sort()).toEqual(['Сараа0 Дорж', 'Сараа1 Дорж']);
    expect(
      (
        await refusal(
          addBooking(ctx, { userId: null, token: null }, '0', 'tour', {
            departure_id: departure.id,
            passengers: passengers(2),
          }),
        )
      ).vars,
    ).toEqual({ available: 1 });
    expect(
      (
        await refusal(
          addBooking(ctx, { userId: null, token: null }, '0', 'tour', {
            departure_id: departure.id,
            passengers: [{ firstName: '', lastName: 'Дорж', gender: 'x' }],
          }),
        )
      ).fieldErrors,
    ).toEqual({ passengers: ['validation.name', 'validation.invalid_choice'] });
  });
});
