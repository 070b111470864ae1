/**
 * Delivery prices by postal zone (the first two digits of the zipcode) and order value; the
 * rules are the shop's, written down in docs/ORDERS.md. Pickup is free (shipping method 849).
 */
export const PICKUP_SHIPPING_METHOD_ID = 849;

export type DeliveryOption = 'standard' | 'express' | 'same_day';

export interface ShippingRate {
  option: DeliveryOption;
  price: number;
  /** Hours within which the parcel arrives (counted from payment, within work hours). */
  withinHours: number;
}

interface ZoneRule {
  /** Zipcode prefixes (first two digits). */
  prefixes: string[];
  standard: number;
  freeFrom: number | null;
  standardHours: number;
  express: number | null;
  sameDay: number | null;
  /** Extra per started kilogram over 5 kg. */
  perKgOver5: number;
}

const RULES: ZoneRule[] = [
  // Ulaanbaatar's central districts.
  {
    prefixes: ['11', '13', '14', '15', '16', '17', '18'],
    standard: 5_000,
    freeFrom: 100_000,
    standardHours: 24,
    express: 12_000,
    sameDay: 8_000,
    perKgOver5: 0,
  },
  // Baganuur, Bagakhangai, Nalaikh.
  {
    prefixes: ['12'],
    standard: 10_000,
    freeFrom: 200_000,
    standardHours: 24,
    express: null,
    sameDay: null,
    perKgOver5: 500,
  },
  // Aimags of the east, the centre and the Gobi, and Khangai: by intercity courier.
  {
    prefixes: [
      '21',
      '22',
      '23',
      '41',
      '42',
      '43',
      '44',
      '45',
      '46',
      '47',
      '48',
      '61',
      '62',
      '63',
      '64',
      '65',
    ],
    standard: 15_000,
    freeFrom: null,
    standardHours: 72,
    express: null,
    sameDay: null,
    perKgOver5: 1_000,
  },
];

/**
 * The delivery options for an address, or null where the shop does not deliver (the western
 * aimags): then the shopper sees the spec's "choose the location again" message.
 */
export function shippingRates(
  zipcode: string,
  itemTotal: number,
  weightGrams: number,
): ShippingRate[] | null {
  const rule = RULES.find((r) => r.prefixes.includes(zipcode.slice(0, 2)));
  if (!rule) return null;
  const extraKg = Math.max(0, Math.ceil((weightGrams - 5_000) / 1_000));
  const free = rule.freeFrom !== null && itemTotal >= rule.freeFrom;
  const standard = free ? 0 : rule.standard + extraKg * rule.perKgOver5;
  const rates: ShippingRate[] = [
    { option: 'standard', price: standard, withinHours: rule.standardHours },
  ];
  if (rule.sameDay !== null)
    rates.push({ option: 'same_day', price: rule.sameDay, withinHours: 5 });
  if (rule.express !== null) rates.push({ option: 'express', price: rule.express, withinHours: 4 });
  return rates;
}
