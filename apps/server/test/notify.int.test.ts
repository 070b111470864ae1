import { createContext, jobs, notify, withTransaction } from '@shop/core';
import { startSandbox } from '@shop/sandbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { messageGatewayFrom } from '../src/account-services.ts';
import { loadConfig } from '../src/config.ts';

let testDb: TestDatabase;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 0 });
  sandbox = await startSandbox(0);
});

afterAll(async () => {
  await sandbox?.close();
  await testDb?.dispose();
});

describe(`notify through the sandbox on ${testDatabaseKind()}`, () => {
  it('records an e-mail and an SMS and delivers both to the sandbox outbox', async () => {
    const ctx = createContext(testDb.database.db);
    const gateway = notify.httpMessageGateway(sandbox.url);
    const email = await notify.sendMessage(ctx, gateway, {
      channel: 'email',
      to: 'saraa@example.mn',
      subject: 'Захиалга баталгаажлаа',
      body: 'Таны R123456789 захиалга баталгаажлаа.',
    });
    const sms = await notify.sendMessage(ctx, gateway, {
      channel: 'sms',
      to: '+97699112233',
      body: 'Цэцэг Маркет: баталгаажуулах код 482913',
    });
    expect([email.status, sms.status]).toEqual(['sent', 'sent']);

    const outbox = (await (await fetch(`${sandbox.url}/outbox.json`)).json()) as {
      messages: { to: string; channel: string }[];
    };
    expect(outbox.messages.map((m) => [m.channel, m.to])).toEqual([
      ['sms', '+97699112233'],
      ['email', 'saraa@example.mn'],
    ]);
    const page = await (await fetch(`${sandbox.url}/outbox`)).text();
    expect(page).toContain('Захиалга баталгаажлаа');
  });

  it('keeps a message the gateway refused as failed instead of throwing', async () => {
    const ctx = createContext(testDb.database.db);
    const result = await notify.sendMessage(ctx, notify.httpMessageGateway(sandbox.url), {
      channel: 'sms',
      to: 'not-a-phone',
      body: 'x',
    });
    expect(result.status).toBe('failed');
    const rows = await testDb.database.db.execute(
      sql`select status from notify_message where id = ${result.id}`,
    );
    expect((rows as unknown as { rows: { status: string }[] }).rows[0]?.status).toBe('failed');
  });

  it('writes a message with its change and delivers it once, however many servers try', async () => {
    const db = testDb.database.db;
    const gateway = notify.httpMessageGateway(sandbox.url);
    const to = '+97699001122';
    const rolledBack = await withTransaction(createContext(db), async (tx) => {
      await notify.queueMessage(tx, { channel: 'sms', to, body: 'хэзээ ч үгүй' });
      throw new Error('the change failed');
    }).catch(() => 'rolled back');
    expect(rolledBack).toBe('rolled back');
    const kept = await db.execute(
      sql`select count(*)::int as n from notify_message where recipient = ${to}`,
    );
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const id = await notify.queueMessage(createContext(db), {
      channel: 'sms',
      to,
      body: 'Таны захиалга хүргэлтэд гарлаа',
    });
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => notify.deliverQueued(createContext(db), gateway, [id])),
    );
    expect(tries.flat().map((m) => m.status)).toEqual(['sent']);
    const outbox = (await (
      await fetch(`${sandbox.url}/outbox.json?to=${encodeURIComponent(to)}`)
    ).json()) as { messages: { body: string }[] };
    expect(outbox.messages.map((m) => m.body)).toEqual(['Таны захиалга хүргэлтэд гарлаа']);
  });

  it('sends what a stopped process left queued, once it is a minute old', async () => {
    const db = testDb.database.db;
    const gateway = notify.httpMessageGateway(sandbox.url);
    const to = '+97699003344';
    const id = await notify.queueMessage(createContext(db), { channel: 'sms', to, body: 'Үлдсэн' });
    expect(await notify.sendLeftQueued(createContext(db), gateway)).toBe(0);
    const later = createContext(db, 'mn', new Date(Date.now() + 61_000));
    expect(await notify.sendLeftQueued(later, gateway)).toBeGreaterThanOrEqual(1);
    const rows = await db.execute(sql`select status from notify_message where id = ${id}`);
    expect((rows as unknown as { rows: { status: string }[] }).rows[0]?.status).toBe('sent');
  });

  it('retries a message while its gateway is down, then delivers it once, through the job queue', async () => {
    const db = testDb.database.db;
    const to = '+97699005566';
    const id = await notify.queueMessage(createContext(db), { channel: 'sms', to, body: 'Дахин' });
    // Nothing listens on port 9: the gateway is down. The attempt fails and waits its backoff.
    const down = notify.messageJobs(notify.httpMessageGateway('http://127.0.0.1:9'));
    const first = await jobs.runDueJobs(() => createContext(db), down, { limit: 100 });
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const status = async () =>
      (
        (await db.execute(sql`select status from notify_message where id = ${id}`)) as unknown as {
          rows: { status: string }[];
        }
      ).rows[0]?.status;
    expect(await status()).toBe('failed');
    // Back up, its backoff over: sent. A later worker finds nothing to send.
    const up = notify.messageJobs(notify.httpMessageGateway(sandbox.url));
    const later = () => createContext(db, 'mn', new Date(Date.now() + 30 * 60_000));
    expect((await jobs.runDueJobs(later, up, { limit: 100 })).done).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('sent');
    await jobs.runDueJobs(later, up, { limit: 100 });
    await notify.sendLeftQueued(later(), notify.httpMessageGateway(sandbox.url));
    const outbox = (await (
      await fetch(`${sandbox.url}/outbox.json?to=${encodeURIComponent(to)}`)
    ).json()) as { messages: { body: string }[] };
    expect(outbox.messages.map((m) => m.body)).toEqual(['Дахин']);
  });
});

