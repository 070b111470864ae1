import { microsite } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data } from 'react-router';
import { requireAgeConfirmed } from '../../lib/age-gate.server.ts';
import { localeFromParam } from '../../lib/locale.ts';

/**
 * Every microsite loader starts here: an unknown microsite is a 404, and nothing of a known one
 * is read before the age gate's "yes" (each loader checks, since a client navigation may ask
 * for one route's data alone).
 */
export function gatedMicrosite(
  request: Request,
  params: { locale?: string; name: string },
): { locale: Locale; content: microsite.MicrositeContent } {
  const locale = localeFromParam(params.locale);
  const content = microsite.micrositeContent(locale, params.name);
  if (!content) throw data(null, { status: 404 });
  requireAgeConfirmed(request, locale);
  return { locale, content };
}
