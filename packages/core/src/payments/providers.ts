import { type CardGatewayConfig, sandboxCardGateway } from './card-gateway.ts';
import { type LeaseConfig, sandboxLease } from './lease-client.ts';
import { type MostConfig, sandboxMost } from './most-client.ts';
import { type QpayConfig, sandboxQpay } from './qpay-client.ts';

/**
 * The outside payment services and where they call the shop back. Development and tests point
 * them at `apps/sandbox`; production swaps the base URLs and credentials.
 */
export interface PaymentProviders {
  card: CardGatewayConfig;
  qpay: QpayConfig;
  most: MostConfig;
  lease: LeaseConfig;
  /** The shop's absolute address for a callback path (`/api/v2/payments/...`). */
  callbackUrl(path: string): string;
}

/** Every provider's sandbox stand-in at `sandboxUrl`. */
export function sandboxProviders(
  sandboxUrl: string,
  callbackUrl: (path: string) => string = (path) => `http://127.0.0.1:9${path}`,
): PaymentProviders {
  return {
    card: sandboxCardGateway(sandboxUrl),
    qpay: sandboxQpay(sandboxUrl),
    most: sandboxMost(sandboxUrl),
    lease: sandboxLease(sandboxUrl),
    callbackUrl,
  };
}

/** Where each provider's callbacks arrive (the API's routes). */
export const CALLBACK_PATHS = {
  card: '/api/v2/payments/card/callback',
  qpay: '/api/v2/payments/qpay/callback',
  lease: '/api/v2/payments/lease/callback',
} as const;
