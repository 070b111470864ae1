import { randomBytes } from 'node:crypto';
import type { Locale } from '@shop/i18n';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { enforce, type RateRule } from '../limits/index.ts';
import { AppError } from '../shared/index.ts';
import { pushSubscription } from './schema.ts';

/**
 * The browsers' push services: a subscription's endpoint must be on one of them, so the shop
 * never posts to an address a visitor made up. `extraPrefixes`: a stand-in (the sandbox).
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /(^|\.)notify\.windows\.com$/,
];

export function isPushServiceEndpoint(endpoint: string, extraPrefixes: readonly string[] = []) {
  if (extraPrefixes.some((prefix) => endpoint.startsWith(prefix))) return true;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  );
}

/** A browser subscribes once and renews now and then: more from one address is not a browser. */
export const SUBSCRIBE_RULE = {
  name: 'push-subscribe-ip',
  limit: 30,
  windowSeconds: 3600,
} as const satisfies RateRule;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((s) => Buffer.from(s, 'base64url').length === bytes, 'validation.invalid_field');

/** A browser's `PushSubscription.toJSON()`: its endpoint, public key (P-256) and auth secret. */
export const browserSubscription = z.object({
  endpoint: z.string().min(10).max(2000),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type BrowserSubscription = z.infer<typeof browserSubscription>;

export interface SavedDevice {
  /** The device's id towards the shop (`playerId`). */
  token: string;
  linked: boolean;
}

/**
 * Keeps a browser's subscription (the same endpoint again: its keys and locale are updated, and
 * its token kept). Anonymous unless `userId` is given (a signed-in shopper subscribing).
 */
export async function saveSubscription(
  ctx: Ctx,
  subscription: BrowserSubscription,
  options: {
    locale: Locale;
    userId?: number | null;
    ip?: string | null;
    extraServices?: readonly string[];
  },
): Promise<SavedDevice> {
  if (!isPushServiceEndpoint(subscription.endpoint, options.extraServices)) {
    throw new AppError(
      'invalid_input',
      'error.push_endpoint',
      {},
      {
        endpoint: ['error.push_endpoint'],
      },
    );
  }
  await enforce(ctx, [[SUBSCRIBE_RULE, options.ip]]);
  const userId = options.userId ?? null;
  const [row] = await ctx.db
    .insert(pushSubscription)
    .values({
      token: randomBytes(16).toString('base64url'),
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userId,
      locale: options.locale,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoUpdate({
      target: pushSubscription.endpoint,
      set: {
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        locale: options.locale,
        updatedAt: ctx.now,
        // Signed in, the device is theirs; anonymous, it stays with whoever linked it.
        ...(userId !== null && { userId }),
      },
    })
    .returning({ token: pushSubscription.token, userId: pushSubscription.userId });
  if (!row) throw new Error('upsert returned no row');
  return { token: row.token, linked: row.userId !== null };
}

/**
 * Links a device to the signed-in shopper (spec §7, `POST /users/link_device` with its
 * `playerId`), in the language they use now. False: no web push subscription has that token
 * (another push provider's id, kept by the accounts module).
 */
export async function linkDevice(ctx: Ctx, userId: number, token: string): Promise<boolean> {
  const linked = await ctx.db
    .update(pushSubscription)
    .set({ userId, locale: ctx.locale, updatedAt: ctx.now })
    .where(eq(pushSubscription.token, token))
    .returning({ id: pushSubscription.id });
  return linked.length > 0;
}

/** Signing out on a device: it stays subscribed, but anonymous (no account's news reaches it). */
export async function unlinkDevice(ctx: Ctx, token: string): Promise<boolean> {
  const unlinked = await ctx.db
    .update(pushSubscription)
    .set({ userId: null, updatedAt: ctx.now })
    .where(eq(pushSubscription.token, token))
    .returning({ id: pushSubscription.id });
  return unlinked.length > 0;
}

/** Unsubscribing: the device's subscription is forgotten (knowing its token is the proof). */
export async function removeSubscription(ctx: Ctx, token: string): Promise<boolean> {
  const removed = await ctx.db
    .delete(pushSubscription)
    .where(eq(pushSubscription.token, token))
    .returning({ id: pushSubscription.id });
  return removed.length > 0;
}

export async function devicesOf(ctx: Ctx, userId: number) {
  return ctx.db
    .select({ id: pushSubscription.id, locale: pushSubscription.locale })
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, userId));
}

/** A push service said the subscription is gone (404, 410): it is forgotten. */
export async function forgetGone(ctx: Ctx, id: number, endpoint: string): Promise<void> {
  await ctx.db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.id, id), eq(pushSubscription.endpoint, endpoint)));
}
