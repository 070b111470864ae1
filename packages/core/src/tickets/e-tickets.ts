import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { randomCode } from '../promotions/index.ts';
import { escapeLike, parseInput, type Translations, translated } from '../shared/index.ts';
import { ticketETicket } from './schema.ts';

/** 'prize': a roulette prize to pick up at a store, handed over when its pass is scanned. */
export const E_TICKET_KINDS = ['event', 'stay', 'tour', 'prize'] as const;
export type ETicketKind = (typeof E_TICKET_KINDS)[number];
export const E_TICKETS_PER_PAGE = 30;

export type ETicketRow = typeof ticketETicket.$inferSelect;

/** What whoever sells a pass (travel, events) gives to make its e-ticket. */
export const eTicketInput = z.object({
  kind: z.enum(E_TICKET_KINDS),
  title: z.string().trim().min(1).max(200),
  translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  startsAt: z.date(),
  endsAt: z.date().nullable().optional(),
  holderName: z.string().trim().min(1).max(120),
  userId: z.number().int().positive().nullable().optional(),
  passengers: z.array(z.string().trim().min(1).max(120)).max(50).optional(),
  orderNumber: z.string().max(40).nullable().optional(),
});
export type ETicketInput = z.input<typeof eTicketInput>;

/** Whether a scanned code is an e-ticket's (they start with ET-); anything else is a coupon's. */
export const isETicketCode = (code: string): boolean => /^ET-/i.test(code.trim());

/**
 * A code as staff typed it, as the shop stores it: an e-ticket's read out in groups
 * ("et 7qdd gxfj b6yt", "ET-7QDD GXFJ-B6YT") gets its dashes back; any other code (a coupon's)
 * loses the spaces typed into it.
 */
export function typedCode(typed: string): string {
  const trimmed = typed.trim();
  if (/^ET[\s-]/i.test(trimmed)) {
    const groups = trimmed
      .toUpperCase()
      .replace(/[\s-]+/g, '')
      .match(/^ET([A-Z0-9]{4})([A-Z0-9]{4})([A-Z0-9]{4})$/);
    if (groups) return `ET-${groups[1]}-${groups[2]}-${groups[3]}`;
  }
  return trimmed.replace(/\s+/g, '');
}

