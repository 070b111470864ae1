/**
 * How soon a product can be sent (spec §9's delivery texts): `now` from the shop's own stock,
 * by the delivery zone's windows (24 hours, express, same day); the others are got ready for the
 * order first: 24-48 hours, 48-72 hours from the suppliers' ready stock, 7-14 days for what is
 * ordered in. The first is the default.
 */
export const DELIVERY_LEADS = ['now', '24-48h', '48-72h', '7-14d'] as const;
export type DeliveryLead = (typeof DELIVERY_LEADS)[number];

/** The hours a lead takes in the capital, from payment; null for `now` (the zone's windows). */
export const LEAD_HOURS: Record<DeliveryLead, { from: number; to: number } | null> = {
  now: null,
  '24-48h': { from: 24, to: 48 },
  '48-72h': { from: 48, to: 72 },
  '7-14d': { from: 7 * 24, to: 14 * 24 },
};

/** The lead of a cart: its slowest item's, since the order travels as one parcel. */
export function slowestLead(leads: Iterable<DeliveryLead>): DeliveryLead {
  let slowest: DeliveryLead = 'now';
  for (const lead of leads) {
    if (DELIVERY_LEADS.indexOf(lead) > DELIVERY_LEADS.indexOf(slowest)) slowest = lead;
  }
  return slowest;
}
