import type { z } from 'zod';

/** The closed set of exceptional failures; the HTTP edge maps each to one status code. */
export type AppErrorType =
  | 'invalid_input'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable';

/**
 * An exceptional failure with a message key (translated at the edge) and optional field errors.
 * Expected business outcomes (out of stock, coupon refused) are return values, not AppErrors.
 */
export class AppError extends Error {
  constructor(
    readonly type: AppErrorType,
    readonly messageKey: string,
    readonly vars: Record<string, string | number> = {},
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** The HTTP status each failure answers with, on the API and on web pages alike. */
export const HTTP_STATUS: Readonly<Record<AppErrorType, number>> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
};

/** Message keys per field, from a failed parse (the first path segment names the field). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'input');
    const key = issue.message.startsWith('validation.')
      ? issue.message
      : 'validation.invalid_field';
    if (!errors[field]?.includes(key)) errors[field] = [...(errors[field] ?? []), key];
  }
  return errors;
}

/**
 * Parses input or throws the 400 the edge shows with every field's message: the one way core,
 * the API and the web refuse a form or a body (the server's error handler and the web's
 * formAction turn it into the spec's `error` and `errors`, translated).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('invalid_input', 'error.invalid_input', {}, fieldErrors(result.error));
}
