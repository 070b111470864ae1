import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { startSandbox } from '@shop/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpEmailGateway, smtpEmailGateway } from './smtp.ts';

const from = 'Цэцэг Маркет <shop@example.mn>';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
const gateways: SmtpEmailGateway[] = [];

/** A gateway closed after the test, so no pooled connection outlives it. */
function gateway(url: string): SmtpEmailGateway {
  const opened = smtpEmailGateway({ url, from });
  gateways.push(opened);
  return opened;
}

beforeAll(async () => {
  sandbox = await startSandbox(0);
});

afterEach(() => {
  for (const opened of gateways.splice(0)) opened.close();
  sandbox.outbox.clear();
});

afterAll(async () => {
  await sandbox?.close();
});

/** How long `promise` took to fail, and with what. */
async function failure(promise: Promise<unknown>): Promise<{ error: Error; ms: number }> {
  const started = Date.now();
  const error = await promise.then(
    () => new Error('it succeeded'),
    (caught: Error) => caught,
  );
  expect(error.message).not.toBe('it succeeded');
  return { error, ms: Date.now() - started };
}

/** A port nothing listens on: taken from the system, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP relay to `url` that counts the connections made through it. */
async function countingProxy(url: string) {
  const target = new URL(url);
  const sockets: Socket[] = [];
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.push(client, upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.length / 2,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('e-mail over SMTP', () => {
  it('delivers an e-mail with its text and an HTML part made from it', async () => {
    const body =
      'Сайн байна уу, Болд!\n\nТаны R123456789 захиалга баталгаажлаа.\nЗахиалгаа эндээс харна уу: https://shop.example.mn/orders/R123456789?token=a1&b=2\n\nБаярлалаа,\nЦэцэг Маркет';
    const sent = await gateway(sandbox.smtpUrl).send({
      channel: 'email',
      to: 'bold@example.mn',
      subject: 'Таны захиалга баталгаажлаа',
      body,
    });

    expect(sent.providerId).toMatch(/^<.+@example\.mn>$/);
    const [message] = sandbox.outbox.list({ to: 'bold@example.mn' });
    expect(message).toMatchObject({
      channel: 'email',
      subject: 'Таны захиалга баталгаажлаа',
      body,
    });
    expect(message?.html).toContain('<html lang="mn">');
    expect(message?.html).toContain('>Цэцэг Маркет</h1>');
    expect(message?.html).toContain(
      '<a href="https://shop.example.mn/orders/R123456789?token=a1&#38;b=2"',
    );
    expect(message?.html).toContain('Сайн байна уу, Болд!</p>');
  });

  it('sends a burst of e-mails over at most two connections, not one each', async () => {
    const proxy = await countingProxy(sandbox.smtpUrl);
    try {
      const mailer = gateway(proxy.url);
      const recipients = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@example.mn`);
      const sent = await Promise.all(
        recipients.map((to) =>
          mailer.send({ channel: 'email', to, subject: 'Код', body: '123456' }),
        ),
      );
      expect(new Set(sent.map((s) => s.providerId)).size).toBe(recipients.length);
      expect(
        sandbox.outbox
          .list({ channel: 'email' })
          .map((m) => m.to)
          .sort(),
      ).toEqual(recipients);
      expect(proxy.connections()).toBeLessThanOrEqual(2);
    } finally {
      await proxy.close();
    }
  });

  it('refuses an SMS: it carries e-mails only', async () => {
    const { error } = await failure(
      gateway(sandbox.smtpUrl).send({ channel: 'sms', to: '+97699112233', body: 'Код: 123456' }),
    );
    expect(error.message).toMatch(/e-mails only/);
    expect(sandbox.outbox.list()).toEqual([]);
  });

  it('fails at once when no SMTP server listens on the port', async () => {
    const port = await closedPort();
    const { error, ms } = await failure(
      gateway(`smtp://127.0.0.1:${port}`).send({
        channel: 'email',
        to: 'bold@example.mn',
        subject: 'Сайн уу',
        body: 'Сайн уу',
      }),
    );
    expect(error.message).toMatch(/ECONNREFUSED/);
    expect(ms).toBeLessThan(5_000);
  });

  it('gives up on a server that accepts the connection but never greets', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      // The URL shortens the 10-second wait so the test does not sit through it.
      const { error, ms } = await failure(
        gateway(`smtp://127.0.0.1:${port}?greetingTimeout=300`).send({
          channel: 'email',
          to: 'bold@example.mn',
          subject: 'Сайн уу',
          body: 'Сайн уу',
        }),
      );
      expect((error as NodeJS.ErrnoException).code).toBe('ETIMEDOUT');
      expect(ms).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses to send in clear text when the URL asks for TLS', async () => {
    const { error } = await failure(
      gateway(`${sandbox.smtpUrl}?requireTLS=true`).send({
        channel: 'email',
        to: 'bold@example.mn',
        subject: 'Сайн уу',
        body: 'Сайн уу',
      }),
    );
    expect(error.message).toMatch(/STARTTLS/);
    expect(sandbox.outbox.list()).toEqual([]);
  });

  it('refuses an address that is not an SMTP server’s', () => {
    expect(() => smtpEmailGateway({ url: 'https://mail.example.mn', from })).toThrow(/smtp:\/\//);
  });
});
