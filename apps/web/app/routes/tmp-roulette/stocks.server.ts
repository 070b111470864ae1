import { parseInput, roulette } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor } from '../../lib/auth.server.ts';
import { idField } from '../../lib/form-input.server.ts';
import {
  everyItem,
  idOf,
  idParam,
  listParamsOf,
  rouletteAction,
  rouletteAdminOrNull,
  wholeNumber,
} from './admin.server.ts';

/** How many of each prize each location has left (`?q=&location=&prize=&page=`). */
export async function stocksLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  if ((await rouletteAdminOrNull(context, ctx)) === null) return null;
  const { q, page, query } = listParamsOf(request);
  const locationId = idParam(query, 'location');
  const prizeId = idParam(query, 'prize');
  const [list, locations, prizes] = await Promise.all([
    roulette.listStocks(ctx, { q, page, locationId, prizeId }),
    everyItem((p) => roulette.listLocations(ctx, { page: p })),
    everyItem((p) => roulette.listPrizes(ctx, { page: p })),
  ]);
  return {
    q,
    locationId: locationId ?? null,
    prizeId: prizeId ?? null,
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    prizes: prizes.map((p) => ({ id: p.id, name: p.name, game: p.game })),
    ...list,
  };
}

const stockForm = z.object({ prize_id: idField, location_id: idField, quantity: wholeNumber });
const quantityForm = z.object({ quantity: wholeNumber });

export function stocksAction(context: ShopLoadContext, request: Request, locale: Locale) {
  return rouletteAction(context, request, locale, {
    // Setting a pair that has a row already replaces its count (one row per prize and place).
    create: async (ctx, values) => {
      const form = parseInput(stockForm, values);
      await roulette.setStock(ctx, {
        prizeId: form.prize_id,
        locationId: form.location_id,
        quantity: form.quantity,
      });
    },
    update: async (ctx, values) => {
      const { quantity } = parseInput(quantityForm, values);
      await roulette.updateStock(ctx, idOf(values), quantity);
    },
    delete: async (ctx, values) => {
      await roulette.deleteStock(ctx, idOf(values));
    },
  });
}
