import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { publicNames, staffMembers } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { listStoreLocations } from '../inventory/index.ts';
import {
  type CouponRow,
  counterCheck,
  counterCoupon,
  takeCouponAtCounter,
} from '../promotions/index.ts';
import { AppError, shopDay, translated } from '../shared/index.ts';
import { type ETicketView, eTicketRow, eTicketView, markETicketUsed } from './e-tickets.ts';
import { ticketScan } from './schema.ts';

export const SCAN_SUBJECTS = ['e_ticket', 'coupon'] as const;
export type ScanSubject = (typeof SCAN_SUBJECTS)[number];
export const SCANS_PER_PAGE = 50;

/** Who scans, and at which store (inventory's stock locations), when they said. */
export interface Scanner {
  staffUserId: number;
  locationId: number | null;
}

/** When a scan used the thing, by whom, where. */
export interface ScanUse {
  at: string;
  staff_name: string;
  location: string | null;
}

/** Why the counter cannot use it now: a message key and its variables, translated at the edge. */
export interface ScanRefusal {
  key: string;
  vars: Record<string, string | number>;
}

export interface ETicketScan {
  e_ticket: ETicketView;
  /** Null: it can be used now. */
  refusal: ScanRefusal | null;
  used: ScanUse | null;
}

/** A coupon as the counter sees it: its terms, its owner, the uses it has left. */
export interface CouponScan {
  coupon: {
    id: number;
    code: string;
    name: string;
    terms: string;
    kind: 'percent' | 'fixed';
    value: number;
    min_order: number;
    max_discount: number | null;
    ends_at: string | null;
    owner: string | null;
    uses_left: number | null;
  };
  refusal: ScanRefusal | null;
  /** The last time a counter used it (uses online are the orders'). */
  used: ScanUse | null;
}

/** What an e-ticket is, and whether it can be used (`GET e_tickets/{id}/use`). */
export async function lookUpETicket(ctx: Ctx, idOrCode: string): Promise<ETicketScan> {
  const row = await eTicketRow(ctx, idOrCode);
  if (!row) throw new AppError('not_found', 'error.no_e_ticket');
  const used = row.usedAt ? await lastUse(ctx, 'e_ticket', row.id) : null;
  // Used, with no scan to tell by whom (marked used some other way): used all the same.
  const refusal = used
    ? usedRefusal(used)
    : row.usedAt
      ? { key: 'error.e_ticket_used', vars: {} }
      : row.canceledAt
        ? { key: 'error.e_ticket_canceled', vars: {} }
        : null;
  return { e_ticket: eTicketView(ctx, row), refusal, used };
}

/**
 * Uses an e-ticket (`PUT e_tickets/{id}/use`): once, whichever of several scanners is first. A
 * later scan is logged and refused (409) with who used it, where and when.
 */
export async function consumeETicket(
  ctx: Ctx,
  idOrCode: string,
  scanner: Scanner,
): Promise<ETicketScan> {
  await checkLocation(ctx, scanner.locationId);
  const row = await eTicketRow(ctx, idOrCode);
  if (!row) throw new AppError('not_found', 'error.no_e_ticket');
  if (row.canceledAt && !row.usedAt)
    throw refusalError({ key: 'error.e_ticket_canceled', vars: {} });
  const first = await withTransaction(ctx, async (tx) => {
    if (!(await markETicketUsed(tx, row.id))) return false;
    await logScan(tx, 'e_ticket', row.id, row.code, scanner, 'used');
    return true;
  });
  if (!first) {
    await logScan(ctx, 'e_ticket', row.id, row.code, scanner, 'already_used');
    const used = await lastUse(ctx, 'e_ticket', row.id);
    throw refusalError(used ? usedRefusal(used) : { key: 'error.e_ticket_used', vars: {} });
  }
  return lookUpETicket(ctx, String(row.id));
}

