import { AppError, createContext, type Db, roulette } from '@shop/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession, requireBearer } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, idParam, rowId } from './schemas.ts';

const tags = ['roulette admin'];
const security = [{ staffBearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const params = z.object({ id: idParam });
/** A row id in a JSON body. */
const game = z.enum(roulette.GAMES);
const names = z
  .partialRecord(z.enum(['en', 'ru', 'cn', 'it']), z.object({ name: z.string().trim().max(120) }))
  .optional()
  .describe('The name in the other locales (`{"en": {"name": "…"}}`); Mongolian is `name`');
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  q: z.string().trim().max(100).default(''),
});
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
  });
const page = <T, U>(p: roulette.Page<T>, out: (t: T) => U) => ({ ...p, items: p.items.map(out) });

const locationJson = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  address: z.string(),
  active: z.boolean(),
});
const locationBody = z
  .object({
    name: z.string().trim().min(1).max(120),
    translations: names,
    address: z.string().trim().max(300).optional(),
    active: z.boolean().optional(),
  })
  .strict();

const prizeJson = z.object({
  id: z.number().int(),
  game,
  name: z.string(),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
  kind: z.enum(roulette.PRIZE_KINDS),
  coupon_kind: z.enum(['percent', 'fixed']).nullable(),
  value: z.number().int(),
  valid_days: z.number().int(),
  color: z.string(),
  active: z.boolean(),
});
const prizeBody = z
  .object({
    game,
    name: z.string().trim().min(1).max(120),
    translations: names,
    kind: z.enum(roulette.PRIZE_KINDS),
    coupon_kind: z.enum(['percent', 'fixed']).nullable().optional(),
    value: z.number().int().min(0).max(10_000_000).optional(),
    valid_days: z.number().int().min(1).max(366).optional(),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
    active: z.boolean().optional(),
  })
  .strict();
const prizeIn = (b: Partial<z.infer<typeof prizeBody>>) => ({
  game: b.game,
  name: b.name,
  translations: b.translations,
  kind: b.kind,
  couponKind: b.coupon_kind,
  value: b.value,
  validDays: b.valid_days,
  color: b.color,
  active: b.active,
});
const prizeOut = (p: roulette.PrizeRow) => ({
  id: p.id,
  game: p.game as roulette.Game,
  name: p.name,
  translations: p.translations as Record<string, Record<string, string>>,
  kind: p.kind as roulette.PrizeKind,
  coupon_kind: p.couponKind as 'percent' | 'fixed' | null,
  value: p.value,
  valid_days: p.validDays,
  color: p.color,
  active: p.active,
});

const numberJson = z.object({
  id: z.number().int(),
  code: z.string(),
  game,
  location_id: z.number().int(),
  used_at: z.string().nullable(),
  used_by: z.number().int().nullable(),
  created_at: z.string(),
});
const numberOut = (n: roulette.NumberRow) => ({
  id: n.id,
  code: n.code,
  game: n.game as roulette.Game,
  location_id: n.locationId,
  used_at: n.usedAt?.toISOString() ?? null,
  used_by: n.usedBy,
  created_at: n.createdAt.toISOString(),
});

const stockJson = z.object({
  id: z.number().int(),
  prize_id: z.number().int(),
  prize: z.string(),
  location_id: z.number().int(),
  location: z.string(),
  quantity: z.number().int(),
});
const stockOut = (s: roulette.StockView) => ({
  id: s.id,
  prize_id: s.prizeId,
  prize: s.prize,
  location_id: s.locationId,
  location: s.location,
  quantity: s.quantity,
});

const adminJson = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
});
const adminOut = (a: roulette.AdminView) => ({
  id: a.id,
  user_id: a.userId,
  name: a.name,
  email: a.email,
  phone: a.phone,
  created_at: a.createdAt.toISOString(),
});

/**
 * The roulette admin's calls (spec §7 `/tmp_roulette/`: locations, products, numbers, stocks,
 * users, each listed, created, changed and deleted; §6 check_auth and check_website_admin).
 * A staff bearer token of a website admin, or of a staff member the admin listed under `users`;
 * signed out 401, anyone else 403.
 */
