import { describe, expect, it } from 'vitest';
import { canTransition, ORDER_STATES, TRANSITIONS } from './states.ts';

describe('order states', () => {
  it('allows exactly the listed transitions', () => {
    for (const from of ORDER_STATES) {
      for (const to of ORDER_STATES) {
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(TRANSITIONS[from].includes(to));
      }
    }
  });

  it('reaches every state from the cart and ends in final states only', () => {
    const reached = new Set(['cart']);
    let frontier = ['cart'] as (typeof ORDER_STATES)[number][];
    while (frontier.length > 0) {
      frontier = frontier.flatMap((s) => TRANSITIONS[s].filter((n) => !reached.has(n)));
      for (const s of frontier) reached.add(s);
    }
    expect([...reached].sort()).toEqual([...ORDER_STATES].sort());
    expect(ORDER_STATES.filter((s) => TRANSITIONS[s].length === 0).sort()).toEqual([
      'canceled',
      'expired',
      'returned',
    ]);
  });
});
