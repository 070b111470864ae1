import { AppError, parseInput, roulette } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor } from '../../lib/auth.server.ts';
import {
  checkbox,
  everyItem,
  optionalId,
  optionalWholeNumber,
  rouletteAction,
  rouletteAdminOrNull,
} from './admin.server.ts';

/** Both games' settings, with the locations an order's chance may draw from. */
export async function gamesLoader(context: ShopLoadContext, locale: Locale) {
  const ctx = contextFor(context, locale);
  if ((await rouletteAdminOrNull(context, ctx)) === null) return null;
  const [games, locations] = await Promise.all([
    roulette.allGames(ctx),
    everyItem((p) => roulette.listLocations(ctx, { page: p })),
  ]);
  const order = (game: string) => roulette.GAMES.indexOf(game as roulette.Game);
  return {
    // The wheel first, as the spec and the shopper's page name them.
    games: [...games]
      .sort((a, b) => order(a.game) - order(b.game))
      .map((g) => ({
        game: g.game,
        active: g.active,
        minOrderTotal: g.minOrderTotal,
        orderLocationId: g.orderLocationId,
        jackpotSeed: g.jackpotSeed,
        jackpotStep: g.jackpotStep,
        jackpotOdds: g.jackpotOdds,
        jackpotPot: g.jackpotPot,
      })),
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
  };
}

const gameForm = z.object({
  active: checkbox,
  min_order_total: optionalWholeNumber,
  order_location_id: optionalId,
});
const jackpotForm = z.object({
  jackpot_seed: optionalWholeNumber,
  jackpot_step: optionalWholeNumber,
  jackpot_odds: optionalWholeNumber,
});

export function gamesAction(context: ShopLoadContext, request: Request, locale: Locale) {
  return rouletteAction(context, request, locale, {
    update: async (ctx, values) => {
      const game = values.id;
      if (!roulette.isGame(game)) throw new AppError('not_found', 'error.not_found');
      const form = parseInput(gameForm, values);
      const settings = {
        active: form.active,
        // Blank: orders earn no chance of this game.
        minOrderTotal: form.min_order_total ?? null,
        orderLocationId: form.order_location_id,
      };
      if (game !== 'jackpot') {
        await roulette.updateGame(ctx, game, settings);
        return;
      }
      const jackpot = parseInput(jackpotForm, values);
      const current = await roulette.gameSettings(ctx, game);
      await roulette.updateGame(ctx, game, {
        ...settings,
        // A new seed restarts the pot from it: sent only when it was changed.
        ...(jackpot.jackpot_seed !== undefined && jackpot.jackpot_seed !== current.jackpotSeed
          ? { jackpotSeed: jackpot.jackpot_seed }
          : {}),
        jackpotStep: jackpot.jackpot_step,
        jackpotOdds: jackpot.jackpot_odds,
      });
    },
  });
}
