import { accounts, type Ctx, type Db } from '@shop/core';
import { z } from 'zod';

/** What the account routes are registered with: the database and `AccountServices`' message gateway. */
export interface AccountRouteOptions {
  db: Db;
  accountServices: { deps: accounts.AccountDeps };
}

/** The signed-in shopper's own account (never hashes). */
export const accountJson = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  pending_email: z.string().nullable().describe('Waiting for its confirmation code'),
  email_state: z.enum(['not_confirmed', 'waiting', 'confirmed']),
  phone: z.string().nullable().describe('E.164'),
  phone_display: z.string().nullable().describe('National format for Mongolian numbers'),
  pending_phone: z.string().nullable(),
  phone_confirmed: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  gender: z.string().nullable(),
  birth_date: z.string().nullable().describe('YYYY-MM-DD'),
  occupation: z.string().nullable(),
  avatar_url: z.string().nullable(),
  has_password: z.boolean(),
  role: z.string(),
  created_at: z.string(),
});

export function accountOut(account: accounts.Account): z.infer<typeof accountJson> {
  return {
    id: account.id,
    email: account.email,
    pending_email: account.pendingEmail,
    email_state: account.emailState,
    phone: account.phone,
    phone_display: account.phone ? accounts.formatPhone(account.phone) : null,
    pending_phone: account.pendingPhone,
    phone_confirmed: account.phoneConfirmed,
    first_name: account.firstName,
    last_name: account.lastName,
    gender: account.gender,
    birth_date: account.birthDate,
    occupation: account.occupation,
    avatar_url: account.avatarUrl,
    has_password: account.hasPassword,
    role: account.role,
    created_at: account.createdAt,
  };
}

export async function accountAnswer(ctx: Ctx, userId: number) {
  return accountOut(await accounts.getAccount(ctx, userId));
}

/** Doorkeeper's token answer (what Spree's mobile clients read). */
export const tokenJson = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('Seconds the access token lives'),
  refresh_token: z.string(),
  created_at: z.number().int().describe('Unix seconds'),
});

export function tokenOut(session: accounts.NewSession, now: Date): z.infer<typeof tokenJson> {
  if (!session.refreshToken) throw new Error('an API session always has a refresh token');
  return {
    access_token: session.token,
    token_type: 'Bearer',
    expires_in: Math.round((session.expiresAt.getTime() - now.getTime()) / 1000),
    refresh_token: session.refreshToken,
    created_at: Math.floor(now.getTime() / 1000),
  };
}

/** Where a code went; the token goes back with the code. */
export const codeRequestJson = z.object({
  request_token: z.string(),
  channel: z.enum(['email', 'sms']),
  sent_to: z.string().describe('Masked e-mail or phone'),
  expires_at: z.string(),
});

export function codeRequestOut(request: accounts.CodeRequest): z.infer<typeof codeRequestJson> {
  return {
    request_token: request.requestToken,
    channel: request.channel,
    sent_to: request.sentTo,
    expires_at: request.expiresAt,
  };
}
