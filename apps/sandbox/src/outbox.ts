export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  receivedAt: string;
}

const MAX_MESSAGES = 500;

/** What the shop "sent": kept in memory, newest first, the oldest dropped past 500. */
export class Outbox {
  private messages: OutboxMessage[] = [];
  private next = 1;

  add(message: Omit<OutboxMessage, 'id' | 'receivedAt'>): OutboxMessage {
    const stored = {
      ...message,
      id: `msg_${this.next++}`,
      receivedAt: new Date().toISOString(),
    };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    return stored;
  }

  list(filter: { to?: string; channel?: string } = {}): OutboxMessage[] {
    return this.messages.filter(
      (m) =>
        (!filter.to || m.to === filter.to) && (!filter.channel || m.channel === filter.channel),
    );
  }

  clear(): void {
    this.messages = [];
  }
}
