import { startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { type Ctx, createContext } from '../context.ts';
import { httpMessageGateway, type MessageGateway } from '../notify/index.ts';
import { refusal } from '../testing/index.ts';
import * as engagement from './index.ts';

let testDb: TestDatabase;
let ctx: Ctx;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let gateway: MessageGateway;
let counter = 0;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 5 });
  ctx = createContext(testDb.database.db, 'mn');
  sandbox = await startSandbox(0);
  gateway = httpMessageGateway(sandbox.url);
});

afterAll(async () => {
  await sandbox?.close();
  await testDb?.dispose();
});

const links = {
  confirm: (token: string) => `https://shop.test/subscribe/confirm?token=${token}`,
  unsubscribe: (token: string) => `https://shop.test/subscribe/unsubscribe?token=${token}`,
};
const mail = {
  subject: 'Confirm',
  body: ({ confirm, unsubscribe }: { confirm: string; unsubscribe: string }) =>
    `${confirm}\n${unsubscribe}`,
};
const newAddress = () => `reader${++counter}.${Date.now()}@example.mn`;
const ip = () => `10.9.${counter}.${Math.floor(Math.random() * 250)}`;
const tokenIn = (to: string, step: string) => {
  const body = sandbox.outbox.list({ to })[0]?.body ?? '';
  return new RegExp(`${step}\\?token=([\\w-]+)`).exec(body)?.[1] ?? '';
};

describe(`newsletter and contact form on ${testDatabaseKind()}`, () => {
  it('subscribes by double opt-in: pending until the link is followed, then off by the other link', async () => {
    const email = newAddress();
    await engagement.subscribe(ctx, gateway, { email: email.toUpperCase(), ip: ip(), links }, mail);
    expect(await engagement.isSubscribed(ctx, email)).toBe(false);
    const confirm = tokenIn(email, 'confirm');
    expect(confirm).toMatch(/^[\w-]{40,}$/);
    expect(await engagement.confirmSubscription(ctx, confirm)).toBe(email);
    expect(await engagement.isSubscribed(ctx, email)).toBe(true);
    // A link works once.
    expect((await refusal(engagement.confirmSubscription(ctx, confirm))).messageKey).toBe(
      'error.subscription_link',
    );
    // Asking again when subscribed sends nothing new.
    await engagement.subscribe(ctx, gateway, { email, ip: ip(), links }, mail);
    expect(sandbox.outbox.list({ to: email })).toHaveLength(1);
    await engagement.unsubscribe(ctx, tokenIn(email, 'unsubscribe'));
    expect(await engagement.isSubscribed(ctx, email)).toBe(false);
    expect(
      (await refusal(engagement.unsubscribe(ctx, 'forged-token-forged-token-forged'))).type,
    ).toBe('not_found');
  });

  it('refuses a bad address with the subscription e-mail error, and too many asks', async () => {
    for (const bad of ['', 'not-an-address', 'a@b', 'x'.repeat(400)]) {
      const refused = await refusal(
        engagement.subscribe(ctx, gateway, { email: bad, ip: ip(), links }, mail),
      );
      expect([refused.messageKey, refused.fieldErrors]).toEqual([
        'validation.subscription_email',
        { email: ['validation.subscription_email'] },
      ]);
    }
    const email = newAddress();
    const from = ip();
    for (let i = 0; i < engagement.SUBSCRIBE_RULES.perEmail.limit; i++) {
      await engagement.subscribe(ctx, gateway, { email, ip: from, links }, mail);
    }
    expect(
      (await refusal(engagement.subscribe(ctx, gateway, { email, ip: from, links }, mail))).type,
    ).toBe('rate_limited');
  });

  it('keeps a contact message, forwards it to the shop, and needs the sender’s e-mail or phone', async () => {
    const email = newAddress();
    const id = await engagement.sendContactMessage(ctx, gateway, {
      input: { name: 'Сарнай', email, message: 'Хурмын баглаа захиалж болох уу?' },
      userId: null,
      ip: ip(),
    });
    expect(id).toBeGreaterThan(0);
    const forwarded = sandbox.outbox
      .list({ to: 'hello@tsetseg.mn' })
      .find((m) => m.body.includes(email));
    expect(forwarded?.body).toContain('Хурмын баглаа захиалж болох уу?');
    const noWay = await refusal(
      engagement.sendContactMessage(ctx, gateway, {
        input: { name: 'A', message: 'hi' },
        userId: null,
        ip: ip(),
      }),
    );
    expect(noWay.fieldErrors).toEqual({ email: ['validation.contact_needed'] });
    const blank = await refusal(
      engagement.sendContactMessage(ctx, gateway, {
        input: { name: ' ', email, message: 'x'.repeat(engagement.CONTACT_MESSAGE_MAX + 1) },
        userId: null,
        ip: ip(),
      }),
    );
    expect(Object.keys(blank.fieldErrors ?? {}).sort()).toEqual(['message', 'name']);
  });
});
