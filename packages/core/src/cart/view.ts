import { type VariantOffer, variantOffers } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { type LineRow, linesOf, type OrderAddress, type OrderRow } from '../orders/index.ts';
import { type BookingView, bookingsOf } from '../travel/index.ts';
import { keptLineOptions } from './line-options.ts';
import { variantsOfLines } from './packages.ts';

export interface LineItemView {
  id: number;
  variant_id: number;
  quantity: number;
  options: Record<string, string>;
  gift: boolean;
  price: number;
  total: number;
  product: {
    id: number;
    sku: string;
    name: string;
    brand: string | null;
    slug: string | null;
    image: string | null;
    /** A spirit: sold to buyers of 21 or older only. */
    age_restricted: boolean;
  };
  /** What a package line holds (spec §3 Package product: slug, qty, cv); null otherwise. */
  package: PackageItemView[] | null;
  /** A line of an accepted price quote: its price holds until then (ISO time); null otherwise. */
  quoted_until: string | null;
}

export interface PackageItemView {
  slug: string;
  qty: number;
  cv: Record<string, string>;
  product_id: number;
  variant_id: number;
  name: string;
  image: string | null;
  /** Unit price inside the package, in tögrög. */
  price: number;
}

/** An order as the API and the web show it (spec §3 Order and Line item). */
export interface OrderView {
  number: string;
  state: string;
  line_items: LineItemView[];
  /** Hotel stays and tours' seats (travel), beside the product lines; in `item_total`. */
  bookings: BookingView[];
  item_total: number;
  ship_total: number;
  tax_total: number;
  total: number;
  total_quantity: number;
  email: string | null;
  phone: string | null;
  buyer_type: string;
  registry_number: string | null;
  /** The buyer's date of birth (YYYY-MM-DD), asked when the order holds spirits. */
  buyer_birth_date: string | null;
  shipping_method: string | null;
  ship_address: OrderAddress | null;
  pickup_location_id: number | null;
  delivery_option: string | null;
  /** Hours from payment the chosen delivery promises; null before one is chosen. */
  delivery_hours: number | null;
  payment_method: string | null;
  /** The payment method's choices: `saved_card_id`, `lease_months`. */
  payment_options: { saved_card_id?: number; lease_months?: number };
  coupon_code: string | null;
  /** What the coupon takes off, in tögrög (`total` is after it). */
  promo_total: number;
  vat_state: string;
  vat_receipt_id: string | null;
  vat_lottery: string | null;
  completed_at: string | null;
  payment_due_at: string | null;
  canceled_at: string | null;
  cancel_reason: string | null;
  shipment_note: string | null;
  delivered_at: string | null;
  created_at: string;
}

/**
 * What a service has just read or written of an order, handed to its answer so that the answer
 * does not read it again (a cart step's statements are what its latency is made of).
 */
export interface OrderContents {
  /** The order's lines as they are now, in id order. */
  lines?: LineRow[];
  /** Offers already read for some of the lines' variants; the others are read. */
  offers?: Map<number, VariantOffer>;
  /** False when the order is known to hold no booking, released ones included. */
  anyBookings?: boolean;
}

export async function orderView(
  ctx: Ctx,
  order: OrderRow,
  known?: OrderContents,
): Promise<OrderView> {
  const lines = known?.lines ?? (await linesOf(ctx.db, order.id));
  const unread = variantsOfLines(lines).filter((id) => !known?.offers?.has(id));
  const [read, bookings] = await Promise.all([
    variantOffers(ctx, unread),
    known?.anyBookings === false ? [] : bookingsOf(ctx, order.number),
  ]);
  const offers = known?.offers ? new Map([...known.offers, ...read]) : read;
  return {
    number: order.number,
    state: order.state,
    line_items: lines.map((l) => {
      const offer = offers.get(l.variantId);
      return {
        id: l.id,
        variant_id: l.variantId,
        quantity: l.quantity,
        // Only what still counts: a line stored before options were checked may hold anything.
        options: keptLineOptions(offer, l.options),
        gift: l.gift,
        price: l.price,
        total: l.price * l.quantity,
        product: {
          id: l.productId,
          sku: l.sku,
          name: offer?.name ?? l.name,
          brand: offer?.brand ?? null,
          slug: offer?.slug ?? null,
          image: offer?.image ?? null,
          age_restricted: offer?.ageRestricted ?? false,
        },
        package:
          l.package?.map((c) => ({
            slug: c.slug,
            qty: c.qty,
            cv: c.cv,
            product_id: c.productId,
            variant_id: c.variantId,
            name: offers.get(c.variantId)?.name ?? c.slug,
            image: offers.get(c.variantId)?.image ?? null,
            price: c.price,
          })) ?? null,
        quoted_until: l.quotedUntil?.toISOString() ?? null,
      };
    }),
    bookings,
    item_total: order.itemTotal,
    ship_total: order.shipTotal,
    tax_total: order.taxTotal,
    total: order.total,
    total_quantity: order.totalQuantity,
    email: order.email,
    phone: order.phone,
    buyer_type: order.buyerType,
    registry_number: order.registryNumber,
    buyer_birth_date: order.buyerBirthDate,
    shipping_method: order.shippingMethod,
    ship_address: order.shipAddress,
    pickup_location_id: order.pickupLocationId,
    delivery_option: order.deliveryOption,
    delivery_hours: order.deliveryHours,
    payment_method: order.paymentMethod,
    payment_options: order.paymentOptions,
    coupon_code: order.couponCode,
    promo_total: order.promoTotal,
    vat_state: order.vatState,
    vat_receipt_id: order.vatReceiptId,
    vat_lottery: order.vatLottery,
    completed_at: order.completedAt?.toISOString() ?? null,
    payment_due_at: order.paymentDueAt?.toISOString() ?? null,
    canceled_at: order.canceledAt?.toISOString() ?? null,
    cancel_reason: order.cancelReason,
    shipment_note: order.shipmentNote,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
  };
}
