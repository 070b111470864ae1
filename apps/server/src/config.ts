import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '@shop/core';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

// An empty variable means "not set", as it does for most tools.
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());

/** `OTEL_EXPORTER_OTLP_HEADERS`' form: `key=value,key2=value2`, each part URL-encoded. */
export function parseOtlpHeaders(text: string | undefined): Record<string, string> {
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part.trim());
    } catch {
      return part.trim();
    }
  };
  const headers: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    headers[decode(pair.slice(0, at))] = decode(pair.slice(at + 1));
  }
  return headers;
}

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DATABASE_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(3_600_000)
    .default(20_000),
  DATA_DIR: z.string().default('./data'),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** Every seeded product gets exactly this many reviews (benchmarks); else a believable spread. */
  SEED_REVIEWS_PER_PRODUCT: z.coerce.number().int().min(0).max(160).optional(),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SANDBOX: z.enum(['on', 'off']).default('on'),
  SANDBOX_URL: optionalUrl,
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  SITE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  /** Shared pages are kept this long for visitors without a session; 0: no page cache. */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(20),
  /** …and served this long more while a new one is rendered behind them. */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().min(0).max(3600).default(40),
  PAGE_CACHE_MB: z.coerce.number().min(1).max(4096).default(64),
  /** The embedded database's buffer cache (PostgreSQL's shared_buffers), in MB. */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(4096)
    .default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
  /** Worker processes serving HTTP on PostgreSQL (default: one per core); the embedded one: 1. */
  WEB_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(20),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(0),
  TEST_HOOKS: booleanFlag.default(false),
  /** Set by `npm start` when NODE_ENV was not: a try-out on this machine, not a deployment. */
  SHOP_TRY_OUT: booleanFlag.default(false),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  JOBS_EVERY_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  JOB_SLOTS: z.coerce.number().int().min(1).max(32).optional(),
  /** An OpenTelemetry collector's OTLP/HTTP base URL; unset: no traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  /** Headers sent with each export (`key=value,…`): a hosted collector's key. */
  OTEL_EXPORTER_OTLP_HEADERS: z.string().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('tsetseg-shop'),
  /** A Prometheus scraper's bearer token for /metrics; unset: no /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** E-mail over SMTP (smtp:// or smtps://, user and password in the URL); unset: the sandbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('"Цэцэг Маркет" <no-reply@tsetseg.mn>'),
  /** The operator's SMS gateway: the URL messages are posted to, its key, the sender's name. */
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_KEY: z.string().optional(),
  SMS_SENDER: z.string().min(1).max(16).default('Tsetseg'),
  SANDBOX_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  ORDER_COMPLETE_AFTER_DAYS: z.coerce.number().min(0).max(365).default(7),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  // Real payment and VAT providers; each unset one is the sandbox's stand-in.
  CARD_GATEWAY_URL: optionalUrl,
  CARD_GATEWAY_KEY: z.string().optional(),
  CARD_GATEWAY_SECRET: z.string().optional(),
  QPAY_URL: optionalUrl,
  QPAY_KEY: z.string().optional(),
  MOST_URL: optionalUrl,
  MOST_KEY: z.string().optional(),
  LEASE_URL: optionalUrl,
  LEASE_KEY: z.string().optional(),
  LEASE_SECRET: z.string().optional(),
  EBARIMT_URL: optionalUrl,
  EBARIMT_KEY: z.string().optional(),
  // Web Push: the shop's VAPID key pair (both or neither; neither: made once and kept in the
  // database) and who runs the shop, for the push services.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{87}$/, 'an uncompressed P-256 key, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{43}$/, 'a P-256 private key, base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'a mailto: or https: address')
    .default('mailto:info@tsetseg.mn'),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * Four jobs at once, but on PostgreSQL at most half the pool: a job holds a connection while it
 * queries, and requests must not wait behind the queue. (The embedded database has one
 * connection, shared by all, whatever the setting.)
 */
export function defaultJobSlots(poolSize: number | null): number {
  return poolSize === null ? 4 : Math.max(1, Math.min(4, Math.floor(poolSize / 2)));
}

