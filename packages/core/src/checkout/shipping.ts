import { type DeliveryLead, LEAD_HOURS, RETURN_NOTICE_CHOICES } from '../catalog/index.ts';

/**
 * Delivery prices by postal zone (the first two digits of the zipcode) and order value; the
 * rules are the shop's, written down in docs/ORDERS.md. Pickup is free (shipping method 849).
 */
export const PICKUP_SHIPPING_METHOD_ID = 849;

export type DeliveryOption = 'standard' | 'express' | 'same_day';

/** Express delivery arrives within this many hours, same-day within this many of payment. */
export const EXPRESS_HOURS = 4;
export const SAME_DAY_HOURS = 5;
/** Same-day delivery is for orders before this hour, Ulaanbaatar time. */
export const SAME_DAY_CUTOFF_HOUR = 14;
/**
 * A parcel that arrives damaged or not as ordered is reported within this many hours of delivery
 * (spec §9: returns within 24 hours in general; a product of a kind that keeps may give 48 or 72,
 * `catalog_product.return_notice_hours`; the returns page gives the rest).
 */
export const RETURN_NOTICE_HOURS: number = RETURN_NOTICE_CHOICES[0];

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

/** The capital's own standard hours: what a zone's intercity courier adds is beyond them. */
const CITY_STANDARD_HOURS = RULES[0]?.standardHours ?? 24;

/**
 * The hours standard delivery takes to a zone for an order of the given lead: the zone's own
 * hours for what is in stock; for what is got ready first, the lead's hours plus what the
 * intercity courier takes beyond the capital's day.
 */
const standardHours = (rule: ZoneRule, lead: DeliveryLead) => {
  const hours = LEAD_HOURS[lead];
  return hours ? hours.to + rule.standardHours - CITY_STANDARD_HOURS : rule.standardHours;
};

/**
 * The delivery options for an address, or null where the shop does not deliver (the western
 * aimags): then the shopper sees the spec's "choose the location again" message. An order with
 * an item that is got ready first (its lead) has standard delivery only, in the lead's hours:
 * express and same day promise hours that such an item cannot keep.
 */
export function shippingRates(
  zipcode: string,
  itemTotal: number,
  weightGrams: number,
  lead: DeliveryLead = 'now',
): ShippingRate[] | null {
  const rule = RULES.find((r) => r.prefixes.includes(zipcode.slice(0, 2)));
  if (!rule) return null;
  const extraKg = Math.max(0, Math.ceil((weightGrams - 5_000) / 1_000));
  const free = rule.freeFrom !== null && itemTotal >= rule.freeFrom;
  const standard = free ? 0 : rule.standard + extraKg * rule.perKgOver5;
  const rates: ShippingRate[] = [
    { option: 'standard', price: standard, withinHours: standardHours(rule, lead) },
  ];
  if (lead !== 'now') return rates;
  if (rule.sameDay !== null)
    rates.push({ option: 'same_day', price: rule.sameDay, withinHours: SAME_DAY_HOURS });
  if (rule.express !== null)
    rates.push({ option: 'express', price: rule.express, withinHours: EXPRESS_HOURS });
  return rates;
}

/**
 * What a shopper is told before the checkout: the capital's delivery and how soon a bad parcel
 * is reported.
 */
export interface DeliveryTerms {
  /** Ulaanbaatar's central districts, where the shop's couriers and stores are. */
  city: {
    price: number;
    freeFrom: number | null;
    withinHours: number;
    sameDayPrice: number | null;
    expressPrice: number | null;
  };
  sameDayHours: number;
  sameDayBeforeHour: number;
  expressHours: number;
  returnNoticeHours: number;
  /** For a product got ready first: the hours it takes in the capital (no express, no same day). */
  lead: { from: number; to: number } | null;
}

/**
 * The delivery terms from the same rules the checkout prices by, so the two never differ; with a
 * product's own hours to report a bad parcel (its kind's), else the general 24, and its lead.
 */
export function deliveryTerms(
  returnNoticeHours = RETURN_NOTICE_HOURS,
  lead: DeliveryLead = 'now',
): DeliveryTerms {
  const [city] = RULES;
  if (!city) throw new Error('no delivery zones');
  const ready = lead === 'now';
  return {
    city: {
      price: city.standard,
      freeFrom: city.freeFrom,
      withinHours: standardHours(city, lead),
      sameDayPrice: ready ? city.sameDay : null,
      expressPrice: ready ? city.express : null,
    },
    sameDayHours: SAME_DAY_HOURS,
    sameDayBeforeHour: SAME_DAY_CUTOFF_HOUR,
    expressHours: EXPRESS_HOURS,
    returnNoticeHours,
    lead: LEAD_HOURS[lead],
  };
}
