import type { Tracer } from '@opentelemetry/api';
import {
  checkout,
  createContext,
  type Db,
  engagement,
  jobs,
  limits,
  notify,
  orders,
  payments,
  push,
  shopLinks,
  type vat,
} from '@shop/core';
import { traceJobs } from './tracing.ts';

export interface JobsOptions {
  /** Each job runs in a span of its own when tracing is on. */
  tracer?: Tracer;
  db: Db;
  payments: payments.PaymentProviders;
  /** Delivers messages a stopped process left queued in the outbox. */
  gateway: notify.MessageGateway;
  /** Sends push messages to shoppers' devices (the queue's `push.send` jobs). */
  pushSender: push.PushSender;
  vatService: vat.VatServiceConfig;
  everyMs: number;
  /** How often the queue's worker looks for due jobs (messages to deliver). */
  pollMs: number;
  /** Jobs the queue's worker runs at once. */
  jobSlots: number;
  /** The shop's public address, for links in the messages jobs send (a product back in stock). */
  shopUrl: string;
  /** Delivered orders complete by themselves after this many days. */
  completeAfterDays: number;
  log: (message: string, detail?: Record<string, unknown>) => void;
}

/**
 * The shop's background round, every `everyMs`: open QR invoices are checked (a lost callback);
 * behind the queue's own jobs, overdue unpaid orders expire and money ended orders still hold is
 * queued for refunding; paid orders get their VAT receipts (ended ones have theirs returned);
 * delivered orders complete after `completeAfterDays`; messages a stopped process left queued
 * are sent; the wished products' look for price drops and returns is queued (one job per 10
 * minutes, whichever server asks first), and the look at who waits for a product to come back
 * (one per 5 minutes); old rate-limit windows, done jobs and stock alerts are forgotten.
 * Every server runs them: each step is safe to run twice at once (an order's change locks its
 * row and checks its state; the VAT service answers one receipt per order number). A failed
 * round is logged and the next one tries again.
 */
export function startJobs(options: JobsOptions): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const round = async () => {
    const ctx = createContext(options.db);
    const qrSettled = await payments.checkOpenQrInvoices(ctx, options.payments);
    const expired = await checkout.expireOverdueOrders(ctx);
    const refunds = await checkout.queueStrandedRefunds(ctx);
    const receipts = await checkout.sendVatReceipts(ctx, options.vatService);
    const voided = await checkout.returnVatReceipts(ctx, options.vatService);
    const completed = await orders.completeDeliveredOrders(ctx, options.completeAfterDays);
    const messages = await notify.sendLeftQueued(ctx, options.gateway);
    await engagement.queueWishAlerts(ctx);
    await engagement.queueStockAlerts(ctx);
    await limits.pruneCounters(ctx);
    await engagement.pruneStockAlerts(ctx);
    await jobs.pruneDoneJobs(ctx);
    const done = [expired, receipts, voided, completed].flat();
    if (done.length + qrSettled + messages + refunds > 0) {
      options.log('background jobs', {
        expired,
        refunds_queued: refunds,
        completed,
        qr_settled: qrSettled,
        messages_left_queued: messages,
        vat_receipts: receipts,
        vat_receipts_returned: voided,
      });
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
  const worker = startQueueWorker(options);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([running, worker.stop()]);
    },
  };
}

/**
 * The durable queue's worker (docs/decisions/008-job-queue-in-postgresql.md): up to `jobSlots`
 * jobs at once, claimed as slots free up and looked for every `pollMs`. Every server runs one: a
 * job is claimed by one of them (`skip locked`).
 */
function startQueueWorker(options: JobsOptions): { stop(): Promise<void> } {
  const all = {
    ...notify.messageJobs(options.gateway),
    ...push.pushJobs(options.pushSender),
    ...engagement.wishAlertJobs(),
    ...engagement.stockAlertJobs(shopLinks(options.shopUrl)),
    ...checkout.vatReceiptJobs(options.vatService),
    ...checkout.expiryJobs(),
    ...payments.refundJobs(options.payments),
  };
  const handlers = options.tracer ? traceJobs(all, options.tracer) : all;
  return jobs.startJobRunner(() => createContext(options.db), handlers, {
    slots: options.jobSlots,
    pollMs: options.pollMs,
    onFailure: (job, outcome, error) =>
      options.log('job failed', { kind: job.kind, id: job.id, outcome, err: String(error) }),
    onError: (error) => options.log('job queue unreachable', { err: String(error) }),
  });
}
