export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  subject?: string;
  body: string;
  /** The shop locale it is written in ('mn', 'cn', …): an e-mail's HTML part says so. */
  locale?: string;
}

/** Where e-mails and SMS leave the shop: the sandbox in development, a provider in production. */
export interface MessageGateway {
  send(message: OutgoingMessage): Promise<{ providerId: string }>;
  /** Closes what it keeps open (an SMTP connection pool), at shutdown. */
  close?(): void;
}

const TIMEOUT_MS = 10_000;

/** A gateway speaking the sandbox's HTTP protocol (`POST /email/send`, `POST /sms/send`). */
export function httpMessageGateway(baseUrl: string): MessageGateway {
  return {
    async send(message) {
      const path = message.channel === 'email' ? '/email/send' : '/sms/send';
      const payload =
        message.channel === 'email'
          ? { to: message.to, subject: message.subject ?? '', body: message.body }
          : { to: message.to, body: message.body };
      const response = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`gateway answered ${response.status}`);
      const body = (await response.json()) as { id: string };
      return { providerId: body.id };
    },
  };
}

/** E-mails to one gateway, SMS to another (SMTP and an operator's HTTP gateway in production). */
export function channelGateway(gateways: Record<Channel, MessageGateway>): MessageGateway {
  return {
    send: (message) => gateways[message.channel].send(message),
    close() {
      gateways.email.close?.();
      gateways.sms.close?.();
    },
  };
}
