import { notify } from '@shop/core';
import { startSandbox } from '@shop/sandbox';
import { expect } from 'vitest';
import { freshDatabase } from '../../../scripts/test-database.ts';
import { buildApp } from '../src/app.ts';

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The caller's address; each test uses its own so per-IP limits never cross tests. */
  ip?: string;
  lang?: string;
  headers?: Record<string, string>;
}

export interface SignedIn {
  token: string;
  refresh: string;
  userId: number;
  login: string;
}

/** The shop on an empty database with e-mail and SMS going to a sandbox, plus API helpers. */
export async function startAccountApi() {
  const testDb = await freshDatabase({ seed: false });
  const sandbox = await startSandbox(0);
  const { app } = await buildApp({
    database: testDb.database,
    accounts: {
      deps: { gateway: notify.httpMessageGateway(sandbox.url) },
      oauthProviders: {},
      cookieSecure: 'auto',
    },
  });
  let counter = 0;

  const newIp = () => `10.77.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;
  const newEmail = () => `shopper${++counter}@example.mn`;
  const newPhone = () => `+9769${String(1_000_000 + ++counter).slice(-7)}`;

  /** The code in the newest message to an address. */
  const lastCode = (to: string): string => {
    const code = sandbox.outbox.list({ to })[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  };

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    o: CallOptions = {},
  ) => {
    const response = await app.inject({
      method,
      url: `/api/v2${url}`,
      remoteAddress: o.ip ?? '10.99.0.1',
      headers: {
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.lang ? { 'accept-language': o.lang } : {}),
        ...o.headers,
      },
      ...(o.body === undefined ? {} : { payload: o.body as Record<string, unknown> }),
    });
    // A reset code leaves after the answer: the tests read the outbox once it has left.
    await notify.settleDeliveries();
    return response;
  };

  /** Signs in (making the account on first use) by a code sent to an e-mail or phone. */
  const signIn = async (login = newEmail(), ip = newIp()): Promise<SignedIn> => {
    const asked = await call('POST', '/mcs_auth', { body: { login }, ip });
    expect(asked.statusCode, asked.body).toBe(200);
    const target = login.includes('@') ? login : `+976${login.replace(/\D/g, '').slice(-8)}`;
    const verified = await call('POST', '/mcs_auth/verify', {
      body: { request_token: asked.json().request_token, code: lastCode(target) },
      ip,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const body = verified.json();
    return { token: body.access_token, refresh: body.refresh_token, userId: body.user.id, login };
  };

  const close = async () => {
    await notify.settleDeliveries();
    await app.close();
    await sandbox.close();
    await testDb.dispose();
  };

  return { app, sandbox, call, signIn, lastCode, newIp, newEmail, newPhone, close };
}

export type AccountApi = Awaited<ReturnType<typeof startAccountApi>>;
