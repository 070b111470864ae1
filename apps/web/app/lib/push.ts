import { withTimeout } from '@shop/core/browser';
import type { Locale } from '@shop/i18n';

/** No wait for the browser or the shop without an end (a service worker that never gets ready). */
const STEP_MS = 15_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const bounded = <T>(promise: Promise<T>, what: string) =>
  withTimeout(promise, STEP_MS, () => new Error(`${what} took too long`));

/**
 * Whether to ask: 'subscribed' when this browser already has a subscription for the shop,
 * 'unable' without the shop's service worker (it did not register: nothing could be shown).
 */
export async function pushState(): Promise<'subscribed' | 'unable' | 'ask'> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unable';
  return (await registration.pushManager.getSubscription()) ? 'subscribed' : 'ask';
}

/**
 * Whether this device is subscribed, once the shop's service worker is ready (it registers a
 * few seconds after a first load); null when it is not there within the bound.
 */
export async function subscribedOnceReady(): Promise<boolean | null> {
  try {
    const registration = await bounded(navigator.serviceWorker.ready, 'the service worker');
    return Boolean(await registration.pushManager.getSubscription());
  } catch {
    return null;
  }
}

async function shopKey(): Promise<string> {
  const answer = await fetch('/api/v2/push/key', { signal: AbortSignal.timeout(STEP_MS) });
  return ((await answer.json()) as { public_key: string }).public_key;
}

function base64url(buffer: ArrayBuffer | null | undefined): string {
  if (!buffer) return '';
  const text = String.fromCharCode(...new Uint8Array(buffer));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Asks the browser for permission (its own dialog, now that the shopper said yes in ours),
 * subscribes with the shop's VAPID key, and hands the subscription to the shop. Answers the
 * device's id; null when the shopper declined in the browser's dialog.
 */
export async function subscribeThisDevice(locale: Locale): Promise<string | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await bounded(navigator.serviceWorker.ready, 'the service worker');
  const applicationServerKey = await shopKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await bounded(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
      'the push service',
    ));
  const saved = await fetch(`/api/v2/push/subscriptions?locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(subscription),
    signal: AbortSignal.timeout(STEP_MS),
  });
  if (!saved.ok) throw new Error(`the shop answered ${saved.status}`);
  return ((await saved.json()) as { player_id: string }).player_id;
}

/**
 * For a shopper who subscribed: when the browser dropped the subscription, or the shop's keys
 * changed since (docs/OPERATIONS.md, rotating them), subscribes again without asking (the
 * permission stands). Answers the new device id, or null when nothing needed doing.
 */
export async function renewSubscription(locale: Locale): Promise<string | null> {
  if (Notification.permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  const current = await registration.pushManager.getSubscription();
  const key = await shopKey();
  if (current && base64url(current.options.applicationServerKey) === key) return null;
  await current?.unsubscribe();
  return subscribeThisDevice(locale);
}

/** Links are made once per tab and sign-in (PushPrompt): this marks one made. */
export const linkedMark = (device: string, locale: Locale) => `push-linked:${device}:${locale}`;

/** Signed out on this device: it keeps its subscription, but no account's news reaches it. */
export async function unlinkThisDevice(device: string): Promise<void> {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('push-linked:')) sessionStorage.removeItem(key);
  }
  await fetch(`/api/v2/push/subscriptions/${encodeURIComponent(device)}/unlink`, {
    method: 'POST',
    signal: AbortSignal.timeout(STEP_MS),
  }).catch(() => {});
}

/**
 * Turns push messages off on this device: the browser's subscription is ended and the shop
 * forgets it, so nothing more is sent here.
 */
export async function unsubscribeThisDevice(device: string | null): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  if (!device) return;
  const answer = await fetch(`/api/v2/push/subscriptions/${encodeURIComponent(device)}`, {
    method: 'DELETE',
    signal: AbortSignal.timeout(STEP_MS),
  });
  if (!answer.ok) throw new Error(`the shop answered ${answer.status}`);
}
