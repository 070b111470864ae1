import { accounts, notify } from '@shop/core';
import type { Config } from './config.ts';

/** What the account routes need from outside the database: message delivery and sign-in providers. */
export interface AccountServices {
  deps: accounts.AccountDeps;
  oauthProviders: Partial<
    Record<accounts.oauth.OAuthProviderId, accounts.oauth.OAuthProviderConfig>
  >;
  /** 'auto': cookies are Secure when the request came over HTTPS. */
  cookieSecure: 'auto' | boolean;
}

/**
 * E-mail and SMS go through the sandbox's protocol (a real gateway speaks the same to a
 * relay); a provider with credentials configured uses its real endpoints, the others the
 * sandbox's stand-ins while the sandbox is on.
 */
export function accountServicesFrom(config: Config): AccountServices {
  return {
    deps: { gateway: notify.httpMessageGateway(config.sandboxUrl) },
    oauthProviders: {
      ...(config.sandboxEnabled ? accounts.oauth.sandboxOAuthProviders(config.sandboxUrl) : {}),
      ...accounts.oauth.realOAuthProviders(config.oauthCredentials),
    },
    cookieSecure: config.cookieSecure,
  };
}

/** For servers built without a configuration (tests that never send a code). */
export function offlineAccountServices(): AccountServices {
  return {
    deps: { gateway: notify.httpMessageGateway('http://127.0.0.1:9') },
    oauthProviders: {},
    cookieSecure: 'auto',
  };
}
