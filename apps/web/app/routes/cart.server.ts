import { AppError, type Ctx, cart, catalog, checkout, HTTP_STATUS, type orders } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data, redirect } from 'react-router';
import type { ShopLoadContext } from '../context.ts';
import { contextFor } from '../lib/auth.server.ts';
import { cartOwner } from '../lib/cart.server.ts';
import { applyLinkedCoupon, couponLink } from '../lib/coupon-link.server.ts';
import { formatDate } from '../lib/dates.ts';
import { localePath } from '../lib/locale.ts';

export interface CartLine {
  id: number;
  variantId: number;
  quantity: number;
  gift: boolean;
  price: number;
  total: number;
  name: string;
  slug: string | null;
  image: string | null;
  brand: string | null;
  /** A spirit: sold to buyers of 21 or older only (checkout asks the date of birth). */
  ageRestricted: boolean;
  /**
   * The variant's colour and size, named in the shopper's language, then what the shopper wrote
   * in a declared free-text option (none today; the line's other stored options never show).
   */
  options: { type: string; label: string }[];
  /** What a package holds, with each product's gift-tag words; null for other lines. */
  package: PackageItem[] | null;
  /** A line of an accepted price quote: until when its price holds (written out); else null. */
  quotedUntil: string | null;
}

export interface PackageItem {
  slug: string;
  qty: number;
  name: string;
  price: number;
  message: string;
}

/** A hotel stay or a tour's seats, as the cart, checkout and order pages show them. */
export interface CartBooking {
  id: number;
  kind: 'stay' | 'tour';
  /** 'cart', 'held', 'confirmed' or 'released' (the order ended). */
  state: string;
  title: string;
  /** The hotel's or tour's page. */
  href: string;
  image: string | null;
  room: string | null;
  /** Written out in the shopper's language: the stay's nights, or the tour's departure. */
  checkIn: string | null;
  checkOut: string | null;
  nights: number;
  guests: number;
  leadGuest: string | null;
  arrivalAirport: string | null;
  startsAt: string | null;
  passengers: string[];
  total: number;
}

export interface CartView {
  number: string;
  lines: CartLine[];
  bookings: CartBooking[];
  couponCode: string | null;
  promoTotal: number;
  itemTotal: number;
  shipTotal: number;
  taxTotal: number;
  total: number;
  totalQuantity: number;
}

/** An order's lines and totals as the cart, checkout and order pages show them. */
export async function cartView(ctx: Ctx, order: orders.OrderRow): Promise<CartView> {
  const view = await cart.orderView(ctx, order);
  const [offers, colors] = await Promise.all([
    catalog.variantOffers(
      ctx,
      view.line_items.map((l) => l.variant_id),
    ),
    catalog.listColors(ctx),
  ]);
  const colorName = new Map(colors.map((c) => [c.code, c.name]));
  return {
    number: view.number,
    lines: view.line_items.map((l) => {
      const values = offers.get(l.variant_id)?.optionValues ?? {};
      return {
        id: l.id,
        variantId: l.variant_id,
        quantity: l.quantity,
        gift: l.gift,
        price: l.price,
        total: l.total,
        name: l.product.name,
        slug: l.product.slug,
        image: l.product.image,
        brand: l.product.brand,
        ageRestricted: l.product.age_restricted,
        options: [
          ...Object.entries(values).map(([type, code]) => ({
            type,
            label: type === 'color' ? (colorName.get(code) ?? code) : code,
          })),
          ...Object.entries(l.options).map(([type, label]) => ({ type, label })),
        ],
        package:
          l.package?.map((p) => ({
            slug: p.slug,
            qty: p.qty,
            name: p.name,
            price: p.price,
            message: p.cv.message ?? '',
          })) ?? null,
        quotedUntil:
          l.quoted_until && new Date(l.quoted_until) > ctx.now
            ? formatDate(l.quoted_until, ctx.locale, { withTime: true })
            : null,
      };
    }),
    bookings: view.bookings.map((b) => ({
      id: b.id,
      kind: b.kind,
      state: b.state,
      title: b.title,
      href: b.kind === 'stay' ? `/hotels/${b.slug}` : `/tours/${b.slug}`,
      image: b.image,
      room: b.room,
      checkIn: b.check_in ? formatDate(b.check_in, ctx.locale) : null,
      checkOut: b.check_out ? formatDate(b.check_out, ctx.locale) : null,
      nights: b.nights,
      guests: b.guests,
      leadGuest: b.lead_guest,
      arrivalAirport: b.arrival_airport,
      startsAt: b.starts_at ? formatDate(b.starts_at, ctx.locale, { withTime: true }) : null,
      passengers: b.passengers.map((p) => `${p.firstName} ${p.lastName}`),
      total: b.total,
    })),
    couponCode: view.coupon_code,
    promoTotal: view.promo_total,
    itemTotal: view.item_total,
    shipTotal: view.ship_total,
    taxTotal: view.tax_total,
    total: view.total,
    totalQuantity: view.total_quantity,
  };
}

