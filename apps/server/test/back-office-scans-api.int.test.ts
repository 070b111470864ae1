import { accounts, promotions, tickets } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;

beforeAll(async () => {
  api = await startShopApi({ products: 10 });
});

afterAll(async () => {
  await api?.close();
});

/** More scanners at once than the database pool holds (5, or 1 in the pool-of-one run). */
const RACERS = 20;

const ubToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ulaanbaatar' }).format(new Date());

async function newTicket(holderName = 'Болормаа') {
  return tickets.issueETicket(api.ctx(), {
    kind: 'tour',
    title: 'Тэрэлжийн аялал',
    translations: { en: { title: 'A day in Terelj' } },
    startsAt: new Date(Date.now() + 86_400_000),
    holderName,
    passengers: [holderName, 'Тэмүүлэн'],
    orderNumber: 'R000000001',
  });
}

async function counterCoupon(usageLimit: number | null, userId: number | null = null) {
  return promotions.createCoupon(api.db, {
    code: `SCAN${Math.random().toString(36).slice(2, 10)}`,
    name: 'Дэлгүүрийн бэлэг',
    translations: { en: { name: 'A gift at the store' } },
    description: '10,000₮ хөнгөлөлт',
    kind: 'fixed',
    value: 10_000,
    startsAt: new Date(Date.now() - 3_600_000),
    usageLimit,
    perUserLimit: userId === null ? null : 1,
    userId,
  });
}

