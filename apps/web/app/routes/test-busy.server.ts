import { DatabaseUnavailableError } from '@shop/core';

/** What a loader meets when no database connection came in time. */
export function databaseTooBusy(): never {
  throw new DatabaseUnavailableError('no_connection');
}
