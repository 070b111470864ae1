import { catalog } from '@shop/core';
import type { Locale } from '@shop/i18n';
import type { ShopLoadContext } from '../../../context.ts';
import { codedListAction, codedListLoader, translationsOf } from './lists.server.ts';

/** The vendors for staff (`?q=&page=`), each named in the admin's language too. */
export function vendorsLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  return codedListLoader(context, request, locale, 'vendors', catalog.vendorsForStaff);
}

/** Adds, changes or deletes a vendor; a new code reaches its products' search documents. */
export function vendorsAction(context: ShopLoadContext, request: Request, locale: Locale) {
  return codedListAction(
    context,
    request,
    locale,
    (values, logo) => ({
      code: values.code ?? '',
      name: values.name ?? '',
      about: values.about ?? '',
      translations: translationsOf(values, ['name', 'about']),
      logo,
    }),
    { create: catalog.createVendor, update: catalog.updateVendor, delete: catalog.deleteVendor },
  );
}
