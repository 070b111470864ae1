import { checkout, createContext, type Db, limits, type vat } from '@shop/core';

export interface JobsOptions {
  db: Db;
  vatService: vat.VatServiceConfig;
  everyMs: number;
  log: (message: string, detail?: Record<string, unknown>) => void;
}

/**
 * The shop's background work, every `everyMs`: unpaid orders past their payment period expire
 * (stock returns), paid orders get their VAT receipts, old rate-limit windows are forgotten.
 * Every server runs them: each step is safe to run twice at once (an order's change locks its
 * row and checks its state; the VAT service answers one receipt per order number). A failed
 * round is logged and the next one tries again.
 */
export function startJobs(options: JobsOptions): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const round = async () => {
    const ctx = createContext(options.db);
    const expired = await checkout.expireOverdueOrders(ctx);
    const receipts = await checkout.sendVatReceipts(ctx, options.vatService);
    await limits.pruneCounters(ctx);
    if (expired.length > 0 || receipts.length > 0) {
      options.log('background jobs', { expired, vat_receipts: receipts });
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = round()
      .catch((error) => options.log('background jobs failed', { err: String(error) }))
      .finally(() => {
        running = null;
      });
  }, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
