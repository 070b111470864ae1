import { describe, expect, it } from 'vitest';
import { RecordStore } from './record-store.ts';

type Payment = { id: string; reference: string };

describe('RecordStore', () => {
  it('finds a record by id and by key, and forgets the oldest past its size', () => {
    const store = new RecordStore<Payment>((payment) => payment.reference, 2);
    for (const n of [1, 2, 3]) store.add({ id: `p${n}`, reference: `R${n}` });
    expect(store.get('p1')).toBeUndefined();
    expect(store.withKey('R1')).toBeUndefined();
    expect(store.get('p3')).toEqual({ id: 'p3', reference: 'R3' });
    expect(store.withKey('R2')).toEqual({ id: 'p2', reference: 'R2' });
    expect(store.get(undefined)).toBeUndefined();
  });

  it('frees a key for a newer record, keeping the old one by id', () => {
    const store = new RecordStore<Payment>((payment) => payment.reference);
    const first = { id: 'p1', reference: 'R1' };
    store.add(first);
    store.releaseKey(first);
    expect(store.withKey('R1')).toBeUndefined();
    const second = { id: 'p2', reference: 'R1' };
    store.add(second);
    store.releaseKey(first);
    expect(store.withKey('R1')).toBe(second);
    expect(store.get('p1')).toBe(first);
  });
});