/** The server's settings, from environment variables (listed in the README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const c = parsed.data;
  // A deployment's absolute links (sitemap, robots.txt, OAuth redirect_uri, e-mails) come from
  // its configured address, never from a request's Host or X-Forwarded-Host.
  if (env.NODE_ENV === 'production' && !c.SHOP_TRY_OUT && !c.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration:\nPUBLIC_URL is required with NODE_ENV=production (the address shoppers use, e.g. https://shop.example.mn)',
    );
  }
  // The embedded database lives in one process: its data folder takes one at a time.
  if (!c.DATABASE_URL && (c.WEB_WORKERS ?? 1) > 1) {
    throw new Error(
      'Invalid configuration:\nWEB_WORKERS above 1 needs DATABASE_URL (the embedded database serves one process)',
    );
  }
  // Each running job may hold a connection while it queries: more jobs than connections could
  // take every one, and requests would wait for jobs.
  if (c.DATABASE_URL && c.JOB_SLOTS !== undefined && c.JOB_SLOTS > c.DATABASE_POOL_SIZE) {
    throw new Error(
      `Invalid configuration:\nJOB_SLOTS (${c.JOB_SLOTS}) cannot be more than DATABASE_POOL_SIZE (${c.DATABASE_POOL_SIZE}): each running job may hold a connection, and requests need some left`,
    );
  }
  // Test hooks hand out staff sessions: never in a deployment.
  if (env.NODE_ENV === 'production' && !c.SHOP_TRY_OUT && c.TEST_HOOKS) {
    throw new Error('Invalid configuration:\nTEST_HOOKS cannot be on with NODE_ENV=production');
  }
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    databaseUrl: c.DATABASE_URL,
    /** HTTP worker processes (cluster.ts): one per core on PostgreSQL unless set; else one. */
    webWorkers: c.DATABASE_URL ? (c.WEB_WORKERS ?? availableParallelism()) : 1,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    /** Every wait on the database has a bound; past it the request answers 503 (OPERATIONS.md). */
    databaseLimits: {
      acquireMs: c.DATABASE_ACQUIRE_TIMEOUT_MS,
      transactionMs: c.DATABASE_TRANSACTION_TIMEOUT_MS,
      statementMs: c.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: c.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: c.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    dataDir: resolve(c.DATA_DIR),
    pgliteSharedBuffersMb: c.PGLITE_SHARED_BUFFERS_MB,
    // The demo catalogue fills the embedded database by default, never a server's unasked.
    seedProducts: c.SEED_PRODUCTS ?? (c.DATABASE_URL ? 0 : 2000),
    seedReviewsPerProduct: c.SEED_REVIEWS_PER_PRODUCT,
    publicUrl: c.PUBLIC_URL?.replace(/\/+$/, ''),
    /** Where links in e-mails and SMS lead: PUBLIC_URL, else this machine (a try-out). */
    shopUrl: c.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${c.PORT}`,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    logLevel: c.LOG_LEVEL,
    sandboxUrl: c.SANDBOX_URL ?? `http://127.0.0.1:${c.SANDBOX_PORT}`,
    sandboxPort: c.SANDBOX_PORT,
    /** False when SANDBOX=off: no stand-in providers (sign-in buttons without credentials hide). */
    sandboxEnabled: c.SANDBOX === 'on',
    siteCacheSeconds: c.SITE_CACHE_SECONDS,
    pageCache:
      c.PAGE_CACHE_SECONDS > 0
        ? {
            freshMs: c.PAGE_CACHE_SECONDS * 1000,
            staleMs: c.PAGE_CACHE_STALE_SECONDS * 1000,
            maxBytes: c.PAGE_CACHE_MB * 1024 * 1024,
          }
        : null,
    shutdownGraceSeconds: c.SHUTDOWN_GRACE_SECONDS,
    shutdownDrainSeconds: c.SHUTDOWN_DRAIN_SECONDS,
    testHooks: c.TEST_HOOKS,
    /** 'auto': Secure when the request came over HTTPS (or PUBLIC_URL is https). */
    /** How often background work runs (order expiry, VAT receipts). */
    jobsEverySeconds: c.JOBS_EVERY_SECONDS,
    /** How often the job queue's worker looks for due jobs (messages to deliver). */
    jobPollMs: c.JOB_POLL_MS,
    /** Jobs each process's worker runs at once (one kind holds at most half of them). */
    jobSlots: c.JOB_SLOTS ?? defaultJobSlots(c.DATABASE_URL ? c.DATABASE_POOL_SIZE : null),
    metricsToken: c.METRICS_TOKEN,
    /** Traces to an OpenTelemetry collector, when one is configured. */
    tracing: c.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: c.OTEL_EXPORTER_OTLP_ENDPOINT,
          serviceName: c.OTEL_SERVICE_NAME,
          headers: parseOtlpHeaders(c.OTEL_EXPORTER_OTLP_HEADERS),
        }
      : null,
    /** Where e-mails and SMS leave the shop; each unset one is the sandbox's stand-in. */
    mail: { smtpUrl: c.SMTP_URL ?? null, from: c.MAIL_FROM },
    sms: (() => {
      const gateway = real(c.SMS_GATEWAY_URL, c.SMS_GATEWAY_KEY, '', 'SMS_GATEWAY');
      return gateway ? { url: gateway.baseUrl, key: gateway.apiKey, sender: c.SMS_SENDER } : null;
    })(),
    sandboxSmtpPort: c.SANDBOX_SMTP_PORT,
    /** A delivered order completes by itself after this many days without a return. */
    completeAfterDays: c.ORDER_COMPLETE_AFTER_DAYS,
    cookieSecure: c.COOKIE_SECURE === 'auto' ? ('auto' as const) : c.COOKIE_SECURE === 'true',
    /** Providers configured for real (URL and key, and a callback secret where they sign). */
    providers: {
      card: real(c.CARD_GATEWAY_URL, c.CARD_GATEWAY_KEY, c.CARD_GATEWAY_SECRET, 'CARD_GATEWAY'),
      qpay: real(c.QPAY_URL, c.QPAY_KEY, '', 'QPAY'),
      most: real(c.MOST_URL, c.MOST_KEY, '', 'MOST'),
      lease: real(c.LEASE_URL, c.LEASE_KEY, c.LEASE_SECRET, 'LEASE'),
      ebarimt: real(c.EBARIMT_URL, c.EBARIMT_KEY, '', 'EBARIMT'),
    },
    push: {
      vapid: (() => {
        const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = c;
        if (!publicKey && !privateKey) return null;
        if (!publicKey || !privateKey) {
          throw new Error(
            'Invalid configuration:\nVAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
          );
        }
        return { publicKey, privateKey };
      })(),
      subject: c.VAPID_SUBJECT,
      /** Endpoints besides the browsers' push services: the sandbox's stand-in, when it runs. */
      extraServices:
        c.SANDBOX === 'on'
          ? [`${c.SANDBOX_URL ?? `http://127.0.0.1:${c.SANDBOX_PORT}`}/push/`]
          : [],
    },
    oauthCredentials: {
      ...(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: c.GOOGLE_CLIENT_ID, clientSecret: c.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(c.FACEBOOK_CLIENT_ID && c.FACEBOOK_CLIENT_SECRET
        ? { facebook: { clientId: c.FACEBOOK_CLIENT_ID, clientSecret: c.FACEBOOK_CLIENT_SECRET } }
        : {}),
    },
  };
}