/** What a coupon is, whose, and whether the counter can take a use of it (`GET coupons/{id}/use`). */
export async function lookUpCoupon(ctx: Ctx, idOrCode: string): Promise<CouponScan> {
  const coupon = await counterCoupon(ctx, idOrCode);
  if (!coupon?.active) throw new AppError('not_found', 'error.no_coupon');
  const [check, used] = [await counterCheck(ctx, coupon), await lastUse(ctx, 'coupon', coupon.id)];
  const refusal = check.ok
    ? null
    : used && isUsedUp(check.refusal)
      ? usedRefusal(used)
      : check.refusal;
  return { coupon: await couponFace(ctx, coupon), refusal, used };
}

/**
 * Takes one use of a coupon at the counter (`PUT coupons/{id}/use`): never past its limits,
 * whatever number of scanners race. A refused scan of a used-up coupon is logged too.
 */
export async function consumeCoupon(
  ctx: Ctx,
  idOrCode: string,
  scanner: Scanner,
): Promise<CouponScan> {
  await checkLocation(ctx, scanner.locationId);
  const coupon = await counterCoupon(ctx, idOrCode);
  if (!coupon?.active) throw new AppError('not_found', 'error.no_coupon');
  const reference = `counter:${randomBytes(9).toString('base64url')}`;
  const check = await withTransaction(ctx, async (tx) => {
    const taken = await takeCouponAtCounter(tx, coupon.id, reference);
    if (taken.ok) await logScan(tx, 'coupon', coupon.id, coupon.code, scanner, 'used');
    return taken;
  });
  if (!check.ok) {
    if (!isUsedUp(check.refusal)) throw refusalError(check.refusal);
    await logScan(ctx, 'coupon', coupon.id, coupon.code, scanner, 'already_used');
    const used = await lastUse(ctx, 'coupon', coupon.id);
    throw refusalError(used ? usedRefusal(used) : check.refusal);
  }
  return lookUpCoupon(ctx, String(coupon.id));
}

/** A line of the scan log. */
export interface ScanView {
  id: number;
  subject: ScanSubject;
  subject_id: number;
  code: string;
  outcome: 'used' | 'already_used';
  staff_id: number;
  staff_name: string;
  location: string | null;
  at: string;
}

/**
 * The scan log, newest first (`GET e_tickets/scans`): of one day in the shop's time
 * (YYYY-MM-DD), of one staff member, of e-tickets or coupons.
 */
export async function scanLog(
  ctx: Ctx,
  filter: { day?: string; staffUserId?: number; subject?: ScanSubject; page?: number },
): Promise<{ scans: ScanView[]; total: number; pages: number }> {
  const conditions: SQL[] = [];
  if (filter.day) {
    const { from, to } = shopDay(filter.day);
    conditions.push(gte(ticketScan.createdAt, from), lt(ticketScan.createdAt, to));
  }
  if (filter.staffUserId) conditions.push(eq(ticketScan.staffUserId, filter.staffUserId));
  if (filter.subject) conditions.push(eq(ticketScan.subject, filter.subject));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = Math.max(1, filter.page ?? 1);
  const rows = await ctx.db
    .select()
    .from(ticketScan)
    .where(where)
    .orderBy(desc(ticketScan.createdAt), desc(ticketScan.id))
    .limit(SCANS_PER_PAGE)
    .offset((page - 1) * SCANS_PER_PAGE);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketScan)
    .where(where);
  const names = await namesOf(
    ctx,
    rows.map((r) => r.staffUserId),
  );
  const places = await locationNames(ctx);
  const total = Number(count?.n ?? 0);
  return {
    scans: rows.map((r) => ({
      id: r.id,
      subject: r.subject as ScanSubject,
      subject_id: r.subjectId,
      code: r.code,
      outcome: r.outcome as ScanView['outcome'],
      staff_id: r.staffUserId,
      staff_name: names.get(r.staffUserId) ?? `#${r.staffUserId}`,
      location: r.locationId === null ? null : (places.get(r.locationId) ?? null),
      at: r.createdAt.toISOString(),
    })),
    total,
    pages: Math.max(1, Math.ceil(total / SCANS_PER_PAGE)),
  };
}

