import { startSandbox } from '@shop/sandbox';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { type Ctx, createContext } from '../context.ts';
import { queryRows } from '../db/index.ts';
import { httpMessageGateway, settleDeliveries } from '../notify/index.ts';
import { AppError, fieldErrors, parseInput } from '../shared/index.ts';
import { refusal } from '../testing/index.ts';
import { DECOY_PAYLOAD, issueCode } from './codes.ts';
import * as accounts from './index.ts';
import { hashToken } from './secrets.ts';
import { findUserByLogin } from './users.ts';

let testDb: TestDatabase;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let deps: accounts.AccountDeps;
let addressCounter = 0;

beforeAll(async () => {
  testDb = await freshDatabase({ seed: false });
  sandbox = await startSandbox(0);
  deps = { gateway: httpMessageGateway(sandbox.url) };
});

afterAll(async () => {
  await sandbox?.close();
  await testDb?.dispose();
});

const ctxAt = (now = new Date()): Ctx => createContext(testDb.database.db, 'mn', now);
/** A fresh address per test, so rate limits of one test never touch another. */
const newEmail = () => `shopper${++addressCounter}.${Date.now()}@example.mn`;
const newPhone = () => `+9769${String(1_000_000 + ++addressCounter).slice(-7)}`;
const email = (value: string) => ({ channel: 'email', value }) as const;

