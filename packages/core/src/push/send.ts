import { DEFAULT_LOCALE, isLocale, type Locale, localePath } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import { asc, eq, gt } from 'drizzle-orm';
import webPush from 'web-push';
import type { Ctx } from '../context.ts';
import { enqueue, type JobHandler } from '../jobs/index.ts';
import { type Translations, translated } from '../shared/index.ts';
import { pushSubscription } from './schema.ts';
import { devicesOf, forgetGone } from './subscriptions.ts';
import type { VapidKeys } from './vapid.ts';

/** The job that sends one message to one device, retried while its push service fails. */
export const PUSH_JOB = 'push.send';

/** What is pushed (texts `push.<kind>_title` and `push.<kind>_body`). */
export type PushKind =
  | 'order_paid'
  | 'order_shipped'
  | 'order_ready_pickup'
  | 'wish_price_drop'
  | 'wish_back_in_stock'
  | 'notification';

/** A text with its translations (a product's name), put in a message in the device's language. */
export interface TranslatedVar {
  text: string;
  translations: Translations;
  field: string;
}

export interface PushNews {
  kind: PushKind;
  vars: Record<string, string | number>;
  /** Placeholders whose words differ by language (a product's name). */
  translatedVars?: Record<string, TranslatedVar>;
  /** Words of the shop's own (a staff notification): in Mongolian, with their translations. */
  texts?: { title: string; body: string; translations: Translations };
  /** The page it opens, without the locale's prefix (`/orders/R123`). */
  path: string;
  /** Same tag, same news: a device shows the newest one only, and it is queued once. */
  tag: string;
}

/** What a device's service worker receives (apps/web/sw/service-worker.ts shows it). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSender {
  /** 'gone': the push service no longer knows the subscription (404 or 410). */
  send(target: PushTarget, payload: string): Promise<'sent' | 'gone'>;
}

/** The job that queues a message for every subscribed device, a batch at a time. */
export const BROADCAST_JOB = 'push.broadcast';
const BROADCAST_BATCH = 500;

const queueToDevice = (ctx: Ctx, deviceId: number, news: PushNews, runAt?: Date) =>
  enqueue(ctx, {
    kind: PUSH_JOB,
    payload: { device_id: deviceId, news },
    key: `push:${deviceId}:${news.tag}`,
    maxAttempts: 6,
    runAt,
  });

/**
 * Queues `news` for every device of the shopper, in the caller's transaction (sent only if the
 * change it tells of was stored), each to be worded in its device's language.
 */
export async function queuePush(
  ctx: Ctx,
  userId: number,
  news: PushNews,
  runAt?: Date,
): Promise<number> {
  let queued = 0;
  for (const device of await devicesOf(ctx, userId)) {
    if ((await queueToDevice(ctx, device.id, news, runAt)) !== null) queued++;
  }
  return queued;
}

/**
 * Queues `news` for every subscribed device, signed in or not (the shop's notification to all):
 * one job now, which queues the devices 500 at a time, so the caller's transaction stays small
 * however many there are.
 */
export async function queueBroadcast(ctx: Ctx, news: PushNews, runAt?: Date): Promise<void> {
  await enqueue(ctx, {
    kind: BROADCAST_JOB,
    payload: { news, after: 0 },
    key: `broadcast:${news.tag}:0`,
    runAt,
  });
}

async function broadcastByJob(ctx: Ctx, payload: Record<string, unknown>): Promise<void> {
  const news = payload.news as PushNews;
  const devices = await ctx.db
    .select({ id: pushSubscription.id })
    .from(pushSubscription)
    .where(gt(pushSubscription.id, Number(payload.after)))
    .orderBy(asc(pushSubscription.id))
    .limit(BROADCAST_BATCH);
  for (const device of devices) await queueToDevice(ctx, device.id, news);
  const last = devices.at(-1);
  if (devices.length === BROADCAST_BATCH && last) {
    await enqueue(ctx, {
      kind: BROADCAST_JOB,
      payload: { news, after: last.id },
      key: `broadcast:${news.tag}:${last.id}`,
    });
  }
}

export function pushPayload(locale: Locale, news: PushNews): PushPayload {
  const t = translatorFor(locale);
  const { texts } = news;
  const vars = { ...news.vars };
  for (const [name, v] of Object.entries(news.translatedVars ?? {})) {
    vars[name] = translated(v.text, v.translations, locale, v.field);
  }
  return {
    title: texts
      ? translated(texts.title, texts.translations, locale, 'title')
      : t(`push.${news.kind}_title`, vars),
    body: texts
      ? translated(texts.body, texts.translations, locale, 'body')
      : t(`push.${news.kind}_body`, vars),
    url: localePath(locale, news.path),
    tag: news.tag,
  };
}

/**
 * The `push.send` job: words the news in the device's language and hands it to its push
 * service. A device unsubscribed since is done with; one its service reports gone is forgotten;
 * any other failure is thrown, so the queue tries again later.
 */
export async function sendPushByJob(
  ctx: Ctx,
  sender: PushSender,
  payload: Record<string, unknown>,
): Promise<void> {
  const [device] = await ctx.db
    .select()
    .from(pushSubscription)
    .where(eq(pushSubscription.id, Number(payload.device_id)));
  if (!device) return;
  const locale = isLocale(device.locale) ? device.locale : DEFAULT_LOCALE;
  const message = pushPayload(locale, payload.news as PushNews);
  const target = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
  if ((await sender.send(target, JSON.stringify(message))) === 'gone') {
    await forgetGone(ctx, device.id, device.endpoint);
  }
}

export function pushJobs(sender: PushSender): Record<string, JobHandler> {
  return {
    [PUSH_JOB]: (ctx, payload) => sendPushByJob(ctx, sender, payload),
    [BROADCAST_JOB]: (ctx, payload) => broadcastByJob(ctx, payload),
  };
}

/** A day: news older than that is not worth showing (the push service drops it). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends through the browsers' push services with Web Push (RFC 8030), the message encrypted for
 * the device (RFC 8291, aes128gcm) and signed with the shop's VAPID keys (RFC 8292). web-push
 * makes the request (encryption, signature, headers); it is sent with fetch, which takes the
 * sandbox's plain-HTTP stand-in too and has a time bound.
 */
export function webPushSender(options: {
  keys: () => Promise<VapidKeys>;
  /** Who runs the shop, for the push services: `mailto:` or an https address. */
  subject: string;
  timeoutMs?: number;
}): PushSender {
  return {
    async send(target, payload) {
      const keys = await options.keys();
      const request = webPush.generateRequestDetails(target, payload, {
        vapidDetails: { subject: options.subject, ...keys },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      // fetch counts the body itself.
      const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'sent';
    },
  };
}
