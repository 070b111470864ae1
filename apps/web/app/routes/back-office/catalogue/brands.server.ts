import { catalog } from '@shop/core';
import type { Locale } from '@shop/i18n';
import type { ShopLoadContext } from '../../../context.ts';
import { codedListAction, codedListLoader, translationsOf } from './lists.server.ts';

/** The brands for staff (`?q=&page=`), each named in the admin's language too. */
export function brandsLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  return codedListLoader(context, request, locale, 'brands', catalog.brandsForStaff);
}

/** Adds, changes or deletes a brand; a rename reaches its products' search documents. */
export function brandsAction(context: ShopLoadContext, request: Request, locale: Locale) {
  return codedListAction(
    context,
    request,
    locale,
    (values, logo) => ({
      code: values.code ?? '',
      name: values.name ?? '',
      translations: translationsOf(values),
      country: values.country ?? '',
      logo,
    }),
    { create: catalog.createBrand, update: catalog.updateBrand, delete: catalog.deleteBrand },
  );
}
