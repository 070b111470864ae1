import { Chapter } from '../../components/microsite/Chapter.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { micrositeMeta } from '../../lib/microsite-meta.ts';
import type { Route } from './+types/vision';
import { gatedMicrosite } from './microsite.server.ts';

/** Our Vision (spec §2). */
export function loader({ params, request }: Route.LoaderArgs) {
  const { content } = gatedMicrosite(request, params);
  return { wordmark: content.wordmark, chapter: content.vision };
}

export function meta(args: Route.MetaArgs) {
  const chapter = args.loaderData?.chapter;
  if (!chapter) return [];
  return micrositeMeta(args, { title: chapter.title, description: chapter.paragraphs[0] });
}

export default function OurVision({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <Chapter
      eyebrow={t('brandsite.vision')}
      title={loaderData.chapter.title}
      paragraphs={loaderData.chapter.paragraphs}
      scene="night"
    />
  );
}
