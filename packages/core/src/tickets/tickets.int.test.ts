import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { createContext } from '../context.ts';
import { listStoreLocations } from '../inventory/index.ts';
import { createCoupon } from '../promotions/index.ts';
import { refusal } from '../testing/index.ts';
import * as tickets from './index.ts';

let testDb: TestDatabase;
const ctxAt = (now: Date) => createContext(testDb.database.db, 'en', now);

beforeAll(async () => {
  testDb = await freshDatabase({ products: 0 });
});

afterAll(async () => {
  await testDb?.dispose();
});

describe(`e-tickets and the scan log on ${testDatabaseKind()}`, () => {
  it('issues an e-ticket with a code to read out, finds it by code, holder or order', async () => {
    const ctx = ctxAt(new Date());
    const made = await tickets.issueETicket(ctx, {
      kind: 'stay',
      title: 'Хөвсгөл, 2 шөнө',
      translations: { en: { title: 'Khövsgöl, two nights' } },
      startsAt: new Date('2026-12-20T06:00:00Z'),
      endsAt: new Date('2026-12-22T03:00:00Z'),
      holderName: 'Ариунаа',
      orderNumber: 'R123456789',
    });
    expect(made.code).toMatch(/^ET-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect([made.code.toLowerCase(), 'TSETSEG10', '2026'].map(tickets.isETicketCode)).toEqual([
      true,
      false,
      false,
    ]);
    const looked = await tickets.lookUpETicket(ctx, made.code.toLowerCase());
    expect(looked.e_ticket).toMatchObject({
      title: 'Khövsgöl, two nights',
      passengers: ['Ариунаа'],
      used_at: null,
    });
    for (const q of [made.code.slice(3, 7), 'ариунаа', 'r123456789']) {
      const found = await tickets.listETickets(ctx, { q });
      expect(
        found.tickets.map((t) => t.id),
        q,
      ).toContain(made.id);
    }
    expect((await tickets.listETickets(ctx, { q: '%' })).tickets).toEqual([]);
    await expect(
      tickets.issueETicket(ctx, {
        kind: 'party' as 'event',
        title: '',
        startsAt: new Date(),
        holderName: '',
      }),
    ).rejects.toMatchObject({ type: 'invalid_input' });
  });

  it('counts a scan on the day of Ulaanbaatar’s clock, and logs the refused second scan', async () => {
    const [store] = await listStoreLocations(ctxAt(new Date()));
    const ticket = await tickets.issueETicket(ctxAt(new Date()), {
      kind: 'event',
      title: 'Цагаан сарын тоглолт',
      startsAt: new Date('2027-02-06T11:00:00Z'),
      holderName: 'Тэмүүжин',
    });
    // 16:30 UTC on the 26th is half past midnight on the 27th in Ulaanbaatar.
    const lateNight = ctxAt(new Date('2026-11-26T16:30:00Z'));
    await tickets.consumeETicket(lateNight, ticket.code, {
      staffUserId: 7,
      locationId: store?.id ?? null,
    });
    const refused = await refusal(
      tickets.consumeETicket(lateNight, ticket.code, { staffUserId: 8, locationId: null }),
    );
    expect(refused.messageKey).toBe(store ? 'error.scan_used_at' : 'error.scan_used');
    expect(refused.vars.date).toBe('2026-11-27 00:30');

    const onThe27th = await tickets.scanLog(lateNight, { day: '2026-11-27', subject: 'e_ticket' });
    expect(onThe27th.scans.map((s) => [s.outcome, s.staff_id])).toEqual([
      ['already_used', 8],
      ['used', 7],
    ]);
    expect(
      (await tickets.scanLog(lateNight, { day: '2026-11-26', subject: 'e_ticket' })).total,
    ).toBe(0);
  });

  it('refuses a coupon at the counter before it starts and after it ends', async () => {
    const now = new Date('2026-11-26T04:00:00Z');
    const coupon = await createCoupon(testDb.database.db, {
      code: 'LATER1',
      name: 'Later',
      kind: 'percent',
      value: 5,
      startsAt: new Date('2026-12-01T00:00:00Z'),
      endsAt: new Date('2026-12-31T00:00:00Z'),
      usageLimit: 10,
    });
    const scanner = { staffUserId: 7, locationId: null };
    const early = await refusal(tickets.consumeCoupon(ctxAt(now), coupon.code, scanner));
    expect(early.messageKey).toBe('error.coupon_not_started');
    const late = await refusal(
      tickets.consumeCoupon(ctxAt(new Date('2027-01-02T00:00:00Z')), coupon.code, scanner),
    );
    expect(late.messageKey).toBe('error.coupon_expired');
    const inside = await tickets.consumeCoupon(
      ctxAt(new Date('2026-12-05T00:00:00Z')),
      'later1',
      scanner,
    );
    expect(inside.coupon.uses_left).toBe(9);
  });

  it('treats a ticket marked used without a scan (an import, a refund) as used', async () => {
    const ctx = ctxAt(new Date());
    const ticket = await tickets.issueETicket(ctx, {
      kind: 'tour',
      title: 'Орхоны хөндий',
      startsAt: new Date('2027-06-01T00:00:00Z'),
      holderName: 'Saraa',
    });
    await testDb.database.db.execute(
      sql`update ticket_e_ticket set used_at = now() where id = ${ticket.id}`,
    );
    const looked = await tickets.lookUpETicket(ctx, ticket.code);
    expect(looked.refusal).toEqual({ key: 'error.e_ticket_used', vars: {} });
    expect(looked.used).toBeNull();
    const refused = await refusal(
      tickets.consumeETicket(ctx, ticket.code, { staffUserId: 7, locationId: null }),
    );
    expect(refused.messageKey).toBe('error.e_ticket_used');
  });
});
