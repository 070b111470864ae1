import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Outbox, OutboxMessage } from './outbox.ts';

/** The largest message accepted, as a real provider would limit it (attachments included). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** A refusal the SMTP client sees with its code, e.g. `552 message too large`. */
const refusal = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/** Reads a message's data, keeping at most `limit` bytes; null when it was longer. */
async function readMessage(stream: SMTPServerDataStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Past the limit the rest is drained and dropped, so a huge message costs no memory.
    if (size <= limit) chunks.push(chunk);
  }
  return stream.sizeExceeded || size > limit ? null : Buffer.concat(chunks);
}

/** Each of the message's envelope recipients gets its own outbox entry, as with `/email/send`. */
async function keepMessage(
  outbox: Outbox,
  session: SMTPServerSession,
  data: Buffer,
): Promise<OutboxMessage[]> {
  const mail = await simpleParser(data, { skipTextToHtml: true, skipImageLinks: true });
  return session.envelope.rcptTo.map(({ address }) =>
    outbox.add({
      channel: 'email',
      to: address,
      subject: mail.subject ?? null,
      body: mail.text ?? '',
      html: mail.html || null,
    }),
  );
}

/**
 * The e-mail provider over SMTP: any login or none, no TLS (it listens on the developer's own
 * machine), and every message it accepts parsed into the outbox beside the HTTP ones.
 */
export async function startSmtpSandbox(outbox: Outbox, options: { port: number; host: string }) {
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'sandbox' }),
    size: MAX_MESSAGE_BYTES,
    // A client that goes quiet is let go; closing does not wait long for a pooled connection.
    socketTimeout: 30_000,
    closeTimeout: 1_000,
    logger: false,
    onData(stream, session, callback) {
      readMessage(stream, MAX_MESSAGE_BYTES)
        .then((data) => {
          if (!data) return callback(refusal(552, 'message exceeds the 10 MB limit'));
          return keepMessage(outbox, session, data).then((kept) =>
            callback(null, `accepted as ${kept.map((message) => message.id).join(', ')}`),
          );
        })
        .catch(() => callback(refusal(451, 'message could not be read')));
    },
  });
  // A client dropping its connection is the client's failure, not a reason to stop the sandbox.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `smtp://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
