import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { prepared } from '../db/index.ts';
import { enqueue, type JobHandler } from '../jobs/index.ts';
import { ProviderError } from '../shared/index.ts';
import type { MessageGateway, OutgoingMessage } from './gateway.ts';
import { notifyMessage } from './schema.ts';

/** The job that delivers a queued message, and retries it while the gateway fails. */
export const DELIVER_JOB = 'notify.deliver';
/** A claim to send older than this lapsed: its process stopped while sending. */
const CLAIM_LAPSES_MS = 2 * 60_000;

export interface SentMessage {
  id: number;
  status: 'sent' | 'failed';
  providerId: string | null;
  /** The gateway refused it for good (a number that is no phone): trying again cannot help. */
  refused?: boolean;
}

/**
 * Writes a message to the shop's outbox ('queued') in the caller's transaction: it exists only
 * if the change it tells of was stored. With it goes a job (`notify.deliver`) that delivers it
 * and retries with backoff while the gateway fails; a caller may also `deliverQueued` it at once
 * after the commit (whichever claims it first sends it, once). `deliver: 'caller'`: no job, the
 * caller delivers and answers for the outcome (`sendMessage`: a sign-in code the shopper waits
 * for, said at once when it cannot be sent).
 */
export async function queueMessage(
  ctx: Ctx,
  message: OutgoingMessage,
  options: { deliver?: 'job' | 'caller' } = {},
): Promise<number> {
  const [row] = await insertMessage(ctx.db).execute({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject ?? null,
    body: message.body,
    meta: message.locale ? { locale: message.locale } : {},
    now: ctx.now,
  });
  if (!row) throw new Error('insert returned no row');
  if (options.deliver !== 'caller') {
    await enqueue(ctx, {
      kind: DELIVER_JOB,
      payload: { message_id: row.id },
      key: `message:${row.id}`,
      maxAttempts: 8,
    });
  }
  return row.id;
}

const insertMessage = prepared('notify_queue_message', (db) =>
  db
    .insert(notifyMessage)
    .values({
      channel: sql.placeholder('channel'),
      recipient: sql.placeholder('recipient'),
      subject: sql.placeholder('subject'),
      body: sql.placeholder('body'),
      meta: sql.placeholder('meta'),
      createdAt: sql.placeholder('now'),
    })
    .returning({ id: notifyMessage.id }),
);

/**
 * Hands queued messages to the gateway, each once: a row is claimed ('queued' to 'sending')
 * before the gateway is called, so two servers never send it twice. A gateway failure is kept
 * on the row ('failed') rather than thrown, so callers go on.
 */
export async function deliverQueued(
  ctx: Ctx,
  gateway: MessageGateway,
  ids: readonly number[],
): Promise<SentMessage[]> {
  if (ids.length === 0) return [];
  const claimed = await ctx.db
    .update(notifyMessage)
    .set({ status: 'sending', claimedAt: ctx.now })
    .where(and(inArray(notifyMessage.id, [...ids]), eq(notifyMessage.status, 'queued')))
    .returning();
  return deliverClaimed(ctx, gateway, claimed);
}

async function deliverClaimed(
  ctx: Ctx,
  gateway: MessageGateway,
  claimed: MessageRow[],
): Promise<SentMessage[]> {
  const sent: SentMessage[] = [];
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const message: OutgoingMessage = {
      channel: row.channel as OutgoingMessage['channel'],
      to: row.recipient,
      subject: row.subject ?? undefined,
      body: row.body,
      locale: typeof row.meta.locale === 'string' ? row.meta.locale : undefined,
    };
    try {
      const { providerId } = await gateway.send(message);
      await markSent(ctx.db).execute({ id: row.id, providerId, now: ctx.now });
      sent.push({ id: row.id, status: 'sent', providerId });
    } catch (error) {
      await markFailed(ctx.db).execute({ id: row.id, error: String(error) });
      const refused = error instanceof ProviderError && error.reason === 'rejected';
      sent.push({ id: row.id, status: 'failed', providerId: null, refused });
    }
  }
  return sent;
}

