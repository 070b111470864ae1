import type { accounts, Database, MediaStore, payments, SiteData } from '@shop/core';
import type { Locale } from '@shop/i18n';

/** Who is signed in on this request, and how actions sign in and out (apps/server/src/web/web-auth.ts). */
export interface WebAuth {
  viewer: { userId: number; sessionId: number } | null;
  /** The token forms carry as `_csrf`; equal to the browser's CSRF cookie. */
  readonly csrfToken: string;
  ip: string | null;
  userAgent: string | null;
  deps: accounts.AccountDeps;
  oauthProviders: Partial<
    Record<accounts.oauth.OAuthProviderId, accounts.oauth.OAuthProviderConfig>
  >;
  secureCookies: boolean;
  /** Starts a session for the user (a new cookie; the old session, if any, ends). */
  signIn(userId: number): Promise<void>;
  signOut(): Promise<void>;
  /** Adds a Set-Cookie header to the response. */
  setCookie(header: string): void;
}

/** What the server hands every loader and action (see apps/server/src/web/ssr.ts). */
export interface ShopLoadContext {
  database: Database;
  /** Site data for a locale, cached briefly by the server. */
  siteData(locale: Locale): Promise<SiteData>;
  /** Drops this process's cached site data (the menu's categories) after staff changed them. */
  forgetSiteData(): void;
  /** True when the server runs with test hooks (the crash route) switched on. */
  testHooks: boolean;
  requestId: string;
  auth: WebAuth;
  /** The payment providers (apps/server: the sandbox's stand-ins unless configured). */
  payments: payments.PaymentProviders;
  /** Where uploaded pictures are stored (reviews, articles, the catalogue's photos). */
  media: MediaStore;
  /** This response's Content-Security-Policy nonce: inline scripts carry it. */
  cspNonce: string;
  /**
   * True when the page is rendered to be kept for everyone (the page cache): it reads nothing of
   * the visitor's, and their cart count and hearts come after load (lib/personal.tsx).
   */
  sharedPage?: boolean;
  /** Set when a loader or action found the database too busy: the page answers 503. */
  databaseBusy?: boolean;
}

declare module 'react-router' {
  interface AppLoadContext extends ShopLoadContext {}
}
