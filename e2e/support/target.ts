import { inject } from 'vitest';

/**
 * Which of the two shops the browser tests started a test drives: the embedded database (every
 * browser test) or PostgreSQL (the flows an issue asks to see on both).
 */
export type ShopKind = 'pglite' | 'postgres';

let current: ShopKind = 'pglite';

/** Points the helpers and new pages at `kind`'s shop (call in a describe's beforeAll). */
export function driveShop(kind: ShopKind): void {
  current = kind;
}

export const baseUrl = () =>
  current === 'postgres' ? inject('postgresBaseUrl') : inject('baseUrl');
export const sandboxUrl = () =>
  current === 'postgres' ? inject('postgresSandboxUrl') : inject('sandboxUrl');
