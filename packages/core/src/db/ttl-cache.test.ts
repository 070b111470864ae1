import { describe, expect, it, vi } from 'vitest';
import { holdingTransaction, openingTransaction } from './guard.ts';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('computes once within the time to live, again after it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10);
    const compute = vi.fn(async () => 42);
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('drops the oldest entry past its size and forgets failures', async () => {
    const cache = new TtlCache<number>(60_000, 2);
    const compute = vi.fn(async () => 1);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
    await expect(cache.get('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(cache.get('x', async () => 7)).resolves.toBe(7);
  });

  it('never makes a request holding a transaction wait for another request’s computation', async () => {
    const cache = new TtlCache<string>(60_000, 10);
    let finish = (_: string) => {};
    // Another request's computation, waiting for a connection that may never come.
    const pending = cache.get('facets', () => new Promise<string>((resolve) => (finish = resolve)));
    const inside = await holdingTransaction(openingTransaction(), () =>
      cache.get('facets', async () => 'own'),
    );
    expect(inside).toBe('own');
    // Outside a transaction the computation is shared; once settled, everyone takes it.
    const outside = cache.get('facets', async () => 'other');
    finish('shared');
    expect(await pending).toBe('shared');
    expect(await outside).toBe('shared');
    const settled = await holdingTransaction(openingTransaction(), () =>
      cache.get('facets', async () => 'own'),
    );
    expect(settled).toBe('shared');
  });

  it('drops the oldest entries once together they weigh more than the limit', async () => {
    const cache = new TtlCache<number[]>(60_000, 10, {
      weight: { weigh: (rows) => rows.length, max: 5 },
    });
    const compute = vi.fn(async () => [1, 2]);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', async () => [1, 2, 3]);
    // a (2) + b (2) + c (3) weigh 7: a goes, b and c (5) stay.
    await cache.get('b', compute);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    // An entry heavier than the limit alone is answered, not kept.
    const heavy = vi.fn(async () => [1, 2, 3, 4, 5, 6]);
    expect(await cache.get('h', heavy)).toHaveLength(6);
    await cache.get('h', heavy);
    expect(heavy).toHaveBeenCalledTimes(2);
  });

  it('answers a stale entry while one computation refreshes it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10, { staleMs: 5000 });
    let next = 1;
    const compute = vi.fn(async () => next++);
    expect(await cache.get('a', compute)).toBe(1);
    vi.advanceTimersByTime(1500);
    // Stale: the old value at once, and a single refresh however many ask.
    const stale = await Promise.all([cache.get('a', compute), cache.get('a', compute)]);
    expect(stale).toEqual([1, 1]);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(await cache.get('a', compute)).toBe(2);
    // Past the stale time, a request waits for a new value.
    vi.advanceTimersByTime(7000);
    expect(await cache.get('a', compute)).toBe(3);
    vi.useRealTimers();
  });
});
