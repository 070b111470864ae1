import { createContext, type Db, tickets } from '@shop/core';
import { translatorFor } from '@shop/i18n/translators';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSession } from '../api-auth.ts';
import { requestLocale } from '../request-locale.ts';
import { errorBody, rowIdQuery } from './schemas.ts';

const tags = ['back office'];
const security = [{ staffBearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** What a QR code or a typing staff member gives: the id, or the code printed on it. */
const scanned = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .describe('The code on the e-ticket or coupon (any case), or else its id'),
});
const scanBody = z
  .object({
    location_id: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe('The store the scanner stands in (`site_data` store_locations)'),
  })
  .strict();

const useJson = z.object({
  at: z.string(),
  staff_name: z.string(),
  location: z.string().nullable(),
});
const verdict = {
  usable: z.boolean().describe('Whether the use button can take it now'),
  refusal: z.string().nullable().describe('Why not, in the asker’s language'),
  used: useJson.nullable().describe('The (last) scan that used it: who, where, when'),
};
/** An e-ticket as staff at the door and its holder in My Account see it. */
export const eTicketJson = z.object({
  id: z.number().int(),
  code: z.string().describe('What its QR code holds; staff scan it at the door'),
  kind: z.enum(tickets.E_TICKET_KINDS),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  holder_name: z.string(),
  passengers: z.array(z.string()),
  order_number: z.string().nullable(),
  used_at: z.string().nullable(),
  canceled_at: z.string().nullable().describe('Set when its order ended: it no longer lets in'),
});
const eTicketScanJson = z.object({ e_ticket: eTicketJson, ...verdict });
const couponScanJson = z.object({
  coupon: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    terms: z.string(),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().int(),
    min_order: z.number().int(),
    max_discount: z.number().int().nullable(),
    ends_at: z.string().nullable(),
    owner: z.string().nullable(),
    uses_left: z.number().int().nullable(),
  }),
  ...verdict,
});
const scanJson = z.object({
  id: z.number().int(),
  subject: z.enum(tickets.SCAN_SUBJECTS),
  subject_id: z.number().int(),
  code: z.string(),
  outcome: z.enum(['used', 'already_used']),
  staff_id: z.number().int(),
  staff_name: z.string(),
  location: z.string().nullable(),
  at: z.string(),
});
const page = z.coerce.number().int().min(1).max(10_000).optional();

/**
 * Scanning at the door and the counter (spec §7 back office): e-tickets and coupons, looked up and
 * then used once, and the log of every scan. Registered inside the back office, behind its staff
 * check.
 */
export const backOfficeScanRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const context = (request: FastifyRequest) => createContext(db, requestLocale(request));
  const scanner = (request: FastifyRequest, body: z.infer<typeof scanBody> | undefined) => ({
    staffUserId: apiSession(request).userId,
    locationId: body?.location_id ?? null,
  });
  /** The refusal in the asker's words. */
  const withVerdict = <T extends { refusal: tickets.ScanRefusal | null }>(
    request: FastifyRequest,
    scan: T,
  ) => {
    const t = translatorFor(requestLocale(request));
    return {
      ...scan,
      usable: scan.refusal === null,
      refusal: scan.refusal ? t(scan.refusal.key, scan.refusal.vars) : null,
    };
  };

  app.get(
    '/e_tickets',
    {
      schema: {
        tags,
        security,
        summary: `E-tickets, latest start first, ${tickets.E_TICKETS_PER_PAGE} a page`,
        description: '`q` finds a code (or part of one), a holder’s name or an order number.',
        querystring: z.object({ q: z.string().max(100).optional(), page }).strict(),
        response: {
          200: z.object({
            e_tickets: z.array(eTicketScanJson.shape.e_ticket),
            total: z.number().int(),
            pages: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const found = await tickets.listETickets(context(request), request.query);
      return { e_tickets: found.tickets, total: found.total, pages: found.pages };
    },
  );

  app.get(
    '/e_tickets/scans',
    {
      schema: {
        tags,
        security,
        summary: `The scan log, newest first, ${tickets.SCANS_PER_PAGE} a page`,
        description:
          'Every scan that used an e-ticket or a coupon, and every one that found it used. ' +
          '`date` is a day in the shop’s time (Ulaanbaatar), `staff_id` one staff member.',
        querystring: z
          .object({
            date: z.iso.date().optional(),
            staff_id: rowIdQuery.optional(),
            subject: z.enum(tickets.SCAN_SUBJECTS).optional(),
            page,
          })
          .strict(),
        response: {
          200: z.object({
            scans: z.array(scanJson),
            total: z.number().int(),
            pages: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request) =>
      tickets.scanLog(context(request), {
        day: request.query.date,
        staffUserId: request.query.staff_id,
        subject: request.query.subject,
        page: request.query.page,
      }),
  );

  app.get(
    '/e_tickets/:id/use',
    {
      schema: {
        tags,
        security,
        summary: 'What an e-ticket is, and whether it can be used now',
        params: scanned,
        response: { 200: eTicketScanJson, ...errors },
      },
    },
    async (request) =>
      withVerdict(request, await tickets.lookUpETicket(context(request), request.params.id)),
  );

  app.put(
    '/e_tickets/:id/use',
    {
      schema: {
        tags,
        security,
        summary: 'Uses an e-ticket: once, whichever scanner is first',
        description:
          'A ticket used already is a 409 that says who used it, where and when; that scan is ' +
          'kept in the log too.',
        params: scanned,
        body: scanBody.optional(),
        response: { 200: eTicketScanJson, ...errors },
      },
    },
    async (request) =>
      withVerdict(
        request,
        await tickets.consumeETicket(
          context(request),
          request.params.id,
          scanner(request, request.body),
        ),
      ),
  );

  app.get(
    '/coupons/:id/use',
    {
      schema: {
        tags,
        security,
        summary:
          'What a coupon is (its terms, its owner, uses left), and whether the counter can use it',
        params: scanned,
        response: { 200: couponScanJson, ...errors },
      },
    },
    async (request) =>
      withVerdict(request, await tickets.lookUpCoupon(context(request), request.params.id)),
  );

  app.put(
    '/coupons/:id/use',
    {
      schema: {
        tags,
        security,
        summary: 'Takes one use of a coupon at the counter',
        description:
          'One of its counted uses (its usage limit, and its owner’s limit when it is someone’s ' +
          'own); never past them, however many scanners race. A coupon for everyone without a ' +
          'usage limit cannot be used at the counter (409). A used-up one is a 409 that says ' +
          'who used it last, where and when.',
        params: scanned,
        body: scanBody.optional(),
        response: { 200: couponScanJson, ...errors },
      },
    },
    async (request) =>
      withVerdict(
        request,
        await tickets.consumeCoupon(
          context(request),
          request.params.id,
          scanner(request, request.body),
        ),
      ),
  );
};
