import { afterEach, beforeEach, expect, vi } from 'vitest';

// A test that logs console.error fails (shared/STYLE.md): errors must be asserted, not printed.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, 'console.error was called').toEqual([]);
});
