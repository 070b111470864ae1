import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { shopperCoupons, shopperVouchers } from '../promotions/index.ts';
import { OrderFixtures, outcome, refusal, tables } from '../testing/index.ts';
import { lookUpETicket } from '../tickets/index.ts';
import * as roulette from './index.ts';

let testDb: TestDatabase;
let fixtures: OrderFixtures;
const ctx = () => createContext(testDb.database.db, 'en', new Date());

beforeAll(async () => {
  testDb = await freshDatabase({ products: 20 });
  fixtures = await new OrderFixtures(ctx()).load();
});

afterAll(async () => {
  await testDb?.dispose();
});

let made = 0;
/** A location of its own with `stock` of each of the given prizes' units. */
async function wheelWith(quantities: number[]) {
  made++;
  const location = await roulette.createLocation(ctx(), { name: `Test stand ${made}` });
  const prizes = [];
  for (const [i, quantity] of quantities.entries()) {
    const prize = await roulette.createPrize(ctx(), {
      game: 'lucky_wheel',
      name: `Prize ${made}.${i}`,
      kind: 'voucher',
      value: 1000 * (i + 1),
    });
    await roulette.setStock(ctx(), { prizeId: prize.id, locationId: location.id, quantity });
    prizes.push(prize);
  }
  return { location, prizes };
}

async function stockLeft(locationId: number): Promise<number> {
  const page = await roulette.listStocks(ctx(), { locationId });
  return page.items.reduce((sum, s) => sum + s.quantity, 0);
}

