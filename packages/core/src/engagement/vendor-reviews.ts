import { and, desc, eq, or, sql } from 'drizzle-orm';
import { publicNames } from '../accounts/index.ts';
import { vendorIdFor } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { AppError, parseInput } from '../shared/index.ts';
import { type ReviewInput, reviewInput } from './reviews.ts';
import { engagementVendorReview } from './schema.ts';

export interface VendorReviewView {
  id: number;
  rating: number;
  comment: string;
  author: string | null;
  mine: boolean;
  hidden: boolean;
  created_at: string;
}

export interface VendorReviewPage {
  reviews: VendorReviewView[];
  total: number;
  page: number;
  pages: number;
  average: number;
  count: number;
  /** The viewer's own review of the vendor (to change it), hidden or not. */
  mine: VendorReviewView | null;
}

const PER_PAGE = 10;

async function vendorOf(ctx: Ctx, code: string): Promise<number> {
  const id = await vendorIdFor(ctx, code);
  if (id === null) throw new AppError('not_found', 'error.not_found');
  return id;
}

/** The shopper's review of a vendor, written or changed (one each). */
export async function writeVendorReview(
  ctx: Ctx,
  userId: number,
  vendorCode: string,
  input: ReviewInput,
): Promise<number> {
  const { rating, comment } = parseInput(reviewInput, input);
  const vendorId = await vendorOf(ctx, vendorCode);
  const [row] = await ctx.db
    .insert(engagementVendorReview)
    .values({ vendorId, userId, rating, comment, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: [engagementVendorReview.vendorId, engagementVendorReview.userId],
      set: { rating, comment, updatedAt: ctx.now },
    })
    .returning({ id: engagementVendorReview.id });
  if (!row) throw new Error('upsert returned nothing');
  return row.id;
}

/** Deletes the shopper's own review of the vendor; another's is "not found". */
export async function deleteVendorReview(
  ctx: Ctx,
  userId: number,
  vendorCode: string,
  reviewId: number,
): Promise<void> {
  const vendorId = await vendorOf(ctx, vendorCode);
  const deleted = await ctx.db
    .delete(engagementVendorReview)
    .where(
      and(
        eq(engagementVendorReview.id, reviewId),
        eq(engagementVendorReview.vendorId, vendorId),
        eq(engagementVendorReview.userId, userId),
      ),
    )
    .returning({ id: engagementVendorReview.id });
  if (deleted.length === 0) throw new AppError('not_found', 'error.not_found');
}

/** A page of a vendor's reviews, newest first, with the average (hidden ones: author only). */
export async function vendorReviews(
  ctx: Ctx,
  vendorCode: string,
  query: { page?: number; viewerId?: number | null },
): Promise<VendorReviewPage> {
  const vendorId = await vendorOf(ctx, vendorCode);
  const viewerId = query.viewerId ?? null;
  const page = Math.max(query.page ?? 1, 1);
  const where = and(
    eq(engagementVendorReview.vendorId, vendorId),
    or(
      eq(engagementVendorReview.hidden, false),
      viewerId === null ? sql`false` : eq(engagementVendorReview.userId, viewerId),
    ),
  );
  const [rows, [stats], [total], own] = await Promise.all([
    ctx.db
      .select()
      .from(engagementVendorReview)
      .where(where)
      .orderBy(desc(engagementVendorReview.createdAt), desc(engagementVendorReview.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    ctx.db
      .select({
        average: sql<number>`coalesce(avg(${engagementVendorReview.rating}), 0)::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(engagementVendorReview)
      .where(
        and(
          eq(engagementVendorReview.vendorId, vendorId),
          eq(engagementVendorReview.hidden, false),
        ),
      ),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(engagementVendorReview).where(where),
    viewerId === null
      ? Promise.resolve([])
      : ctx.db
          .select()
          .from(engagementVendorReview)
          .where(
            and(
              eq(engagementVendorReview.vendorId, vendorId),
              eq(engagementVendorReview.userId, viewerId),
            ),
          ),
  ]);
  const names = await publicNames(
    ctx,
    [...rows, ...own].map((r) => r.userId),
  );
  const view = (r: (typeof rows)[number]): VendorReviewView => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    author: names.get(r.userId) ?? null,
    mine: r.userId === viewerId,
    hidden: r.hidden,
    created_at: r.createdAt.toISOString(),
  });
  const count = Number(total?.n ?? 0);
  return {
    reviews: rows.map(view),
    mine: own[0] ? view(own[0]) : null,
    total: count,
    page,
    pages: Math.max(Math.ceil(count / PER_PAGE), 1),
    average: Math.round(Number(stats?.average ?? 0) * 100) / 100,
    count: Number(stats?.count ?? 0),
  };
}
