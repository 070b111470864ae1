// Enough for any test run; stops a runaway client from growing the sandbox without end.
const MAX_RECORDS = 10_000;

/**
 * A provider's records in memory, found by id and by one key the shop chooses (its reference,
 * order number, transaction token). Past `max` records the oldest are forgotten.
 */
export class RecordStore<T extends { id: string }> {
  readonly #byId = new Map<string, T>();
  readonly #byKey = new Map<string, string>();

  constructor(
    private readonly keyOf: (record: T) => string,
    private readonly max = MAX_RECORDS,
  ) {}

  get(id: string | undefined): T | undefined {
    return id === undefined ? undefined : this.#byId.get(id);
  }

  /** The live record under the shop's key, if any. */
  withKey(key: string): T | undefined {
    return this.get(this.#byKey.get(key));
  }

  add(record: T): void {
    this.#byId.set(record.id, record);
    this.#byKey.set(this.keyOf(record), record.id);
    for (const [id, old] of this.#byId) {
      if (this.#byId.size <= this.max) break;
      this.#byId.delete(id);
      if (this.#byKey.get(this.keyOf(old)) === id) this.#byKey.delete(this.keyOf(old));
    }
  }

  /** Frees the record's key for a new record; the record itself is still found by id. */
  releaseKey(record: T): void {
    if (this.#byKey.get(this.keyOf(record)) === record.id) this.#byKey.delete(this.keyOf(record));
  }
}
