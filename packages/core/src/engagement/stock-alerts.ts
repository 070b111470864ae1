import { isLocale } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { findUser, parseLogin, provenContacts } from '../accounts/index.ts';
import {
  type StaffVariant,
  type VariantOffer,
  variantOffers,
  variantsById,
} from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { variantTotals } from '../inventory/index.ts';
import { batchedRound, type JobHandler } from '../jobs/index.ts';
import { enforce, type RateRule } from '../limits/index.ts';
import { queueMessage } from '../notify/index.ts';
import { AppError, formatPhone, type ShopLinks, translated } from '../shared/index.ts';
import { engagementStockAlert } from './schema.ts';

const HOUR = 3600;

/** Abuse limits: a contact is not flooded with alerts it never asked for, nor the table by one IP. */
export const STOCK_ALERT_RULES = {
  perContact: { name: 'stock-alert-contact', limit: 10, windowSeconds: HOUR },
  perIp: { name: 'stock-alert-ip', limit: 30, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;

/** The job that tells the waiting shoppers of the variants that came back. */
export const STOCK_ALERTS_JOB = 'engagement.stock_alerts';
/** How often the waiting alerts are looked at: a return is news within minutes. */
export const STOCK_ALERTS_EVERY_MS = 5 * 60_000;
const BATCH = 500;
const DAY_MS = 86_400_000;
/** A told alert is kept this long (what was sent, if a shopper asks), then forgotten. */
export const TOLD_KEPT_DAYS = 30;
/** A shopper's number waits this long at most for a product that never comes back. */
export const WAITING_KEPT_DAYS = 365;
/** A product's name in an SMS is cut to this length, so the message keeps to two parts. */
export const SMS_NAME_LENGTH = 40;

export interface StockAlertRequest {
  variantId: number;
  /** A Mongolian mobile number or an e-mail address, as typed. */
  contact: string;
  userId: number | null;
  ip: string | null;
}

/**
 * "Tell me when it's back" for a variant that cannot be bought now: answers `waiting` (asked
 * again, the same one alert) and how the shopper will be told, or `in_stock` when it can be
 * bought already (nothing is kept: the shopper should buy it now).
 */
export async function requestStockAlert(
  ctx: Ctx,
  request: StockAlertRequest,
): Promise<{ state: 'waiting' | 'in_stock'; channel: 'sms' | 'email' }> {
  const login = parseLogin(request.contact.trim());
  if (!login) {
    throw new AppError(
      'invalid_input',
      'product.stock_alert.invalid_contact',
      {},
      {
        contact: ['product.stock_alert.invalid_contact'],
      },
    );
  }
  await enforce(ctx, [
    [STOCK_ALERT_RULES.perContact, login.value],
    [STOCK_ALERT_RULES.perIp, request.ip],
  ]);
  const offer = (await variantOffers(ctx, [request.variantId])).get(request.variantId);
  if (!offer) throw new AppError('not_found', 'error.not_found');
  const onHand = (await variantTotals(ctx.db, [request.variantId])).get(request.variantId) ?? 0;
  if (buyableNow(offer, onHand)) return { state: 'in_stock', channel: login.channel };
  // One waiting alert per variant and contact, however many times (and at once) it is asked; a
  // shopper who asked as a guest and again signed in finds it theirs.
  await ctx.db
    .insert(engagementStockAlert)
    .values({
      variantId: request.variantId,
      channel: login.channel,
      contact: login.value,
      userId: request.userId,
      locale: ctx.locale,
      createdAt: ctx.now,
    })
    .onConflictDoUpdate({
      target: [engagementStockAlert.variantId, engagementStockAlert.contact],
      targetWhere: isNull(engagementStockAlert.toldAt),
      set: { userId: sql`coalesce(${engagementStockAlert.userId}, excluded.user_id)` },
    });
  return { state: 'waiting', channel: login.channel };
}

/** What a waiting shopper is told of: a variant on sale with units to sell. */
const buyableNow = (offer: VariantOffer | undefined, onHand: number): boolean =>
  offer?.onSale === true && onHand > 0;

const round = batchedRound(STOCK_ALERTS_JOB, STOCK_ALERTS_EVERY_MS, 'stock-alerts');

/**
 * Queues the next look at the waiting alerts (one per 5-minute slot, whichever server asks
 * first): called by every server's background round.
 */
export const queueStockAlerts = (ctx: Ctx): Promise<void> => round.queue(ctx);

/**
 * One batch of the variants someone waits for, after `after` (by id): each that can be bought
 * again has its waiting alerts marked told and their SMS or e-mail written to the outbox, in one
 * transaction (two servers at once tell nobody twice: the second finds them told). A full batch
 * queues the next.
 */
async function tellWaiting(
  ctx: Ctx,
  payload: Record<string, unknown>,
  links: ShopLinks,
): Promise<void> {
  const after = Number(payload.after);
  const waiting = await ctx.db
    .selectDistinct({ variantId: engagementStockAlert.variantId })
    .from(engagementStockAlert)
    .where(and(isNull(engagementStockAlert.toldAt), gt(engagementStockAlert.variantId, after)))
    .orderBy(asc(engagementStockAlert.variantId))
    .limit(BATCH);
  const variantIds = waiting.map((w) => w.variantId);
  const [offers, totals] = await Promise.all([
    variantOffers(ctx, variantIds),
    variantTotals(ctx.db, variantIds),
  ]);
  const back = variantIds.filter((id) => buyableNow(offers.get(id), totals.get(id) ?? 0));
  if (back.length > 0) {
    await withTransaction(ctx, async (tx) => {
      const told = await tx.db
        .update(engagementStockAlert)
        .set({ toldAt: ctx.now })
        .where(
          and(inArray(engagementStockAlert.variantId, back), isNull(engagementStockAlert.toldAt)),
        )
        .returning();
      for (const alert of told) {
        const offer = offers.get(alert.variantId);
        if (offer) await queueBackInStock(tx, alert, offer, links);
      }
    });
  }
  const last = variantIds.at(-1);
  if (variantIds.length === BATCH && last !== undefined) await round.next(ctx, payload, last);
}

/**
 * The alert's message, in the language it was asked in (texts `notify.stock_back_*`), with a
 * link to buy it: the product's page in an e-mail, its short link in an SMS (two parts at most).
 */
async function queueBackInStock(
  ctx: Ctx,
  alert: typeof engagementStockAlert.$inferSelect,
  offer: VariantOffer,
  links: ShopLinks,
): Promise<void> {
  const locale = isLocale(alert.locale) ? alert.locale : 'mn';
  const t = translatorFor(locale);
  const name = translated(offer.names.source, offer.names.translations, locale);
  const shop = t('shop.name');
  if (alert.channel === 'email') {
    await queueMessage(ctx, {
      channel: 'email',
      to: alert.contact,
      subject: t('notify.stock_back_subject', { shop, name }),
      body: t('notify.stock_back_email', { shop, name, link: links.product(locale, offer.slug) }),
      locale,
    });
    return;
  }
  const short = name.length > SMS_NAME_LENGTH ? `${name.slice(0, SMS_NAME_LENGTH - 1)}…` : name;
  await queueMessage(ctx, {
    channel: 'sms',
    to: alert.contact,
    body: t('notify.stock_back_sms', {
      shop,
      name: short,
      link: links.productShort(locale, offer.productId),
    }),
    locale,
  });
}

/** The look at who waits; its messages link to the shop at `links` (its public address). */
export function stockAlertJobs(links: ShopLinks): Record<string, JobHandler> {
  return { [STOCK_ALERTS_JOB]: (ctx, payload) => tellWaiting(ctx, payload, links) };
}

/**
 * Forgets the told alerts after TOLD_KEPT_DAYS and those that waited WAITING_KEPT_DAYS in vain:
 * a shopper's number or address is kept no longer than it serves them. Run by every server's
 * background round; answers how many went.
 */
export async function pruneStockAlerts(ctx: Ctx): Promise<number> {
  const told = new Date(ctx.now.getTime() - TOLD_KEPT_DAYS * DAY_MS);
  const waited = new Date(ctx.now.getTime() - WAITING_KEPT_DAYS * DAY_MS);
  const gone = await ctx.db
    .delete(engagementStockAlert)
    .where(
      or(
        and(isNotNull(engagementStockAlert.toldAt), lt(engagementStockAlert.toldAt, told)),
        and(isNull(engagementStockAlert.toldAt), lt(engagementStockAlert.createdAt, waited)),
      ),
    )
    .returning({ id: engagementStockAlert.id });
  return gone.length;
}

/** How many shoppers wait for each of these variants to come back (a variant none wait for: 0). */
export async function waitingFor(ctx: Ctx, variantIds: number[]): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ variantId: engagementStockAlert.variantId, waiting: count() })
    .from(engagementStockAlert)
    .where(
      and(inArray(engagementStockAlert.variantId, variantIds), isNull(engagementStockAlert.toldAt)),
    )
    .groupBy(engagementStockAlert.variantId);
  return new Map(rows.map((r) => [r.variantId, Number(r.waiting)]));
}

