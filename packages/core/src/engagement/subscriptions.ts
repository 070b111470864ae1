import type { Locale } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailField, hashToken, newToken } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { enforce, type RateRule } from '../limits/index.ts';
import { type MessageGateway, sendMessage } from '../notify/index.ts';
import { AppError } from '../shared/index.ts';
import { engagementSubscriber } from './schema.ts';

const HOUR = 3600;

/** Abuse limits, like the sign-in codes': per address, and looser per IP (carrier NAT). */
export const SUBSCRIBE_RULES = {
  perEmail: { name: 'subscribe-email', limit: 3, windowSeconds: HOUR },
  perIp: { name: 'subscribe-ip', limit: 30, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;

/** Where the e-mail's two links lead, each with its token (the web's pages). */
export interface SubscriptionLinks {
  confirm: (token: string) => string;
  unsubscribe: (token: string) => string;
}

/** The e-mail's texts: the edge hands them over translated (core holds no UI catalog). */
export interface SubscriptionMail {
  subject: string;
  /** Builds the body from the two links. */
  body: (links: { confirm: string; unsubscribe: string }) => string;
}

const tokenField = z.string().regex(/^[\w-]{20,100}$/);

/**
 * Asks to subscribe `email` (double opt-in): a pending subscriber gets an e-mail with a link to
 * confirm and one to unsubscribe. An address subscribed already gets nothing new and the same
 * answer, so the form tells nobody who is on the list.
 */
export async function subscribe(
  ctx: Ctx,
  gateway: MessageGateway,
  request: { email: string; ip: string | null; links: SubscriptionLinks },
  mail: SubscriptionMail,
): Promise<void> {
  const parsed = emailField.safeParse(request.email);
  // The spec's "subscription e-mail error" for an address that is not one.
  if (!parsed.success) {
    throw new AppError(
      'invalid_input',
      'validation.subscription_email',
      {},
      {
        email: ['validation.subscription_email'],
      },
    );
  }
  const email = parsed.data;
  await enforce(ctx, [
    [SUBSCRIBE_RULES.perEmail, email],
    [SUBSCRIBE_RULES.perIp, request.ip],
  ]);
  const [existing] = await ctx.db
    .select()
    .from(engagementSubscriber)
    .where(eq(engagementSubscriber.email, email));
  if (existing?.state === 'confirmed') return;
  const confirm = newToken();
  const unsubscribe = newToken();
  const values = {
    state: 'pending',
    locale: ctx.locale as Locale,
    confirmTokenHash: hashToken(confirm),
    unsubscribeTokenHash: hashToken(unsubscribe),
  };
  await ctx.db
    .insert(engagementSubscriber)
    .values({ email, ...values, createdAt: ctx.now })
    .onConflictDoUpdate({ target: engagementSubscriber.email, set: values });
  await sendMessage(ctx, gateway, {
    channel: 'email',
    to: email,
    subject: mail.subject,
    body: mail.body({
      confirm: request.links.confirm(confirm),
      unsubscribe: request.links.unsubscribe(unsubscribe),
    }),
  });
}

/** Follows the e-mail's confirm link: the subscriber is on the list. */
export async function confirmSubscription(ctx: Ctx, token: string): Promise<string> {
  const parsed = tokenField.safeParse(token);
  const [row] = parsed.success
    ? await ctx.db
        .update(engagementSubscriber)
        .set({ state: 'confirmed', confirmedAt: ctx.now, confirmTokenHash: null })
        .where(eq(engagementSubscriber.confirmTokenHash, hashToken(parsed.data)))
        .returning({ email: engagementSubscriber.email })
    : [];
  if (!row) throw new AppError('not_found', 'error.subscription_link');
  return row.email;
}

/** Follows an e-mail's unsubscribe link: off the list (again a subscribe and a confirm to come back). */
export async function unsubscribe(ctx: Ctx, token: string): Promise<string> {
  const parsed = tokenField.safeParse(token);
  const [row] = parsed.success
    ? await ctx.db
        .update(engagementSubscriber)
        .set({ state: 'unsubscribed', unsubscribedAt: ctx.now, confirmTokenHash: null })
        .where(eq(engagementSubscriber.unsubscribeTokenHash, hashToken(parsed.data)))
        .returning({ email: engagementSubscriber.email })
    : [];
  if (!row) throw new AppError('not_found', 'error.subscription_link');
  return row.email;
}

/** Whether `email` is on the list (confirmed). */
export async function isSubscribed(ctx: Ctx, email: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ state: engagementSubscriber.state })
    .from(engagementSubscriber)
    .where(eq(engagementSubscriber.email, email.toLowerCase()));
  return row?.state === 'confirmed';
}
