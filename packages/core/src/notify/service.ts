import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { MessageGateway, OutgoingMessage } from './gateway.ts';
import { notifyMessage } from './schema.ts';

export interface SentMessage {
  id: number;
  status: 'sent' | 'failed';
  providerId: string | null;
}

/**
 * Writes a message to the shop's outbox ('queued') in the caller's transaction: it exists only
 * if the change it tells of was stored. `deliverQueued` sends it once the transaction commits;
 * the background job sends what a stopped process left queued.
 */
export async function queueMessage(ctx: Ctx, message: OutgoingMessage): Promise<number> {
  const [row] = await ctx.db
    .insert(notifyMessage)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
      createdAt: ctx.now,
    })
    .returning({ id: notifyMessage.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

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
    .set({ status: 'sending' })
    .where(and(inArray(notifyMessage.id, [...ids]), eq(notifyMessage.status, 'queued')))
    .returning();
  const sent: SentMessage[] = [];
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const message: OutgoingMessage = {
      channel: row.channel as OutgoingMessage['channel'],
      to: row.recipient,
      subject: row.subject ?? undefined,
      body: row.body,
    };
    try {
      const { providerId } = await gateway.send(message);
      await ctx.db
        .update(notifyMessage)
        .set({ status: 'sent', providerId, sentAt: ctx.now })
        .where(eq(notifyMessage.id, row.id));
      sent.push({ id: row.id, status: 'sent', providerId });
    } catch (error) {
      await ctx.db
        .update(notifyMessage)
        .set({ status: 'failed', error: String(error) })
        .where(eq(notifyMessage.id, row.id));
      sent.push({ id: row.id, status: 'failed', providerId: null });
    }
  }
  return sent;
}

/** Records a message in the outbox and delivers it at once (outside any transaction). */
export async function sendMessage(
  ctx: Ctx,
  gateway: MessageGateway,
  message: OutgoingMessage,
): Promise<SentMessage> {
  const id = await queueMessage(ctx, message);
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
