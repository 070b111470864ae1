import {
  isIllustrationKind,
  renderBanner,
  renderMonogram,
  renderProductIllustration,
  renderShopLogo,
} from '@shop/art';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const BANNERS = ['flowers', 'gifts', 'spirits', 'sale'] as const;
// Pictures are drawn from their URL alone, so the same URL is always the same picture.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const MAX_CACHED = 5000;

/**
 * The shop's pictures, drawn on request by @shop/art (nothing is downloaded): products by kind,
 * hue and seed; brand and vendor monograms; banners; the shop's logo.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const drawn = new Map<string, string>();
  const remember = (key: string, draw: () => string) => {
    let svg = drawn.get(key);
    if (svg === undefined) {
      svg = draw();
      if (drawn.size >= MAX_CACHED) drawn.delete(drawn.keys().next().value as string);
      drawn.set(key, svg);
    }
    return svg;
  };
  // Plain digits only: coercion alone would also take ' ', '1e2' and '0x10'.
  const digits = (max: number) =>
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .refine((n) => n <= max);
  const hue = digits(359);

  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) {
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      reply.header('cache-control', CACHE_CONTROL);
    }
  });

  app.get(
    '/media/p/:kind/:hue/:seed.svg',
    {
      schema: {
        hide: true,
        params: z.object({
          kind: z.string().refine(isIllustrationKind),
          hue,
          seed: z.coerce
            .number()
            .int()
            .min(0)
            .max(2 ** 31),
        }),
      },
    },
    async (request) => {
      const { kind, hue, seed } = request.params;
      if (!isIllustrationKind(kind)) throw new Error('unreachable: refined above');
      return remember(`p:${kind}:${hue}:${seed}`, () =>
        renderProductIllustration(kind, { hue, seed }),
      );
    },
  );

  app.get(
    '/media/logo/:hue/:name.svg',
    { schema: { hide: true, params: z.object({ hue, name: z.string().min(1).max(80) }) } },
    async (request) => {
      const { hue, name } = request.params;
      return remember(`m:${hue}:${name}`, () => renderMonogram(name, { hue }));
    },
  );

  app.get(
    '/media/banner/:kind.svg',
    { schema: { hide: true, params: z.object({ kind: z.enum(BANNERS) }) } },
    async (request) =>
      remember(`b:${request.params.kind}`, () => renderBanner(request.params.kind, { seed: 1 })),
  );

  app.get('/media/logo.svg', { schema: { hide: true } }, async () =>
    remember('logo', () => renderShopLogo({ variant: 'full' })),
  );
  app.get('/media/logo-light.svg', { schema: { hide: true } }, async () =>
    remember('logo-light', () => renderShopLogo({ variant: 'full', tone: 'light' })),
  );
  app.get('/media/logo-mark.svg', { schema: { hide: true } }, async () =>
    remember('logo-mark', () => renderShopLogo({ variant: 'mark' })),
  );
};
