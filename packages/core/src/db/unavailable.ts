import { AppError } from '../shared/index.ts';

/**
 * The database is busy or out of reach for now (no connection free in time, a lock or a
 * statement past its bound, a transaction past its deadline, a connection lost): the request
 * answers 503 with Retry-After, and nothing it did inside a transaction is kept.
 */
export class DatabaseUnavailableError extends AppError {
  constructor(
    readonly reason:
      | 'no_connection'
      | 'lock_timeout'
      | 'statement_timeout'
      | 'transaction_deadline'
      | 'connection_lost',
    options: { cause?: unknown } = {},
  ) {
    super('unavailable', 'error.busy');
    this.name = 'DatabaseUnavailableError';
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

const LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * What a failure means when the database is busy or out of reach (its own error, PostgreSQL's
 * lock and statement timeouts, a lost connection, the pool's wait), looking through the causes
 * Drizzle wraps around them; null for any other failure.
 */
export function databaseUnavailable(error: unknown): DatabaseUnavailableError | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    if (e instanceof DatabaseUnavailableError) return e;
    const { code, message } = e as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (code === '55P03') return new DatabaseUnavailableError('lock_timeout', { cause: error });
    if (code === '57014')
      return new DatabaseUnavailableError('statement_timeout', { cause: error });
    if (
      (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) ||
      /^Connection terminated|^Client has encountered a connection error|^Query read timeout/.test(
        text,
      )
    ) {
      return new DatabaseUnavailableError('connection_lost', { cause: error });
    }
    if (text === 'timeout exceeded when trying to connect')
      return new DatabaseUnavailableError('no_connection', { cause: error });
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
