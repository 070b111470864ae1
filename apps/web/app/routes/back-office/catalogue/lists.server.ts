import { AppError, type Ctx, type catalog, parseInput, search } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../../context.ts';
import { contextFor, formAction, readForm } from '../../../lib/auth.server.ts';
import { idField, uploadedFile } from '../../../lib/form-input.server.ts';
import { requireWebsiteAdmin } from '../staff.server.ts';
import { adminsOnly, catalogueGate } from './gate.server.ts';

// The categories', brands' and vendors' pages share these: the list's search and page from the
// address, the names in five locales from a form, and the action's frame (CSRF, the website
// admin's right, the intent, then the shop's search told what changed).

const listParams = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** A list's search and page from the address (`?q=&page=`); anything unreadable is the default. */
export function listParamsOf(request: Request) {
  const query = new URL(request.url).searchParams;
  return { ...listParams.parse({ q: query.get('q') ?? '', page: query.get('page') ?? 1 }), query };
}

/** An id from the address (`?edit=12`), or none. */
export function idParam(query: URLSearchParams, name: string): number | undefined {
  const parsed = idField.safeParse(query.get(name));
  return parsed.success ? parsed.data : undefined;
}

type Translations = catalog.StaffTaxon['translations'];

const TRANSLATED = ['en', 'ru', 'cn', 'it'] as const;

/** The other locales' texts (`name_en` … `about_it`); core drops the blank ones. */
export function translationsOf(
  values: Record<string, string>,
  fields: readonly string[] = ['name'],
): Translations {
  return Object.fromEntries(
    TRANSLATED.map((locale) => [
      locale,
      Object.fromEntries(fields.map((field) => [field, values[`${field}_${locale}`] ?? ''])),
    ]),
  );
}

/** The picture a form sent under `name`, ready for core (which makes it safe), or none. */
export async function pictureOf(context: ShopLoadContext, form: FormData, name: string) {
  const upload = await uploadedFile(form, name);
  return upload ? { upload, store: context.media } : null;
}

/** The id of the record a form acts on (its hidden `id`). */
export function idOf(values: Record<string, string>): number {
  return parseInput(z.object({ id: idField }), values).id;
}

/** What a list's form did, for the page to say so (and which record, to open it). */
export interface ListDone {
  ok: true;
  intent: string;
  id: number | null;
}

export type ListWork = (
  ctx: Ctx,
  input: { values: Record<string, string>; form: FormData; staffUserId: number },
) => Promise<{ id?: number | null; productIds?: number[] } | undefined>;

/**
 * A list page's action: the form (CSRF checked), the website admin's right, the work its
 * `intent` names, then the search documents of the products whose brand or category names
 * changed. A refusal comes back as the form's errors with its 4xx status.
 */
export async function listAction(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  work: Record<string, ListWork>,
) {
  const { form, values } = await readForm(request, context);
  return formAction(values, async (): Promise<ListDone> => {
    const ctx = contextFor(context, locale);
    const staffUserId = await requireWebsiteAdmin(context, ctx);
    const intent = values.intent ?? '';
    const run = Object.hasOwn(work, intent) ? work[intent] : undefined;
    if (!run) {
      throw new AppError(
        'invalid_input',
        'error.invalid_input',
        {},
        {
          intent: ['validation.invalid_choice'],
        },
      );
    }
    const done = await run(ctx, { values, form, staffUserId });
    // The shop shows the change at once: search documents (brand and category names, addresses)
    // and this process's cached results and lookups (cleared even when no product changed).
    await search.reindexProductsOf(ctx, done?.productIds ?? []);
    // The menu's category tree (site data) is cached per process; other processes catch up
    // within its short lifetime.
    context.forgetSiteData();
    return { ok: true, intent, id: done?.id ?? (values.id ? Number(values.id) : null) };
  });
}

/** The name of a record in the admin's own language (the Mongolian one where none is given). */
export const shownName = (
  record: { name: string; translations: Translations },
  locale: Locale,
): string => (locale === 'mn' ? record.name : record.translations[locale]?.name || record.name);

// Brands and vendors are the same kind of list (a code, names in five locales, a logo): one
// loader and one action serve both, told where their records and their core calls are.

type Paged = { total: number; page: number; pages: number };
type Named = { name: string; translations: Translations };

/**
 * A brand's or vendor's list page (`?q=&page=`) under `key` (`brands`, `vendors`), each record
 * named in the admin's language too (`shown`).
 */
export async function codedListLoader<K extends string, R extends Named>(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  key: K,
  list: (ctx: Ctx, query: { q: string; page: number }) => Promise<Paged & Record<K, R[]>>,
) {
  const gate = await catalogueGate(context, locale);
  if (!gate) return adminsOnly();
  const { q, page } = listParamsOf(request);
  const found = await list(gate.ctx, { q, page });
  const records = found[key].map((record) => ({ ...record, shown: shownName(record, locale) }));
  return { allowed: true as const, q, ...found, [key]: records } as {
    allowed: true;
    q: string;
  } & Paged &
    Record<K, (R & { shown: string })[]>;
}

type Logo = Awaited<ReturnType<typeof pictureOf>>;

/**
 * Adds, changes or deletes a brand or vendor: `inputOf` reads its fields from the form (with the
 * `logo` it sent), the core calls do the work; a change gives back the products to reindex.
 */
export function codedListAction<I>(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  inputOf: (values: Record<string, string>, logo: Logo) => I,
  core: {
    create: (ctx: Ctx, staffUserId: number, input: I) => Promise<{ id: number }>;
    update: (
      ctx: Ctx,
      staffUserId: number,
      id: number,
      input: I,
    ) => Promise<{ record: { id: number }; productIds: number[] }>;
    delete: (ctx: Ctx, staffUserId: number, id: number) => Promise<void>;
  },
) {
  const input = async (values: Record<string, string>, form: FormData) =>
    inputOf(values, await pictureOf(context, form, 'logo'));
  return listAction(context, request, locale, {
    create: async (ctx, { values, form, staffUserId }) => {
      const record = await core.create(ctx, staffUserId, await input(values, form));
      return { id: record.id };
    },
    update: async (ctx, { values, form, staffUserId }) => {
      const change = await core.update(ctx, staffUserId, idOf(values), await input(values, form));
      return { id: change.record.id, productIds: change.productIds };
    },
    delete: async (ctx, { values, staffUserId }) => {
      await core.delete(ctx, staffUserId, idOf(values));
      return { id: null };
    },
  });
}
