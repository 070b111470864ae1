import { describe, expect, it } from 'vitest';
import { Gate } from './gate.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

describe('Gate', () => {
  it('lets callers in one at a time, in the order they came', async () => {
    const gate = new Gate();
    const order: number[] = [];
    const first = await gate.enter(1000);
    const waiting = [1, 2, 3].map((n) =>
      gate.enter(1000).then((release) => {
        order.push(n);
        release();
      }),
    );
    expect(gate.waiting).toBe(3);
    first();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
    expect(gate.waiting).toBe(0);
  });

  it('refuses a caller that waited past its bound, and lets the next one in after it', async () => {
    const gate = new Gate();
    const held = await gate.enter(1000);
    await expect(gate.enter(20)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(gate.waiting).toBe(0);
    held();
    const again = await gate.enter(20);
    again();
  });

  it('ignores a second release of the same turn', async () => {
    const gate = new Gate();
    const release = await gate.enter(1000);
    const next = gate.enter(1000);
    release();
    release();
    const second = await next;
    // The first turn's second release must not have let a third caller in beside the second.
    await expect(gate.enter(20)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    second();
  });
});
