import { AppError } from '@shop/core';
import { data } from 'react-router';

/** A slug from the address, or the page's 404 when it cannot be one the shop writes. */
export function slugOr404(slug: string | undefined): asserts slug is string {
  if (!slug || !/^[a-z0-9-]{1,120}$/.test(slug)) throw data(null, { status: 404 });
}

/** Core's "not found" as the page's 404; anything else stays what it is. */
export function notFoundAs404(error: unknown): never {
  if (error instanceof AppError && error.type === 'not_found') throw data(null, { status: 404 });
  throw error;
}
