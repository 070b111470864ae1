import { eq } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { MessageGateway, OutgoingMessage } from './gateway.ts';
import { notifyMessage } from './schema.ts';

export interface SentMessage {
  id: number;
  status: 'sent' | 'failed';
  providerId: string | null;
}

/**
 * Records a message in the shop's outbox, then hands it to the gateway and records the outcome.
 * A gateway failure is kept on the row (status failed) rather than thrown, so callers go on.
 */
export async function sendMessage(
  ctx: Ctx,
  gateway: MessageGateway,
  message: OutgoingMessage,
): Promise<SentMessage> {
  const [row] = await ctx.db
    .insert(notifyMessage)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
    })
    .returning({ id: notifyMessage.id });
  if (!row) throw new Error('insert returned no row');
  try {
    const { providerId } = await gateway.send(message);
    await ctx.db
      .update(notifyMessage)
      .set({ status: 'sent', providerId, sentAt: ctx.now })
      .where(eq(notifyMessage.id, row.id));
    return { id: row.id, status: 'sent', providerId };
  } catch (error) {
    await ctx.db
      .update(notifyMessage)
      .set({ status: 'failed', error: String(error) })
      .where(eq(notifyMessage.id, row.id));
    return { id: row.id, status: 'failed', providerId: null };
  }
}
