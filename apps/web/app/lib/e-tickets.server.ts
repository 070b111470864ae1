import type { Ctx, tickets } from '@shop/core';
import { formatDate } from './dates.ts';
import { qrSvg } from './qr.server.ts';

/** An e-ticket as My Account and the order page show it, with the QR code staff scan. */
export interface ETicketCard {
  code: string;
  kind: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  holder: string;
  passengers: string[];
  orderNumber: string | null;
  /** 'valid', 'used' or 'canceled'. */
  status: 'valid' | 'used' | 'canceled';
  usedAt: string | null;
  /** The ticket's code drawn as a QR code (SVG), while it can still be used. */
  qr: string | null;
}

export async function eTicketCards(
  ctx: Ctx,
  views: readonly tickets.ETicketView[],
): Promise<ETicketCard[]> {
  return Promise.all(
    views.map(async (ticket) => {
      const status = ticket.used_at ? 'used' : ticket.canceled_at ? 'canceled' : 'valid';
      return {
        code: ticket.code,
        kind: ticket.kind,
        title: ticket.title,
        startsAt: formatDate(ticket.starts_at, ctx.locale, { withTime: true }) ?? '',
        endsAt: formatDate(ticket.ends_at, ctx.locale, { withTime: true }),
        holder: ticket.holder_name,
        passengers: ticket.passengers,
        orderNumber: ticket.order_number,
        status,
        usedAt: formatDate(ticket.used_at, ctx.locale, { withTime: true }),
        qr: status === 'valid' ? await qrSvg(ticket.code) : null,
      } satisfies ETicketCard;
    }),
  );
}