describe(`a message another process was sending, on ${testDatabaseKind()}`, () => {
  it('is left to that process while its claim holds, and sent by the job once the claim lapsed', async () => {
    const db = testDb.database.db;
    const gateway = notify.httpMessageGateway(sandbox.url);
    const to = '+97699007788';
    const id = await notify.queueMessage(createContext(db), {
      channel: 'sms',
      to,
      body: 'Саатсан',
    });
    // A process claimed it to send, then stopped before it could.
    const claimedAt = new Date();
    await db.execute(
      sql`update notify_message set status = 'sending', claimed_at = ${claimedAt} where id = ${id}`,
    );
    const at = (ms: number) => createContext(db, 'mn', new Date(claimedAt.getTime() + ms));
    const sentTo = async () =>
      (
        (await (await fetch(`${sandbox.url}/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
          messages: { body: string }[];
        }
      ).messages.map((m) => m.body);

    // A minute on, the claim still holds: the job leaves it and tries again later.
    await expect(notify.deliverByJob(at(60_000), gateway, id)).rejects.toThrow(
      'being sent by another server',
    );
    expect(await sentTo()).toEqual([]);
    // Past two minutes the claim lapsed: the job sends it, once.
    await notify.deliverByJob(at(121_000), gateway, id);
    await notify.deliverByJob(at(180_000), gateway, id);
    expect(await sentTo()).toEqual(['Саатсан']);
  });
});

describe(`the shop's message gateway on ${testDatabaseKind()}`, () => {
  it('sends e-mail over SMTP and SMS through the operator gateway, as configured', async () => {
    const config = loadConfig({
      SMTP_URL: sandbox.smtpUrl,
      MAIL_FROM: 'Цэцэг Маркет <shop@tsetseg.mn>',
      SMS_GATEWAY_URL: `${sandbox.url}/sms-gateway/messages`,
      SMS_GATEWAY_KEY: 'sandbox-sms-key',
      SMS_SENDER: 'TSETSEG',
    });
    const gateway = messageGatewayFrom(config);
    const ctx = createContext(testDb.database.db);
    try {
      const email = await notify.sendMessage(ctx, gateway, {
        channel: 'email',
        to: 'bold@example.mn',
        subject: 'Захиалга R123456789',
        body: 'Сайн байна уу,\n\nТаны захиалга бүртгэгдлээ.',
      });
      // Written in Chinese: its HTML part says so (the outbox row keeps the language).
      await notify.sendMessage(ctx, gateway, {
        channel: 'email',
        to: 'li@example.cn',
        subject: '订单 R123456789',
        body: '您好：\n\n您的订单已登记。',
        locale: 'cn',
      });
      const sms = await notify.sendMessage(ctx, gateway, {
        channel: 'sms',
        to: '9911 7788',
        body: 'Цэцэг Маркет: R123456789 бүртгэгдлээ',
      });
      expect([email.status, sms.status]).toEqual(['sent', 'sent']);
    } finally {
      gateway.close?.();
    }
    const [mail] = sandbox.outbox.list({ to: 'bold@example.mn' });
    expect(mail).toMatchObject({ subject: 'Захиалга R123456789' });
    expect(mail?.html).toContain('Таны захиалга бүртгэгдлээ.');
    expect(mail?.html).toContain('<html lang="mn">');
    expect(sandbox.outbox.list({ to: 'li@example.cn' })[0]?.html).toContain(
      '<html lang="zh-Hans">',
    );
    const [text] = sandbox.outbox.list({ to: '+97699117788' });
    expect(text).toMatchObject({ body: 'Цэцэг Маркет: R123456789 бүртгэгдлээ', sender: 'TSETSEG' });
  });
});
