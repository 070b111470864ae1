import { parseInput, roulette } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor } from '../../lib/auth.server.ts';
import {
  checkbox,
  idOf,
  listParamsOf,
  optionalWholeNumber,
  rouletteAction,
  rouletteAdminOrNull,
  text,
  translationsOf,
} from './admin.server.ts';

/** The prizes (the spec's "products") of both games (`?q=&game=&page=`). */
export async function prizesLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  if ((await rouletteAdminOrNull(context, ctx)) === null) return null;
  const { q, page, query } = listParamsOf(request);
  const game = roulette.GAMES.find((g) => g === query.get('game')) ?? '';
  return {
    q,
    game,
    games: roulette.GAMES,
    kinds: roulette.PRIZE_KINDS,
    ...(await roulette.listPrizes(ctx, { q, page, game: game || undefined })),
  };
}

const choice = z.string({ error: 'validation.invalid_choice' });
const prizeForm = z.object({
  game: choice,
  name: text,
  kind: choice,
  coupon_kind: z.string().default(''),
  value: optionalWholeNumber,
  valid_days: optionalWholeNumber,
  color: z.string().optional(),
  active: checkbox,
});

/** The form as core takes a prize: a coupon's kind only for a coupon. */
function prizeOf(values: Record<string, string>) {
  const form = parseInput(prizeForm, values);
  return {
    game: form.game as roulette.Game,
    name: form.name,
    translations: translationsOf(values),
    kind: form.kind as roulette.PrizeKind,
    couponKind:
      form.kind === 'coupon' ? ((form.coupon_kind || null) as 'percent' | 'fixed' | null) : null,
    value: form.value ?? 0,
    validDays: form.valid_days,
    color: form.color,
    active: form.active,
  };
}

export function prizesAction(context: ShopLoadContext, request: Request, locale: Locale) {
  return rouletteAction(context, request, locale, {
    create: async (ctx, values) => {
      await roulette.createPrize(ctx, prizeOf(values));
    },
    update: async (ctx, values) => {
      await roulette.updatePrize(ctx, idOf(values), prizeOf(values));
    },
    delete: async (ctx, values) => {
      await roulette.deletePrize(ctx, idOf(values));
    },
  });
}
