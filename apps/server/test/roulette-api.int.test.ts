import { accounts } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
let admin: { userId: number; bearer: string };

beforeAll(async () => {
  api = await startShopApi({ products: 10 });
  admin = await api.shopper('website_admin');
});

afterAll(async () => {
  await api?.close();
});

/** More spins at once than the database pool holds (5, or 1 in the pool-of-one run). */
const RACERS = 50;
const ubToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ulaanbaatar' }).format(new Date());

let stands = 0;
/** A location of its own through the admin API, with prizes whose stock is `quantities`. */
async function standWith(quantities: number[]) {
  stands++;
  const location = (
    await api.call('POST', '/api/tmp_roulette/locations', {
      bearer: admin.bearer,
      body: { name: `API stand ${stands}`, translations: { en: { name: `Stand ${stands}` } } },
    })
  ).json();
  for (const [i, quantity] of quantities.entries()) {
    const prize = await api.call('POST', '/api/tmp_roulette/products', {
      bearer: admin.bearer,
      body: {
        game: 'lucky_wheel',
        name: `Купон ${stands}.${i}`,
        translations: { en: { name: `Coupon ${stands}.${i}` } },
        kind: 'coupon',
        coupon_kind: 'fixed',
        value: 2000,
      },
    });
    expect(prize.statusCode, prize.body).toBe(200);
    const stock = await api.call('POST', '/api/tmp_roulette/stocks', {
      bearer: admin.bearer,
      body: { product_id: prize.json().id, location_id: location.id, quantity },
    });
    expect(stock.statusCode, stock.body).toBe(200);
  }
  return location as { id: number; name: string };
}

