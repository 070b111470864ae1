import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A query sent beside the transaction its own request holds: through the pool it takes a second
 * connection (ten such requests hold a pool of ten), on the embedded database it waits for the
 * transaction that waits for it. Always a bug in the code that sent it; the message names it.
 */
export class TransactionMisuseError extends Error {
  constructor(call: string, openedAt: string) {
    super(
      `${call} reached the database beside the transaction this request holds ` +
        `(opened at ${openedAt}); pass the transaction's context (withTransaction) instead`,
    );
    this.name = 'TransactionMisuseError';
  }
}

interface HeldTransaction {
  open: boolean;
  /** Where the transaction was opened; read only when a misuse is reported. */
  opened: Error;
}

const held = new AsyncLocalStorage<HeldTransaction>();

/**
 * Where a transaction is being opened: taken before the first await, while the stack still
 * holds the service that asked for it.
 */
export function openingTransaction(): Error {
  return deepError();
}

/** Runs `work` marked as holding a transaction: what it starts is refused the pool meanwhile. */
export async function holdingTransaction<T>(opened: Error, work: () => Promise<T>): Promise<T> {
  const mark: HeldTransaction = { open: true, opened };
  try {
    return await held.run(mark, work);
  } finally {
    // Work it started and left running may use the pool once the transaction is over.
    mark.open = false;
  }
}

/**
 * The transaction mark the caller runs under: the same object for all the work of one
 * transaction, another for the next one (a transaction handle reused on its connection tells its
 * own transaction's work from work a finished one left running).
 */
export function currentHold(): object | undefined {
  return held.getStore();
}

/** True while the calling request holds a transaction (and so a connection). */
export function holdsTransaction(): boolean {
  return held.getStore()?.open === true;
}

/**
 * Refuses at once a query or connection asked for beside a transaction this request holds.
 * `call` names it for the message; a function is asked only then (every pool query passes here).
 */
export function refuseBesideTransaction(call: string | (() => string)): void {
  const mark = held.getStore();
  if (mark?.open) {
    const from = callSite(deepError());
    const what = typeof call === 'string' ? call : call();
    throw new TransactionMisuseError(
      from ? `${what} from ${from}` : what,
      callSite(mark.opened) ?? 'unknown',
    );
  }
}

/** A query as the driver receives it (text, or a config with text), shortened for a message. */
export function queryText(query: unknown): string {
  const text =
    typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 100 ? `${line.slice(0, 100)}…` : line;
}

/** An error whose stack reaches past the database libraries' frames to the shop's code. */
function deepError(): Error {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const error = new Error();
  Error.stackTraceLimit = limit;
  return error;
}

/**
 * The first frame outside the database layer and its libraries; null when the stack has none (a
 * Drizzle query is sent from a microtask, past which the stack does not reach).
 */
function callSite(error: Error): string | null {
  const frames = (error.stack ?? '').split('\n').slice(1);
  const ours = frames.find(
    (f) => !/\/db\/(guard|client|transaction|postgres|pglite)\.ts|node_modules|node:/.test(f),
  );
  return ours ? ours.trim().replace(/^at /, '') : null;
}