/**
 * A real provider's endpoint: all of URL and key (and secret, where the provider signs its
 * callbacks) or none; half a configuration is refused rather than silently using the sandbox.
 */
function real(
  baseUrl: string | undefined,
  apiKey: string | undefined,
  secret: string | undefined,
  name: string,
) {
  const needsSecret = secret !== '';
  const given = [baseUrl, apiKey, ...(needsSecret ? [secret] : [])];
  if (given.every((v) => !v)) return null;
  if (given.some((v) => !v)) {
    const wanted = needsSecret
      ? `${name}_URL, ${name}_KEY and ${name}_SECRET`
      : `${name}_URL and ${name}_KEY`;
    throw new Error(`Invalid configuration:\n${wanted} go together`);
  }
  return { baseUrl: baseUrl as string, apiKey: apiKey as string, callbackSecret: secret ?? '' };
}

/**
 * Which proxies may set X-Forwarded-*: unset, "false" or "0" none (the default), a number that
 * many hops (the balancers in front of the shop), otherwise a comma-separated list of the
 * proxies' addresses or CIDR ranges. "true" (any sender) is refused: it would let every client
 * choose its own address, and so escape every per-address limit.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false' || given === '0') return false;
  if (given === 'true') {
    throw new Error(
      'Invalid configuration:\nTRUST_PROXY=true would believe any X-Forwarded-For; give the number of proxies in front of the shop (e.g. 1) or their addresses',
    );
  }
  if (/^\d+$/.test(given)) {
    const hops = Number(given);
    return (_address: string, hop: number) => hop < hops;
  }
  const proxies = given.split(',').map((part) => part.trim());
  const bad = proxies.find((p) => !PROXY_ADDRESS.test(p));
  if (bad !== undefined) {
    throw new Error(`Invalid configuration:\nTRUST_PROXY: "${bad}" is not an address or range`);
  }
  return proxies;
}

/** An IPv4 or IPv6 address, optionally a CIDR range, or one of proxy-addr's names. */
const PROXY_ADDRESS =
  /^(?:loopback|linklocal|uniquelocal|[\d.]+(?:\/\d{1,2})?|[\da-f:.]+(?:\/\d{1,3})?)$/i;

export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);
