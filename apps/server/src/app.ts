import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Tracer } from '@opentelemetry/api';
import {
  AppError,
  type Database,
  fileMediaStore,
  type MediaStore,
  payments,
  type push,
} from '@shop/core';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AccountServices, offlineAccountServices } from './account-services.ts';
import type { TrustProxy } from './config.ts';
import { ForgettingCache } from './forgetting-cache.ts';
import { articleCommentRoutes } from './http/api/article-comments.ts';
import { articleWritingRoutes } from './http/api/article-writing.ts';
import { articleRoutes } from './http/api/articles.ts';
import { authRoutes } from './http/api/auth.ts';
import { backOfficeRoutes } from './http/api/back-office.ts';
import { badgeRoutes } from './http/api/badges.ts';
import { brandRoutes } from './http/api/brands.ts';
import { checkoutPaymentRoutes } from './http/api/checkout-payments.ts';
import { checkoutRoutes } from './http/api/checkouts.ts';
import { commentRoutes } from './http/api/comments.ts';
import { horecaRoutes } from './http/api/horeca.ts';
import { jobRoutes } from './http/api/jobs.ts';
import { licenceRoutes } from './http/api/licences.ts';
import { lookBookRoutes } from './http/api/look-books.ts';
import { notificationRoutes } from './http/api/notifications.ts';
import { orderRoutes } from './http/api/orders.ts';
import { paymentCallbackRoutes } from './http/api/payment-callbacks.ts';
import { productRoutes } from './http/api/products.ts';
import { promotionPageRoutes } from './http/api/promotion-pages.ts';
import { pushRoutes } from './http/api/push.ts';
import { quoteRoutes } from './http/api/quotes.ts';
import { reviewRoutes } from './http/api/reviews.ts';
import { rouletteRoutes } from './http/api/roulette.ts';
import { rouletteAdminRoutes } from './http/api/roulette-admin.ts';
import { searchRoutes } from './http/api/search.ts';
import { siteDataRoutes } from './http/api/site-data.ts';
import { subscriptionRoutes } from './http/api/subscriptions.ts';
import { taxonRoutes } from './http/api/taxons.ts';
import { bookingRoutes, eTicketRoutes, tourRoutes } from './http/api/travel.ts';
import { userRoutes } from './http/api/users.ts';
import { vendorRoutes } from './http/api/vendors.ts';
import { wishlistRoutes } from './http/api/wishlists.ts';
import { appIconRoutes } from './http/app-icons.ts';
import type { EncodedBody } from './http/encoded-body.ts';
import { registerErrorHandling, sendFrameworkError } from './http/error-handler.ts';
import { healthRoutes, type Lifecycle } from './http/health.ts';
import { refuseNulBytes } from './http/hostile-input.ts';
import { avatarRoutes, mediaRoutes, uploadedPictureRoutes } from './http/media.ts';
import { installMetrics } from './http/metrics.ts';
import { finishOpenApi, SECURITY_SCHEMES } from './http/openapi.ts';
import { registerShopOrigin } from './http/return-url.ts';
import { originsOf, registerSecurityHeaders } from './http/security-headers.ts';
import { seoRoutes } from './http/seo.ts';
import { testHookRoutes } from './http/test-hooks.ts';
import { installTracing } from './http/tracing.ts';
import { addVary } from './http/vary.ts';
import { pushKeys } from './push-keys.ts';
import { createSiteCache } from './site-cache.ts';
import { PageCache, type PageCacheOptions } from './web/page-cache.ts';
import { forgetOnStaffChanges } from './web/page-cache-hooks.ts';
import { registerWeb, webBuildExists } from './web/ssr.ts';

export interface AppOptions {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  siteCacheSeconds?: number;
  /** Serve the web app's production build (when it exists). */
  web?: boolean;
  testHooks?: boolean;
  /** Which proxies may set X-Forwarded-* (see config.ts); none by default. */
  trustProxy?: TrustProxy;
  /** The shop's public address for absolute links (hreflang); else taken from the request. */
  publicUrl?: string;
  /** Message delivery and sign-in providers; none reachable when absent. */
  accounts?: AccountServices;
  /** The payment providers (the sandbox's stand-ins unless configured); unreachable when absent. */
  payments?: payments.PaymentProviders;
  /** Where review pictures are stored; a new temporary folder when absent (tests). */
  media?: MediaStore;
  /** The bearer token a Prometheus scraper sends to `/metrics`; no `/metrics` without one. */
  metricsToken?: string;
  /** OpenTelemetry's tracer for request spans (tracing.ts); none: no spans. */
  tracer?: Tracer;
  /** Shared pages kept for visitors without a session (web/page-cache.ts); none: off. */
  pageCache?: PageCacheOptions | null;
  /** Web Push: the VAPID keys (else kept in the database) and push services besides browsers'. */
  push?: { vapidKeys: () => Promise<push.VapidKeys>; extraServices: readonly string[] };
}

