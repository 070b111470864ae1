import { bulkInsert, type Db } from '../db/index.ts';
import { translationsOf } from './catalog-plan.ts';
import { JOBS } from './data/jobs.ts';
import { LOCALES, type LocaleText } from './data/types.ts';

/** The shop's openings, their words in every language (paragraphs one per line). */
export async function insertJobs(db: Db, now: Date): Promise<void> {
  const lines = (paragraphs: LocaleText[]) =>
    Object.fromEntries(
      LOCALES.map((locale) => [locale, paragraphs.map((p) => p[locale]).join('\n')]),
    ) as LocaleText;
  await bulkInsert(
    db,
    'content_job',
    {
      slug: 'text',
      title: 'text',
      summary: 'text',
      body: 'text',
      location: 'text',
      translations: 'jsonb',
      employment: 'text',
      position: 'int',
      created_at: 'timestamptz',
    },
    JOBS.map((job, position) => {
      const body = lines(job.body);
      return [
        job.slug,
        job.title.mn,
        job.summary.mn,
        body.mn,
        job.location.mn,
        translationsOf({
          title: job.title,
          summary: job.summary,
          body,
          location: job.location,
        }),
        job.employment,
        position,
        now,
      ];
    }),
  );
}