type MessageRow = typeof notifyMessage.$inferSelect;

// Every message a job delivers is claimed and marked by these: prepared, as they run for each
// order's confirmation.
const markSent = prepared('notify_mark_sent', (db) =>
  db
    .update(notifyMessage)
    .set({
      status: 'sent',
      providerId: sql`${sql.placeholder('providerId')}::text`,
      sentAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(eq(notifyMessage.id, sql.placeholder('id'))),
);

const markFailed = prepared('notify_mark_failed', (db) =>
  db
    .update(notifyMessage)
    .set({ status: 'failed', error: sql`${sql.placeholder('error')}::text` })
    .where(eq(notifyMessage.id, sql.placeholder('id'))),
);

/** A message the job may send: queued, failed before, or claimed by a process that stopped. */
const claimForJob = prepared('notify_claim_for_job', (db) =>
  db
    .update(notifyMessage)
    .set({ status: 'sending', claimedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(
      and(
        eq(notifyMessage.id, sql.placeholder('id')),
        or(
          inArray(notifyMessage.status, ['queued', 'failed']),
          and(
            eq(notifyMessage.status, 'sending'),
            sql`${notifyMessage.claimedAt} < ${sql.placeholder('lapsed')}`,
          ),
        ),
      ),
    )
    .returning(),
);

/**
 * The `notify.deliver` job: sends the message unless it was sent already (by the request that
 * wrote it, or an earlier attempt); a failed send, or one another server is still making, is
 * tried again later (the job's backoff). Safe to run twice.
 */
export async function deliverByJob(
  ctx: Ctx,
  gateway: MessageGateway,
  messageId: number,
): Promise<void> {
  const lapsed = new Date(ctx.now.getTime() - CLAIM_LAPSES_MS);
  const claimed = await claimForJob(ctx.db).execute({ id: messageId, now: ctx.now, lapsed });
  const [result] = await deliverClaimed(ctx, gateway, claimed);
  // Sent, or refused for good (kept as failed in the outbox): either way the job is over.
  if (result?.status === 'sent' || result?.refused) return;
  const [row] = await ctx.db
    .select({ status: notifyMessage.status, error: notifyMessage.error })
    .from(notifyMessage)
    .where(eq(notifyMessage.id, messageId));
  if (!row || row.status === 'sent') return;
  throw new Error(
    row.status === 'sending' ? 'being sent by another server' : (row.error ?? 'failed'),
  );
}

/** The queue's handlers for messages, delivering through `gateway`. */
export function messageJobs(gateway: MessageGateway): Record<string, JobHandler> {
  return {
    [DELIVER_JOB]: (ctx, payload) => deliverByJob(ctx, gateway, Number(payload.message_id)),
  };
}

/** Records a message in the outbox and delivers it at once (outside any transaction). */
export async function sendMessage(
  ctx: Ctx,
  gateway: MessageGateway,
  message: OutgoingMessage,
): Promise<SentMessage> {
  const id = await queueMessage(ctx, message, { deliver: 'caller' });
  const [sent] = await deliverQueued(ctx, gateway, [id]);
  return sent ?? { id, status: 'failed', providerId: null };
}

/**
 * Messages still queued `afterMs` after they were written: their process stopped between the
 * commit and the delivery. The background job sends them (at most `limit` a round).
 */
export async function sendLeftQueued(
  ctx: Ctx,
  gateway: MessageGateway,
  afterMs = 60_000,
  limit = 50,
): Promise<number> {
  const left = await ctx.db
    .select({ id: notifyMessage.id })
    .from(notifyMessage)
    .where(
      and(
        eq(notifyMessage.status, 'queued'),
        lte(notifyMessage.createdAt, new Date(ctx.now.getTime() - afterMs)),
      ),
    )
    .orderBy(notifyMessage.id)
    .limit(limit);
  const sent = await deliverQueued(
    ctx,
    gateway,
    left.map((m) => m.id),
  );
  return sent.length;
}
