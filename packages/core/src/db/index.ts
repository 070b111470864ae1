export { addToCounts } from './add-to-counts.ts';
export {
  bulkInsert,
  bulkInsertStatement,
  bulkUpdate,
  type Cell,
  syncSequences,
} from './bulk-insert.ts';
export { withIndexesDeferred } from './bulk-load.ts';
export type { Db } from './client.ts';
export {
  type Database,
  type DatabaseLimits,
  type DatabaseOptions,
  DEFAULT_DATABASE_LIMITS,
  DEFAULT_PGLITE_SHARED_BUFFERS_MB,
  openDatabase,
} from './client.ts';
export {
  type CopyPayload,
  copyPayload,
  copyRows,
  copyTarget,
  copyText,
  sendCopies,
  type TableRows,
} from './copy-rows.ts';
export { hasErrorCode } from './error-code.ts';
export {
  holdingTransaction,
  holdsTransaction,
  openingTransaction,
  refuseBesideTransaction,
  TransactionMisuseError,
} from './guard.ts';
export { intArray } from './int-array.ts';
export { dropEverything, migrate } from './migrate.ts';
export { OneAtATime } from './one-at-a-time.ts';
export { prepared, preparedSql } from './prepared.ts';
export { preparedForIds } from './prepared-for-ids.ts';
export { isTrue, queryRows } from './query.ts';
export { longTransaction, withTransaction } from './transaction.ts';
export { TtlCache } from './ttl-cache.ts';
export { DatabaseUnavailableError, databaseUnavailable } from './unavailable.ts';
