import { and, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isWebsiteAdmin, joinedAt, roleOf } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { type PushNews, queueBroadcast, queuePush } from '../push/index.ts';
import { AppError, parseInput, type Translations, translated } from '../shared/index.ts';
import { contentNotification, contentNotificationRead } from './schema.ts';

/** How many of the newest a shopper's list shows. */
export const INBOX_SHOWN = 100;
export const NOTIFICATION_LEVELS = ['info', 'promo', 'warning'] as const;

/** One of the shop's messages as a shopper reads it. */
export interface InboxItem {
  id: number;
  title: string;
  body: string;
  level: string;
  url: string | null;
  starts_at: string;
  /** Only to this shopper (else to every shopper). */
  personal: boolean;
  read: boolean;
}

/**
 * Read by the shopper, or a message to everyone that began before they joined: a new shopper's
 * bell counts what is new to them, not the notices already standing (they still see them listed).
 */
const readBy = (userId: number) =>
  sql<boolean>`(exists (select 1 from ${contentNotificationRead} r
    where r.notification_id = content_notification.id and r.user_id = ${userId})
    or (content_notification.user_id is null
      and content_notification.starts_at < ${joinedAt(userId)}))`;

/** Showing now, to everyone or to this shopper alone. */
const forShopper = (ctx: Ctx, userId: number): SQL =>
  and(
    or(isNull(contentNotification.userId), eq(contentNotification.userId, userId)),
    lte(contentNotification.startsAt, ctx.now),
    or(isNull(contentNotification.endsAt), gt(contentNotification.endsAt, ctx.now)),
  ) as SQL;

/** The shopper's notifications, newest first, each read or not, and how many are unread. */
export async function inbox(
  ctx: Ctx,
  userId: number,
): Promise<{ notifications: InboxItem[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    ctx.db
      .select({ notification: contentNotification, read: readBy(userId) })
      .from(contentNotification)
      .where(forShopper(ctx, userId))
      .orderBy(desc(contentNotification.startsAt), desc(contentNotification.id))
      .limit(INBOX_SHOWN),
    unreadCount(ctx, userId),
  ]);
  return {
    unread,
    notifications: rows.map(({ notification: n, read }) => ({
      id: n.id,
      title: translated(n.title, n.translations, ctx.locale, 'title'),
      body: translated(n.body, n.translations, ctx.locale, 'body'),
      level: n.level,
      url: n.url,
      starts_at: n.startsAt.toISOString(),
      personal: n.userId !== null,
      read: Boolean(read),
    })),
  };
}

/** How many of the shopper's notifications they have not read (the header's count). */
export async function unreadCount(ctx: Ctx, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentNotification)
    .where(and(forShopper(ctx, userId), sql`not ${readBy(userId)}`));
  return Number(row?.n ?? 0);
}

/** Marks one notification read (again changes nothing); one not shown to them is a 404. */
export async function markNotificationRead(
  ctx: Ctx,
  userId: number,
  notificationId: number,
): Promise<void> {
  const [shown] = await ctx.db
    .select({ id: contentNotification.id })
    .from(contentNotification)
    .where(and(eq(contentNotification.id, notificationId), forShopper(ctx, userId)));
  if (!shown) throw new AppError('not_found', 'error.not_found');
  await ctx.db
    .insert(contentNotificationRead)
    .values({ notificationId, userId, readAt: ctx.now })
    .onConflictDoNothing();
}

/** Marks every notification showing to the shopper read. */
export async function markAllNotificationsRead(ctx: Ctx, userId: number): Promise<void> {
  await ctx.db.execute(sql`insert into ${contentNotificationRead} (notification_id, user_id, read_at)
    select ${contentNotification.id}, ${userId}, ${ctx.now} from ${contentNotification}
    where ${forShopper(ctx, userId)}
    on conflict do nothing`);
}

export const notificationInput = z
  .object({
    title: z.string().trim().min(1, 'validation.blank').max(200, 'validation.too_long'),
    body: z.string().trim().min(1, 'validation.blank').max(2000, 'validation.too_long'),
    /** Other languages' `title` and `body`. */
    translations: z
      .partialRecord(
        z.enum(['en', 'ru', 'cn', 'it'], 'validation.invalid_choice'),
        z.object({
          title: z.string().trim().max(200, 'validation.too_long').optional(),
          body: z.string().trim().max(2000, 'validation.too_long').optional(),
        }),
      )
      .default({}),
    level: z.enum(NOTIFICATION_LEVELS, 'validation.invalid_choice').default('info'),
    /** A page of the shop it leads to (a path, not another site). */
    url: z
      .string()
      .regex(/^\/[\w\-/?=&%.]{0,300}$/, 'validation.invalid_field')
      .nullable()
      .default(null),
    starts_at: z.iso.datetime({ offset: true, error: 'validation.invalid_field' }).optional(),
    ends_at: z.iso.datetime({ offset: true, error: 'validation.invalid_field' }).nullish(),
    /** The one shopper it is for; absent: every shopper. */
    user_id: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict()
  .refine((n) => !n.ends_at || !n.starts_at || n.ends_at > n.starts_at, {
    error: 'validation.invalid_field',
    path: ['ends_at'],
  });

/**
 * The website admin sends a notification to every shopper or to one; answers its id. It is also
 * pushed, from when it starts, to the devices subscribed to push messages: all of them, or the
 * one shopper's.
 */
export async function sendNotification(
  ctx: Ctx,
  adminId: number,
  input: z.input<typeof notificationInput>,
): Promise<number> {
  const message = parseInput(notificationInput, input);
  if (!isWebsiteAdmin(await roleOf(ctx, adminId))) {
    throw new AppError('forbidden', 'error.forbidden');
  }
  const startsAt = message.starts_at ? new Date(message.starts_at) : ctx.now;
  const translations = message.translations as Translations;
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(contentNotification)
      .values({
        title: message.title,
        body: message.body,
        translations,
        level: message.level,
        url: message.url,
        startsAt,
        endsAt: message.ends_at ? new Date(message.ends_at) : null,
        userId: message.user_id ?? null,
      })
      .returning({ id: contentNotification.id });
    if (!row) throw new Error('insert returned nothing');
    const news: PushNews = {
      kind: 'notification',
      vars: {},
      texts: { title: message.title, body: message.body, translations },
      path: message.url ?? '/account/notifications',
      tag: `notification:${row.id}`,
    };
    if (message.user_id) await queuePush(tx, message.user_id, news, startsAt);
    else await queueBroadcast(tx, news, startsAt);
    return row.id;
  });
}
