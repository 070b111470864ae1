import { accounts, parseInput, roulette } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { idOf, listParamsOf, rouletteAction, rouletteAdminOrNull } from './admin.server.ts';

/** The staff who may run the roulette admin besides the website admins (`?q=&page=`). */
export async function usersLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  if ((await rouletteAdminOrNull(context, ctx)) === null) return null;
  const { q, page } = listParamsOf(request);
  const list = await roulette.listAdmins(ctx, { q, page });
  return {
    q,
    ...list,
    items: list.items.map((admin) => ({
      id: admin.id,
      name: admin.name,
      email: admin.email,
      phone: admin.phone ? accounts.formatPhone(admin.phone) : null,
      added: formatDate(admin.createdAt, locale) ?? '',
    })),
  };
}

const addForm = z.object({
  login: z.string({ error: 'validation.blank' }).trim().min(1, 'validation.blank').max(200),
});

export function usersAction(context: ShopLoadContext, request: Request, locale: Locale) {
  return rouletteAction(context, request, locale, {
    create: async (ctx, values, userId) => {
      await roulette.addAdmin(ctx, parseInput(addForm, values).login, userId);
    },
    delete: async (ctx, values) => {
      await roulette.deleteAdmin(ctx, idOf(values));
    },
  });
}
