import { type CopyPayload, copyTarget, copyText, type Db, sendCopies } from '../db/index.ts';
import { searchDocumentRows } from '../search/index.ts';
import type { SeedProduct } from './product-factory.ts';
import { productRows } from './product-rows.ts';
import type { SeedSearchSources } from './search-sources.ts';
import type { SeedReviews } from './seed-reviews.ts';

/** Products made ready between two turns of the event loop: a few milliseconds of work. */
const SLICE = 50;

/**
 * Writes seeded products whole: the catalogue rows, their reviews (which settle each product's
 * rating before it is written) and their search documents, so nothing is read back or updated
 * afterwards.
 */
export class SeedProductWriter {
  constructor(
    private readonly keywords: Map<string, { id: number }>,
    private readonly reviews: SeedReviews,
    private readonly sources: SeedSearchSources,
  ) {}

  /**
   * A batch made ready to send, a slice of products at a time: between slices the event loop is
   * free to pass the last batch's COPYs on (each takes two turns of it), so the database writes
   * that batch while Node makes this one instead of waiting for Node between its tables.
   */
  async prepare(products: SeedProduct[]): Promise<CopyPayload[]> {
    const parts: { target: string; texts: string[] }[] = [];
    for (let from = 0; from < products.length; from += SLICE) {
      const slice = products.slice(from, from + SLICE);
      // Reviews first: they settle the ratings the product rows and search documents carry.
      const reviews = this.reviews.rowsFor(slice);
      const tables = [
        ...productRows(slice, this.keywords),
        reviews,
        searchDocumentRows(slice.map((p) => this.sources.sourceOf(p))),
      ];
      tables.forEach((rows, i) => {
        parts[i] ??= { target: copyTarget(rows), texts: [] };
        parts[i].texts.push(copyText(rows));
      });
      await yieldToIo();
    }
    return parts
      .map(({ target, texts }) => ({ target, text: texts.join('') }))
      .filter((payload) => payload.text !== '');
  }

  /** Sends a batch `prepare` made, on the seed's transaction. */
  send(db: Db, payloads: CopyPayload[]): Promise<void> {
    return sendCopies(db, payloads);
  }

  async write(db: Db, products: SeedProduct[]): Promise<void> {
    await this.send(db, await this.prepare(products));
  }
}

function yieldToIo(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
