import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { isWebsiteAdmin, roleOf } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError, parseInput, type Translations, translated } from '../shared/index.ts';
import { contentLookBook, contentLookBookSpot } from './schema.ts';

export const LOOK_BOOK_SPOTS_MAX = 6;

/** A look book as a list shows it. */
export interface LookBookCard {
  slug: string;
  title: string;
  description: string;
  picture: string;
  spots: number;
}

/** A product on the picture: where its dot sits, per cent of the width and height. */
export interface LookBookSpot {
  product_id: number;
  x: number;
  y: number;
}

export interface LookBookView extends Omit<LookBookCard, 'spots'> {
  spots: LookBookSpot[];
}

/** Published look books, in the shop's order. */
export async function listLookBooks(ctx: Ctx): Promise<LookBookCard[]> {
  const books = await ctx.db
    .select()
    .from(contentLookBook)
    .where(eq(contentLookBook.published, true))
    .orderBy(asc(contentLookBook.position), asc(contentLookBook.id));
  if (books.length === 0) return [];
  const spots = await ctx.db
    .select({ lookBookId: contentLookBookSpot.lookBookId })
    .from(contentLookBookSpot)
    .where(
      inArray(
        contentLookBookSpot.lookBookId,
        books.map((b) => b.id),
      ),
    );
  return books.map((book) => ({
    ...words(ctx, book),
    spots: spots.filter((s) => s.lookBookId === book.id).length,
  }));
}

/** One published look book with its hotspots; an unknown or hidden one is a 404. */
export async function lookBookBySlug(ctx: Ctx, slug: string): Promise<LookBookView> {
  const [book] = await ctx.db.select().from(contentLookBook).where(eq(contentLookBook.slug, slug));
  if (!book?.published) throw new AppError('not_found', 'error.not_found');
  const spots = await ctx.db
    .select()
    .from(contentLookBookSpot)
    .where(eq(contentLookBookSpot.lookBookId, book.id))
    .orderBy(asc(contentLookBookSpot.position));
  return {
    ...words(ctx, book),
    spots: spots.map((s) => ({ product_id: s.productId, x: s.x, y: s.y })),
  };
}

/** Spec §9: the lifestyle list holds 100 products. */
export const LIFESTYLE_SIZE = 100;

/**
 * The lifestyle list (spec §7): the products on the published look books' pictures, in the
 * shop's order of books and each book's order of spots, each once, at most `limit`. Ids only:
 * the caller shows them as cards, which leave out what shoppers may not see.
 */
export async function lifestyleProductIds(ctx: Ctx, limit = LIFESTYLE_SIZE): Promise<number[]> {
  const rows = await ctx.db
    .select({ productId: contentLookBookSpot.productId })
    .from(contentLookBookSpot)
    .innerJoin(contentLookBook, eq(contentLookBook.id, contentLookBookSpot.lookBookId))
    .where(eq(contentLookBook.published, true))
    .orderBy(
      asc(contentLookBook.position),
      asc(contentLookBook.id),
      asc(contentLookBookSpot.position),
    );
  return [...new Set(rows.map((r) => r.productId))].slice(0, limit);
}

function words(ctx: Ctx, book: typeof contentLookBook.$inferSelect) {
  return {
    slug: book.slug,
    title: translated(book.title, book.translations, ctx.locale, 'title'),
    description: translated(book.description, book.translations, ctx.locale, 'description'),
    picture: book.picture,
  };
}

const percent = z
  .number()
  .int()
  .min(0, 'validation.invalid_field')
  .max(100, 'validation.invalid_field');

export const lookBookInput = z
  .object({
    slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, 'validation.slug'),
    title: z.string().trim().min(1, 'validation.blank').max(200, 'validation.too_long'),
    description: z.string().trim().max(1000, 'validation.too_long').default(''),
    /** Other languages' `title` and `description`. */
    translations: z
      .partialRecord(
        z.enum(['en', 'ru', 'cn', 'it'], 'validation.invalid_choice'),
        z.object({
          title: z.string().trim().max(200, 'validation.too_long').optional(),
          description: z.string().trim().max(1000, 'validation.too_long').optional(),
        }),
      )
      .default({}),
    picture: z.string().regex(/^\/media\/[\w/.~-]{1,400}$/, 'validation.invalid_field'),
    published: z.boolean().default(true),
    position: z.number().int().min(0).max(10_000).default(0),
    spots: z
      .array(
        z.object({
          product_id: z.number().int().positive().max(2_147_483_647),
          x: percent,
          y: percent,
        }),
      )
      .min(1, 'validation.blank')
      .max(LOOK_BOOK_SPOTS_MAX, 'validation.too_long'),
  })
  .strict();

/**
 * Writes a look book, or replaces the one with its slug (the website admin's, spec §7 "look
 * books"): its words, picture and hotspots in one go.
 */
export async function saveLookBook(
  ctx: Ctx,
  adminId: number,
  input: z.input<typeof lookBookInput>,
): Promise<{ slug: string }> {
  const book = parseInput(lookBookInput, input);
  if (!isWebsiteAdmin(await roleOf(ctx, adminId))) {
    throw new AppError('forbidden', 'error.forbidden');
  }
  return withTransaction(ctx, async (tx) => {
    const values = {
      slug: book.slug,
      title: book.title,
      description: book.description,
      translations: book.translations as Translations,
      picture: book.picture,
      published: book.published,
      position: book.position,
    };
    const [row] = await tx.db
      .insert(contentLookBook)
      .values({ ...values, createdAt: tx.now })
      .onConflictDoUpdate({ target: contentLookBook.slug, set: values })
      .returning({ id: contentLookBook.id });
    if (!row) throw new Error('upsert returned nothing');
    await tx.db.delete(contentLookBookSpot).where(eq(contentLookBookSpot.lookBookId, row.id));
    await tx.db.insert(contentLookBookSpot).values(
      book.spots.map((spot, position) => ({
        lookBookId: row.id,
        position,
        productId: spot.product_id,
        x: spot.x,
        y: spot.y,
      })),
    );
    return { slug: book.slug };
  });
}
