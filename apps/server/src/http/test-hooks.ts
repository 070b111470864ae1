import {
  accounts,
  createContext,
  type Db,
  engagement,
  promotions,
  roulette,
  shopLinks,
} from '@shop/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Routes for browser tests only, registered when the server runs with TEST_HOOKS=1 (never in a
 * real shop): a staff account's API token, so a test can act as the back office; a signed-up
 * account made staff (or the website admin), to sign in to the back office's pages; a one-use
 * coupon to scan; the look at who waits for a product to come back, now rather than in its
 * 5-minute slot.
 */
export const testHookRoutes: FastifyPluginAsync<{ db: Db; publicUrl?: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.post('/_test/staff_session', { schema: { hide: true } }, async (request) => {
    // A website admin when asked (?role=website_admin), staff otherwise.
    const role =
      (request.query as { role?: string }).role === 'website_admin' ? 'website_admin' : 'staff';
    const ctx = createContext(db);
    const email = `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.invalid`;
    const result = (await db.execute(
      sql`insert into account_user (email, role) values (${email}, ${role}) returning id`,
    )) as unknown as { rows: { id: number }[] };
    const session = await accounts.startSession(ctx, Number(result.rows[0]?.id), 'api');
    return { access_token: session.token };
  });

  app.post('/_test/staff_role', { schema: { hide: true } }, async (request) => {
    // The website admin when asked (`role: 'website_admin'`), staff otherwise.
    const { login, role } = request.body as { login: string; role?: string };
    const given = role === 'website_admin' ? 'website_admin' : 'staff';
    return { id: await accounts.setRole(createContext(db), login, given) };
  });

  app.post('/_test/counter_coupon', { schema: { hide: true } }, async () => {
    const coupon = await promotions.createCoupon(db, {
      code: `DELGUUR${Math.floor(Math.random() * 1e8)}`,
      name: 'Дэлгүүрийн бэлэг',
      translations: { en: { name: 'A gift at the store' } },
      kind: 'fixed',
      value: 5_000,
      startsAt: new Date(Date.now() - 60_000),
      usageLimit: 1,
    });
    return { id: coupon.id, code: coupon.code };
  });
  app.post('/_test/stock_alerts', { schema: { hide: true } }, async (request) => {
    // Links as the shop's own jobs write them: to its public address, else to where it answers.
    const links = shopLinks(publicUrl ?? `${request.protocol}://${request.host}`);
    const look = engagement.stockAlertJobs(links)[engagement.STOCK_ALERTS_JOB];
    await look?.(createContext(db), { after: 0, slot: `test-${Date.now()}` }, {} as never);
    return { ok: true };
  });
  app.post('/_test/roulette_number', { schema: { hide: true } }, async () => {
    // A stand of its own with one prize, so that no other test's spins take it.
    const ctx = createContext(db);
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const stand = await roulette.createLocation(ctx, { name: `Тест ${tag}` });
    const prize = await roulette.createPrize(ctx, {
      game: 'lucky_wheel',
      name: 'Туршилтын 20% купон',
      translations: { en: { name: 'A 20% test coupon' } },
      kind: 'coupon',
      couponKind: 'percent',
      value: 20,
    });
    await roulette.setStock(ctx, { prizeId: prize.id, locationId: stand.id, quantity: 1 });
    const [number] = await roulette.createNumbers(ctx, {
      game: 'lucky_wheel',
      locationId: stand.id,
      count: 1,
    });
    return { code: number?.code, prize: prize.name };
  });
};