/**
 * The variants most shoppers wait for, most first (then by id): what the next delivery should
 * bring, for the back office's stock page.
 */
export async function stockDemand(
  ctx: Ctx,
  limit = 15,
): Promise<{ variantId: number; waiting: number }[]> {
  const waiting = count();
  const rows = await ctx.db
    .select({ variantId: engagementStockAlert.variantId, waiting })
    .from(engagementStockAlert)
    .where(isNull(engagementStockAlert.toldAt))
    .groupBy(engagementStockAlert.variantId)
    .orderBy(desc(waiting), asc(engagementStockAlert.variantId))
    .limit(limit);
  return rows.map((r) => ({ variantId: r.variantId, waiting: Number(r.waiting) }));
}

/**
 * A signed-in shopper and these sold-out variants: where they would be told (their phone, else
 * their e-mail, to fill the form with), and which of the variants they already wait for.
 */
export async function stockAlertsOfUser(
  ctx: Ctx,
  userId: number,
  variantIds: number[],
): Promise<{ contact: string | null; waiting: { variantId: number; channel: 'sms' | 'email' }[] }> {
  const user = await findUser(ctx, userId);
  const rows =
    variantIds.length === 0 || !user
      ? []
      : await ctx.db
          .select({
            variantId: engagementStockAlert.variantId,
            channel: engagementStockAlert.channel,
          })
          .from(engagementStockAlert)
          .where(
            and(
              ownedBy(userId, provenContacts(user)),
              inArray(engagementStockAlert.variantId, variantIds),
              isNull(engagementStockAlert.toldAt),
            ),
          );
  const contact = user?.phone ? formatPhone(user.phone) : (user?.email ?? null);
  return {
    contact,
    waiting: rows.map((r) => ({
      variantId: r.variantId,
      channel: r.channel === 'email' ? ('email' as const) : ('sms' as const),
    })),
  };
}

