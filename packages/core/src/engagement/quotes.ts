import { formatMoney, isLocale, LANGUAGE_TAGS, type Locale } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import { and, desc, eq, gt, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { emailField, optionalText, phoneField } from '../accounts/index.ts';
import { isCalendarDate, ulaanbaatarDate } from '../age/index.ts';
import { addItem, MAX_LINE_QUANTITY } from '../cart/index.ts';
import { firstVariantOf, variantIdsOf, variantOffers } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { hasErrorCode } from '../db/index.ts';
import { enforce, type RateRule } from '../limits/index.ts';
import { type MessageGateway, sendMessage } from '../notify/index.ts';
import { AppError, parseInput } from '../shared/index.ts';
import { engagementQuote } from './schema.ts';

export const QUOTE_DESCRIPTION_MAX = 2000;
/** A quote's quantity goes into the cart as one line: no more than a line holds. */
export const QUOTE_MAX_QUANTITY = MAX_LINE_QUANTITY;
/** How many quotes a shopper keeps open and sees on "My quotes". */
export const QUOTES_SHOWN = 100;
/** The longest an answered price may hold. */
export const QUOTE_MAX_VALID_DAYS = 90;

/** Abuse limit: requests per shopper. */
export const QUOTE_RULES = {
  perUser: { name: 'quote-user', limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;

export const QUOTE_STATES = ['sent', 'answered', 'declined', 'accepted', 'expired'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const idField = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A request for a quote (spec §2 "Request a quote"): a product (its variant) or words saying
 * what is wanted, how many, by when, and the shopper's own phone or e-mail to answer (spec §5).
 */
export const quoteInput = z
  .object({
    variant_id: z.preprocess(blankToUndefined, idField.optional()),
    product_id: z.preprocess(blankToUndefined, idField.optional()),
    description: optionalText(QUOTE_DESCRIPTION_MAX),
    quantity: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'validation.quote_quantity' })
        .int('validation.quote_quantity')
        .min(1, 'validation.quote_quantity')
        .max(QUOTE_MAX_QUANTITY, 'validation.quote_quantity'),
    ),
    needed_by: z.preprocess(
      blankToUndefined,
      z.string().refine(isCalendarDate, 'validation.needed_by').optional(),
    ),
    email: z.preprocess(blankToUndefined, emailField.optional()),
    phone: z.preprocess(blankToUndefined, phoneField.optional()),
  })
  .refine((q) => q.email !== undefined || q.phone !== undefined, {
    error: 'validation.contact_needed',
    path: ['email'],
  })
  .refine(
    (q) => q.variant_id !== undefined || q.product_id !== undefined || q.description !== null,
    { error: 'validation.quote_subject', path: ['description'] },
  );
export type QuoteInput = z.input<typeof quoteInput>;

/** A quote as its shopper (and staff) see it. */
export interface QuoteView {
  id: number;
  state: QuoteState;
  product: {
    id: number;
    slug: string;
    name: string;
    image: string | null;
    options: Record<string, string>;
    age_restricted: boolean;
  } | null;
  variant_id: number | null;
  description: string;
  quantity: number;
  needed_by: string | null;
  phone: string | null;
  email: string | null;
  /** ₮ per unit, once answered. */
  unit_price: number | null;
  total: number | null;
  valid_until: string | null;
  answer_note: string;
  /** The cart it went into, once accepted. */
  order_number: string | null;
  /** Answered, still holding and for a product that can go in the cart. */
  can_accept: boolean;
  created_at: string;
  answered_at: string | null;
}

type QuoteRow = typeof engagementQuote.$inferSelect;

/** Keeps a shopper's request for a quote; answers its id. */
export async function requestQuote(ctx: Ctx, userId: number, input: unknown): Promise<number> {
  const q = parseInput(quoteInput, input);
  if (q.needed_by !== undefined && q.needed_by < ulaanbaatarDate(ctx.now)) {
    throw new AppError(
      'invalid_input',
      'error.invalid_input',
      {},
      {
        needed_by: ['validation.needed_by'],
      },
    );
  }
  const variantId = await variantAsked(ctx, q.product_id, q.variant_id);
  const offer = variantId === null ? undefined : await quotableOffer(ctx, variantId);
  if (offer === null) throw new AppError('conflict', 'error.quote_not_open');
  await enforce(ctx, [[QUOTE_RULES.perUser, String(userId)]]);
  const [row] = await ctx.db
    .insert(engagementQuote)
    .values({
      userId,
      productId: offer?.productId ?? null,
      variantId,
      description: q.description ?? '',
      quantity: q.quantity,
      neededBy: q.needed_by ?? null,
      phone: q.phone ?? null,
      email: q.email ?? null,
      locale: ctx.locale,
      createdAt: ctx.now,
    })
    .returning({ id: engagementQuote.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/**
 * The variant as a quote's subject, or null when it cannot be quoted: a package is filled on
 * its product page, so its price cannot be one number. An unknown variant is a 404.
 */
export async function quotableOffer(ctx: Ctx, variantId: number) {
  const offer = (await variantOffers(ctx, [variantId])).get(variantId);
  if (!offer) throw new AppError('not_found', 'error.not_found');
  return offer.isPackage ? null : offer;
}

/** The variant a request names: the one given (of the product, when both are), or the first. */
async function variantAsked(
  ctx: Ctx,
  productId: number | undefined,
  variantId: number | undefined,
): Promise<number | null> {
  if (productId === undefined) return variantId ?? null;
  if (variantId === undefined) {
    const first = await firstVariantOf(ctx, productId);
    if (first === null) throw new AppError('not_found', 'error.not_found');
    return first;
  }
  if (!(await variantIdsOf(ctx, productId)).includes(variantId)) {
    throw new AppError('not_found', 'error.not_found');
  }
  return variantId;
}

/** The shopper's quotes, newest first ("My quotes"). */
export async function myQuotes(ctx: Ctx, userId: number): Promise<QuoteView[]> {
  return quotesWhere(ctx, eq(engagementQuote.userId, userId));
}

/** One of the shopper's quotes; another's is a 404, as one that does not exist. */
export async function myQuote(ctx: Ctx, userId: number, quoteId: number): Promise<QuoteView> {
  const [quote] = await quotesWhere(
    ctx,
    and(eq(engagementQuote.id, quoteId), eq(engagementQuote.userId, userId)),
  );
  if (!quote) throw new AppError('not_found', 'error.not_found');
  return quote;
}

/** Quotes for staff, oldest waiting first when asked by state; newest first otherwise. */
export async function staffQuotes(ctx: Ctx, state: QuoteState | null): Promise<QuoteView[]> {
  if (state === null) return quotesWhere(ctx, undefined);
  const holding = gt(engagementQuote.validUntil, ctx.now);
  const filters: Record<QuoteState, SQL | undefined> = {
    sent: eq(engagementQuote.state, 'sent'),
    answered: and(eq(engagementQuote.state, 'answered'), holding),
    expired: and(
      eq(engagementQuote.state, 'answered'),
      isNotNull(engagementQuote.validUntil),
      lt(engagementQuote.validUntil, ctx.now),
    ),
    declined: eq(engagementQuote.state, 'declined'),
    accepted: eq(engagementQuote.state, 'accepted'),
  };
  return quotesWhere(ctx, filters[state]);
}

async function quotesWhere(ctx: Ctx, where: SQL | undefined): Promise<QuoteView[]> {
  const rows = await ctx.db
    .select()
    .from(engagementQuote)
    .where(where)
    .orderBy(desc(engagementQuote.id))
    .limit(QUOTES_SHOWN);
  const offers = await variantOffers(
    ctx,
    rows.flatMap((r) => (r.variantId === null ? [] : [r.variantId])),
  );
  return rows.map((row) => quoteView(ctx, row, offers));
}

function quoteView(
  ctx: Ctx,
  row: QuoteRow,
  offers: Awaited<ReturnType<typeof variantOffers>>,
): QuoteView {
  const offer = row.variantId === null ? undefined : offers.get(row.variantId);
  const state = shownState(row, ctx.now);
  return {
    id: row.id,
    state,
    product: offer
      ? {
          id: offer.productId,
          slug: offer.slug,
          name: offer.name,
          image: offer.image,
          options: offer.optionValues,
          age_restricted: offer.ageRestricted,
        }
      : null,
    variant_id: row.variantId,
    description: row.description,
    quantity: row.quantity,
    needed_by: row.neededBy,
    phone: row.phone,
    email: row.email,
    unit_price: row.unitPrice,
    total: row.unitPrice === null ? null : row.unitPrice * row.quantity,
    valid_until: row.validUntil?.toISOString() ?? null,
    answer_note: row.answerNote,
    order_number: row.orderNumber,
    can_accept: state === 'answered' && offer?.onSale === true,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/** An answered quote past its date reads as expired; the stored state stays 'answered'. */
function shownState(row: QuoteRow, now: Date): QuoteState {
  const state = z.enum(QUOTE_STATES).catch('sent').parse(row.state);
  if (state === 'answered' && row.validUntil !== null && row.validUntil <= now) return 'expired';
  return state;
}

/**
 * Staff's answer (`PUT /api/back_office/quotes/{id}`): a unit price and the time it holds until,
 * for the variant asked about or another one of the same product (a request in words gets its
 * variant here); or a refusal. A quote still open can be answered again; an accepted one not.
 */
export const quoteAnswerInput = z.discriminatedUnion('decision', [
  z
    .object({
      decision: z.literal('price'),
      unit_price: z.number().int().min(1).max(1_000_000_000),
      valid_until: z.iso.datetime({ offset: true }),
      variant_id: idField.optional(),
      note: z.string().trim().max(QUOTE_DESCRIPTION_MAX).default(''),
    })
    .strict(),
  z
    .object({
      decision: z.literal('decline'),
      note: z.string().trim().min(1, 'validation.blank').max(QUOTE_DESCRIPTION_MAX),
    })
    .strict(),
]);
export type QuoteAnswer = z.input<typeof quoteAnswerInput>;

/** Records staff's answer; answers the quote as it now stands. */
export async function answerQuote(
  ctx: Ctx,
  gateway: MessageGateway,
  quoteId: number,
  input: unknown,
): Promise<QuoteView> {
  const answer = parseInput(quoteAnswerInput, input);
  const [row] = await ctx.db.select().from(engagementQuote).where(eq(engagementQuote.id, quoteId));
  if (!row) throw new AppError('not_found', 'error.not_found');
  if (row.state === 'accepted') throw new AppError('conflict', 'error.quote_not_open');
  let changes: Partial<QuoteRow>;
  if (answer.decision === 'decline') {
    changes = { state: 'declined', answerNote: answer.note, answeredAt: ctx.now };
  } else {
    const validUntil = new Date(answer.valid_until);
    const longest = ctx.now.getTime() + QUOTE_MAX_VALID_DAYS * 86_400_000;
    if (validUntil <= ctx.now || validUntil.getTime() > longest) {
      throw new AppError(
        'invalid_input',
        'error.invalid_input',
        {},
        {
          valid_until: ['validation.quote_valid_until'],
        },
      );
    }
    const variantId = answer.variant_id ?? row.variantId;
    if (variantId === null) {
      throw new AppError(
        'invalid_input',
        'error.invalid_input',
        {},
        {
          variant_id: ['validation.blank'],
        },
      );
    }
    const offer = (await variantOffers(ctx, [variantId])).get(variantId);
    if (
      !offer ||
      offer.isPackage ||
      (row.productId !== null && offer.productId !== row.productId)
    ) {
      throw new AppError(
        'invalid_input',
        'error.invalid_input',
        {},
        {
          variant_id: ['validation.invalid_choice'],
        },
      );
    }
    changes = {
      state: 'answered',
      unitPrice: answer.unit_price,
      validUntil,
      variantId,
      productId: offer.productId,
      answerNote: answer.note,
      answeredAt: ctx.now,
    };
  }
  // Only while not accepted: an answer racing an acceptance never rewrites the price taken.
  const [updated] = await ctx.db
    .update(engagementQuote)
    .set(changes)
    .where(and(eq(engagementQuote.id, quoteId), inArray(engagementQuote.state, OPEN_STATES)))
    .returning({ id: engagementQuote.id });
  if (!updated) throw new AppError('conflict', 'error.quote_not_open');
  const [view] = await quotesWhere(ctx, eq(engagementQuote.id, quoteId));
  if (!view) throw new Error('the quote just answered is gone');
  await tellShopper(ctx, gateway, view, row.locale);
  return view;
}

/**
 * Tells the shopper the answer, in the language they asked in: by e-mail when they gave one,
 * else by SMS. A message that cannot go stays in the outbox as failed; the answer stands.
 */
async function tellShopper(ctx: Ctx, gateway: MessageGateway, quote: QuoteView, locale: string) {
  const lang = isLocale(locale) ? locale : ctx.locale;
  const t = translatorFor(lang);
  const news = quote.state === 'declined' ? 'quote_declined' : 'quote_answered';
  const vars = {
    number: quote.id,
    price: formatMoney(quote.unit_price ?? 0, lang),
    until: quote.valid_until ? dateAndTime(quote.valid_until, lang) : '',
    note: quote.answer_note,
    shop: t('shop.name'),
  };
  if (quote.email) {
    await sendMessage(ctx, gateway, {
      channel: 'email',
      to: quote.email,
      subject: t(`notify.${news}_subject`, vars),
      body: t(`notify.${news}_email`, vars),
    });
  } else if (quote.phone) {
    await sendMessage(ctx, gateway, {
      channel: 'sms',
      to: quote.phone,
      body: t(`notify.${news}_sms`, vars),
    });
  }
}

const OPEN_STATES = ['sent', 'answered', 'declined'];

/**
 * The shopper takes the quoted price: the quote's variant and quantity go into their cart at
 * that price, which holds there until the quote's date (spec §2 "My quotes"). Pressed twice at
 * once, one line goes in; the other is told the quote is taken.
 */
export async function acceptQuote(
  ctx: Ctx,
  userId: number,
  quoteId: number,
  options: { ageConfirmed?: boolean } = {},
): Promise<{ orderNumber: string }> {
  const [claimed] = await ctx.db
    .update(engagementQuote)
    .set({ state: 'accepted', acceptedAt: ctx.now })
    .where(
      and(
        eq(engagementQuote.id, quoteId),
        eq(engagementQuote.userId, userId),
        eq(engagementQuote.state, 'answered'),
        gt(engagementQuote.validUntil, ctx.now),
        isNotNull(engagementQuote.variantId),
        isNotNull(engagementQuote.unitPrice),
      ),
    )
    .returning();
  if (!claimed) throw await whyNotAccepted(ctx, userId, quoteId);
  try {
    const { order } = await addItem(
      ctx,
      { userId, token: null },
      {
        orderNumber: '0',
        variantId: claimed.variantId ?? 0,
        quantity: claimed.quantity,
        ageConfirmed: options.ageConfirmed,
        quote: {
          id: claimed.id,
          price: claimed.unitPrice ?? 0,
          validUntil: claimed.validUntil ?? ctx.now,
        },
      },
    );
    await ctx.db
      .update(engagementQuote)
      .set({ orderNumber: order.number })
      .where(eq(engagementQuote.id, quoteId));
    return { orderNumber: order.number };
  } catch (error) {
    if (hasErrorCode(error, '23505')) throw new AppError('conflict', 'error.quote_not_open');
    // Nothing went into the cart (sold out, the age not confirmed): the quote stays open.
    await ctx.db
      .update(engagementQuote)
      .set({ state: 'answered', acceptedAt: null })
      .where(and(eq(engagementQuote.id, quoteId), eq(engagementQuote.state, 'accepted')));
    throw error;
  }
}

async function whyNotAccepted(ctx: Ctx, userId: number, quoteId: number): Promise<AppError> {
  const quote = await myQuote(ctx, userId, quoteId).catch(() => null);
  if (!quote) return new AppError('not_found', 'error.not_found');
  if (quote.state === 'expired') return new AppError('conflict', 'error.quote_expired');
  return new AppError('conflict', 'error.quote_not_open');
}

/** "25 December 2026, 18:00" in the shopper's language, on Ulaanbaatar's clock. */
function dateAndTime(at: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Ulaanbaatar',
  }).format(new Date(at));
}
