import { isLocale } from '@shop/i18n';
import { data } from 'react-router';
import { parseSiteScriptFile, siteScript } from '../lib/site-shared.server.ts';
import type { Route } from './+types/site-script';

/**
 * A locale's shared texts and categories as a script (lib/site-shared.ts). The address names the
 * content, so the current one is kept by browsers and caches for a year. An older address (a page
 * kept from before a staff edit) gets today's content, not to be kept: that page then shows the
 * new texts, which is all it can get.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = parseSiteScriptFile(params.file);
  if (!file || !isLocale(file.locale)) throw data(null, { status: 404 });
  const script = siteScript(file.locale, await context.siteData(file.locale));
  const current = script.href.endsWith(`-${file.hash}.js`);
  return new Response(script.body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
