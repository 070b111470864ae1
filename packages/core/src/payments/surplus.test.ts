import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentRow } from './settle.ts';
import { surplusPayments } from './surplus.ts';

const payment = (id: number, method: string, amount: number) =>
  ({ id, method, amount, state: 'paid' }) as PaymentRow;

const payments = fc
  .array(
    fc.record({
      method: fc.constantFrom('card', 'qpay', 'wallet', 'gift_card', 'bank_transfer'),
      amount: fc.integer({ min: 1, max: 100_000 }),
    }),
    { maxLength: 6 },
  )
  .map((rows) => rows.map((row, i) => payment(i + 1, row.method, row.amount)));

const ids = (rows: PaymentRow[]) => rows.map((p) => p.id).sort((a, b) => a - b);

describe('surplusPayments', () => {
  it('keeps the first payment of an order paid twice and gives back the second', () => {
    const paid = [payment(7, 'card', 50_000), payment(3, 'qpay', 50_000)];
    expect(ids(surplusPayments(50_000, paid))).toEqual([7]);
  });

  it('gives back a card paid late rather than a bank transfer staff recorded, which no provider can', () => {
    const paid = [payment(4, 'card', 50_000), payment(9, 'bank_transfer', 50_000)];
    expect(ids(surplusPayments(50_000, paid))).toEqual([4]);
  });

  it('never gives back the shop’s own means, nor a payment the total still needs', () => {
    const paid = [payment(1, 'wallet', 20_000), payment(2, 'card', 30_000)];
    expect(surplusPayments(50_000, paid)).toEqual([]);
    expect(surplusPayments(50_000, [...paid, payment(3, 'gift_card', 10_000)])).toEqual([]);
  });

  it('keeps what covers the total, whoever asks and in whatever order the rows come', () => {
    fc.assert(
      fc.property(payments, fc.integer({ min: 1, max: 200_000 }), (paid, total) => {
        const surplus = surplusPayments(total, paid);
        const kept = paid.filter((p) => !surplus.includes(p));
        const sum = (rows: PaymentRow[]) => rows.reduce((s, p) => s + p.amount, 0);
        if (sum(paid) >= total) expect(sum(kept)).toBeGreaterThanOrEqual(total);
        else expect(surplus).toEqual([]);
        expect(ids(surplusPayments(total, [...paid].reverse()))).toEqual(ids(surplus));
      }),
    );
  });

  it('only adds to what it gives back as more payments land: a refund once queued stays due', () => {
    // In any order: a payment made first may be paid last.
    const landing = payments.chain((paid) =>
      fc.shuffledSubarray(paid, { minLength: paid.length, maxLength: paid.length }),
    );
    fc.assert(
      fc.property(landing, fc.integer({ min: 1, max: 200_000 }), (paid, total) => {
        for (let landed = 0; landed < paid.length; landed++) {
          const before = ids(surplusPayments(total, paid.slice(0, landed)));
          const after = ids(surplusPayments(total, paid.slice(0, landed + 1)));
          for (const id of before) expect(after).toContain(id);
        }
      }),
    );
  });
});
