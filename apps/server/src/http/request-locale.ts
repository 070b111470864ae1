import { DEFAULT_LOCALE, isLocale, type Locale } from '@shop/i18n';
import type { FastifyRequest } from 'fastify';

/** The locale of an API request: `?locale=`, else the first supported Accept-Language, else mn. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLocale(query?.locale)) return query.locale;
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const language = tag.startsWith('zh') ? 'cn' : tag.split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
