import { accounts, createContext, type Db } from '@shop/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Routes for browser tests only, registered when the server runs with TEST_HOOKS=1 (never in a
 * real shop): a staff account's API token, so a test can act as the back office.
 */
export const testHookRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
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
};
