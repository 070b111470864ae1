import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface SecurityHeaderOptions {
  /**
   * Origins a form of the shop may lead to (the payment providers' pages a checkout redirects
   * to after its POST): the browser checks `form-action` on those redirects too.
   */
  formTargets: string[];
}

/** HSTS for a year once the shop is reached over HTTPS (directly or through a trusted proxy). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The pages where staff scan QR codes with the phone's camera (the back office). */
const CAMERA_PAGES = /^\/(?:(?:en|ru|cn|it)\/)?back-office(?:\/|$)/;

/**
 * Features no page of the shop uses; the camera only where staff scan. Only features Chromium
 * knows: it warns on the console of every page for each one it does not (`bluetooth` was one).
 */
function permissionsPolicy(path: string): string {
  const camera = CAMERA_PAGES.test(path) ? 'camera=(self)' : 'camera=()';
  return [
    camera,
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'hid=()',
    'midi=()',
    'display-capture=()',
    'browsing-topics=()',
  ].join(', ');
}

/** The origin of each URL given, skipping what is not a URL. */
export function originsOf(urls: Array<string | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: no form goes there.
    }
  }
  return [...origins];
}

/**
 * Browser-security headers on every answer (pages, API, pictures, errors, the API docs), via
 * helmet. The Content-Security-Policy allows scripts and style sheets from the shop itself and
 * inline ones only with the response's nonce (server rendering passes `reply.cspNonce` to React
 * Router); style attributes stay allowed (React sets a few); nothing may frame the shop.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'media-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'", ...options.formTargets],
        'frame-ancestors': ["'none'"],
        'frame-src': ["'none'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Pictures may be shown by e-mails and other sites (set per answer below); the rest not.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Only over HTTPS (below): on plain HTTP it means nothing, and on localhost it would stick.
    strictTransportSecurity: false,
  });

  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    reply.header('permissions-policy', permissionsPolicy(path));
    if (servedOverHttps(request)) reply.header('strict-transport-security', HSTS);
    if (path.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (path.startsWith('/api/docs')) {
      // Swagger UI adds <style> elements as it draws; its scripts stay under the policy.
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply.header(
        'content-security-policy',
        policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
      );
    }
  });
}

/** HTTPS as the browser saw it: X-Forwarded-Proto counts only from a trusted proxy. */
function servedOverHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
