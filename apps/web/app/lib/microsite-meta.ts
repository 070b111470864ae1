import type { MetaDescriptor } from 'react-router';
import { pageMeta, rootMeta } from './seo.ts';

interface MetaArgsLike {
  location: Parameters<typeof pageMeta>[0]['location'];
  matches: Parameters<typeof pageMeta>[0]['matches'];
}

const LAYOUT = 'routes/microsite/layout';

/**
 * A microsite page's title ("Our Story — Suvdan Tsas — Цэцэг Маркет"), description and canonical
 * address. The page's name is its own title or one of the microsite's texts, which the
 * microsite's frame loaded.
 */
export function micrositeMeta(
  args: MetaArgsLike,
  page: { title?: string; key?: string; description?: string },
): MetaDescriptor[] {
  const { t } = rootMeta(args);
  const layout = args.matches.find((m) => m?.id === LAYOUT);
  const frame = (layout?.loaderData ?? layout?.data) as
    | { wordmark?: string; messages?: Record<string, string> }
    | undefined;
  const name = page.title ?? (page.key ? frame?.messages?.[page.key] : undefined);
  const title = [name, frame?.wordmark, t('shop.name')].filter(Boolean).join(' — ');
  return pageMeta(args, { title, description: page.description });
}
