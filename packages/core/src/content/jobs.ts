import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { emailField, isWebsiteAdmin, phoneField, roleOf } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { enforce, type RateRule } from '../limits/index.ts';
import {
  AppError,
  type MediaStore,
  PICTURE_MAX_BYTES,
  parseInput,
  preparePicture,
  type Translations,
  translated,
} from '../shared/index.ts';
import { contentJob, contentJobApplication } from './schema.ts';

export const EMPLOYMENT_KINDS = ['full_time', 'part_time', 'seasonal'] as const;
/** A CV weighs at most what a review picture may. */
export const CV_MAX_BYTES = PICTURE_MAX_BYTES;
export const APPLICATION_MESSAGE_MAX = 2000;
const APPLICATIONS_SHOWN = 200;

/**
 * Abuse limits of the application form, which guests may send with a file: per applicant's
 * address (a person applies a few times a day at most) and per IP (an office or a family shares
 * one).
 */
export const APPLICATION_RULES = {
  perApplicant: { name: 'job-applicant', limit: 5, windowSeconds: 86_400 },
  perIp: { name: 'job-application-ip', limit: 20, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;

export interface JobView {
  slug: string;
  title: string;
  summary: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  location: string;
  employment: (typeof EMPLOYMENT_KINDS)[number];
  closes_at: string | null;
}

type JobRow = typeof contentJob.$inferSelect;

const open = (ctx: Ctx): SQL =>
  and(
    eq(contentJob.published, true),
    or(isNull(contentJob.closesAt), gt(contentJob.closesAt, ctx.now)),
  ) as SQL;

function view(ctx: Ctx, row: JobRow): JobView {
  const body = translated(row.body, row.translations, ctx.locale, 'body');
  return {
    slug: row.slug,
    title: translated(row.title, row.translations, ctx.locale, 'title'),
    summary: translated(row.summary, row.translations, ctx.locale, 'summary'),
    paragraphs: body.split('\n').filter((p) => p.trim() !== ''),
    location: translated(row.location, row.translations, ctx.locale, 'location'),
    employment: row.employment as JobView['employment'],
    closes_at: row.closesAt?.toISOString() ?? null,
  };
}

/** The openings taking applications, in the shop's order. */
export async function openJobs(ctx: Ctx): Promise<JobView[]> {
  const rows = await ctx.db
    .select()
    .from(contentJob)
    .where(open(ctx))
    .orderBy(asc(contentJob.position), asc(contentJob.id));
  return rows.map((row) => view(ctx, row));
}

/** One opening taking applications; a closed or unknown one is a 404. */
export async function jobBySlug(ctx: Ctx, slug: string): Promise<JobView> {
  const [row] = await ctx.db
    .select()
    .from(contentJob)
    .where(and(eq(contentJob.slug, slug), open(ctx)));
  if (!row) throw new AppError('not_found', 'error.not_found');
  return view(ctx, row);
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const applicationInput = z
  .object({
    name: z.string().trim().min(1, 'validation.blank').max(120, 'validation.too_long'),
    email: z.preprocess(blankToUndefined, emailField.optional()),
    phone: z.preprocess(blankToUndefined, phoneField.optional()),
    message: z.string().trim().max(APPLICATION_MESSAGE_MAX, 'validation.too_long').default(''),
  })
  .refine((a) => a.email !== undefined || a.phone !== undefined, {
    error: 'validation.contact_needed',
    path: ['email'],
  });

export interface CvUpload {
  bytes: Uint8Array;
  name: string;
}

const refuseCv = (key: string, vars: Record<string, number> = {}) =>
  new AppError('invalid_input', key, vars, { cv: [key] });

/**
 * A CV made safe to keep, checked like review pictures: its bytes decide what it is, never its
 * name. A PDF is kept as it is (it is never served to the public, only downloaded by staff); a
 * photo of one is re-encoded (EXIF gone). Anything else is refused.
 */
async function safeCv(upload: CvUpload): Promise<{ bytes: Buffer; format: 'pdf' | 'webp' }> {
  if (upload.bytes.byteLength === 0) throw refuseCv('validation.cv_type');
  if (upload.bytes.byteLength > CV_MAX_BYTES) {
    throw refuseCv('validation.image_size', { max: CV_MAX_BYTES / 1024 / 1024 });
  }
  const head = Buffer.from(upload.bytes.subarray(0, 5)).toString('latin1');
  if (head === '%PDF-') return { bytes: Buffer.from(upload.bytes), format: 'pdf' };
  try {
    const picture = await preparePicture(upload, 'cv');
    return { bytes: picture.large, format: 'webp' };
  } catch {
    throw refuseCv('validation.cv_type');
  }
}

/**
 * Someone applies for an opening: their name, a phone or an e-mail to answer, a few words and
 * their CV (PDF or a photo). Nobody needs an account to apply.
 */
export async function applyForJob(
  ctx: Ctx,
  store: MediaStore,
  slug: string,
  input: z.input<typeof applicationInput>,
  cv: CvUpload | null,
  ip: string | null,
): Promise<{ id: number }> {
  const job = await ctx.db
    .select({ id: contentJob.id })
    .from(contentJob)
    .where(and(eq(contentJob.slug, slug), open(ctx)));
  if (!job[0]) throw new AppError('not_found', 'error.not_found');
  const applicant = parseInput(applicationInput, input);
  if (!cv) throw refuseCv('validation.cv_required');
  // Counted before the file is read: a flood costs the shop a counter, not a re-encoded picture.
  await enforce(ctx, [
    [APPLICATION_RULES.perApplicant, (applicant.email ?? applicant.phone)?.toLowerCase()],
    [APPLICATION_RULES.perIp, ip],
  ]);
  const safe = await safeCv(cv);
  const cvKey = `cvs/${randomBytes(16).toString('base64url')}.${safe.format}`;
  await store.put(cvKey, safe.bytes);
  try {
    const [row] = await ctx.db
      .insert(contentJobApplication)
      .values({
        jobId: job[0].id,
        name: applicant.name,
        phone: applicant.phone ?? null,
        email: applicant.email ?? null,
        message: applicant.message,
        cvKey,
        cvFormat: safe.format,
        createdAt: ctx.now,
      })
      .returning({ id: contentJobApplication.id });
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (error) {
    await store.remove(cvKey);
    throw error;
  }
}

export interface JobApplicationView {
  id: number;
  job: string;
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
  cv_format: string;
  created_at: string;
}

/** Staff read the applications, newest first. */
export async function jobApplications(ctx: Ctx): Promise<JobApplicationView[]> {
  const rows = await ctx.db
    .select({ application: contentJobApplication, job: contentJob.slug })
    .from(contentJobApplication)
    .innerJoin(contentJob, eq(contentJob.id, contentJobApplication.jobId))
    .orderBy(desc(contentJobApplication.createdAt), desc(contentJobApplication.id))
    .limit(APPLICATIONS_SHOWN);
  return rows.map(({ application: a, job }) => ({
    id: a.id,
    job,
    name: a.name,
    phone: a.phone,
    email: a.email,
    message: a.message,
    cv_format: a.cvFormat,
    created_at: a.createdAt.toISOString(),
  }));
}

/** An application's CV for staff to download, or a 404. */
export async function applicationCv(
  ctx: Ctx,
  store: MediaStore,
  applicationId: number,
): Promise<{ bytes: Buffer; format: string }> {
  const [row] = await ctx.db
    .select({ key: contentJobApplication.cvKey, format: contentJobApplication.cvFormat })
    .from(contentJobApplication)
    .where(eq(contentJobApplication.id, applicationId));
  const bytes = row ? await store.get(row.key) : null;
  if (!row || !bytes) throw new AppError('not_found', 'error.not_found');
  return { bytes, format: row.format };
}

export const jobInput = z
  .object({
    slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, 'validation.slug'),
    title: z.string().trim().min(1, 'validation.blank').max(200, 'validation.too_long'),
    summary: z.string().trim().max(500, 'validation.too_long').default(''),
    body: z.string().trim().max(8000, 'validation.too_long').default(''),
    location: z.string().trim().min(1, 'validation.blank').max(200, 'validation.too_long'),
    translations: z
      .partialRecord(
        z.enum(['en', 'ru', 'cn', 'it'], 'validation.invalid_choice'),
        z.object({
          title: z.string().trim().max(200).optional(),
          summary: z.string().trim().max(500).optional(),
          body: z.string().trim().max(8000).optional(),
          location: z.string().trim().max(200).optional(),
        }),
      )
      .default({}),
    employment: z.enum(EMPLOYMENT_KINDS, 'validation.invalid_choice'),
    published: z.boolean().default(true),
    closes_at: z.iso.datetime({ offset: true, error: 'validation.invalid_field' }).nullish(),
    position: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();

/** The website admin writes an opening, or replaces the one with its slug. */
export async function saveJob(
  ctx: Ctx,
  adminId: number,
  input: z.input<typeof jobInput>,
): Promise<{ slug: string }> {
  const job = parseInput(jobInput, input);
  if (!isWebsiteAdmin(await roleOf(ctx, adminId))) {
    throw new AppError('forbidden', 'error.forbidden');
  }
  const values = {
    title: job.title,
    summary: job.summary,
    body: job.body,
    location: job.location,
    translations: job.translations as Translations,
    employment: job.employment,
    published: job.published,
    closesAt: job.closes_at ? new Date(job.closes_at) : null,
    position: job.position,
  };
  await ctx.db
    .insert(contentJob)
    .values({ slug: job.slug, ...values, createdAt: ctx.now })
    .onConflictDoUpdate({ target: contentJob.slug, set: values });
  return { slug: job.slug };
}
