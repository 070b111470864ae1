import { parseInput, roulette } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { idField } from '../../lib/form-input.server.ts';
import {
  everyItem,
  idOf,
  idParam,
  listParamsOf,
  optionalWholeNumber,
  rouletteAction,
  rouletteAdminOrNull,
} from './admin.server.ts';

const USED = { yes: true, no: false } as const;

/** Receipt numbers, newest first (`?q=&used=yes|no&location=&page=`). */
export async function numbersLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  if ((await rouletteAdminOrNull(context, ctx)) === null) return null;
  const { q, page, query } = listParamsOf(request);
  const used = query.get('used') === 'yes' ? 'yes' : query.get('used') === 'no' ? 'no' : '';
  const locationId = idParam(query, 'location');
  const [list, locations] = await Promise.all([
    roulette.listNumbers(ctx, { q, page, used: used ? USED[used] : undefined, locationId }),
    everyItem((p) => roulette.listLocations(ctx, { page: p })),
  ]);
  const names = new Map(locations.map((l) => [l.id, l.name]));
  return {
    q,
    used,
    locationId: locationId ?? null,
    games: roulette.GAMES,
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    ...list,
    items: list.items.map((n) => ({
      id: n.id,
      code: n.code,
      game: n.game,
      locationId: n.locationId,
      location: names.get(n.locationId) ?? '—',
      usedAt: formatDate(n.usedAt, locale, { withTime: true }),
      createdAt: formatDate(n.createdAt, locale) ?? '',
    })),
  };
}

const batchForm = z.object({
  game: z.string({ error: 'validation.invalid_choice' }),
  location_id: idField,
  codes: z.string().default(''),
  count: optionalWholeNumber,
});

/**
 * A batch: the receipts' own numbers (one a line, or apart by commas or spaces), or else how
 * many fresh ones to print. The numbers made are shown to copy.
 */
function batchOf(values: Record<string, string>) {
  const form = parseInput(batchForm, values);
  const codes = form.codes.split(/[\s,;]+/).filter(Boolean);
  const base = { game: form.game as roulette.Game, locationId: form.location_id };
  return codes.length > 0 ? { ...base, codes } : { ...base, count: form.count };
}

const moveForm = z.object({
  game: z.string({ error: 'validation.invalid_choice' }),
  location_id: idField,
});

export function numbersAction(context: ShopLoadContext, request: Request, locale: Locale) {
  return rouletteAction(context, request, locale, {
    create: async (ctx, values) => {
      const made = await roulette.createNumbers(ctx, batchOf(values));
      return { codes: made.map((n) => n.code) };
    },
    update: async (ctx, values) => {
      const form = parseInput(moveForm, values);
      await roulette.updateNumber(ctx, idOf(values), {
        game: form.game as roulette.Game,
        locationId: form.location_id,
      });
    },
    delete: async (ctx, values) => {
      await roulette.deleteNumber(ctx, idOf(values));
    },
  });
}
