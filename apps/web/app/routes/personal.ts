import { contextFor } from '../lib/auth.server.ts';
import { localeFromParam } from '../lib/locale.ts';
import { personalOf } from '../lib/personal.server.ts';
import type { Route } from './+types/personal';

/**
 * The visitor's own part of a shared page (lib/personal.tsx asks for it after load): the cart's
 * count and the hearts. This browser's alone: never kept by any cache.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = contextFor(context, localeFromParam(params.locale));
  return Response.json(await personalOf(ctx, context, request), {
    headers: { 'cache-control': 'private, no-store' },
  });
}
