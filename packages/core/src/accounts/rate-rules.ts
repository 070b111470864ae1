import type { RateRule } from '../limits/index.ts';

const MINUTES_15 = 15 * 60;

/**
 * The limits docs/SECURITY.md lists; the tests trip each of them. Per-address limits are loose
 * because Mongolian mobile networks put many shoppers behind one address (carrier NAT).
 */
export const RATE_RULES = {
  codeRequestPerTarget: { name: 'code-target', limit: 5, windowSeconds: MINUTES_15 },
  codeRequestPerIp: { name: 'code-ip', limit: 100, windowSeconds: MINUTES_15 },
  signInPerLogin: { name: 'sign-in-login', limit: 10, windowSeconds: MINUTES_15 },
  signInPerIp: { name: 'sign-in-ip', limit: 300, windowSeconds: MINUTES_15 },
} as const satisfies Record<string, RateRule>;
