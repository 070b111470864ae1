import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WISH_DEBOUNCE_MS, wishDebouncer } from './wish-debounce.ts';

describe('the heart’s debounce (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (server: boolean) => {
    const sent: boolean[] = [];
    let settled = 0;
    const heart = wishDebouncer({
      send: (wished) => sent.push(wished),
      serverWished: () => server,
      settled: () => settled++,
    });
    return { heart, sent, settled: () => settled };
  };

  it('waits 500 ms of quiet and sends the last state once', () => {
    expect(WISH_DEBOUNCE_MS).toBe(500);
    const { heart, sent } = setup(false);
    heart.tap(true);
    vi.advanceTimersByTime(300);
    heart.tap(false);
    vi.advanceTimersByTime(300);
    heart.tap(true);
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    expect(heart.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([true]);
    expect(heart.pending).toBe(false);
  });

  it('sends nothing when the taps end where the server is', () => {
    const { heart, sent, settled } = setup(true);
    heart.tap(false);
    heart.tap(true);
    vi.advanceTimersByTime(WISH_DEBOUNCE_MS);
    expect(sent).toEqual([]);
    expect(settled()).toBe(1);
  });

  it('sends remove for a wished heart tapped once', () => {
    const { heart, sent } = setup(true);
    heart.tap(false);
    vi.advanceTimersByTime(WISH_DEBOUNCE_MS);
    expect(sent).toEqual([false]);
  });

  it('sends a waiting tap at once when its heart leaves the page, and nothing twice', () => {
    const { heart, sent } = setup(false);
    const leaving: boolean[] = [];
    heart.tap(true);
    heart.flush((wished) => leaving.push(wished));
    expect(leaving).toEqual([true]);
    vi.advanceTimersByTime(WISH_DEBOUNCE_MS);
    expect(sent).toEqual([]);
    heart.flush((wished) => leaving.push(wished));
    expect(leaving).toEqual([true]);
  });

  it('sends nothing on leaving when the taps ended where the server is', () => {
    const { heart, sent } = setup(true);
    heart.tap(false);
    heart.tap(true);
    heart.flush();
    expect(sent).toEqual([]);
  });
});
