import { licences, parseInput } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor, formAction, readForm } from '../../lib/auth.server.ts';
import { idField } from '../../lib/form-input.server.ts';
import { requireStaff, staffOrNull } from './staff.server.ts';

/** Every product with keys, most owed first. */
export async function licencesLoader(context: ShopLoadContext, locale: Locale) {
  const ctx = contextFor(context, locale);
  if ((await staffOrNull(context, ctx)) === null) return null;
  return { pools: await licences.licencePools(ctx) };
}

const loadForm = z.object({
  intent: z.literal('load'),
  sku: z.string().trim().min(1, 'validation.blank').max(100, 'validation.invalid_field'),
  // A thousand keys of a hundred characters, with line breaks.
  keys: z.string().min(1, 'validation.licence_keys_none').max(110_000, 'validation.invalid_field'),
  new_product: z.literal('on').optional(),
});

const withdrawForm = z.object({ intent: z.literal('withdraw'), product_id: idField });

/** Loads a supplier's keys for the product a variant's SKU names, or withdraws unsold keys. */
export async function licencesAction(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const staffUserId = await requireStaff(context, ctx);
    if (values.intent === 'withdraw') {
      const form = parseInput(withdrawForm, values);
      const count = await licences.withdrawKeys(ctx, form.product_id);
      return { ok: true as const, intent: 'withdraw' as const, count };
    }
    const form = parseInput(loadForm, values);
    const loaded = await licences.loadKeysForSku(ctx, {
      sku: form.sku,
      text: form.keys,
      staffUserId,
      newProduct: form.new_product === 'on',
    });
    return { ok: true as const, intent: 'load' as const, ...loaded };
  });
}