async function numbersAt(locationId: number, count: number): Promise<string[]> {
  const made = await api.call('POST', '/api/tmp_roulette/numbers', {
    bearer: admin.bearer,
    body: { game: 'lucky_wheel', location_id: locationId, count },
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().numbers.map((n: { code: string }) => n.code);
}

describe(`the roulette API on ${testDatabaseKind()}`, () => {
  it('the admin calls are for website admins and listed staff: 401, 403 otherwise', async () => {
    const shopper = await api.shopper();
    const staff = await api.shopper('staff');
    const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string][] = [
      ['GET', '/api/tmp_roulette/locations'],
      ['POST', '/api/tmp_roulette/locations'],
      ['PATCH', '/api/tmp_roulette/locations/1'],
      ['DELETE', '/api/tmp_roulette/locations/1'],
      ['GET', '/api/tmp_roulette/products'],
      ['POST', '/api/tmp_roulette/products'],
      ['PATCH', '/api/tmp_roulette/products/1'],
      ['DELETE', '/api/tmp_roulette/products/1'],
      ['GET', '/api/tmp_roulette/numbers'],
      ['POST', '/api/tmp_roulette/numbers'],
      ['PATCH', '/api/tmp_roulette/numbers/1'],
      ['DELETE', '/api/tmp_roulette/numbers/1'],
      ['GET', '/api/tmp_roulette/stocks'],
      ['POST', '/api/tmp_roulette/stocks'],
      ['PATCH', '/api/tmp_roulette/stocks/1'],
      ['DELETE', '/api/tmp_roulette/stocks/1'],
      ['GET', '/api/tmp_roulette/users'],
      ['POST', '/api/tmp_roulette/users'],
      ['DELETE', '/api/tmp_roulette/users/1'],
      ['GET', '/api/tmp_roulette/games'],
      ['PATCH', '/api/tmp_roulette/games/jackpot'],
      ['GET', `/api/tmp_roulette/results?from=${ubToday()}&to=${ubToday()}`],
      ['GET', `/api/tmp_roulette/results.csv?from=${ubToday()}&to=${ubToday()}`],
    ];
    const body = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});
    for (const [method, url] of calls) {
      expect((await api.call(method, url, { body: body(method) })).statusCode, url).toBe(401);
      for (const who of [shopper, staff]) {
        const refused = await api.call(method, url, { bearer: who.bearer, body: body(method) });
        expect(refused.statusCode, url).toBe(403);
      }
    }
    // Listed by an admin, the staff member may; taken off the list, no more.
    const account = await accounts.findUser(api.ctx(), staff.userId);
    const listed = await api.call('POST', '/api/tmp_roulette/users', {
      bearer: admin.bearer,
      body: { login: account?.email ?? account?.phone },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const now = await api.call('GET', '/api/tmp_roulette/locations', { bearer: staff.bearer });
    expect(now.statusCode).toBe(200);
    const notStaff = await accounts.findUser(api.ctx(), shopper.userId);
    const refusedShopper = await api.call('POST', '/api/tmp_roulette/users', {
      bearer: admin.bearer,
      body: { login: notStaff?.email ?? notStaff?.phone },
    });
    expect(refusedShopper.statusCode).toBe(409);
    await api.call('DELETE', `/api/tmp_roulette/users/${listed.json().id}`, {
      bearer: admin.bearer,
    });
    const after = await api.call('GET', '/api/tmp_roulette/locations', { bearer: staff.bearer });
    expect(after.statusCode).toBe(403);
  });

  it('spins through the API: 50 at once against 10 prizes give exactly 10, stock ends at 0', async () => {
    const stand = await standWith([6, 4]);
    const codes = await numbersAt(stand.id, RACERS);
    const players = await Promise.all(codes.map(() => api.shopper()));
    const spinWith = (number: string, i: number) =>
      api.call('PUT', '/promotions/lucky_wheel', {
        bearer: players[i]?.bearer,
        body: { number },
        lang: 'en',
      });
    const answers = await Promise.all(codes.map(spinWith));
    // On a loaded machine with a pool of one, a spin may wait past its bound and be told to try
    // again (503, nothing spent): those try again one by one, as a shopper would.
    for (const [i, answer] of answers.entries()) {
      if (answer.statusCode === 503) answers[i] = await spinWith(codes[i] ?? '', i);
    }
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200).length, JSON.stringify(statuses)).toBe(10);
    expect(statuses.filter((s) => s === 409).length, JSON.stringify(statuses)).toBe(40);
    const refused = answers.find((a) => a.statusCode === 409)?.json();
    expect(refused.error).toBe(
      'All prizes at this location have been won. Your spin has been kept.',
    );
    const won = answers.find((a) => a.statusCode === 200)?.json();
    expect(won.prize.name).toMatch(/^Coupon \d+\.\d$/);
    expect(won.segments[won.segment].prize_id).toBe(won.prize.id);
    expect(won.reward).toMatchObject({ kind: 'coupon', code: expect.stringMatching(/^WIN-/) });
    const stocks = await api.call('GET', `/api/tmp_roulette/stocks?location_id=${stand.id}`, {
      bearer: admin.bearer,
    });
    expect(stocks.json().items.map((s: { quantity: number }) => s.quantity)).toEqual([0, 0]);
    // The winner finds the coupon among their coupons, ready for the store's scanner.
    const winner = players[statuses.indexOf(200)];
    const coupons = await api.call('GET', '/coupons', { bearer: winner?.bearer });
    const coupon = coupons
      .json()
      .coupons?.find((c: { code: string }) => c.code === won.reward.code);
    expect(coupon?.at_counter).toBe(true);
  });

  it('a receipt number plays once; a wrong one is a 404, and guessing is slowed to 429', async () => {
    const stand = await standWith([50]);
    const [number] = await numbersAt(stand.id, 1);
    const shopper = await api.shopper();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('PUT', '/promotions/lucky_wheel', {
          bearer: shopper.bearer,
          body: { number },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 409, 429].includes(a.statusCode))).toBe(true);
    const guesser = await api.shopper();
    const guesses = [];
    for (let i = 0; i < 12; i++) {
      guesses.push(
        (
          await api.call('PUT', '/promotions/lucky_wheel', {
            bearer: guesser.bearer,
            body: { number: `GUESS-${i}` },
          })
        ).statusCode,
      );
    }
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(guesses.slice(10)).toEqual([429, 429]);
  });

  it('tells the shopper their chances and prizes; no chance is a 409; signed out a 401', async () => {
    const shopper = await api.shopper();
    expect((await api.call('GET', '/roulette')).statusCode).toBe(401);
    expect((await api.call('PUT', '/promotions/jackpot', { body: {} })).statusCode).toBe(401);
    const state = await api.call('GET', '/roulette', { bearer: shopper.bearer });
    expect(state.statusCode).toBe(200);
    expect(state.json().games.map((g: { game: string }) => g.game)).toEqual([
      'lucky_wheel',
      'jackpot',
    ]);
    const none = await api.call('PUT', '/promotions/lucky_wheel', {
      bearer: shopper.bearer,
      body: {},
      lang: 'en',
    });
    expect([none.statusCode, none.json().error]).toEqual([
      409,
      'You have no spins left. Place an order or enter a receipt number to get one.',
    ]);
    const bad = await api.call('PUT', '/promotions/lucky_wheel', {
      bearer: shopper.bearer,
      body: { number: '<script>' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the admin lists and searches, refuses what is in use, and exports results as CSV', async () => {
    const stand = await standWith([1]);
    const found = await api.call(
      'GET',
      `/api/tmp_roulette/locations?q=${encodeURIComponent(stand.name)}`,
      { bearer: admin.bearer },
    );
    expect(found.json()).toMatchObject({ total: 1, page: 1, pages: 1 });
    const [number] = await numbersAt(stand.id, 1);
    const player = await api.shopper();
    const spun = await api.call('PUT', '/promotions/lucky_wheel', {
      bearer: player.bearer,
      body: { number },
    });
    expect(spun.statusCode).toBe(200);
    const refused = await api.call('DELETE', `/api/tmp_roulette/locations/${stand.id}`, {
      bearer: admin.bearer,
      lang: 'en',
    });
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      'This has been played with, so it cannot be deleted; switch it off instead.',
    ]);
    const off = await api.call('PATCH', `/api/tmp_roulette/locations/${stand.id}`, {
      bearer: admin.bearer,
      body: { active: false },
    });
    expect(off.json().active).toBe(false);
    const csv = await api.call(
      'GET',
      `/api/tmp_roulette/results.csv?from=${ubToday()}&to=${ubToday()}`,
      { bearer: admin.bearer },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')[0]).toBe('day,game,location,prize,reward,spins');
    expect(csv.body).toContain(`${ubToday()},lucky_wheel,${stand.name},`);
    const badDates = await api.call('GET', '/api/tmp_roulette/results?from=2026-13-01&to=x', {
      bearer: admin.bearer,
    });
    expect(badDates.statusCode).toBe(400);
  });

  it('a change that names no field changes nothing: the row as it is, or 404 (a 500 once)', async () => {
    const stand = await standWith([1]);
    const [code] = await numbersAt(stand.id, 1);
    const listed = async (query: string) =>
      (await api.call('GET', `/api/tmp_roulette/${query}`, { bearer: admin.bearer })).json()
        .items[0];
    const stock = await listed(`stocks?location_id=${stand.id}`);
    const rows = {
      locations: await listed(`locations?q=${encodeURIComponent(stand.name)}`),
      products: await listed(`products?q=${encodeURIComponent(stock.prize)}`),
      numbers: await listed(`numbers?location_id=${stand.id}&q=${code}`),
    };
    for (const [kind, row] of Object.entries(rows)) {
      const unchanged = await api.call('PATCH', `/api/tmp_roulette/${kind}/${row.id}`, {
        bearer: admin.bearer,
        body: {},
      });
      expect([unchanged.statusCode, unchanged.json()], kind).toEqual([200, row]);
      const missing = await api.call('PATCH', `/api/tmp_roulette/${kind}/2147483647`, {
        bearer: admin.bearer,
        body: {},
      });
      expect(missing.statusCode, kind).toBe(404);
    }
  });
});
