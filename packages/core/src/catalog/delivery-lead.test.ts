import { describe, expect, it } from 'vitest';
import { DELIVERY_LEADS, LEAD_HOURS, slowestLead } from './delivery-lead.ts';

describe('delivery leads', () => {
  it('takes the slowest item for the whole order, in stock when nothing says otherwise', () => {
    expect(slowestLead([])).toBe('now');
    expect(slowestLead(['now', 'now'])).toBe('now');
    expect(slowestLead(['48-72h', 'now', '24-48h'])).toBe('48-72h');
    expect(slowestLead(['24-48h', '7-14d', '48-72h'])).toBe('7-14d');
  });

  it('lists the leads from the quickest, each slower than the one before', () => {
    const ends = DELIVERY_LEADS.map((lead) => LEAD_HOURS[lead]?.to ?? 24);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(new Set(ends).size).toBe(DELIVERY_LEADS.length);
  });
});
