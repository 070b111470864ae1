import { timingSafeEqual } from 'node:crypto';
import { AppError, accounts, type Ctx, createContext, HTTP_STATUS, type limits } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data } from 'react-router';
import type { ShopLoadContext } from '../context.ts';
import { localePath } from './locale.ts';

export interface ViewerSummary {
  name: string;
  avatarUrl: string | null;
}

/** What the header shows of the signed-in shopper. */
export async function viewerSummary(context: ShopLoadContext): Promise<ViewerSummary | null> {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const user = await accounts.findUser(createContext(context.database.db), viewer.userId);
  if (!user) return null;
  return {
    name: accounts.displayName(user),
    avatarUrl: user.avatarVersion ? `/media/avatars/${user.id}.webp?v=${user.avatarVersion}` : null,
  };
}

export function contextFor(context: ShopLoadContext, locale: Locale): Ctx {
  return createContext(context.database.db, locale);
}

/** Who is trying a gift-card, voucher or coupon code on this request (wrong ones are counted). */
export function guesserOf(context: ShopLoadContext): limits.Guesser {
  return { userId: context.auth.viewer?.userId ?? null, ip: context.auth.ip };
}

/** The sign-in page's address that comes back to `next` afterwards. */
export function signInPath(locale: Locale, next: string): string {
  return `${localePath(locale, '/login')}?next=${encodeURIComponent(next)}`;
}

/** The signed-in user's id; an action without one is refused with "Login required". */
export function requireUserId(context: ShopLoadContext): number {
  const viewer = context.auth.viewer;
  if (!viewer) throw new AppError('unauthorized', 'error.unauthorized');
  return viewer.userId;
}

/**
 * A posted form, after checking its CSRF token against the browser's CSRF cookie: another site
 * can make a browser post, but cannot read the cookie to put its value in the form. A form
 * the token does not let through is refused (403, the shop's "cannot do this" page). Every
 * action reads its form through here.
 */
export async function readForm(
  request: Request,
  context: ShopLoadContext,
): Promise<{ form: FormData; values: Record<string, string> }> {
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  const sender = {
    fetchSite: request.headers.get('sec-fetch-site'),
    origin: request.headers.get('origin'),
    host: new URL(request.url).host,
  };
  if (!formTokenAccepted(values._csrf ?? '', context.auth.csrfToken, sender)) {
    throw data(null, { status: 403 });
  }
  return { form, values };
}

/**
 * Whether a form's CSRF token lets it through. The right token always does; a wrong one never.
 * A shared page (the same for everyone, kept by caches) holds no token: its forms get theirs
 * after load (lib/personal.tsx), so one sent before that, or without JavaScript, comes with
 * none. Such a form is taken only on the browser's own word that the shop's page sent it.
 */
export function formTokenAccepted(given: string, expected: string, sender: FormSender): boolean {
  if (given === '') return sentByOwnPage(sender);
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who a browser says sent a form: headers no page can set. */
export interface FormSender {
  fetchSite: string | null;
  origin: string | null;
  /** The shop's host, as the request was addressed. */
  host: string;
}

/**
 * `Sec-Fetch-Site: same-origin` where the browser sends it (every current one); from an older
 * browser without it, an `Origin` on the shop's own host. Neither (a tool, a stripped header):
 * not the shop's page.
 */
function sentByOwnPage({ fetchSite, origin, host }: FormSender): boolean {
  if (fetchSite !== null) return fetchSite === 'same-origin';
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export interface FormFailure {
  ok: false;
  /** Catalog key of the message for the whole form. */
  error: string;
  errorVars?: Record<string, string | number>;
  /** Catalog keys per field. */
  fields: Record<string, string[]>;
  /** What the shopper typed, to fill the form again (never passwords). */
  values: Record<string, string>;
}

const SECRET_FIELDS = new Set([
  'password',
  'password_confirmation',
  'current_password',
  'code',
  '_csrf',
]);

/**
 * Runs an action's work; a refusal (AppError) comes back as the form's errors with a 4xx status,
 * so the page shows them (with or without JavaScript). Anything else is a real failure.
 */
export async function formAction<T>(
  values: Record<string, string>,
  work: () => Promise<T>,
): Promise<T | ReturnType<typeof data<FormFailure>>> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const kept = Object.fromEntries(
      Object.entries(values).filter(([key]) => !SECRET_FIELDS.has(key)),
    );
    const status = HTTP_STATUS[error.type];
    const headers = new Headers();
    if ('retryAfterSeconds' in error) headers.set('retry-after', String(error.retryAfterSeconds));
    return data<FormFailure>(
      {
        ok: false,
        error: error.messageKey,
        errorVars: error.vars,
        fields: error.fieldErrors ?? {},
        values: kept,
      },
      { status, headers },
    );
  }
}
