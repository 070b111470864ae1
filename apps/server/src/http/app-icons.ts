import { renderAppIcon } from '@shop/art';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';

/** The sizes the manifest names: Android's launcher (192), splash and install (512), iOS (180). */
export const APP_ICON_SIZES = [180, 192, 512] as const;

/**
 * The installed shop's icons as PNG (launchers and Safari take no SVG), drawn from the mark
 * (packages/art) and rasterised once per size and purpose.
 */
export const appIconRoutes: FastifyPluginAsyncZod = async (app) => {
  const drawn = new Map<string, Promise<Buffer>>();
  const iconOf = (size: number, maskable: boolean) => {
    const key = `${size}:${maskable}`;
    let png = drawn.get(key);
    if (!png) {
      png = sharp(Buffer.from(renderAppIcon({ maskable })))
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer();
      drawn.set(key, png);
    }
    return png;
  };

  app.get(
    '/media/app-icon/:purpose/:size.png',
    {
      schema: {
        hide: true,
        params: z.object({
          purpose: z.enum(['any', 'maskable']),
          size: z.enum(APP_ICON_SIZES.map(String) as [string, ...string[]]).transform(Number),
        }),
      },
    },
    async (request, reply) => {
      const { purpose, size } = request.params;
      reply.header('content-type', 'image/png');
      reply.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400');
      return iconOf(size, purpose === 'maskable');
    },
  );
};
