import { content } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { redirect } from 'react-router';
import type { ShopLoadContext } from '../context.ts';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { formatDate } from '../lib/dates.ts';
import { uploadedFile } from '../lib/form-input.server.ts';
import { localePath } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { notFoundAs404, slugOr404 } from '../lib/not-found.server.ts';

const dated = (job: content.JobView, locale: Locale) => ({
  ...job,
  closes: job.closes_at ? (formatDate(job.closes_at, locale) ?? null) : null,
});

/** The openings taking applications. */
export async function loadJobs(context: ShopLoadContext, locale: Locale) {
  const jobs = await content.openJobs(contextFor(context, locale));
  return { jobs: jobs.map((job) => dated(job, locale)) };
}

/** One opening and its application form (`?sent=1` after applying). */
export async function loadJob(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  slug: string | undefined,
) {
  slugOr404(slug);
  const job = await content.jobBySlug(contextFor(context, locale), slug).catch(notFoundAs404);
  return {
    job: dated(job, locale),
    sent: new URL(request.url).searchParams.has('sent'),
    // The form's words and its refusals' (validation.*) are the scoped texts.
    messages: scopedMessages(locale),
    limits: {
      message: content.APPLICATION_MESSAGE_MAX,
      cvMegabytes: content.CV_MAX_BYTES / 1024 / 1024,
    },
  };
}

/** Sends an application with its CV; the page then thanks the applicant. */
export async function applyAction(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  slug: string | undefined,
) {
  const { form, values } = await readForm(request, context);
  return formAction(values, async () => {
    const cv = await uploadedFile(form, 'cv');
    await content.applyForJob(
      contextFor(context, locale),
      context.media,
      slug ?? '',
      {
        name: values.name ?? '',
        phone: values.phone,
        email: values.email,
        message: values.message,
      },
      cv,
      context.auth.ip,
    );
    throw redirect(`${localePath(locale, `/jobs/${slug}`)}?sent=1`);
  });
}
