import { describe, expect, it, vi } from 'vitest';
import { deliverLater, settleDeliveries } from './background.ts';

describe('messages sent after the answer', () => {
  it('waits for the deliveries on their way, and answers 0 once they all left', async () => {
    const sent: string[] = [];
    deliverLater('first', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push('first');
    });
    deliverLater('second', async () => {
      sent.push('second');
    });
    expect(sent).toEqual([]);
    expect(await settleDeliveries()).toBe(0);
    expect(sent.sort()).toEqual(['first', 'second']);
    expect(await settleDeliveries()).toBe(0);
  });

  it('stops waiting at its bound, answering how many are still on their way', async () => {
    let release!: () => void;
    deliverLater('stuck', () => new Promise<void>((resolve) => (release = resolve)));
    expect(await settleDeliveries(10)).toBe(1);
    release();
    expect(await settleDeliveries()).toBe(0);
  });

  it('logs a failed delivery as a warning, never an unhandled rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      deliverLater('password reset code delivery', async () => {
        throw new Error('gateway answered 503');
      });
      deliverLater('a throw before any await', () => {
        throw new Error('no gateway');
      });
      expect(await settleDeliveries()).toBe(0);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
      const logged = warn.mock.calls
        .map(([line]) => JSON.parse(String(line)))
        .sort((a, b) => a.msg.localeCompare(b.msg));
      expect(logged).toMatchObject([
        { level: 40, msg: 'a throw before any await failed', err: 'Error: no gateway' },
        {
          level: 40,
          msg: 'password reset code delivery failed',
          err: 'Error: gateway answered 503',
        },
      ]);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
