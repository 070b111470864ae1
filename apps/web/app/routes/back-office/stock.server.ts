import { accounts, type Ctx, catalog, engagement, inventory, parseInput, search } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor, formAction, readForm } from '../../lib/auth.server.ts';
import { formatListTime } from '../../lib/dates.ts';
import { idField } from '../../lib/form-input.server.ts';
import { requireStaff, staffOrNull } from './staff.server.ts';

const pageQuery = z.object({
  q: z.string().trim().max(100).catch(''),
  variant: idField.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/**
 * The stock page (`?q=` finds variants, `?variant=` shows one's counts and history; with
 * neither, what is running low).
 */
export async function stockLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  if ((await staffOrNull(context, ctx)) === null) return null;
  const query = pageQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const found = await catalog.variantsForStaff(ctx, query.q);
  const front = !query.q && !query.variant;
  const [low, demand] = front
    ? await Promise.all([catalog.variantsRunningLow(ctx), waitedFor(ctx)])
    : [null, null];
  const lowWaiting = await engagement.waitingFor(ctx, low?.map((v) => v.variant_id) ?? []);
  const lists = {
    q: query.q,
    found,
    low: low?.map((v) => ({ ...v, waiting: lowWaiting.get(v.variant_id) ?? 0 })) ?? null,
    lowMax: catalog.LOW_STOCK_MAX,
    demand,
  };
  if (!query.variant) return { ...lists, variant: null, history: null };
  const variant = await catalog.variantStockForStaff(ctx, query.variant).catch(() => null);
  if (!variant) return { ...lists, variant: null, history: null };
  const [history, staff, waiting] = await Promise.all([
    inventory.stockHistory(ctx, variant.variant_id, query.page),
    accounts.staffMembers(ctx),
    engagement.waitingFor(ctx, [variant.variant_id]),
  ]);
  const names = new Map(staff.map((s) => [s.id, s.name]));
  return {
    ...lists,
    variant: { ...variant, waiting: waiting.get(variant.variant_id) ?? 0 },
    history: {
      ...history,
      page: query.page,
      movements: history.movements.map((m) => ({
        ...m,
        who:
          m.staff_user_id === null ? null : (names.get(m.staff_user_id) ?? `#${m.staff_user_id}`),
        when: formatListTime(m.at, locale) ?? '',
      })),
    },
  };
}

/** The variants shoppers wait for, most first, named as staff read them. */
async function waitedFor(ctx: Ctx) {
  const demand = await engagement.stockDemand(ctx);
  const waiting = new Map(demand.map((d) => [d.variantId, d.waiting]));
  const named = await catalog.variantsById(
    ctx,
    demand.map((d) => d.variantId),
  );
  return named.map((v) => ({ ...v, waiting: waiting.get(v.variant_id) ?? 0 }));
}

const changeForm = z.object({
  intent: z.literal('change', { error: 'validation.invalid_choice' }),
  variant_id: idField,
  location_id: idField,
  reason: z.enum(inventory.STOCK_REASONS, { error: 'validation.invalid_choice' }),
  quantity: z.coerce
    .number({ error: 'validation.invalid_field' })
    .int('validation.invalid_field')
    .min(0, 'validation.invalid_field')
    .max(1_000_000, 'validation.invalid_field'),
  expected: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** A staff member's delivery, count or damage at one store: the count, the product, the search. */
export async function stockAction(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const staffUserId = await requireStaff(context, ctx);
    const form = parseInput(changeForm, values);
    const result = await catalog.changeStock(ctx, {
      variantId: form.variant_id,
      locationId: form.location_id,
      reason: form.reason,
      quantity: form.quantity,
      expected: form.expected,
      staffUserId,
    });
    const variant = await catalog.variantStockForStaff(ctx, form.variant_id);
    await search.refreshStockOf(ctx, [variant.product_id]);
    return { ok: true as const, locationId: form.location_id, count: result.after };
  });
}
