import { isLocale, LANGUAGE_TAGS } from '@shop/i18n';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { renderEmailHtml } from './email-html.ts';
import type { MessageGateway } from './gateway.ts';

export interface SmtpEmailOptions {
  /**
   * The SMTP server: `smtp://` (STARTTLS when the server offers it) or `smtps://` (TLS from the
   * start), with `user:password@` when it asks for a login. Nodemailer reads its options from
   * the query too: `?requireTLS=true` refuses to send without STARTTLS.
   */
  url: string;
  /** The sender as buyers see it, e.g. `Цэцэг Маркет <shop@example.mn>`; its name heads the HTML. */
  from: string;
}

/** A gateway that can also let go of its open SMTP connections (on shutdown, after tests). */
export interface SmtpEmailGateway extends MessageGateway {
  close(): void;
}

// Bounded waits: an SMTP server that does not answer fails the message (and its job retries
// later) instead of holding a worker. A small pool keeps connections open between messages, so
// a burst of order e-mails does not pay a TCP and TLS handshake each.
const TRANSPORT_DEFAULTS = {
  pool: 'true',
  maxConnections: '2',
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '10000',
};

/** The URL with our defaults added; what the URL itself says wins (e.g. a shorter timeout). */
function transportUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new Error(`SMTP URL must start with smtp:// or smtps://, not ${parsed.protocol}`);
  for (const [name, value] of Object.entries(TRANSPORT_DEFAULTS))
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, value);
  return parsed.href;
}

/** The name in `Name <address>`, or the address when there is no name. */
function senderName(from: string): string {
  const [sender] = addressparser(from, { flatten: true });
  return sender?.name || sender?.address || from;
}

/** E-mails over SMTP, each with its plain text and an HTML part made from it. */
export function smtpEmailGateway(options: SmtpEmailOptions): SmtpEmailGateway {
  const transport = nodemailer.createTransport(transportUrl(options.url));
  const shopName = senderName(options.from);
  return {
    async send(message) {
      if (message.channel !== 'email')
        throw new Error(`the SMTP gateway sends e-mails only, not ${message.channel}`);
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
        html: renderEmailHtml({
          shopName,
          subject: message.subject,
          text: message.body,
          lang: message.locale && isLocale(message.locale) ? LANGUAGE_TAGS[message.locale] : 'mn',
        }),
      });
      return { providerId: info.messageId };
    },
    close: () => transport.close(),
  };
}
