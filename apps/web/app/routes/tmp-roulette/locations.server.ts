import { parseInput, roulette } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor } from '../../lib/auth.server.ts';
import {
  checkbox,
  idOf,
  listParamsOf,
  rouletteAction,
  rouletteAdminOrNull,
  text,
  translationsOf,
} from './admin.server.ts';

/** The places the roulette is played (`?q=&page=`), by name or address. */
export async function locationsLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  if ((await rouletteAdminOrNull(context, ctx)) === null) return null;
  const { q, page } = listParamsOf(request);
  return { q, ...(await roulette.listLocations(ctx, { q, page })) };
}

const locationForm = z.object({ name: text, address: text, active: checkbox });

function locationOf(values: Record<string, string>) {
  const form = parseInput(locationForm, values);
  return { ...form, translations: translationsOf(values) };
}

export function locationsAction(context: ShopLoadContext, request: Request, locale: Locale) {
  return rouletteAction(context, request, locale, {
    create: async (ctx, values) => {
      await roulette.createLocation(ctx, locationOf(values));
    },
    update: async (ctx, values) => {
      await roulette.updateLocation(ctx, idOf(values), locationOf(values));
    },
    delete: async (ctx, values) => {
      await roulette.deleteLocation(ctx, idOf(values));
    },
  });
}