export const rouletteAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  app.addHook('onRequest', requireBearer(db));
  // Before the body is validated: whoever may not is told so, not what their body lacks.
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!(await roulette.mayAdminister(context(request), apiSession(request).userId))) {
      throw new AppError('forbidden', 'error.forbidden');
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const schema = <T extends object>(summary: string, extra: T) => ({
    tags,
    security,
    summary,
    ...extra,
  });
  const deleted = z.object({ deleted: z.literal(true) });

  app.get(
    '/locations',
    {
      schema: schema('Roulette locations, by name or address (`q`), 25 a page', {
        querystring: listQuery,
        response: { 200: pageOf(locationJson), ...errors },
      }),
    },
    async (request) =>
      page(await roulette.listLocations(context(request), request.query), locationOut),
  );
  app.post(
    '/locations',
    {
      schema: schema('Adds a location (a store, a stand, the online shop); names are unique', {
        body: locationBody,
        response: { 200: locationJson, ...errors },
      }),
    },
    async (request) => locationOut(await roulette.createLocation(context(request), request.body)),
  );
  app.patch(
    '/locations/:id',
    {
      schema: schema('Changes a location', {
        params,
        body: locationBody.partial(),
        response: { 200: locationJson, ...errors },
      }),
    },
    async (request) =>
      locationOut(await roulette.updateLocation(context(request), request.params.id, request.body)),
  );
  app.delete(
    '/locations/:id',
    {
      schema: schema('Deletes a location with its stock and numbers; one played at is a 409', {
        params,
        response: { 200: deleted, ...errors },
      }),
    },
    async (request) => {
      await roulette.deleteLocation(context(request), request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    '/products',
    {
      schema: schema('Prizes (the spec’s products), by name (`q`) and game, 25 a page', {
        querystring: listQuery.extend({ game: game.optional() }),
        response: { 200: pageOf(prizeJson), ...errors },
      }),
    },
    async (request) => page(await roulette.listPrizes(context(request), request.query), prizeOut),
  );
  app.post(
    '/products',
    {
      schema: schema('Adds a prize: a coupon (percent or ₮), a voucher (₮) or a product', {
        body: prizeBody,
        response: { 200: prizeJson, ...errors },
      }),
    },
    async (request) =>
      prizeOut(
        await roulette.createPrize(context(request), {
          ...prizeIn(request.body),
          game: request.body.game,
          name: request.body.name,
          kind: request.body.kind,
        }),
      ),
  );
  app.patch(
    '/products/:id',
    {
      schema: schema('Changes a prize; what winners already got keeps its terms', {
        params,
        body: prizeBody.partial(),
        response: { 200: prizeJson, ...errors },
      }),
    },
    async (request) =>
      prizeOut(
        await roulette.updatePrize(context(request), request.params.id, prizeIn(request.body)),
      ),
  );
  app.delete(
    '/products/:id',
    {
      schema: schema('Deletes a prize nobody has won (else 409: switch it off)', {
        params,
        response: { 200: deleted, ...errors },
      }),
    },
    async (request) => {
      await roulette.deletePrize(context(request), request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    '/numbers',
    {
      schema: schema('Receipt numbers, newest first, by code (`q`), used or not, location', {
        querystring: listQuery.extend({
          used: z.enum(['true', 'false']).optional(),
          location_id: idParam.optional(),
        }),
        response: { 200: pageOf(numberJson), ...errors },
      }),
    },
    async (request) =>
      page(
        await roulette.listNumbers(context(request), {
          page: request.query.page,
          q: request.query.q,
          used: request.query.used === undefined ? undefined : request.query.used === 'true',
          locationId: request.query.location_id,
        }),
        numberOut,
      ),
  );
  app.post(
    '/numbers',
    {
      schema: schema('Adds receipt numbers: the receipts’ own `codes`, or `count` fresh ones', {
        description: 'All or none: a code already there is a 409 naming it.',
        body: z
          .object({
            game,
            location_id: rowId,
            codes: z.array(z.string().max(40)).min(1).max(1000).optional(),
            count: z.number().int().min(1).max(1000).optional(),
          })
          .strict(),
        response: { 200: z.object({ numbers: z.array(numberJson) }), ...errors },
      }),
    },
    async (request) => ({
      numbers: (
        await roulette.createNumbers(context(request), {
          game: request.body.game,
          locationId: request.body.location_id,
          codes: request.body.codes,
          count: request.body.count,
        })
      ).map(numberOut),
    }),
  );
  app.patch(
    '/numbers/:id',
    {
      schema: schema('Moves an unused number to another game or location (a used one: 409)', {
        params,
        body: z.object({ game: game.optional(), location_id: rowId.optional() }).strict(),
        response: { 200: numberJson, ...errors },
      }),
    },
    async (request) =>
      numberOut(
        await roulette.updateNumber(context(request), request.params.id, {
          game: request.body.game,
          locationId: request.body.location_id,
        }),
      ),
  );
  app.delete(
    '/numbers/:id',
    {
      schema: schema('Deletes an unused number (a used one is history: 409)', {
        params,
        response: { 200: deleted, ...errors },
      }),
    },
    async (request) => {
      await roulette.deleteNumber(context(request), request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    '/stocks',
    {
      schema: schema('Prize stock per location, by prize or location name (`q`)', {
        querystring: listQuery.extend({
          location_id: idParam.optional(),
          product_id: idParam.optional(),
        }),
        response: { 200: pageOf(stockJson), ...errors },
      }),
    },
    async (request) =>
      page(
        await roulette.listStocks(context(request), {
          page: request.query.page,
          q: request.query.q,
          locationId: request.query.location_id,
          prizeId: request.query.product_id,
        }),
        stockOut,
      ),
  );
  app.post(
    '/stocks',
    {
      schema: schema('Sets how many of a prize a location has (again for the pair: replaces)', {
        body: z
          .object({
            product_id: rowId,
            location_id: rowId,
            quantity: z.number().int().min(0).max(1_000_000),
          })
          .strict(),
        response: {
          200: z.object({ id: z.number().int(), quantity: z.number().int() }),
          ...errors,
        },
      }),
    },
    async (request) => {
      const row = await roulette.setStock(context(request), {
        prizeId: request.body.product_id,
        locationId: request.body.location_id,
        quantity: request.body.quantity,
      });
      return { id: row.id, quantity: row.quantity };
    },
  );
  app.patch(
    '/stocks/:id',
    {
      schema: schema('Changes a stock’s count', {
        params,
        body: z.object({ quantity: z.number().int().min(0).max(1_000_000) }).strict(),
        response: {
          200: z.object({ id: z.number().int(), quantity: z.number().int() }),
          ...errors,
        },
      }),
    },
    async (request) => {
      const row = await roulette.updateStock(
        context(request),
        request.params.id,
        request.body.quantity,
      );
      return { id: row.id, quantity: row.quantity };
    },
  );
  app.delete(
    '/stocks/:id',
    {
      schema: schema('Deletes a stock row (the prize is no longer played there)', {
        params,
        response: { 200: deleted, ...errors },
      }),
    },
    async (request) => {
      await roulette.deleteStock(context(request), request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    '/games',
    {
      schema: schema('The two games’ settings, the jackpot’s pot among them', {
        response: { 200: z.object({ games: z.array(gameJson) }), ...errors },
      }),
    },
    async (request) => ({ games: (await roulette.allGames(context(request))).map(gameOut) }),
  );
  app.patch(
    '/games/:game',
    {
      schema: schema('Changes a game: on or off, what earns a chance, the jackpot’s terms', {
        description: 'Setting `jackpot_seed` restarts the pot from it.',
        params: z.object({ game }),
        body: z
          .object({
            active: z.boolean(),
            min_order_total: z.number().int().min(0).max(100_000_000).nullable(),
            order_location_id: rowId.nullable(),
            jackpot_seed: z.number().int().min(0).max(100_000_000),
            jackpot_step: z.number().int().min(0).max(100_000_000),
            jackpot_odds: z.number().int().min(1).max(1_000_000),
          })
          .partial()
          .strict(),
        response: { 200: gameJson, ...errors },
      }),
    },
    async (request) => {
      const b = request.body;
      return gameOut(
        await roulette.updateGame(context(request), request.params.game, {
          active: b.active,
          minOrderTotal: b.min_order_total,
          orderLocationId: b.order_location_id,
          jackpotSeed: b.jackpot_seed,
          jackpotStep: b.jackpot_step,
          jackpotOdds: b.jackpot_odds,
        }),
      );
    },
  );

  const resultsQuery = z.object({
    from: z.iso.date().describe('The first day (the shop’s time, Asia/Ulaanbaatar)'),
    to: z.iso.date().describe('The last day, included; at most a year after `from`'),
  });
  app.get(
    '/results',
    {
      schema: schema('Spins per day, by game, location and what they gave', {
        querystring: resultsQuery,
        response: { 200: z.object({ results: z.array(resultJson) }), ...errors },
      }),
    },
    async (request) => ({ results: await roulette.results(context(request), request.query) }),
  );
  app.get(
    '/results.csv',
    {
      schema: schema('The same results as a CSV file', {
        querystring: resultsQuery,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV: day,game,location,prize,reward,spins'),
          ...errors,
        },
      }),
    },
    async (request, reply) => {
      const rows = await roulette.results(context(request), request.query);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="roulette-${request.query.from}-${request.query.to}.csv"`,
        );
      return roulette.resultsCsv(rows);
    },
  );

  app.get(
    '/users',
    {
      schema: schema('Staff members who may run the roulette admin, by name, e-mail or phone', {
        querystring: listQuery,
        response: { 200: pageOf(adminJson), ...errors },
      }),
    },
    async (request) => page(await roulette.listAdmins(context(request), request.query), adminOut),
  );
  app.post(
    '/users',
    {
      schema: schema('Lets a staff member (phone or e-mail) run the roulette admin', {
        description: 'Website admins always may. A shopper’s account is a 409: staff only.',
        body: z.object({ login: z.string().trim().min(3).max(120) }).strict(),
        response: { 200: adminJson, ...errors },
      }),
    },
    async (request) =>
      adminOut(
        await roulette.addAdmin(context(request), request.body.login, apiSession(request).userId),
      ),
  );
  app.delete(
    '/users/:id',
    {
      schema: schema('Takes the roulette admin away from a staff member', {
        params,
        response: { 200: deleted, ...errors },
      }),
    },
    async (request) => {
      await roulette.deleteAdmin(context(request), request.params.id);
      return { deleted: true as const };
    },
  );
};

const gameJson = z.object({
  game: z.enum(roulette.GAMES),
  active: z.boolean(),
  min_order_total: z.number().int().nullable(),
  orders_from: z.string(),
  order_location_id: z.number().int().nullable(),
  jackpot_seed: z.number().int(),
  jackpot_step: z.number().int(),
  jackpot_odds: z.number().int(),
  jackpot_pot: z.number().int(),
});
const gameOut = (g: roulette.GameRow) => ({
  game: g.game as roulette.Game,
  active: g.active,
  min_order_total: g.minOrderTotal,
  orders_from: g.ordersFrom.toISOString(),
  order_location_id: g.orderLocationId,
  jackpot_seed: g.jackpotSeed,
  jackpot_step: g.jackpotStep,
  jackpot_odds: g.jackpotOdds,
  jackpot_pot: g.jackpotPot,
});
const resultJson = z.object({
  day: z.string(),
  game: z.string(),
  location: z.string(),
  prize: z.string(),
  reward: z.string(),
  spins: z.number().int(),
});

const locationOut = (l: roulette.LocationRow) => ({
  id: l.id,
  name: l.name,
  translations: l.translations as Record<string, Record<string, string>>,
  address: l.address,
  active: l.active,
});
