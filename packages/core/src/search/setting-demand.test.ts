import { describe, expect, it } from 'vitest';
import { SettingDemand } from './setting-demand.ts';

describe('SettingDemand', () => {
  it('turns a base hot at the threshold within the window, for two windows after', () => {
    const demand = new SettingDemand(3, 1000);
    expect(demand.miss('list', 0)).toBe(false);
    expect(demand.miss('list', 100)).toBe(false);
    expect(demand.miss('other', 150)).toBe(false);
    expect(demand.miss('list', 200)).toBe(true);
    // Hot until 2,200 whatever the misses; then cold again until three more in a window.
    expect(demand.miss('list', 2100)).toBe(true);
    expect(demand.miss('list', 2300)).toBe(false);
  });

  it('starts counting again after a quiet window', () => {
    const demand = new SettingDemand(3, 1000);
    demand.miss('list', 0);
    demand.miss('list', 500);
    expect(demand.miss('list', 1600)).toBe(false);
  });

  it('forgets the oldest bases past its size', () => {
    const demand = new SettingDemand(2, 1000, 2);
    demand.miss('a', 0);
    demand.miss('b', 0);
    demand.miss('c', 0);
    // "a" was forgotten: its next miss is its first.
    expect(demand.miss('a', 10)).toBe(false);
    expect(demand.miss('c', 10)).toBe(true);
  });
});
