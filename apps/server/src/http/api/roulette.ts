import { createContext, type Db, roulette } from '@shop/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession, requireBearer } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody } from './schemas.ts';

const tags = ['roulette'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};

const segmentJson = z.object({ prize_id: z.number().int(), name: z.string(), color: z.string() });
const rewardKind = z.enum(['coupon', 'voucher', 'product', 'jackpot']);

const spinJson = z.object({
  id: z.number().int(),
  game: z.enum(roulette.GAMES),
  segments: z.array(segmentJson).describe('The wheel as it stood when the prize was drawn'),
  segment: z.number().int().nullable().describe('Where the wheel stops (index of `segments`)'),
  prize: z
    .object({ id: z.number().int(), name: z.string(), kind: z.enum(roulette.PRIZE_KINDS) })
    .nullable(),
  reward: z.object({
    kind: z.union([rewardKind, z.literal('none')]),
    code: z
      .string()
      .nullable()
      .describe('The coupon’s, voucher’s or pickup pass’s code (its QR code holds it)'),
    amount: z.number().int().nullable(),
    expires_at: z.string().nullable(),
  }),
  pot: z.number().int().nullable().describe('The jackpot’s pot after this spin'),
});

const stateJson = z.object({
  games: z.array(
    z.object({
      game: z.enum(roulette.GAMES),
      active: z.boolean(),
      chances: z.number().int(),
      min_order_total: z.number().int().nullable(),
      segments: z.array(segmentJson),
      pot: z.number().int().nullable(),
    }),
  ),
  prizes: z.array(
    z.object({
      id: z.number().int(),
      game: z.enum(roulette.GAMES),
      name: z.string(),
      reward: rewardKind,
      code: z.string(),
      amount: z.number().int().nullable(),
      expires_at: z.string().nullable(),
      won_at: z.string(),
    }),
  ),
});

const spinBody = z
  .object({
    number: z
      .string()
      .trim()
      .min(4)
      .max(40)
      .regex(/^[A-Za-z0-9 -]+$/, 'validation.invalid_field')
      .optional()
      .describe('A receipt’s roulette number; without it, a chance a paid order earned'),
  })
  .strict();

/**
 * The roulette promotion for shoppers (spec §7 `PUT /promotions/lucky_wheel`,
 * `PUT /promotions/jackpot`): spending a chance draws a prize on the server, before the wheel
 * turns on the screen. Signed-in shoppers only.
 */
export const rouletteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  app.addHook('onRequest', requireBearer(db));

  app.get(
    '/roulette',
    {
      schema: {
        tags,
        security,
        summary: 'The roulette games, the shopper’s chances in each, and the prizes they have won',
        description:
          'Chances come from paid orders of at least `min_order_total` (counted when asked) and ' +
          'from receipt numbers (`number` when spinning).',
        response: { 200: stateJson, ...errors },
      },
    },
    async (request) => roulette.rouletteView(context(request), apiSession(request).userId),
  );

  for (const game of roulette.GAMES) {
    app.put(
      `/promotions/${game}`,
      {
        schema: {
          tags,
          security,
          summary:
            game === 'lucky_wheel'
              ? 'Spins the lucky wheel: spends a chance and draws a prize'
              : 'Plays the jackpot: spends a chance; a win pays the pot as a voucher',
          description:
            game === 'lucky_wheel'
              ? 'The prize is drawn among those left at the chance’s location, each as likely ' +
                'as its share of the stock, with cryptographic randomness. With none left it is ' +
                'a 409 `error.roulette_sold_out`, and the chance is kept. No chance: 409 ' +
                '`error.roulette_no_chance`; a used number 409, an unknown one 404 (wrong ' +
                'numbers count as code guesses: 429 past the limit).'
              : 'One spin in the admin’s odds wins the pot; a losing spin adds its step to it.',
          body: spinBody,
          response: { 200: spinJson, ...errors },
        },
      },
      async (request) =>
        roulette.play(
          context(request),
          { userId: apiSession(request).userId, game, number: request.body.number },
          { userId: apiSession(request).userId, ip: request.ip },
        ),
    );
  }
};
