import { catalog } from '@shop/core';
import type { Locale } from '@shop/i18n';
import type { ShopLoadContext } from '../../../context.ts';
import { adminsOnly, catalogueGate } from './gate.server.ts';
import {
  idOf,
  listAction,
  listParamsOf,
  pictureOf,
  shownName,
  translationsOf,
} from './lists.server.ts';

/** The brands for staff (`?q=&page=`), each named in the admin's language too. */
export async function brandsLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const gate = await catalogueGate(context, locale);
  if (!gate) return adminsOnly();
  const { q, page } = listParamsOf(request);
  const list = await catalog.brandsForStaff(gate.ctx, { q, page });
  return {
    allowed: true as const,
    q,
    ...list,
    brands: list.brands.map((brand) => ({ ...brand, shown: shownName(brand, locale) })),
  };
}

const brandOf = async (
  context: ShopLoadContext,
  values: Record<string, string>,
  form: FormData,
) => ({
  code: values.code ?? '',
  name: values.name ?? '',
  translations: translationsOf(values),
  country: values.country ?? '',
  logo: await pictureOf(context, form, 'logo'),
});

/** Adds, changes or deletes a brand; a rename reaches its products' search documents. */
export function brandsAction(context: ShopLoadContext, request: Request, locale: Locale) {
  return listAction(context, request, locale, {
    create: async (ctx, { values, form, staffUserId }) => {
      const brand = await catalog.createBrand(
        ctx,
        staffUserId,
        await brandOf(context, values, form),
      );
      return { id: brand.id };
    },
    update: async (ctx, { values, form, staffUserId }) => {
      const change = await catalog.updateBrand(
        ctx,
        staffUserId,
        idOf(values),
        await brandOf(context, values, form),
      );
      return { id: change.record.id, productIds: change.productIds };
    },
    delete: async (ctx, { values, staffUserId }) => {
      await catalog.deleteBrand(ctx, staffUserId, idOf(values));
      return { id: null };
    },
  });
}
