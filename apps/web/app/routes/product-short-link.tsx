import { catalog } from '@shop/core';
import { data, redirect } from 'react-router';
import { contextFor } from '../lib/auth.server.ts';
import { idField } from '../lib/form-input.server.ts';
import { localeFromParam, localePath } from '../lib/locale.ts';
import type { Route } from './+types/product-short-link';

/**
 * A product's short link (`/p/{id}`, in the shop's SMS): on to its page as it is named now, so a
 * link sent before staff renamed the product still leads there. Not kept by any cache (the page
 * cache keeps 200s only), so a new name is followed at once.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const id = /^\d+$/.test(params.id) ? idField.safeParse(params.id) : null;
  const slug = id?.success
    ? await catalog.visibleProductSlug(contextFor(context, locale), id.data)
    : null;
  if (!slug) throw data(null, { status: 404 });
  return redirect(localePath(locale, `/products/${encodeURIComponent(slug)}`), {
    status: 302,
    headers: { 'cache-control': 'no-store' },
  });
}

export default function ProductShortLink() {
  return null;
}
