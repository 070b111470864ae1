import { createContext, notify } from '@shop/core';
import { startSandbox } from '@shop/sandbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';

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
});
