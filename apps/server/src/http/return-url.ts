import { AppError } from '@shop/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL, when set (registerShopOrigin). */
    shopPublicUrl: string | null;
  }
}

/** Makes the shop's public address known to every route (before the routes are registered). */
export function registerShopOrigin(app: FastifyInstance, publicUrl: string | undefined): void {
  app.decorate('shopPublicUrl', publicUrl ?? null);
}

/** The shop's own origin for this request: PUBLIC_URL when set, else the request's. */
export function shopOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(request.server.shopPublicUrl ?? `${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * A `return_url` the API passes to a provider's page (card payment, saving a card, a top-up):
 * the provider sends the shopper there afterwards, so it must be a page of this shop, never
 * another site (docs/SECURITY.md, return addresses). Answers the URL as given.
 */
export function ownReturnUrl(request: FastifyRequest, value: string): string {
  const own = shopOrigin(request);
  let target: URL | null = null;
  try {
    target = new URL(value);
  } catch {
    target = null;
  }
  if (!own || !target || target.origin !== own) {
    throw new AppError(
      'invalid_input',
      'error.invalid_input',
      {},
      { return_url: ['validation.return_url'] },
    );
  }
  return value;
}
