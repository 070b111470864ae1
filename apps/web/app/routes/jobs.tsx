import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import type { Route } from './+types/jobs';
import { loadJobs } from './jobs.server.ts';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadJobs(context, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, { title: withShopName(t('jobs.title'), t), description: t('jobs.lead') });
}

/** Work with us: the openings taking applications. */
export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  return (
    <section className="container jobs">
      <h1>{t('jobs.title')}</h1>
      <p className="listing-lead">{t('jobs.lead')}</p>
      {loaderData.jobs.length === 0 && <p>{t('jobs.none')}</p>}
      <ul className="job-cards">
        {loaderData.jobs.map((job) => (
          <li key={job.slug} className="job-card">
            <h2>
              <Link to={path(`/jobs/${job.slug}`)}>{job.title}</Link>
            </h2>
            <p className="field-hint">
              {job.location} · {t(`jobs.employment.${job.employment}`)}
              {job.closes && ` · ${t('jobs.closes', { date: job.closes })}`}
            </p>
            <p>{job.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