function lastCode(to: string): string {
  const message = sandbox.outbox.list({ to })[0];
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

async function signedUpUser(address = newEmail()) {
  const request = await accounts.requestSignInCode(ctxAt(), deps, {
    login: email(address),
    ip: null,
  });
  return accounts.completeCodeSignIn(ctxAt(), {
    requestToken: request.requestToken,
    code: lastCode(address),
    ip: null,
  });
}

describe(`accounts on ${testDatabaseKind()}`, () => {
  it('signs in by e-mail code, creating the account once and confirming the address', async () => {
    const address = newEmail();
    const first = await signedUpUser(address);
    const again = await signedUpUser(address);
    expect(again.id).toBe(first.id);
    const account = await accounts.getAccount(ctxAt(), first.id);
    expect(account).toMatchObject({ email: address, emailState: 'confirmed', hasPassword: false });
    const body = sandbox.outbox.list({ to: address })[0]?.body ?? '';
    expect(body).toContain('10');
  });

  it('signs in by SMS code to a Mongolian mobile number', async () => {
    const phone = newPhone();
    const login = { channel: 'sms', value: phone } as const;
    const request = await accounts.requestSignInCode(ctxAt(), deps, { login, ip: '10.0.0.1' });
    expect(request.sentTo).toBe(`•••• ${phone.slice(-4)}`);
    const user = await accounts.completeCodeSignIn(ctxAt(), {
      requestToken: request.requestToken,
      code: lastCode(phone),
      ip: '10.0.0.1',
    });
    expect(await accounts.getAccount(ctxAt(), user.id)).toMatchObject({
      phone,
      phoneConfirmed: true,
    });
  });

  it('refuses a sixth try even with the right code', async () => {
    const address = newEmail();
    const request = await accounts.requestSignInCode(ctxAt(), deps, {
      login: email(address),
      ip: null,
    });
    const right = lastCode(address);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const error = await refusal(
        accounts.completeCodeSignIn(ctxAt(), {
          requestToken: request.requestToken,
          code: wrong,
          ip: null,
        }),
      );
      expect(error.messageKey).toBe('error.code_invalid');
    }
    const sixth = await refusal(
      accounts.completeCodeSignIn(ctxAt(), {
        requestToken: request.requestToken,
        code: right,
        ip: null,
      }),
    );
    expect(sixth.messageKey).toBe('error.code_attempts');
  });

  it('refuses parallel guesses beyond the limit', async () => {
    const address = newEmail();
    const request = await accounts.requestSignInCode(ctxAt(), deps, {
      login: email(address),
      ip: null,
    });
    const right = lastCode(address);
    const guesses = Array.from({ length: 12 }, (_, i) => String(i).padStart(6, '9')).filter(
      (g) => g !== right,
    );
    const outcomes = await Promise.allSettled(
      guesses.map((code) =>
        accounts.checkCode(ctxAt(), { requestToken: request.requestToken, code, ip: null }),
      ),
    );
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    const after = await refusal(
      accounts.completeCodeSignIn(ctxAt(), {
        requestToken: request.requestToken,
        code: right,
        ip: null,
      }),
    );
    expect(after.messageKey).toBe('error.code_attempts');
  });

  it('refuses an expired code', async () => {
    const address = newEmail();
    const request = await accounts.requestSignInCode(ctxAt(), deps, {
      login: email(address),
      ip: null,
    });
    const later = new Date(Date.now() + (accounts.CODE_TTL_MINUTES * 60 + 1) * 1000);
    const error = await refusal(
      accounts.completeCodeSignIn(ctxAt(later), {
        requestToken: request.requestToken,
        code: lastCode(address),
        ip: null,
      }),
    );
    expect(error.messageKey).toBe('error.code_expired');
  });

  it('uses a code once, even when two requests bring it together', async () => {
    const address = newEmail();
    const request = await accounts.requestSignInCode(ctxAt(), deps, {
      login: email(address),
      ip: null,
    });
    const attempt = { requestToken: request.requestToken, code: lastCode(address), ip: null };
    const outcomes = await Promise.allSettled([
      accounts.completeCodeSignIn(ctxAt(), attempt),
      accounts.completeCodeSignIn(ctxAt(), attempt),
      accounts.completeCodeSignIn(ctxAt(), attempt),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  it('binds a code to its request: another request token does not take it', async () => {
    const address = newEmail();
    const mine = await accounts.requestSignInCode(ctxAt(), deps, {
      login: email(address),
      ip: null,
    });
    const code = lastCode(address);
    const stranger = await accounts.requestSignInCode(ctxAt(), deps, {
      login: email(newEmail()),
      ip: null,
    });
    const error = await refusal(
      accounts.completeCodeSignIn(ctxAt(), { requestToken: stranger.requestToken, code, ip: null }),
    );
    expect(error.messageKey).toBe('error.code_invalid');
    // Asking again replaces the first code.
    await accounts.requestSignInCode(ctxAt(), deps, { login: email(address), ip: null });
    const stale = await refusal(
      accounts.completeCodeSignIn(ctxAt(), { requestToken: mine.requestToken, code, ip: null }),
    );
    expect(stale.messageKey).toBe('error.code_invalid');
  });

  it('limits code requests per address and per IP address, counting parallel requests exactly', async () => {
    const address = newEmail();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        accounts.requestSignInCode(ctxAt(), deps, { login: email(address), ip: null }),
      ),
    );
    const limited = outcomes.filter(
      (o) => o.status === 'rejected' && (o.reason as AppError).type === 'rate_limited',
    );
    expect(outcomes.length - limited.length).toBe(accounts.RATE_RULES.codeRequestPerTarget.limit);

    const ip = `192.0.2.${addressCounter % 250}`;
    let refusedAt = 0;
    for (let i = 1; i <= accounts.RATE_RULES.codeRequestPerIp.limit + 1 && !refusedAt; i++) {
      try {
        await accounts.requestSignInCode(ctxAt(), deps, { login: email(newEmail()), ip });
      } catch (error) {
        if ((error as AppError).type === 'rate_limited') refusedAt = i;
        else throw error;
      }
    }
    expect(refusedAt).toBe(accounts.RATE_RULES.codeRequestPerIp.limit + 1);
  });

  it('registers with a password after the code, then signs in with it', async () => {
    const address = newEmail();
    const request = await accounts.requestSignUp(ctxAt(), deps, {
      login: email(address),
      password: 'хүрэн-сарнай-7',
      firstName: 'Сараа',
      lastName: 'Бат',
      ip: null,
    });
    expect(
      await accounts
        .passwordSignIn(ctxAt(), { login: email(address), password: 'хүрэн-сарнай-7', ip: null })
        .catch((e) => e),
    ).toBeInstanceOf(AppError);
    const user = await accounts.completeCodeSignIn(ctxAt(), {
      requestToken: request.requestToken,
      code: lastCode(address),
      ip: null,
    });
    expect(user.firstName).toBe('Сараа');
    const signedIn = await accounts.passwordSignIn(ctxAt(), {
      login: email(address),
      password: 'хүрэн-сарнай-7',
      ip: null,
    });
    expect(signedIn.id).toBe(user.id);
  });

  it('gives one answer for a wrong password and for an unknown account', async () => {
    const address = newEmail();
    const request = await accounts.requestSignUp(ctxAt(), deps, {
      login: email(address),
      password: 'нууц-үг-123',
      ip: null,
    });
    await accounts.completeCodeSignIn(ctxAt(), {
      requestToken: request.requestToken,
      code: lastCode(address),
      ip: null,
    });
    const wrong = await refusal(
      accounts.passwordSignIn(ctxAt(), { login: email(address), password: 'буруу-нууц', ip: null }),
    );
    const unknown = await refusal(
      accounts.passwordSignIn(ctxAt(), {
        login: email(newEmail()),
        password: 'буруу-нууц',
        ip: null,
      }),
    );
    expect(wrong.messageKey).toBe('error.login_failed');
    expect(unknown.messageKey).toBe(wrong.messageKey);
    expect(unknown.type).toBe(wrong.type);
  });

  it('limits password guesses per login', async () => {
    const login = email(newEmail());
    const outcomes = [];
    for (let i = 0; i <= accounts.RATE_RULES.signInPerLogin.limit; i++) {
      outcomes.push(
        (await refusal(accounts.passwordSignIn(ctxAt(), { login, password: 'x', ip: null }))).type,
      );
    }
    expect(outcomes.at(-2)).toBe('unauthorized');
    expect(outcomes.at(-1)).toBe('rate_limited');
  });

  it('does not reveal an existing account on sign-up; the code then sets the new password', async () => {
    const address = newEmail();
    const first = await accounts.requestSignUp(ctxAt(), deps, {
      login: email(address),
      password: 'first-password',
      ip: null,
    });
    const user = await accounts.completeCodeSignIn(ctxAt(), {
      requestToken: first.requestToken,
      code: lastCode(address),
      ip: null,
    });
    const second = await accounts.requestSignUp(ctxAt(), deps, {
      login: email(address),
      password: 'second-password',
      ip: null,
    });
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
    const session = await accounts.startSession(ctxAt(), user.id, 'web');
    const same = await accounts.completeCodeSignIn(ctxAt(), {
      requestToken: second.requestToken,
      code: lastCode(address),
      ip: null,
    });
    expect(same.id).toBe(user.id);
    await expect(
      accounts.passwordSignIn(ctxAt(), {
        login: email(address),
        password: 'second-password',
        ip: null,
      }),
    ).resolves.toMatchObject({ id: user.id });
    expect(await accounts.resolveSession(ctxAt(), session.token, 'web')).toBeNull();
  });

  it('resets a password by code, ending every session; an unknown address gets the same answer and no message', async () => {
    const address = newEmail();
    const user = await signedUpUser(address);
    const session = await accounts.startSession(ctxAt(), user.id, 'web');
    const unknownAddress = newEmail();
    const unknown = await accounts.requestPasswordReset(ctxAt(), deps, {
      login: email(unknownAddress),
      ip: null,
    });
    const request = await accounts.requestPasswordReset(ctxAt(), deps, {
      login: email(address),
      ip: null,
    });
    // The code leaves after the answer.
    expect(await settleDeliveries()).toBe(0);
    expect(sandbox.outbox.list({ to: unknownAddress })).toHaveLength(0);
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(request).sort());
    const code = lastCode(address);
    await accounts.checkCode(ctxAt(), { requestToken: request.requestToken, code, ip: null });
    await accounts.resetPassword(ctxAt(), {
      requestToken: request.requestToken,
      code,
      password: 'шинэ-нууц-үг',
      ip: null,
    });
    expect(await accounts.resolveSession(ctxAt(), session.token, 'web')).toBeNull();
    await expect(
      accounts.passwordSignIn(ctxAt(), {
        login: email(address),
        password: 'шинэ-нууц-үг',
        ip: null,
      }),
    ).resolves.toMatchObject({ id: user.id });
  });

  it('writes a reset code record for an unknown login too, which no code opens', async () => {
    const unknownAddress = newEmail();
    const asked = await accounts.requestPasswordReset(ctxAt(), deps, {
      login: email(unknownAddress),
      ip: null,
    });
    expect(await settleDeliveries()).toBe(0);
    expect(sandbox.outbox.list({ to: unknownAddress })).toHaveLength(0);
    const rows = await queryRows<{ request_hash: string; user_id: number | null; payload: object }>(
      testDb.database.db,
      sql`select request_hash, user_id, payload from account_code
          where target = ${unknownAddress} and purpose = 'reset' and used_at is null`,
    );
    expect(rows).toEqual([
      { request_hash: hashToken(asked.requestToken), user_id: null, payload: { decoy: true } },
    ]);

    // Refused exactly as a wrong code is, on the check and on the reset.
    const knownAddress = newEmail();
    await signedUpUser(knownAddress);
    const real = await accounts.requestPasswordReset(ctxAt(), deps, {
      login: email(knownAddress),
      ip: null,
    });
    const wrongForReal = await refusal(
      accounts.checkCode(ctxAt(), { requestToken: real.requestToken, code: '000000', ip: null }),
    );
    const shape = (e: AppError) => [e.type, e.messageKey, e.fieldErrors];
    for (const code of ['000000', '123456']) {
      const checked = await refusal(
        accounts.checkCode(ctxAt(), { requestToken: asked.requestToken, code, ip: null }),
      );
      expect(shape(checked)).toEqual(shape(wrongForReal));
      const reset = await refusal(
        accounts.resetPassword(ctxAt(), {
          requestToken: asked.requestToken,
          code,
          password: 'nobody-s-password',
          ip: null,
        }),
      );
      expect(shape(reset)).toEqual(shape(wrongForReal));
    }
    // Even the decoy's own code (thrown away when it was made) opens nothing.
    const decoy = await issueCode(ctxAt(), {
      purpose: 'reset',
      login: email(unknownAddress),
      payload: DECOY_PAYLOAD,
    });
    const withItsCode = await refusal(
      accounts.resetPassword(ctxAt(), {
        requestToken: decoy.requestToken,
        code: decoy.code,
        password: 'nobody-s-password',
        ip: null,
      }),
    );
    expect(shape(withItsCode)).toEqual(shape(wrongForReal));
    expect(await findUserByLogin(ctxAt(), email(unknownAddress))).toBeUndefined();

    // The known login still gets its code, and it works.
    expect(await settleDeliveries()).toBe(0);
    await accounts.resetPassword(ctxAt(), {
      requestToken: real.requestToken,
      code: lastCode(knownAddress),
      password: 'шинэ-нууц-үг-2',
      ip: null,
    });
  });

  it('changes the password only with the current one, keeping the session that changed it', async () => {
    const user = await signedUpUser();
    await accounts.changePassword(ctxAt(), {
      userId: user.id,
      current: '',
      password: 'first-one-1',
    });
    const keep = await accounts.startSession(ctxAt(), user.id, 'web');
    const other = await accounts.startSession(ctxAt(), user.id, 'web');
    const error = await refusal(
      accounts.changePassword(ctxAt(), {
        userId: user.id,
        current: 'wrong',
        password: 'second-one-2',
      }),
    );
    expect(error.fieldErrors).toEqual({ current_password: ['error.current_password'] });
    await accounts.changePassword(ctxAt(), {
      userId: user.id,
      sessionId: keep.id,
      current: 'first-one-1',
      password: 'second-one-2',
    });
    expect(await accounts.resolveSession(ctxAt(), keep.token, 'web')).not.toBeNull();
    expect(await accounts.resolveSession(ctxAt(), other.token, 'web')).toBeNull();
  });

  it('changes e-mail and phone through codes, refusing the same phone and another user’s token', async () => {
    const user = await signedUpUser();
    const phone = newPhone();
    const phoneRequest = await accounts.requestContactChange(ctxAt(), deps, {
      userId: user.id,
      login: { channel: 'sms', value: phone },
      ip: null,
    });
    expect((await accounts.getAccount(ctxAt(), user.id)).pendingPhone).toBe(phone);
    await accounts.confirmContactChange(ctxAt(), {
      userId: user.id,
      requestToken: phoneRequest.requestToken,
      code: lastCode(phone),
    });
    expect(await accounts.getAccount(ctxAt(), user.id)).toMatchObject({
      phone,
      phoneConfirmed: true,
    });
    const same = await refusal(
      accounts.requestContactChange(ctxAt(), deps, {
        userId: user.id,
        login: { channel: 'sms', value: phone },
        ip: null,
      }),
    );
    expect(same.fieldErrors).toEqual({ phone: ['validation.phone_same'] });

    const newAddress = newEmail();
    const request = await accounts.requestContactChange(ctxAt(), deps, {
      userId: user.id,
      login: email(newAddress),
      ip: null,
    });
    expect(await accounts.getAccount(ctxAt(), user.id)).toMatchObject({
      emailState: 'waiting',
      pendingEmail: newAddress,
    });
    const stranger = await signedUpUser();
    const stolen = await refusal(
      accounts.confirmContactChange(ctxAt(), {
        userId: stranger.id,
        requestToken: request.requestToken,
        code: lastCode(newAddress),
      }),
    );
    expect(stolen.messageKey).toBe('error.code_invalid');
    // The stranger's try cost the owner nothing: the same code still works for them.
    await accounts.confirmContactChange(ctxAt(), {
      userId: user.id,
      requestToken: request.requestToken,
      code: lastCode(newAddress),
    });
    expect(await accounts.getAccount(ctxAt(), user.id)).toMatchObject({
      email: newAddress,
      emailState: 'confirmed',
      pendingEmail: null,
    });
  });

  it('keeps address books apart and the default address single', async () => {
    const owner = await signedUpUser();
    const stranger = await signedUpUser();
    const input = parseInput(accounts.addressInput, {
      city: 'Улаанбаатар',
      district: 'Сүхбаатар',
      quarter: '1-р хороо',
      street: 'Энхтайвны өргөн чөлөө',
      detail: '12-р байр, 34 тоот',
      receiver: 'Сараа',
      receiver_phone: '9911 2233',
      zipcode: '14200',
    });
    const first = await accounts.addAddress(ctxAt(), owner.id, input);
    const second = await accounts.addAddress(ctxAt(), owner.id, { ...input, is_default: true });
    expect(first.isDefault).toBe(true);
    expect(second.receiverPhone).toBe('+97699112233');
    const list = await accounts.listAddresses(ctxAt(), owner.id);
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await refusal(accounts.getAddress(ctxAt(), stranger.id, first.id))).type).toBe(
      'not_found',
    );
    expect(
      (await refusal(accounts.updateAddress(ctxAt(), stranger.id, first.id, input))).type,
    ).toBe('not_found');
    expect((await refusal(accounts.removeAddress(ctxAt(), stranger.id, first.id))).type).toBe(
      'not_found',
    );
    await accounts.removeAddress(ctxAt(), owner.id, second.id);
    expect((await accounts.listAddresses(ctxAt(), owner.id)).map((a) => a.isDefault)).toEqual([
      true,
    ]);
  });

  it('starts, resolves, refreshes and ends API sessions; a used refresh token is refused', async () => {
    const user = await signedUpUser();
    const session = await accounts.startSession(ctxAt(), user.id, 'api', { userAgent: 'test' });
    expect(await accounts.resolveSession(ctxAt(), session.token, 'api')).toMatchObject({
      userId: user.id,
    });
    expect(await accounts.resolveSession(ctxAt(), session.token, 'web')).toBeNull();
    const refreshed = await accounts.refreshSession(ctxAt(), session.refreshToken ?? '');
    expect(await accounts.resolveSession(ctxAt(), session.token, 'api')).toBeNull();
    expect(await accounts.resolveSession(ctxAt(), refreshed.token, 'api')).not.toBeNull();
    expect((await refusal(accounts.refreshSession(ctxAt(), session.refreshToken ?? ''))).type).toBe(
      'unauthorized',
    );
    const later = new Date(Date.now() + (accounts.API_ACCESS_SECONDS + 1) * 1000);
    expect(await accounts.resolveSession(ctxAt(later), refreshed.token, 'api')).toBeNull();
    await accounts.endSession(ctxAt(), refreshed.id);
    expect(
      (await refusal(accounts.refreshSession(ctxAt(), refreshed.refreshToken ?? ''))).type,
    ).toBe('unauthorized');
    const stranger = await signedUpUser();
    expect((await refusal(accounts.endOwnSession(ctxAt(), stranger.id, session.id))).type).toBe(
      'not_found',
    );
  });

  it('stores an avatar as a 256 px WebP and refuses what is not a picture', async () => {
    const user = await signedUpUser();
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c2185b' },
    })
      .png()
      .toBuffer();
    await accounts.saveAvatar(ctxAt(), user.id, png);
    const stored = await accounts.readAvatar(ctxAt(), user.id);
    const meta = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await accounts.getAccount(ctxAt(), user.id)).avatarUrl).toBe(
      `/media/avatars/${user.id}.webp?v=1`,
    );
    const text = await refusal(
      accounts.saveAvatar(ctxAt(), user.id, new TextEncoder().encode('<svg onload=alert(1)>')),
    );
    expect(text.fieldErrors).toEqual({ avatar: ['validation.avatar_type'] });
  });

  it('links a social profile by verified e-mail only', async () => {
    const address = newEmail();
    const user = await signedUpUser(address);
    const verified = await accounts.userForSocialProfile(ctxAt(), {
      provider: 'google',
      subject: `g-${address}`,
      email: address,
      emailVerified: true,
      firstName: 'Бат',
      lastName: 'Эрдэнэ',
    });
    expect(verified.id).toBe(user.id);
    const unverified = await accounts.userForSocialProfile(ctxAt(), {
      provider: 'facebook',
      subject: `f-${address}`,
      email: address,
      emailVerified: false,
      firstName: 'Бат',
      lastName: null,
    });
    expect(unverified.id).not.toBe(user.id);
    const again = await accounts.userForSocialProfile(ctxAt(), {
      provider: 'google',
      subject: `g-${address}`,
      email: null,
      emailVerified: false,
      firstName: null,
      lastName: null,
    });
    expect(again.id).toBe(user.id);
  });
});

describe('account input', () => {
  it('gives the spec’s messages for bad fields', () => {
    const result = accounts.organisationInput.safeParse({
      name: 'Tsetseg LLC',
      registry_number: '12345',
      address: '',
      phone: '123',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      name: ['validation.cyrillic_only'],
      registry_number: ['validation.registry_number'],
      address: ['validation.blank'],
      phone: ['validation.phone'],
    });
    const pair = accounts.newPasswordPair.safeParse({
      password: 'long-enough',
      password_confirmation: 'other',
    });
    expect(pair.success || fieldErrors(pair.error)).toEqual({
      password_confirmation: ['validation.passwords_differ'],
    });
  });
});
