import { describe, expect, it } from 'vitest';
import { slotsPerKind } from './runner.ts';

describe('the job runner', () => {
  it('gives one kind at most half the slots, and one slot when there is one', () => {
    expect([1, 2, 3, 4, 5, 8].map(slotsPerKind)).toEqual([1, 1, 2, 2, 3, 4]);
  });
});
