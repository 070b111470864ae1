export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  /** An e-mail's HTML part as it arrived over SMTP; null for SMS and HTTP e-mails. */
  html: string | null;
  /** An SMS from the operator gateway: the sender name the phone shows, and its parts. */
  sender?: string;
  parts?: number;
  receivedAt: string;
}

const MAX_MESSAGES = 500;

/** What the shop "sent": kept in memory, newest first, the oldest dropped past 500. */
export class Outbox {
  private messages: OutboxMessage[] = [];
  private next = 1;

  add(
    message: Omit<OutboxMessage, 'id' | 'html' | 'receivedAt'> & { html?: string | null },
  ): OutboxMessage {
    const stored = {
      ...message,
      html: message.html ?? null,
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
