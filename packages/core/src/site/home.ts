import { z } from 'zod';
import { type ProductCard, productRail } from '../catalog/index.ts';
import type { Preset } from '../content/index.ts';
import type { Ctx } from '../context.ts';

const railQuery = z.object({
  sort: z.enum(['date_desc', 'sale_desc', 'price_asc', 'price_desc']).default('date_desc'),
  onSale: z.boolean().optional(),
  limit: z.number().int().min(1).max(100).default(40),
});

export interface HomeRail {
  code: string;
  title: string;
  products: ProductCard[];
}

/** The home page's product rails, one per running rail preset; a malformed preset is skipped. */
export async function loadHomeRails(ctx: Ctx, presets: Preset[]): Promise<HomeRail[]> {
  const rails = presets
    .filter((p) => p.kind === 'product_rail')
    .map((p) => ({ preset: p, query: railQuery.safeParse(p.query) }))
    .filter((r) => r.query.success);
  return Promise.all(
    rails.map(async ({ preset, query }) => ({
      code: preset.code,
      title: preset.title,
      products: await productRail(ctx, query.data!),
    })),
  );
}