/** Three groups of four letters: about 59 bits, and easy to read out or type at a door. */
const newTicketCode = () => `ET-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;

/** Issues an e-ticket; answers its id and the code its QR code holds. */
export async function issueETicket(
  ctx: Ctx,
  input: ETicketInput,
): Promise<{ id: number; code: string }> {
  const ticket = parseInput(eTicketInput, input);
  const [row] = await ctx.db
    .insert(ticketETicket)
    .values({
      code: newTicketCode(),
      kind: ticket.kind,
      title: ticket.title,
      translations: (ticket.translations ?? {}) as Translations,
      startsAt: ticket.startsAt,
      endsAt: ticket.endsAt ?? null,
      holderName: ticket.holderName,
      userId: ticket.userId ?? null,
      passengers: ticket.passengers?.length ? ticket.passengers : [ticket.holderName],
      orderNumber: ticket.orderNumber ?? null,
      createdAt: ctx.now,
    })
    .returning({ id: ticketETicket.id, code: ticketETicket.code });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** By its id, or by its code in any case (what a scan or a typing staff member gives). */
export function eTicketWhere(idOrCode: string): SQL {
  const code = eq(ticketETicket.code, idOrCode.trim().toUpperCase());
  return /^\d{1,9}$/.test(idOrCode)
    ? (or(eq(ticketETicket.id, Number(idOrCode)), code) as SQL)
    : code;
}

export async function eTicketRow(ctx: Ctx, idOrCode: string): Promise<ETicketRow | null> {
  const [row] = await ctx.db.select().from(ticketETicket).where(eTicketWhere(idOrCode));
  return row ?? null;
}

/** An e-ticket as staff see it at the door. */
export interface ETicketView {
  id: number;
  code: string;
  kind: ETicketKind;
  title: string;
  starts_at: string;
  ends_at: string | null;
  holder_name: string;
  passengers: string[];
  order_number: string | null;
  used_at: string | null;
  canceled_at: string | null;
}

export function eTicketView(ctx: Ctx, row: ETicketRow): ETicketView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as ETicketKind,
    title: translated(row.title, row.translations, ctx.locale, 'title'),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    holder_name: row.holderName,
    passengers: row.passengers,
    order_number: row.orderNumber,
    used_at: row.usedAt?.toISOString() ?? null,
    canceled_at: row.canceledAt?.toISOString() ?? null,
  };
}

/** The e-tickets, soonest first, found by code, holder or order number (`GET e_tickets`). */
export async function listETickets(
  ctx: Ctx,
  query: { q?: string; page?: number },
): Promise<{ tickets: ETicketView[]; total: number; pages: number }> {
  const q = query.q?.trim();
  const where = q
    ? or(
        ilike(ticketETicket.code, `%${escapeLike(q)}%`),
        ilike(ticketETicket.holderName, `%${escapeLike(q)}%`),
        eq(ticketETicket.orderNumber, q.toUpperCase()),
      )
    : undefined;
  const page = Math.max(1, query.page ?? 1);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(ticketETicket)
      .where(where)
      .orderBy(desc(ticketETicket.startsAt), desc(ticketETicket.id))
      .limit(E_TICKETS_PER_PAGE)
      .offset((page - 1) * E_TICKETS_PER_PAGE),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(ticketETicket).where(where),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    tickets: rows.map((row) => eTicketView(ctx, row)),
    total,
    pages: Math.max(1, Math.ceil(total / E_TICKETS_PER_PAGE)),
  };
}

/** Marks the e-ticket used, unless a scan did already: true for the one scan that used it. */
export async function markETicketUsed(ctx: Ctx, id: number): Promise<boolean> {
  const used = await ctx.db
    .update(ticketETicket)
    .set({ usedAt: ctx.now })
    .where(
      and(
        eq(ticketETicket.id, id),
        sql`${ticketETicket.usedAt} is null`,
        sql`${ticketETicket.canceledAt} is null`,
      ),
    )
    .returning({ id: ticketETicket.id });
  return used.length === 1;
}

/**
 * Cancels an order's e-tickets not used yet (its order was cancelled or ended): a later scan
 * refuses them. Answers how many.
 */
export async function cancelETicketsOf(ctx: Ctx, orderNumber: string): Promise<number> {
  const canceled = await ctx.db
    .update(ticketETicket)
    .set({ canceledAt: ctx.now })
    .where(
      and(
        eq(ticketETicket.orderNumber, orderNumber),
        sql`${ticketETicket.usedAt} is null`,
        sql`${ticketETicket.canceledAt} is null`,
      ),
    )
    .returning({ id: ticketETicket.id });
  return canceled.length;
}

/** A shopper's e-tickets (My Account), the next to come first, then the past ones. */
export async function eTicketsOfUser(ctx: Ctx, userId: number): Promise<ETicketView[]> {
  const rows = await ctx.db
    .select()
    .from(ticketETicket)
    .where(eq(ticketETicket.userId, userId))
    .orderBy(desc(ticketETicket.startsAt), desc(ticketETicket.id))
    .limit(200);
  const now = ctx.now.getTime();
  const ended = (r: ETicketRow) => (r.endsAt ?? r.startsAt).getTime() < now;
  return [...rows.filter((r) => !ended(r)).reverse(), ...rows.filter(ended)].map((row) =>
    eTicketView(ctx, row),
  );
}

/** An order's e-tickets, in the order they were issued. */
export async function eTicketsOfOrder(ctx: Ctx, orderNumber: string): Promise<ETicketView[]> {
  const rows = await ctx.db
    .select()
    .from(ticketETicket)
    .where(eq(ticketETicket.orderNumber, orderNumber))
    .orderBy(ticketETicket.id);
  return rows.map((row) => eTicketView(ctx, row));
}