/**
 * A shopper's alerts: those asked for signed in, and those asked for as a guest with a number or
 * address their account has proven theirs (asked before they had an account, or signed out), so
 * they can see and take back what they asked for whichever way they asked.
 */
const ownedBy = (userId: number, proven: string[]): SQL =>
  (proven.length === 0
    ? eq(engagementStockAlert.userId, userId)
    : or(
        eq(engagementStockAlert.userId, userId),
        and(isNull(engagementStockAlert.userId), inArray(engagementStockAlert.contact, proven)),
      )) as SQL;

/** The proven contacts of a shopper (none for an unknown one). */
const provenOf = async (ctx: Ctx, userId: number): Promise<string[]> => {
  const user = await findUser(ctx, userId);
  return user ? provenContacts(user) : [];
};

/** How many of a shopper's alerts their account lists: far more than anyone waits for at once. */
const LISTED = 100;

/** A shopper's alert as their account lists it. */
export interface AccountStockAlert {
  id: number;
  variant: StaffVariant;
  /** The variant's picture, else its product's. */
  image: string | null;
  channel: 'sms' | 'email';
  /** Where they will be (or were) told: the number as the shop writes it, or the address. */
  contact: string;
  askedAt: Date;
  /** When they were told it was back; null while they wait. */
  toldAt: Date | null;
  /** It can be bought now (told, or about to be: the next look tells them). */
  available: boolean;
}

/**
 * The alerts a signed-in shopper asked for (`ownedBy`), waiting ones first, then those told (kept
 * TOLD_KEPT_DAYS), each newest first. An alert whose product is gone from the catalogue is left
 * out: there is nothing to wait for.
 */
export async function listStockAlerts(ctx: Ctx, userId: number): Promise<AccountStockAlert[]> {
  const rows = await ctx.db
    .select({
      id: engagementStockAlert.id,
      variantId: engagementStockAlert.variantId,
      channel: engagementStockAlert.channel,
      contact: engagementStockAlert.contact,
      createdAt: engagementStockAlert.createdAt,
      toldAt: engagementStockAlert.toldAt,
    })
    .from(engagementStockAlert)
    .where(ownedBy(userId, await provenOf(ctx, userId)))
    .orderBy(
      sql`${engagementStockAlert.toldAt} is not null`,
      desc(sql`coalesce(${engagementStockAlert.toldAt}, ${engagementStockAlert.createdAt})`),
      desc(engagementStockAlert.id),
    )
    .limit(LISTED);
  const variantIds = [...new Set(rows.map((r) => r.variantId))];
  const [named, offers, onHand] = await Promise.all([
    variantsById(ctx, variantIds),
    variantOffers(ctx, variantIds),
    variantTotals(ctx.db, variantIds),
  ]);
  const variants = new Map(named.map((v) => [v.variant_id, v]));
  return rows.flatMap((r) => {
    const variant = variants.get(r.variantId);
    if (!variant) return [];
    const channel = r.channel === 'email' ? ('email' as const) : ('sms' as const);
    return {
      id: r.id,
      variant,
      image: offers.get(r.variantId)?.image ?? null,
      channel,
      contact: channel === 'sms' ? formatPhone(r.contact) : r.contact,
      askedAt: r.createdAt,
      toldAt: r.toldAt,
      available: buyableNow(offers.get(r.variantId), onHand.get(r.variantId) ?? 0),
    };
  });
}

/**
 * A signed-in shopper no longer wants to hear of a product: their waiting alert (`ownedBy`) is
 * forgotten (an alert already told, or another's, is not theirs to take back: not found).
 * Answers the product's name, in the context's language, for the answer to say.
 */
export async function cancelStockAlert(
  ctx: Ctx,
  userId: number,
  alertId: number,
): Promise<{ productName: string }> {
  const [gone] = await ctx.db
    .delete(engagementStockAlert)
    .where(
      and(
        eq(engagementStockAlert.id, alertId),
        ownedBy(userId, await provenOf(ctx, userId)),
        isNull(engagementStockAlert.toldAt),
      ),
    )
    .returning({ variantId: engagementStockAlert.variantId });
  if (!gone) throw new AppError('not_found', 'error.not_found');
  const [named] = await variantsById(ctx, [gone.variantId]);
  return { productName: named?.product_name ?? '' };
}