describe(`the roulette on ${testDatabaseKind()}`, () => {
  it('50 spins at once against 10 prizes give exactly 10, and stock ends at 0', async () => {
    const { location } = await wheelWith([4, 3, 2, 1]);
    const numbers = await roulette.createNumbers(ctx(), {
      game: 'lucky_wheel',
      locationId: location.id,
      count: 50,
    });
    const users = await Promise.all(numbers.map(() => fixtures.user()));
    const outcomes = await Promise.allSettled(
      numbers.map((number, i) =>
        roulette.spin(ctx(), {
          userId: users[i] as number,
          game: 'lucky_wheel',
          number: number.code,
        }),
      ),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(won).toHaveLength(10);
    expect(refused.map((e) => e.messageKey)).toEqual(Array(40).fill('error.roulette_sold_out'));
    expect(await stockLeft(location.id)).toBe(0);
    // A refused spin kept its number: it can be played when the stand gets new prizes.
    const unused = await roulette.listNumbers(ctx(), { locationId: location.id, used: false });
    expect(unused.total).toBe(40);
  });

  it('a receipt number gives one chance, however many spins race for it', async () => {
    const { location } = await wheelWith([30]);
    const [number] = await roulette.createNumbers(ctx(), {
      game: 'lucky_wheel',
      locationId: location.id,
      codes: ['r-777 001'],
    });
    expect(number?.code).toBe('R-777001');
    const user = await fixtures.user();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        roulette.spin(ctx(), { userId: user, game: 'lucky_wheel', number: 'R-777001' }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason.messageKey] : []));
    expect(new Set(reasons)).toEqual(new Set(['error.roulette_number_used']));
    expect(await stockLeft(location.id)).toBe(29);
    const unknown = await refusal(
      roulette.spin(ctx(), { userId: user, game: 'lucky_wheel', number: 'NO-SUCH-1' }),
    );
    expect([unknown.type, unknown.messageKey]).toEqual([
      'not_found',
      'error.roulette_number_unknown',
    ]);
  });

  it('a paid order over the amount earns one chance; spending it twice at once gives one spin', async () => {
    const { location } = await wheelWith([5]);
    await roulette.updateGame(ctx(), 'lucky_wheel', {
      minOrderTotal: 100_000,
      orderLocationId: location.id,
    });
    const user = await fixtures.user();
    const order = (state: string, total: number, n: number) => ({
      number: `R9${String(user).padStart(5, '0')}${n}`.slice(0, 10),
      tokenHash: `roulette-${user}-${n}`,
      userId: user,
      state,
      total,
      completedAt: new Date(),
    });
    await testDb.database.db
      .insert(tables.orderOrder)
      .values([
        order('paid', 150_000, 1),
        order('paid', 90_000, 2),
        order('canceled', 200_000, 3),
        order('payment_pending', 300_000, 4),
      ]);
    expect((await roulette.chancesLeft(ctx(), user)).lucky_wheel).toBe(1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => roulette.spin(ctx(), { userId: user, game: 'lucky_wheel' })),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason.messageKey] : []));
    expect(new Set(reasons)).toEqual(new Set(['error.roulette_no_chance']));
    expect((await roulette.chancesLeft(ctx(), user)).lucky_wheel).toBe(0);
    expect(await stockLeft(location.id)).toBe(4);
  });

  it('takes back the unspent chance of an order canceled or returned after it was paid', async () => {
    const { location } = await wheelWith([5]);
    await roulette.updateGame(ctx(), 'lucky_wheel', {
      minOrderTotal: 100_000,
      orderLocationId: location.id,
    });
    const user = await fixtures.user();
    const [kept, undone] = await testDb.database.db
      .insert(tables.orderOrder)
      .values(
        [1, 2].map((n) => ({
          number: `R8${String(user).padStart(5, '0')}${n}`.slice(0, 10),
          tokenHash: `roulette-undone-${user}-${n}`,
          userId: user,
          state: 'paid',
          total: 150_000,
          completedAt: new Date(),
        })),
      )
      .returning();
    expect((await roulette.chancesLeft(ctx(), user)).lucky_wheel).toBe(2);
    // The second is refunded and canceled before its chance was spent.
    await testDb.database.db
      .update(tables.orderOrder)
      .set({ state: 'canceled' })
      .where(eq(tables.orderOrder.id, undone?.id ?? 0));
    expect((await roulette.chancesLeft(ctx(), user)).lucky_wheel).toBe(1);
    await roulette.spin(ctx(), { userId: user, game: 'lucky_wheel' });
    expect(await outcome(roulette.spin(ctx(), { userId: user, game: 'lucky_wheel' }))).toBe(
      'error.roulette_no_chance',
    );
    const [spent] = await queryRows<{ order_id: number }>(
      testDb.database.db,
      sql`select order_id from roulette_chance where user_id = ${user} and spent_at is not null`,
    );
    expect(spent?.order_id).toBe(kept?.id);
  });

  it('gives each kind of prize where the shopper finds it', async () => {
    made++;
    const location = await roulette.createLocation(ctx(), { name: `Prize stand ${made}` });
    const user = await fixtures.user();
    const kinds = [
      { kind: 'coupon', couponKind: 'percent', value: 15, name: 'Fifteen off' },
      { kind: 'voucher', value: 7000, name: 'Seven thousand' },
      { kind: 'product', value: 0, name: 'Tulips' },
    ] as const;
    const codes: string[] = [];
    for (const [i, terms] of kinds.entries()) {
      const prize = await roulette.createPrize(ctx(), { game: 'lucky_wheel', ...terms });
      await roulette.setStock(ctx(), { prizeId: prize.id, locationId: location.id, quantity: 1 });
      const [number] = await roulette.createNumbers(ctx(), {
        game: 'lucky_wheel',
        locationId: location.id,
        codes: [`KIND-${made}-${i}`],
      });
      const result = await roulette.spin(ctx(), {
        userId: user,
        game: 'lucky_wheel',
        number: number?.code,
      });
      expect(result.prize?.name).toBe(terms.name);
      expect(result.segments[result.segment ?? -1]?.name).toBe(terms.name);
      expect(result.reward.kind).toBe(terms.kind);
      codes.push(result.reward.code ?? '');
    }
    const coupons = await shopperCoupons(ctx(), user);
    const won = coupons.find((c) => c.code === codes[0]);
    expect([won?.name, won?.at_counter]).toEqual(['Fifteen off', true]);
    const vouchers = await shopperVouchers(ctx(), user);
    expect(vouchers.map((v) => v.amount)).toEqual([7000]);
    const prizes = await roulette.myPrizes(ctx(), user);
    expect(prizes.map((p) => p.reward)).toEqual(['product', 'voucher', 'coupon']);
    const pass = await lookUpETicket(ctx(), prizes[0]?.code ?? '');
    expect([pass.e_ticket.kind, pass.e_ticket.title, pass.refusal]).toEqual([
      'prize',
      'Tulips',
      null,
    ]);
  });

  it('the jackpot grows with each losing spin and pays its pot to a winner', async () => {
    const user = await fixtures.user();
    const location = (await wheelWith([])).location;
    await roulette.updateGame(ctx(), 'jackpot', {
      jackpotSeed: 50_000,
      jackpotStep: 500,
      jackpotOdds: 1_000_000,
    });
    await roulette.createNumbers(ctx(), {
      game: 'jackpot',
      locationId: location.id,
      codes: ['JP-LOSE-1', 'JP-LOSE-2', 'JP-WIN-1'],
    });
    const never = () => 1; // the draw's random number: 0 wins, anything else loses
    const lose1 = await roulette.spin(
      ctx(),
      { userId: user, game: 'jackpot', number: 'JP-LOSE-1' },
      never,
    );
    const lose2 = await roulette.spin(
      ctx(),
      { userId: user, game: 'jackpot', number: 'JP-LOSE-2' },
      never,
    );
    expect([lose1.reward.kind, lose1.pot, lose2.pot]).toEqual(['none', 50_500, 51_000]);
    const win = await roulette.spin(
      ctx(),
      { userId: user, game: 'jackpot', number: 'JP-WIN-1' },
      () => 0,
    );
    expect([win.reward.kind, win.reward.amount, win.pot]).toEqual(['jackpot', 51_000, 50_000]);
    const vouchers = await shopperVouchers(ctx(), user);
    expect(vouchers.map((v) => v.amount)).toEqual([51_000]);
  });

  it('a game switched off refuses spins and keeps the chance', async () => {
    const { location } = await wheelWith([3]);
    await roulette.createNumbers(ctx(), {
      game: 'lucky_wheel',
      locationId: location.id,
      codes: ['OFF-0001'],
    });
    await roulette.updateGame(ctx(), 'lucky_wheel', { active: false });
    const user = await fixtures.user();
    const closed = await refusal(
      roulette.spin(ctx(), { userId: user, game: 'lucky_wheel', number: 'OFF-0001' }),
    );
    await roulette.updateGame(ctx(), 'lucky_wheel', { active: true });
    expect(closed.messageKey).toBe('error.roulette_closed');
    // A location switched off too: its numbers wait.
    await roulette.updateLocation(ctx(), location.id, { active: false });
    const standClosed = await refusal(
      roulette.spin(ctx(), { userId: user, game: 'lucky_wheel', number: 'OFF-0001' }),
    );
    expect(standClosed.messageKey).toBe('error.roulette_closed');
    await roulette.updateLocation(ctx(), location.id, { active: true });
    await roulette.spin(ctx(), { userId: user, game: 'lucky_wheel', number: 'OFF-0001' });
  });

  it('lists, searches, pages, changes and deletes the admin records', async () => {
    for (let i = 0; i < 27; i++) await roulette.createLocation(ctx(), { name: `Kiosk ${i}` });
    const first = await roulette.listLocations(ctx(), { q: 'kiosk' });
    expect([first.total, first.items.length, first.pages]).toEqual([27, 25, 2]);
    const second = await roulette.listLocations(ctx(), { q: 'kiosk', page: 2 });
    expect(second.items).toHaveLength(2);
    const kiosk = first.items[0];
    if (!kiosk) throw new Error('no kiosk');
    const renamed = await roulette.updateLocation(ctx(), kiosk.id, { name: 'Kiosk at the fair' });
    expect(renamed.name).toBe('Kiosk at the fair');
    const taken = await refusal(roulette.updateLocation(ctx(), kiosk.id, { name: 'Kiosk 3' }));
    expect(taken.messageKey).toBe('error.roulette_name_taken');
    const badCoupon = await refusal(
      roulette.createPrize(ctx(), {
        game: 'lucky_wheel',
        name: 'x',
        kind: 'coupon',
        value: 150,
        couponKind: 'percent',
      }),
    );
    expect(badCoupon.type).toBe('invalid_input');
    const [number] = await roulette.createNumbers(ctx(), {
      game: 'lucky_wheel',
      locationId: kiosk.id,
      codes: ['KIOSK-1'],
    });
    const again = await refusal(
      roulette.createNumbers(ctx(), {
        game: 'lucky_wheel',
        locationId: kiosk.id,
        codes: ['KIOSK-2', 'kiosk-1'],
      }),
    );
    expect([again.messageKey, again.vars]).toEqual([
      'error.roulette_number_taken',
      { code: 'KIOSK-1' },
    ]);
    expect((await roulette.listNumbers(ctx(), { q: 'kiosk-2' })).total).toBe(0);
    await roulette.deleteNumber(ctx(), number?.id ?? 0);
    await roulette.deleteLocation(ctx(), kiosk.id);
    expect((await roulette.listLocations(ctx(), { q: 'fair' })).total).toBe(0);
    // A location where someone spun keeps its history: deleting it is refused.
    const { location } = await wheelWith([1]);
    await roulette.createNumbers(ctx(), {
      game: 'lucky_wheel',
      locationId: location.id,
      codes: ['USED-0001'],
    });
    await roulette.spin(ctx(), {
      userId: await fixtures.user(),
      game: 'lucky_wheel',
      number: 'USED-0001',
    });
    expect((await refusal(roulette.deleteLocation(ctx(), location.id))).messageKey).toBe(
      'error.roulette_in_use',
    );
    const used = await roulette.listNumbers(ctx(), { q: 'USED-0001' });
    expect((await refusal(roulette.deleteNumber(ctx(), used.items[0]?.id ?? 0))).messageKey).toBe(
      'error.roulette_number_used',
    );
  });

  it('lets website admins and listed staff run the admin, never a shopper', async () => {
    const [staff] = await queryRows<{ id: number; email: string }>(
      testDb.database.db,
      sql`select id, email from account_user where role = 'staff' order by id limit 1`,
    );
    const [admin] = await queryRows<{ id: number }>(
      testDb.database.db,
      sql`select id from account_user where role = 'website_admin' order by id limit 1`,
    );
    const shopper = await fixtures.user();
    if (!staff || !admin) throw new Error('the seed has no staff');
    expect(await roulette.mayAdminister(ctx(), admin.id)).toBe(true);
    expect(await roulette.mayAdminister(ctx(), staff.id)).toBe(false);
    const added = await roulette.addAdmin(ctx(), staff.email, admin.id);
    expect(await roulette.mayAdminister(ctx(), staff.id)).toBe(true);
    expect((await roulette.listAdmins(ctx(), { q: staff.email.slice(0, 5) })).items).toHaveLength(
      1,
    );
    const [shopperRow] = await testDb.database.db
      .select()
      .from(tables.accountUser)
      .where(eq(tables.accountUser.id, shopper));
    const refused = await refusal(
      roulette.addAdmin(ctx(), shopperRow?.email ?? shopperRow?.phone ?? '', admin.id),
    );
    expect(refused.messageKey).toBe('error.roulette_admin_staff_only');
    // Nobody by that phone or e-mail: said so, not "page not found".
    for (const login of ['nobody@example.com', '99000000', 'abc']) {
      expect((await refusal(roulette.addAdmin(ctx(), login, admin.id))).messageKey).toBe(
        'error.roulette_admin_unknown',
      );
    }
    expect(await roulette.mayAdminister(ctx(), shopper)).toBe(false);
    await roulette.deleteAdmin(ctx(), added.id);
    expect(await roulette.mayAdminister(ctx(), staff.id)).toBe(false);
  });

  it('counts spins per day and prize, and writes them as CSV', async () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ulaanbaatar' }).format(
      new Date(),
    );
    const rows = await roulette.results(ctx(), { from: today, to: today });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.day === today)).toBe(true);
    const total = rows.reduce((sum, r) => sum + r.spins, 0);
    const [spun] = await queryRows<{ n: number }>(
      testDb.database.db,
      sql`select count(*)::int as n from roulette_spin`,
    );
    expect(total).toBe(Number(spun?.n));
    const csv = roulette.resultsCsv([
      {
        day: today,
        game: 'lucky_wheel',
        location: 'A, "B"',
        prize: '=1+1',
        reward: 'coupon',
        spins: 2,
      },
    ]);
    expect(csv).toBe(
      `day,game,location,prize,reward,spins\r\n${today},lucky_wheel,"A, ""B""",'=1+1,coupon,2\r\n`,
    );
    const bad = await refusal(roulette.results(ctx(), { from: today, to: '2000-01-01' }));
    expect(bad.type).toBe('invalid_input');
    const impossible = await refusal(roulette.results(ctx(), { from: '2026-02-30', to: today }));
    expect(impossible.type).toBe('invalid_input');
  });
});
