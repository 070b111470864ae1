import { data, redirect } from 'react-router';
import { z } from 'zod';
import { readForm } from '../lib/auth.server.ts';
import { parseForm } from '../lib/form-input.server.ts';
import { localeFromParam, localePath } from '../lib/locale.ts';
import type { Route } from './+types/logout';

/** The sign-out button sends nothing but the CSRF token, which readForm has checked. */
const logoutForm = z.object({});

/** Signing out ends the session on the server; the home page then says so (spec §4). */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { values } = await readForm(request, context);
  const form = parseForm(logoutForm, values);
  if (!form.ok) throw data(form, { status: 400 });
  await context.auth.signOut();
  throw redirect(`${localePath(localeFromParam(params.locale), '/')}?signed_out=1`);
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromParam(params.locale), '/account'));
}
