import { createContext, push } from '@shop/core';
import { data } from 'react-router';
import { z } from 'zod';
import { readForm } from '../lib/auth.server.ts';
import { parseForm } from '../lib/form-input.server.ts';
import { localeFromParam } from '../lib/locale.ts';
import type { Route } from './+types/push-device';

const linkForm = z.object({ player_id: z.string().regex(/^[\w-]{22}$/) });

/**
 * Links this browser's push subscription (made through `POST /api/v2/push/subscriptions`) to
 * the signed-in shopper, in the page's language: their order news then reaches it. Signed out,
 * nothing is linked (the device stays anonymous).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { values } = await readForm(request, context);
  const form = parseForm(linkForm, values);
  if (!form.ok) throw data(form, { status: 400 });
  const viewer = context.auth.viewer;
  if (!viewer) return { linked: false };
  const ctx = createContext(context.database.db, localeFromParam(params.locale));
  return { linked: await push.linkDevice(ctx, viewer.userId, form.data.player_id) };
}

export function loader() {
  throw data(null, { status: 405 });
}
