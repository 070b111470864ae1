import { AppError, inventory, parseInput, tickets } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data } from 'react-router';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor, formAction, readForm } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { idField } from '../../lib/form-input.server.ts';
import { SCAN_KINDS, type ScanKind } from './scan-kinds.ts';
import { requireStaff, staffOrNull } from './staff.server.ts';

/** The store a scanner said they stand in, remembered on their phone for the next scan. */
const STORE_COOKIE = 'shop_scan_store';
const CODE = /^[A-Za-z0-9-]{1,40}$/;

/** What staff said it is, or else what its code tells (tickets owns the codes' format). */
const kindOf = (code: string, asked: ScanKind): Exclude<ScanKind, 'auto'> =>
  asked !== 'auto' ? asked : tickets.isETicketCode(code) ? 'e_ticket' : 'coupon';

function storeFrom(request: Request): number | null {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${STORE_COOKIE}=(\\d{1,9})`));
  return match ? Number(match[1]) : null;
}

/** What was scanned or typed (`?code=`), looked up, with the stores to say where one stands. */
export async function scanLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  if ((await staffOrNull(context, ctx)) === null) return null;
  const query = new URL(request.url).searchParams;
  const code = tickets.typedCode(query.get('code') ?? '');
  const asked = SCAN_KINDS.find((k) => k === query.get('kind')) ?? 'auto';
  const stores = (await inventory.listStoreLocations(ctx)).map((s) => ({ id: s.id, name: s.name }));
  const base = { code, kind: asked, stores, store: storeFrom(request) };
  if (!code) return { ...base, found: null, missing: null };
  if (!CODE.test(code)) return { ...base, found: null, missing: 'validation.invalid_field' };
  try {
    if (kindOf(code, asked) === 'e_ticket') {
      const scan = await tickets.lookUpETicket(ctx, code);
      const ticket = scan.e_ticket;
      return {
        ...base,
        missing: null,
        found: {
          kind: 'e_ticket' as const,
          code: ticket.code,
          ticket: {
            ...ticket,
            starts: formatDate(ticket.starts_at, locale, { withTime: true }) ?? '',
            ends: formatDate(ticket.ends_at, locale, { withTime: true }),
          },
          refusal: scan.refusal,
        },
      };
    }
    const scan = await tickets.lookUpCoupon(ctx, code);
    return {
      ...base,
      missing: null,
      found: {
        kind: 'coupon' as const,
        code: scan.coupon.code,
        coupon: { ...scan.coupon, until: formatDate(scan.coupon.ends_at, locale) },
        refusal: scan.refusal,
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.type === 'not_found') {
      return { ...base, found: null, missing: error.messageKey };
    }
    throw error;
  }
}

const useForm = z.object({
  intent: z.literal('use', { error: 'validation.invalid_choice' }),
  kind: z.enum(['coupon', 'e_ticket'], { error: 'validation.invalid_choice' }),
  code: z.string().trim().regex(CODE, 'validation.invalid_field'),
  location_id: z.union([z.literal('').transform(() => null), idField]).optional(),
});

/** Uses what the page shows, once; the store chosen is remembered for the next scan. */
export async function scanAction(context: ShopLoadContext, request: Request, locale: Locale) {
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const ctx = contextFor(context, locale);
    const staffUserId = await requireStaff(context, ctx);
    const asked = parseInput(useForm, values);
    const scanner = { staffUserId, locationId: asked.location_id ?? null };
    const code =
      asked.kind === 'e_ticket'
        ? (await tickets.consumeETicket(ctx, asked.code, scanner)).e_ticket.code
        : (await tickets.consumeCoupon(ctx, asked.code, scanner)).coupon.code;
    const remember =
      scanner.locationId === null
        ? `${STORE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`
        : `${STORE_COOKIE}=${scanner.locationId}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`;
    return data({ ok: true as const, used: code }, { headers: { 'set-cookie': remember } });
  });
}
