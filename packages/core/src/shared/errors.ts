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