describe(`scanning e-tickets and coupons in the back office on ${testDatabaseKind()}`, () => {
  it('is for staff only: 401 signed out, 403 for a shopper, on every call', async () => {
    const shopper = await api.shopper();
    const calls: [method: 'GET' | 'PUT', url: string][] = [
      ['GET', '/api/back_office/e_tickets'],
      ['GET', '/api/back_office/e_tickets/scans'],
      ['GET', '/api/back_office/e_tickets/1/use'],
      ['PUT', '/api/back_office/e_tickets/1/use'],
      ['GET', '/api/back_office/coupons/1/use'],
      ['PUT', '/api/back_office/coupons/1/use'],
    ];
    for (const [method, url] of calls) {
      expect(
        (await api.call(method, url, { body: method === 'PUT' ? {} : undefined })).statusCode,
        url,
      ).toBe(401);
      const refused = await api.call(method, url, {
        bearer: shopper.bearer,
        body: method === 'PUT' ? {} : undefined,
      });
      expect(refused.statusCode, url).toBe(403);
    }
    // Refused before its body is read: a malformed one tells a shopper nothing of the fields.
    const malformed = await api.call('POST', '/api/back_office/licence_keys', {
      bearer: shopper.bearer,
      body: { nonsense: true },
    });
    expect(malformed.statusCode).toBe(403);
    expect(malformed.json()).not.toHaveProperty('errors');
  });

  it('shows an e-ticket, uses it once, and a second scan says who used it, where and when', async () => {
    const ticket = await newTicket();
    const first = await api.shopper('staff');
    const second = await api.shopper('staff');
    const store = await api.pickupId();

    const looked = await api.call(
      'GET',
      `/api/back_office/e_tickets/${ticket.code.toLowerCase()}/use`,
      {
        bearer: first.bearer,
        lang: 'en',
      },
    );
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json()).toMatchObject({
      e_ticket: {
        id: ticket.id,
        kind: 'tour',
        title: 'A day in Terelj',
        holder_name: 'Болормаа',
        passengers: ['Болормаа', 'Тэмүүлэн'],
        used_at: null,
      },
      usable: true,
      refusal: null,
      used: null,
    });

    const used = await api.call('PUT', `/api/back_office/e_tickets/${ticket.id}/use`, {
      bearer: first.bearer,
      body: { location_id: store },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().usable).toBe(false);
    expect(used.json().e_ticket.used_at).not.toBeNull();

    const again = await api.call('PUT', `/api/back_office/e_tickets/${ticket.code}/use`, {
      bearer: second.bearer,
      body: {},
      lang: 'en',
    });
    expect(again.statusCode).toBe(409);
    const { used: use } = (
      await api.call('GET', `/api/back_office/e_tickets/${ticket.id}/use`, {
        bearer: second.bearer,
        lang: 'en',
      })
    ).json();
    expect(use.location).toBeTruthy();
    expect(use.staff_name).toMatch(/^api\d+-/);
    expect(again.json().error).toMatch(
      new RegExp(`^Used already: \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d, by .+ at ${use.location}\\.$`),
    );

    const log = await api.call(
      'GET',
      `/api/back_office/e_tickets/scans?date=${ubToday()}&subject=e_ticket`,
      { bearer: first.bearer },
    );
    const mine = log.json().scans.filter((s: { code: string }) => s.code === ticket.code);
    expect(mine.map((s: { outcome: string; staff_id: number }) => [s.outcome, s.staff_id])).toEqual(
      [
        ['already_used', second.userId],
        ['used', first.userId],
      ],
    );
    const byFirst = await api.call(
      'GET',
      `/api/back_office/e_tickets/scans?staff_id=${first.userId}`,
      { bearer: first.bearer },
    );
    expect(byFirst.json().scans.map((s: { staff_id: number }) => s.staff_id)).toEqual([
      first.userId,
    ]);
    const otherDay = await api.call('GET', '/api/back_office/e_tickets/scans?date=2020-01-01', {
      bearer: first.bearer,
    });
    expect(otherDay.json()).toMatchObject({ scans: [], total: 0 });

    const listed = await api.call('GET', '/api/back_office/e_tickets?q=Болормаа', {
      bearer: first.bearer,
    });
    expect(listed.json().e_tickets.map((t: { id: number }) => t.id)).toContain(ticket.id);
  });

  it(`lets one of ${RACERS} scanners racing for one e-ticket use it`, async () => {
    const ticket = await newTicket('Уралдаан');
    const staff = await api.shopper('staff');
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        api.call('PUT', `/api/back_office/e_tickets/${ticket.id}/use`, {
          bearer: staff.bearer,
          body: {},
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
    const log = await api.call('GET', `/api/back_office/e_tickets/scans?staff_id=${staff.userId}`, {
      bearer: staff.bearer,
    });
    const outcomes = log.json().scans.map((s: { outcome: string }) => s.outcome);
    expect(outcomes.filter((o: string) => o === 'used')).toHaveLength(1);
    expect(outcomes).toHaveLength(RACERS);
  });

  it(`takes a shopper's one-use coupon once, whichever of ${RACERS} scanners is first`, async () => {
    const owner = await api.shopper();
    const coupon = await counterCoupon(1, owner.userId);
    const staff = await api.shopper('staff');
    const looked = await api.call('GET', `/api/back_office/coupons/${coupon.code}/use`, {
      bearer: staff.bearer,
      lang: 'en',
    });
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json()).toMatchObject({
      coupon: { id: coupon.id, name: 'A gift at the store', uses_left: 1, value: 10_000 },
      usable: true,
    });

    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        api.call('PUT', `/api/back_office/coupons/${coupon.id}/use`, {
          bearer: staff.bearer,
          body: {},
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(RACERS - 1);
    const after = (
      await api.call('GET', `/api/back_office/coupons/${coupon.id}/use`, {
        bearer: staff.bearer,
        lang: 'en',
      })
    ).json();
    expect(after).toMatchObject({ coupon: { uses_left: 0 }, usable: false });
    expect(after.refusal).toMatch(/^Used already: /);
    expect(after.used).not.toBeNull();

    // Used at the counter, it is used for the shopper's orders too.
    const online = await promotions.evaluateCoupon(
      api.ctx(),
      await promotions.couponByCode(api.ctx(), coupon.code),
      {
        userId: owner.userId,
        orderNumber: null,
        lines: [{ productId: 1, total: 100_000 }],
      },
    );
    expect(online.ok).toBe(false);
  });

  it('never takes more uses than a coupon has, and refuses one without a limit or unknown', async () => {
    const coupon = await counterCoupon(3);
    const staff = await api.shopper('staff');
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        api.call('PUT', `/api/back_office/coupons/${coupon.code}/use`, {
          bearer: staff.bearer,
          body: {},
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);

    const forEveryone = await api.call('PUT', '/api/back_office/coupons/TSETSEG10/use', {
      bearer: staff.bearer,
      body: {},
      lang: 'en',
    });
    expect(forEveryone.statusCode).toBe(409);
    expect(forEveryone.json().error).toBe(
      'This coupon is for online orders only; it cannot be used at the counter.',
    );
    const unknown = await api.call('GET', '/api/back_office/coupons/NOSUCHCODE/use', {
      bearer: staff.bearer,
      lang: 'en',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No coupon found.');
    expect(
      (
        await api.call('GET', '/api/back_office/e_tickets/ET-NONE-NONE-NONE/use', {
          bearer: staff.bearer,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.call('GET', '/api/back_office/coupons/a%20b%3B/use', { bearer: staff.bearer }))
        .statusCode,
    ).toBe(400);
    const nowhere = await api.call('PUT', `/api/back_office/coupons/${coupon.id}/use`, {
      bearer: staff.bearer,
      body: { location_id: 999_999 },
    });
    expect(nowhere.statusCode).toBe(400);
  });

  it('has the demo shop’s staff member and website admin seeded, and `setRole` makes more', async () => {
    for (const [email, role] of [
      ['staff@tsetseg.invalid', 'staff'],
      ['admin@tsetseg.invalid', 'website_admin'],
    ]) {
      const rows = (await api.db.execute(
        sql`select id from account_user where email = ${email}`,
      )) as unknown as { rows: { id: number }[] };
      const session = await accounts.startSession(api.ctx(), Number(rows.rows[0]?.id), 'api');
      const me = await api.call('GET', '/api/back_office/users/me', { bearer: session.token });
      expect(me.statusCode, email).toBe(200);
      expect(me.json().role).toBe(role);
    }
    const shopper = await api.shopper();
    const phone = '+97688112233';
    await api.db.execute(
      sql`update account_user set phone = ${phone} where id = ${shopper.userId}`,
    );
    const before = await api.call('GET', '/api/back_office/users/me', { bearer: shopper.bearer });
    expect(before.statusCode).toBe(403);
    expect(await accounts.setRole(api.ctx(), '8811 2233', 'staff')).toBe(shopper.userId);
    const after = await api.call('GET', '/api/back_office/users/me', { bearer: shopper.bearer });
    expect(after.statusCode).toBe(200);
    await expect(accounts.setRole(api.ctx(), 'nobody@example.mn', 'staff')).rejects.toMatchObject({
      type: 'not_found',
    });
  });

  it('takes a scanned number for a code before an id: a promo code is four digits', async () => {
    const staff = await api.shopper('staff');
    const first = await counterCoupon(2);
    // Another coupon whose code is the first one's id: the number on a printed code is its code.
    const numbered = await promotions.createCoupon(api.db, {
      code: String(first.id),
      name: 'Дугаартай промо код',
      kind: 'fixed',
      value: 1_000,
      startsAt: new Date(Date.now() - 60_000),
      usageLimit: 5,
    });
    const looked = await api.call('GET', `/api/back_office/coupons/${first.id}/use`, {
      bearer: staff.bearer,
    });
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().coupon.id).toBe(numbered.id);
    // An id that is no coupon's code still finds its coupon.
    const byId = await api.call('GET', `/api/back_office/coupons/${numbered.id}/use`, {
      bearer: staff.bearer,
    });
    expect(byId.json().coupon.id).toBe(numbered.id);
  });
});
