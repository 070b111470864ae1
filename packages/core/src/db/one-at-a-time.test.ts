import { describe, expect, it } from 'vitest';
import { holdingTransaction, openingTransaction, TransactionMisuseError } from './guard.ts';
import { OneAtATime } from './one-at-a-time.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('OneAtATime', () => {
  it('runs work of one key in turn, and of other keys side by side', async () => {
    const queue = new OneAtATime();
    const running = new Map<string, number>();
    let overlapSameKey = false;
    let overlapOtherKeys = false;
    const job = (key: string) => async () => {
      running.set(key, (running.get(key) ?? 0) + 1);
      if ((running.get(key) ?? 0) > 1) overlapSameKey = true;
      if ([...running.values()].filter((n) => n > 0).length > 1) overlapOtherKeys = true;
      await tick();
      running.set(key, (running.get(key) ?? 0) - 1);
      return key;
    };
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => queue.run('a', job('a'))),
      queue.run('b', job('b')),
    ]);
    expect(results).toEqual(['a', 'a', 'a', 'a', 'a', 'b']);
    expect(overlapSameKey).toBe(false);
    expect(overlapOtherKeys).toBe(true);
    expect(queue.size).toBe(0);
  });

  it('goes on with the next caller after a failure, which only its own caller hears', async () => {
    const queue = new OneAtATime();
    const failed = queue.run('a', async () => {
      throw new Error('first failed');
    });
    const next = queue.run('a', async () => 'second ran');
    await expect(failed).rejects.toThrow('first failed');
    await expect(next).resolves.toBe('second ran');
  });

  it('refuses a caller that holds a transaction: it would hold its connection while it waits', async () => {
    const queue = new OneAtATime();
    await expect(
      holdingTransaction(openingTransaction(), () => queue.run('a', async () => 'ran')),
    ).rejects.toBeInstanceOf(TransactionMisuseError);
    expect(queue.size).toBe(0);
  });
});
