import { AppError, databaseUnavailable, HTTP_STATUS } from '@shop/core';
import type { Translate } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { requestLocale } from './request-locale.ts';

const KEY_BY_STATUS: Record<number, string> = {
  400: 'error.invalid_input',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.not_found',
  409: 'error.conflict',
  429: 'error.rate_limited',
  503: 'error.timeout',
};

/** How soon a shopper's app may ask again after the database was too busy to answer. */
export const RETRY_AFTER_SECONDS = 2;

/** The body of every failed API answer (spec §8): `error` text, optional per-field `errors`. */
export interface ErrorBody {
  error: string;
  errors?: Record<string, string[]>;
  request_id: string;
}

/**
 * One error handler for the API: known failures keep their status and get a translated
 * message; anything unexpected is logged and answered 500 without its text.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = translatorFor(requestLocale(request));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      const add = (field: string, text: string) => {
        if (!errors[field]?.includes(text)) errors[field] = [...(errors[field] ?? []), text];
      };
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const unknown = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
        if (Array.isArray(unknown)) {
          for (const key of unknown) {
            const field = path ? `${path}.${key}` : String(key);
            add(field, t('validation.unknown_field', { field }));
          }
          continue;
        }
        const field = path || error.validationContext || 'input';
        add(field, fieldMessage(t, issue.message, field));
      }
      return send(reply, request, 400, { error: t('error.invalid_input'), errors });
    }
    const busy = databaseUnavailable(error);
    if (busy) {
      // Logged at warn: a few are the bound doing its job; many say the pool or a lock is short.
      request.log.warn({ reason: busy.reason, err: error }, 'database busy: answered 503');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(reply, request, 503, { error: t(busy.messageKey) });
    }
    if (error instanceof AppError) {
      if (error.type === 'unavailable') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (error.type === 'rate_limited') {
        const retryAfter = 'retryAfterSeconds' in error ? Number(error.retryAfterSeconds) : 60;
        reply.header('retry-after', String(retryAfter));
        // Logged: many from one address or account is someone guessing or scripting.
        request.log.warn(
          { reason: error.messageKey, ip: request.ip, url: request.url },
          'rate limited: answered 429',
        );
      }
      const body: Omit<ErrorBody, 'request_id'> = { error: t(error.messageKey, error.vars) };
      if (error.fieldErrors) body.errors = translateFields(error.fieldErrors, t, error.vars);
      return send(reply, request, HTTP_STATUS[error.type], body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, request, status, {
        error: t(KEY_BY_STATUS[status] ?? 'error.invalid_input'),
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, { error: t('error.internal') });
  });

  app.setNotFoundHandler((request, reply) => {
    const t = translatorFor(requestLocale(request));
    return send(reply, request, 404, { error: t('error.not_found') });
  });
}

/** Fastify's own refusals before routing (e.g. a malformed URL): 400 in the shop's shape. */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const t = translatorFor(requestLocale(request));
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, request, status, { error: t(KEY_BY_STATUS[status] ?? 'error.invalid_input') });
}

/**
 * A field's message: core's schemas and services give catalog keys (`validation.*`, `error.*`);
 * anything else (zod's own English, a key missing from the catalog) is the generic text.
 */
function fieldMessage(
  t: Translate,
  message: string | undefined,
  field: string,
  vars: Record<string, string | number> = {},
): string {
  if (message && /^(?:validation|error)\.[\w.]+$/.test(message)) {
    const text = t(message, { ...vars, field });
    if (text !== message) return text;
  }
  return t('validation.invalid_field', { field });
}

/** Field messages, with the refusal's values (a limit it names) filled in. */
function translateFields(
  fields: Record<string, string[]>,
  t: Translate,
  vars: Record<string, string | number>,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, keys]) => [
      field,
      [...new Set(keys.map((key) => fieldMessage(t, key, field, vars)))],
    ]),
  );
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: Omit<ErrorBody, 'request_id'>,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ ...body, request_id: request.id } satisfies ErrorBody);
}