const API_TIMEOUT_MS = 60_000;
/** About 5 KB each: at most 10 MB per process. */
const PRODUCT_DETAILS_KEPT = 2_000;

/** The whole HTTP face of the shop: API, docs, pictures, health and the server-rendered web. */
export async function buildApp(options: AppOptions) {
  const lifecycle: Lifecycle = { accepting: true };
  const accountServices = options.accounts ?? offlineAccountServices();
  const providers = options.payments ?? payments.sandboxProviders('http://127.0.0.1:9');
  // Without a store given (tests), pictures go to a folder of this app's own, removed on close.
  const scratchMedia = options.media ? null : mkdtempSync(join(tmpdir(), 'shop-media-'));
  const media = options.media ?? fileMediaStore(scratchMedia ?? '');
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestTimeout: API_TIMEOUT_MS,
    // Let in-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    // A request that reached an open connection while the listener closes is served (the
    // database is open until every such request is answered), not refused with a bare 503.
    return503OnClosing: false,
    trustProxy: options.trustProxy ?? false,
    // Requests Fastify refuses before routing (a malformed URL) still answer in our shape.
    frameworkErrors: (error, request, reply) => sendFrameworkError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  if (scratchMedia)
    app.addHook('onClose', () => rm(scratchMedia, { recursive: true, force: true }));
  refuseNulBytes(app);
  registerShopOrigin(app, options.publicUrl);
  await registerSecurityHeaders(app, {
    // A checkout's form may end on a payment provider's page (card, leasing, ...).
    formTargets: originsOf([
      providers.card.baseUrl,
      providers.qpay.baseUrl,
      providers.most.baseUrl,
      providers.lease.baseUrl,
    ]),
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tsetseg Market API',
        description: 'The storefront API (`/api/v2`). Errors: `{ error, errors?, request_id }`.',
        version: '2.0.0',
      },
      components: { securitySchemes: { ...SECURITY_SCHEMES } },
    },
    transform: jsonSchemaTransform,
    transformObject: finishOpenApi(options.publicUrl),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const siteCache = createSiteCache(options.database.db, options.siteCacheSeconds ?? 60);
  // Product details are the API's most asked answer (an app opens every product it shows); they
  // are kept as long as shared pages, and forgotten with them.
  const productCache = options.pageCache
    ? new ForgettingCache<EncodedBody>(options.pageCache.freshMs, PRODUCT_DETAILS_KEPT)
    : null;
  const pageCache = options.pageCache ? new PageCache(options.pageCache) : null;
  await app.register(healthRoutes, { database: options.database, lifecycle });
  installMetrics(app, { database: options.database, token: options.metricsToken, pageCache });
  installTracing(app, options.tracer);
  await app.register(mediaRoutes);
  await app.register(appIconRoutes);
  await app.register(avatarRoutes, { db: options.database.db });
  await app.register(uploadedPictureRoutes, { media });
  await app.register(seoRoutes, { db: options.database.db, publicUrl: options.publicUrl });
  await app.register(
    async (api) => {
      // Answers depend on the shopper's language: caches must keep one copy per language.
      api.addHook('onSend', async (request, reply) => {
        addVary(reply, 'accept-language');
        // An answer for a signed-in shopper or an order's holder is theirs alone: no cache keeps it.
        const personal =
          request.headers.authorization !== undefined ||
          request.headers['x-spree-order-token'] !== undefined ||
          request.url.includes('order_token=');
        if (personal && !reply.hasHeader('cache-control')) {
          reply.header('cache-control', 'private, no-store');
        }
        // Opened in a browser tab, an answer is a file to save, never a page to render.
        if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
          reply.header('content-disposition', 'attachment; filename="api.json"');
        }
      });
      await api.register(siteDataRoutes, { siteCache });
      await api.register(taxonRoutes, { db: options.database.db });
      await api.register(searchRoutes, { db: options.database.db });
      await api.register(brandRoutes, { db: options.database.db });
      await api.register(vendorRoutes, { db: options.database.db });
      await api.register(productRoutes, {
        db: options.database.db,
        details:
          productCache && pageCache ? { answers: productCache, shared: pageCache.lifetimes } : null,
      });
      await api.register(wishlistRoutes, { db: options.database.db });
      await api.register(reviewRoutes, { db: options.database.db, media });
      await api.register(commentRoutes, { db: options.database.db });
      await api.register(quoteRoutes, { db: options.database.db });
      await api.register(articleRoutes, { db: options.database.db });
      await api.register(articleWritingRoutes, { db: options.database.db, media });
      await api.register(articleCommentRoutes, { db: options.database.db });
      await api.register(lookBookRoutes, { db: options.database.db });
      await api.register(licenceRoutes, { db: options.database.db });
      await api.register(notificationRoutes, { db: options.database.db });
      await api.register(rouletteRoutes, { db: options.database.db });
      await api.register(promotionPageRoutes, { db: options.database.db });
      await api.register(jobRoutes, { db: options.database.db, media });
      await api.register(badgeRoutes, { db: options.database.db });
      await api.register(subscriptionRoutes, {
        db: options.database.db,
        gateway: accountServices.deps.gateway,
      });
      await api.register(authRoutes, { db: options.database.db, accountServices });
      await api.register(pushRoutes, {
        db: options.database.db,
        vapidKeys: options.push?.vapidKeys ?? pushKeys(options.database.db, null),
        extraServices: options.push?.extraServices ?? [],
      });
      await api.register(userRoutes, {
        db: options.database.db,
        accountServices,
        providers,
      });
      await api.register(horecaRoutes, { db: options.database.db });
      await api.register(tourRoutes, { db: options.database.db });
      await api.register(eTicketRoutes, { db: options.database.db });
      await api.register(orderRoutes, { db: options.database.db, providers });
      await api.register(bookingRoutes, { db: options.database.db });
      await api.register(checkoutPaymentRoutes, { db: options.database.db, providers });
      await api.register(paymentCallbackRoutes, { db: options.database.db, providers });
      await api.register(checkoutRoutes, { db: options.database.db });
      api.all('/*', { schema: { hide: true } }, async () => {
        throw new AppError('not_found', 'error.not_found');
      });
    },
    { prefix: '/api/v2' },
  );
  await app.register(
    async (office) => {
      await office.register(backOfficeRoutes, {
        db: options.database.db,
        gateway: accountServices.deps.gateway,
        providers,
        media,
      });
      office.all('/*', { schema: { hide: true } }, async () => {
        throw new AppError('not_found', 'error.not_found');
      });
    },
    { prefix: '/api/back_office' },
  );
  await app.register(
    async (admin) => {
      await admin.register(rouletteAdminRoutes, { db: options.database.db });
      admin.all('/*', { schema: { hide: true } }, async () => {
        throw new AppError('not_found', 'error.not_found');
      });
    },
    { prefix: '/api/tmp_roulette' },
  );

  if (options.testHooks)
    await app.register(testHookRoutes, {
      db: options.database.db,
      publicUrl: options.publicUrl,
      prefix: '/api',
    });

  forgetOnStaffChanges(
    app,
    [pageCache, productCache].filter((cache) => cache !== null),
  );
  if (options.web && webBuildExists()) {
    await registerWeb(app, {
      pageCache,
      database: options.database,
      siteCache,
      testHooks: options.testHooks ?? false,
      accounts: accountServices,
      payments: providers,
      media,
      mode: 'production',
      publicUrl: options.publicUrl,
    });
  }

  app.addHook('preClose', async () => {
    lifecycle.accepting = false;
  });
  // While draining, answers close their connection so keep-alive sockets do not hold up exit.
  app.addHook('onSend', async (_request, reply) => {
    if (!lifecycle.accepting) reply.header('connection', 'close');
  });

  return { app, siteCache, pageCache, productCache, lifecycle };
}

export type ShopApp = Awaited<ReturnType<typeof buildApp>>['app'];
