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

/** The vendors for staff (`?q=&page=`), each named in the admin's language too. */
export async function vendorsLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const gate = await catalogueGate(context, locale);
  if (!gate) return adminsOnly();
  const { q, page } = listParamsOf(request);
  const list = await catalog.vendorsForStaff(gate.ctx, { q, page });
  return {
    allowed: true as const,
    q,
    ...list,
    vendors: list.vendors.map((vendor) => ({ ...vendor, shown: shownName(vendor, locale) })),
  };
}

const vendorOf = async (
  context: ShopLoadContext,
  values: Record<string, string>,
  form: FormData,
) => ({
  code: values.code ?? '',
  name: values.name ?? '',
  about: values.about ?? '',
  translations: translationsOf(values, ['name', 'about']),
  logo: await pictureOf(context, form, 'logo'),
});

/** Adds, changes or deletes a vendor; a new code reaches its products' search documents. */
export function vendorsAction(context: ShopLoadContext, request: Request, locale: Locale) {
  return listAction(context, request, locale, {
    create: async (ctx, { values, form, staffUserId }) => {
      const vendor = await catalog.createVendor(
        ctx,
        staffUserId,
        await vendorOf(context, values, form),
      );
      return { id: vendor.id };
    },
    update: async (ctx, { values, form, staffUserId }) => {
      const change = await catalog.updateVendor(
        ctx,
        staffUserId,
        idOf(values),
        await vendorOf(context, values, form),
      );
      return { id: change.record.id, productIds: change.productIds };
    },
    delete: async (ctx, { values, staffUserId }) => {
      await catalog.deleteVendor(ctx, staffUserId, idOf(values));
      return { id: null };
    },
  });
}