/**
 * The shopper's current cart (spec §4: a placed order is no cart), or null, and the coupon a
 * link named (`?coupon=CODE`), offered to apply: reading the page never changes the cart.
 */
export async function loadCart(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  const order = await cart.currentCart(ctx, cartOwner(context, request));
  const [view, linked] = await Promise.all([
    order ? cartView(ctx, order) : null,
    couponLink(ctx, context, request, order),
  ]);
  // Only a cart of things to deliver is told how far free delivery is (not one of bookings).
  const freeFrom = checkout.deliveryTerms().city.freeFrom;
  return { cart: view, couponLink: linked, freeDeliveryFrom: view?.lines.length ? freeFrom : null };
}

export type CartOutcome =
  | { ok: true; intent: string; lineId: number | null; reloaded?: boolean }
  | {
      ok: false;
      intent: string;
      lineId: number | null;
      error: string;
      errorVars?: Record<string, string | number>;
    };

/**
 * A change to the cart: set a line's quantity (0 removes it), remove a line, empty the cart, or
 * apply the coupon a link named (then the cart again, saying so). A line (or cart) that is gone
 * answers "reloaded": the page then shows the fresh cart (spec §4: a line-item update answered
 * 404 reloads the current order). Other refusals carry the server's message (spec §8).
 */
export async function changeCart(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  values: Record<string, string>,
) {
  const ctx = contextFor(context, locale);
  const owner = cartOwner(context, request);
  const intent = values.intent ?? '';
  const lineId = /^\d{1,9}$/.test(values.line_id ?? '') ? Number(values.line_id) : null;
  const number = values.number ?? '';
  try {
    if (intent === 'empty') {
      await checkout.resetCart(ctx, owner, number);
    } else if (lineId !== null && intent === 'line') {
      await cart.updateItem(ctx, owner, number, lineId, requestedQuantity(values));
    } else if (lineId !== null && intent === 'package' && values.change === 'message') {
      const message = (values.message ?? '').trim();
      await cart.setPackageCustomValues(ctx, owner, number, lineId, values.slug ?? '', { message });
    } else if (lineId !== null && intent === 'package') {
      await cart.changePackageItem(ctx, owner, number, lineId, packageChange(values));
    } else if (intent === 'booking' && /^\d{1,9}$/.test(values.booking_id ?? '')) {
      await cart.removeBooking(ctx, owner, number, Number(values.booking_id));
    } else if (intent === 'coupon') {
      await applyLinkedCoupon(ctx, context, request, number, values.code ?? '');
      throw redirect(`${localePath(locale, '/cart')}?notice=coupon`);
    } else {
      throw new AppError('invalid_input', 'error.invalid_input');
    }
    return { ok: true, intent, lineId } satisfies CartOutcome;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Why a coupon does not apply (an unknown code is "not found" too) is the shopper's news.
    if (intent === 'coupon') {
      const headers = new Headers();
      if ('retryAfterSeconds' in error) headers.set('retry-after', String(error.retryAfterSeconds));
      return data<CartOutcome>(
        { ok: false, intent, lineId, error: error.messageKey, errorVars: error.vars },
        { status: HTTP_STATUS[error.type], headers },
      );
    }
    if (error.type === 'not_found' || error.messageKey === 'error.order_placed') {
      return { ok: true, intent, lineId, reloaded: true } satisfies CartOutcome;
    }
    const status = error.type === 'conflict' ? 409 : 400;
    return data<CartOutcome>(
      { ok: false, intent, lineId, error: error.messageKey, errorVars: error.vars },
      { status },
    );
  }
}

/**
 * One product of a package line (spec §4 package rules): + adds one (no qty), − and remove set
 * a lower quantity (0 takes it out).
 */
function packageChange(values: Record<string, string>): catalog.PackageChange {
  const slug = values.slug ?? '';
  if (values.change === 'up') return { slug };
  if (values.change === 'remove') return { slug, qty: 0 };
  return { slug, qty: requestedQuantity({ ...values, change: 'down' }) };
}

/** The stepper's − and +, remove (0), or the quantity typed (without JavaScript too). */
function requestedQuantity(values: Record<string, string>): number {
  if (values.change === 'remove') return 0;
  const typed = Number(values.quantity);
  if (!Number.isInteger(typed)) {
    throw new AppError('invalid_input', 'error.quantity_not_possible', {
      max: cart.MAX_LINE_QUANTITY,
    });
  }
  if (values.change === 'down') return typed - 1;
  if (values.change === 'up') return typed + 1;
  return typed;
}
