import { AccountForm, Field, isFailure, Submit } from '../components/account/Form.tsx';
import { SectionCrumbs } from '../components/SectionCrumbs.tsx';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import '../styles/account.css';
import type { Route } from './+types/job';
import { applyAction, loadJob } from './jobs.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadJob(context, request, localeFromParam(params.locale), params.slug);
}

export function action({ params, context, request }: Route.ActionArgs) {
  return applyAction(context, request, localeFromParam(params.locale), params.slug);
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const job = args.data?.job;
  if (!job) return [];
  return pageMeta(args, { title: withShopName(job.title, t), description: job.summary });
}

/** An opening: what the work is, where, and the form to apply with a CV (no account needed). */
export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { job, sent, limits } = loaderData;
  const failure = isFailure(actionData) ? actionData : null;
  return (
    <MessagesScope messages={loaderData.messages}>
      <article className="container job-page">
        <SectionCrumbs to="/jobs" label={t('jobs.title')} />
        <h1>{job.title}</h1>
        <p className="field-hint">
          {job.location} · {t(`jobs.employment.${job.employment}`)}
          {job.closes && ` · ${t('jobs.closes', { date: job.closes })}`}
        </p>
        <p className="promotion-summary">{job.summary}</p>
        {job.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <section className="job-apply" aria-labelledby="job-apply">
          <h2 id="job-apply">{t('jobs.apply')}</h2>
          {sent ? (
            <p className="form-success" role="status">
              {t('jobs.sent')}
            </p>
          ) : (
            <AccountForm failure={failure} encType="multipart/form-data">
              <p className="field-hint">{t('jobs.contact_hint')}</p>
              <Field
                name="name"
                label={t('jobs.name')}
                required
                autoComplete="name"
                maxLength={120}
                failure={failure}
              />
              <Field
                name="phone"
                type="tel"
                label={t('jobs.phone')}
                autoComplete="tel"
                inputMode="tel"
                failure={failure}
              />
              <Field
                name="email"
                type="email"
                label={t('jobs.email')}
                autoComplete="email"
                failure={failure}
              />
              <Field
                name="message"
                label={t('jobs.message')}
                rows={4}
                maxLength={limits.message}
                failure={failure}
              />
              <Field
                name="cv"
                type="file"
                label={t('jobs.cv')}
                required
                hint={t('jobs.cv_hint', { max: limits.cvMegabytes })}
                failure={failure}
              />
              <Submit>{t('jobs.send')}</Submit>
            </AccountForm>
          )}
        </section>
      </article>
    </MessagesScope>
  );
}
