import {
  isIllustrationKind,
  PICTURE_FRAMES,
  type PictureFrame,
  renderBanner,
  renderBrandScene,
  renderCocktail,
  renderLookBookScene,
  renderMonogram,
  renderProductIllustration,
  renderShopLogo,
} from '@shop/art';
import { accounts, createContext, type Db, type MediaStore } from '@shop/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from './api/schemas.ts';

const BANNERS = ['flowers', 'gifts', 'spirits', 'sale'] as const;
// Pictures are drawn from their URL alone, so the same URL is always the same picture.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const MAX_CACHED = 5000;

/**
 * The shop's pictures, drawn on request by @shop/art (nothing is downloaded): products by kind,
 * hue and seed; brand and vendor monograms; banners; the shop's logo.
 */
/**
 * Up to six `kind~hue~seed~x~y` items joined by `_`: what a look book's scene shows, and where.
 * A hue ending in `w` draws white flowers (as `?white=1` does for a product's own picture).
 */
const LOOK_BOOK_ITEMS =
  /^[a-z-]{2,20}~\d{1,3}w?~\d{1,10}~\d{1,2}~\d{1,2}(?:_[a-z-]{2,20}~\d{1,3}w?~\d{1,10}~\d{1,2}~\d{1,2}){0,5}$/;

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
        // `?white=1`: white flowers (a "White rose bouquet"); the hue still tints the rest.
        // `?frame=16x9` or `3x2`: drawn wider than tall, for an article's cover or a hotel's card.
        querystring: z.object({
          white: z.literal('1').optional(),
          frame: z
            .enum(Object.keys(PICTURE_FRAMES) as [PictureFrame, ...PictureFrame[]])
            .optional(),
        }),
      },
    },
    async (request) => {
      const { kind, hue, seed } = request.params;
      const white = request.query.white === '1';
      const { frame } = request.query;
      if (!isIllustrationKind(kind)) throw new Error('unreachable: refined above');
      return remember(`p:${kind}:${hue}:${seed}:${white ? 'w' : ''}:${frame ?? ''}`, () =>
        renderProductIllustration(kind, { hue, seed, white, frame }),
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

  // A look book's scene: its products drawn where its hotspots are (packages/art/src/lookbook.ts).
  app.get(
    '/media/lookbook/:hue/:items.svg',
    {
      schema: {
        hide: true,
        params: z.object({ hue, items: z.string().regex(LOOK_BOOK_ITEMS) }),
      },
    },
    async (request) => {
      const { hue, items } = request.params;
      const scene = items.split('_').flatMap((item) => {
        const [kind = '', itemHue = '', seed, x, y] = item.split('~');
        const white = itemHue.endsWith('w');
        const drawnHue = Number(white ? itemHue.slice(0, -1) : itemHue) % 360;
        return isIllustrationKind(kind)
          ? [{ kind, hue: drawnHue, seed: Number(seed), white, x: Number(x), y: Number(y) }]
          : [];
      });
      return remember(`lb:${hue}:${items}`, () => renderLookBookScene(hue, scene));
    },
  );

  // The brand microsite's full-bleed scenes and cocktail glasses (packages/art/src/brandsite.ts).
  app.get(
    '/media/brandsite/scene/:scene.svg',
    { schema: { hide: true, params: z.object({ scene: z.enum(['night', 'dawn']) }) } },
    async (request) =>
      remember(`bs:${request.params.scene}`, () => renderBrandScene(request.params.scene)),
  );

  app.get(
    '/media/brandsite/cocktail/:glass/:hue.svg',
    {
      schema: {
        hide: true,
        params: z.object({ glass: z.enum(['coupe', 'highball', 'rocks']), hue }),
      },
    },
    async (request) => {
      const { glass, hue } = request.params;
      return remember(`bc:${glass}:${hue}`, () => renderCocktail(glass, hue));
    },
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

/**
 * Shoppers' profile pictures, as stored (a square WebP made from the upload). The account's
 * `avatar_url` carries `?v=<version>`, so such a URL never changes content and is cached for good.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/media/avatars/:userId.webp',
    {
      schema: {
        hide: true,
        params: z.object({
          userId: idParam,
        }),
        querystring: z.object({ v: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const image = await accounts.readAvatar(createContext(db), request.params.userId);
      if (!image) return reply.callNotFound();
      return reply
        .type('image/webp')
        .header(
          'cache-control',
          request.query.v
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        )
        .send(image);
    },
  );
};

/**
 * Uploaded pictures as stored (re-encoded WebP under a random key): review photos, article
 * pictures, and the catalogue's photos, logos and category pictures staff upload. A key never
 * changes content, so the answer is cached for good.
 */
export const uploadedPictureRoutes: FastifyPluginAsyncZod<{ media: MediaStore }> = async (
  app,
  { media },
) => {
  app.get(
    '/media/:folder/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          folder: z.enum(['reviews', 'articles', 'products', 'brands', 'vendors', 'categories']),
          file: z.string().regex(/^[\w-]{16,40}-[sl]\.webp$/),
        }),
      },
    },
    async (request, reply) => {
      const image = await media.get(`${request.params.folder}/${request.params.file}`);
      if (!image) return reply.callNotFound();
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );
};