async function logScan(
  ctx: Ctx,
  subject: ScanSubject,
  subjectId: number,
  code: string,
  scanner: Scanner,
  outcome: 'used' | 'already_used',
) {
  await ctx.db.insert(ticketScan).values({
    subject,
    subjectId,
    code,
    staffUserId: scanner.staffUserId,
    locationId: scanner.locationId,
    outcome,
    createdAt: ctx.now,
  });
}

async function lastUse(ctx: Ctx, subject: ScanSubject, subjectId: number): Promise<ScanUse | null> {
  const [row] = await ctx.db
    .select()
    .from(ticketScan)
    .where(
      and(
        eq(ticketScan.subject, subject),
        eq(ticketScan.subjectId, subjectId),
        eq(ticketScan.outcome, 'used'),
      ),
    )
    .orderBy(desc(ticketScan.createdAt), desc(ticketScan.id))
    .limit(1);
  if (!row) return null;
  const names = await namesOf(ctx, [row.staffUserId]);
  const places = row.locationId === null ? null : await locationNames(ctx);
  return {
    at: row.createdAt.toISOString(),
    staff_name: names.get(row.staffUserId) ?? `#${row.staffUserId}`,
    location: row.locationId === null ? null : (places?.get(row.locationId) ?? null),
  };
}

const USED_UP = new Set(['error.coupon_used_up', 'error.coupon_already_used']);
const isUsedUp = (refusal: ScanRefusal) => USED_UP.has(refusal.key);

/** "Used on {date} by {staff} at {location}": what a second scan tells. */
function usedRefusal(used: ScanUse): ScanRefusal {
  return {
    key: used.location ? 'error.scan_used_at' : 'error.scan_used',
    vars: {
      date: SHOP_TIME.format(new Date(used.at)),
      staff: used.staff_name,
      location: used.location ?? '',
    },
  };
}

/** "2026-11-26 14:05" in Ulaanbaatar: the same in every language, as staff read it on a receipt. */
const SHOP_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ulaanbaatar',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function refusalError(refusal: ScanRefusal): AppError {
  const type = refusal.key === 'error.no_coupon' ? 'not_found' : 'conflict';
  return new AppError(type, refusal.key, refusal.vars);
}

/** Staff as their colleagues know them (a first name, an e-mail's name); a shopper's public name. */
async function namesOf(ctx: Ctx, ids: number[]): Promise<Map<number, string>> {
  const names = new Map((await staffMembers(ctx)).map((member) => [member.id, member.name]));
  const others = ids.filter((id) => !names.has(id));
  for (const [id, name] of await publicNames(ctx, others)) names.set(id, name ?? `#${id}`);
  return names;
}

async function locationNames(ctx: Ctx): Promise<Map<number, string>> {
  return new Map((await listStoreLocations(ctx)).map((l) => [l.id, l.name]));
}

async function checkLocation(ctx: Ctx, locationId: number | null): Promise<void> {
  if (locationId === null) return;
  if (!(await locationNames(ctx)).has(locationId)) {
    throw new AppError(
      'invalid_input',
      'validation.invalid_choice',
      {},
      {
        location_id: ['validation.invalid_choice'],
      },
    );
  }
}

async function couponFace(ctx: Ctx, coupon: CouponRow): Promise<CouponScan['coupon']> {
  const owner =
    coupon.userId === null
      ? null
      : ((await publicNames(ctx, [coupon.userId])).get(coupon.userId) ?? `#${coupon.userId}`);
  return {
    id: coupon.id,
    code: coupon.code,
    name: translated(coupon.name, coupon.translations, ctx.locale),
    terms: translated(coupon.description, coupon.translations, ctx.locale, 'description'),
    kind: coupon.kind as 'percent' | 'fixed',
    value: coupon.value,
    min_order: coupon.minOrder,
    max_discount: coupon.maxDiscount,
    ends_at: coupon.endsAt?.toISOString() ?? null,
    owner,
    uses_left:
      coupon.usageLimit === null ? null : Math.max(0, coupon.usageLimit - coupon.usedCount),
  };
}
