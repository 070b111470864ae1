import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planTenders, type TenderSource } from './tender-plan.ts';

const voucher = (available: number, minOrder = 0): TenderSource => ({
  kind: 'voucher',
  id: 1,
  available,
  requested: null,
  minOrder,
});
const giftCard = (id: number, available: number, minOrder = 0): TenderSource => ({
  kind: 'gift_card',
  id,
  available,
  requested: null,
  minOrder,
});
const wallet = (available: number, requested: number | null): TenderSource => ({
  kind: 'wallet',
  id: null,
  available,
  requested,
  minOrder: 0,
});

describe('tender plan', () => {
  it('uses a voucher, then gift cards, then the wallet, and leaves the rest due', () => {
    const plan = planTenders(100_000, [
      wallet(50_000, 20_000),
      giftCard(7, 30_000),
      voucher(10_000),
    ]);
    expect(plan.ok && plan.applied.map((a) => [a.source.kind, a.amount])).toEqual([
      ['voucher', 10_000],
      ['gift_card', 30_000],
      ['wallet', 20_000],
    ]);
    expect(plan.ok && plan.due).toBe(40_000);
  });

  it('leaves what a gift card does not need on it, and refuses an empty one', () => {
    const plan = planTenders(25_000, [giftCard(1, 40_000)]);
    expect(plan.ok && plan.applied[0]?.amount).toBe(25_000);
    expect(plan.ok && plan.due).toBe(0);
    expect(planTenders(25_000, [giftCard(1, 0)])).toEqual({
      ok: false,
      refusal: { code: 'used_up', kind: 'gift_card', id: 1 },
    });
  });

  it('refuses a wallet amount over what it may pay, naming the maximum', () => {
    expect(planTenders(100_000, [giftCard(1, 90_000), wallet(50_000, 20_000)])).toEqual({
      ok: false,
      refusal: { code: 'over_balance', kind: 'wallet', id: null, max: 10_000 },
    });
  });

  it('refuses a card or voucher below its minimum order', () => {
    expect(planTenders(99_999, [giftCard(3, 5000, 100_000)])).toEqual({
      ok: false,
      refusal: { code: 'below_minimum', kind: 'gift_card', id: 3, min: 100_000 },
    });
  });

  it('always pays exactly the total between the sources and what is due', () => {
    const source = fc.oneof(
      fc.record({
        kind: fc.constant<'voucher'>('voucher'),
        id: fc.nat(),
        available: fc.nat(200_000),
        requested: fc.constant(null),
        minOrder: fc.constant(0),
      }),
      fc.record({
        kind: fc.constant<'gift_card'>('gift_card'),
        id: fc.nat(),
        available: fc.nat(200_000),
        requested: fc.constant(null),
        minOrder: fc.constantFrom(0, 20_000, 100_000),
      }),
      fc.record({
        kind: fc.constant<'wallet'>('wallet'),
        id: fc.constant(null),
        available: fc.nat(200_000),
        requested: fc.option(fc.nat(200_000), { nil: null }),
        minOrder: fc.constant(0),
      }),
    );
    fc.assert(
      fc.property(fc.nat(500_000), fc.array(source, { maxLength: 4 }), (total, sources) => {
        const plan = planTenders(total, sources);
        if (!plan.ok) return;
        const paid = plan.applied.reduce((sum, a) => sum + a.amount, 0);
        expect(paid + plan.due).toBe(total);
        expect(plan.due).toBeGreaterThanOrEqual(0);
        for (const a of plan.applied) {
          expect(a.amount).toBeGreaterThan(0);
          expect(a.amount).toBeLessThanOrEqual(a.source.available);
          expect(total).toBeGreaterThanOrEqual(a.source.minOrder);
        }
      }),
    );
  });
});
