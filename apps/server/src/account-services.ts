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
 * Where e-mails and SMS leave the shop: over SMTP (`SMTP_URL`) and through the operator's HTTP
 * gateway (`SMS_GATEWAY_URL`), each one unset going to the sandbox's outbox instead.
 */
export function messageGatewayFrom(config: Config): notify.MessageGateway {
  const sandbox = notify.httpMessageGateway(config.sandboxUrl);
  return notify.channelGateway({
    email: config.mail.smtpUrl
      ? notify.smtpEmailGateway({ url: config.mail.smtpUrl, from: config.mail.from })
      : sandbox,
    sms: config.sms ? notify.smsHttpGateway(config.sms) : sandbox,
  });
}

/**
 * Messages leave through `messageGatewayFrom`; a sign-in provider with credentials configured
 * uses its real endpoints, the others the sandbox's stand-ins while the sandbox is on.
 */
export function accountServicesFrom(config: Config): AccountServices {
  return {
    deps: { gateway: messageGatewayFrom(config) },
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
