import { redirect } from 'react-router';
import { readForm } from '../lib/auth.server.ts';
import { localeFromParam, localePath } from '../lib/locale.ts';
import type { Route } from './+types/logout';

/** Signing out ends the session on the server; the home page then says so (spec §4). */
export async function action({ params, context, request }: Route.ActionArgs) {
  await readForm(request, context);
  await context.auth.signOut();
  throw redirect(`${localePath(localeFromParam(params.locale), '/')}?signed_out=1`);
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(localePath(localeFromParam(params.locale), '/account'));
}
