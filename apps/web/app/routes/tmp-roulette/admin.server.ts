import { AppError, accounts, type Ctx, parseInput, roulette } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../context.ts';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { idField } from '../../lib/form-input.server.ts';

/**
 * The signed-in user's id when they may run the roulette admin (website admins, and staff the
 * roulette's users list names). Every loader and action of `/tmp_roulette` asks for it itself: a
 * child route's loader runs beside the layout's, so the layout's check alone would not stop it.
 */
export async function requireRouletteAdmin(context: ShopLoadContext, ctx: Ctx): Promise<number> {
  const userId = requireUserId(context);
  if (!(await roulette.mayAdminister(ctx, userId))) {
    throw new AppError('forbidden', 'error.forbidden');
  }
  return userId;
}

/** For loaders: null when the layout will say "sign in" or "not for you" instead. */
export async function rouletteAdminOrNull(
  context: ShopLoadContext,
  ctx: Ctx,
): Promise<number | null> {
  return requireRouletteAdmin(context, ctx).catch((error) => {
    if (error instanceof AppError) return null;
    throw error;
  });
}

/** Who is at the door of the roulette admin: the layout's 401, 403, or the admin's name. */
export async function rouletteGate(context: ShopLoadContext, ctx: Ctx) {
  const viewer = context.auth.viewer;
  if (!viewer) return { refused: 'signed_out' as const, name: null };
  const user = await accounts.findUser(ctx, viewer.userId);
  if (!user || !(await roulette.mayAdminister(ctx, user.id))) {
    return { refused: 'not_allowed' as const, name: null };
  }
  return { refused: null, name: accounts.displayName(user) };
}

const listParams = z.object({
  q: z
    .string()
    .trim()
    .catch('')
    .transform((q) => q.slice(0, 100)),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** A list's search and page from the address (`?q=&page=`); anything unreadable is the default. */
export function listParamsOf(request: Request): z.output<typeof listParams> & {
  query: URLSearchParams;
} {
  const query = new URL(request.url).searchParams;
  return { ...listParams.parse({ q: query.get('q'), page: query.get('page') }), query };
}

/** A filter's id from the address (`?location=3`), or none. */
export function idParam(query: URLSearchParams, name: string): number | undefined {
  const parsed = idField.safeParse(query.get(name));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Every page of a list, for a form's choices (the locations of a stock, the prizes): the lists
 * are short, and the cap keeps a runaway one from filling the page.
 */
export async function everyItem<T>(
  list: (page: number) => Promise<roulette.Page<T>>,
  maxPages = 20,
): Promise<T[]> {
  const first = await list(1);
  const items = [...first.items];
  for (let page = 2; page <= Math.min(first.pages, maxPages); page++) {
    items.push(...(await list(page)).items);
  }
  return items;
}

// ---- forms ----

/** A box left unticked is not sent at all. */
export const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined);

/** A whole number typed in a form (a count, an amount in ₮). */
export const wholeNumber = z
  .string({ error: 'validation.blank' })
  .trim()
  .regex(/^\d{1,9}$/, 'validation.whole_number')
  .transform(Number);

/** The same, where blank means none. */
export const optionalWholeNumber = z
  .string()
  .trim()
  .regex(/^\d{0,9}$/, 'validation.whole_number')
  .optional()
  .transform((value) => (value ? Number(value) : undefined));

/** A choice of a record from a form's select, where the empty choice means none. */
export const optionalId = z
  .union([z.literal('').transform(() => null), idField])
  .optional()
  .transform((id) => id ?? null);

/** Text as typed; core trims and bounds it. */
export const text = z.string().default('');

const TRANSLATED = ['en', 'ru', 'cn', 'it'] as const;

/**
 * The other locales' names (`name_en` … `name_it`). Every locale is sent, blank or not: a blank
 * one falls back to the Mongolian name wherever it is shown.
 */
export function translationsOf(values: Record<string, string>) {
  return Object.fromEntries(
    TRANSLATED.map((locale) => [locale, { name: (values[`name_${locale}`] ?? '').slice(0, 200) }]),
  ) as Record<(typeof TRANSLATED)[number], { name: string }>;
}

/** The id of the record a form acts on (its hidden `id`). */
export function idOf(values: Record<string, string>): number {
  return parseInput(z.object({ id: idField }), values).id;
}

/** What a form's work may give back to show beside "done": the receipt numbers just made. */
export interface Shown {
  codes?: string[];
}
export type FormWork = (
  ctx: Ctx,
  values: Record<string, string>,
  userId: number,
) => Promise<unknown>;

/**
 * A roulette admin page's action: the form (CSRF checked), the right to act, then the work its
 * `intent` names. A refusal (an AppError: in use, name taken, a field) comes back as the form's
 * errors with its 4xx status, so the page shows it translated.
 */
export async function rouletteAction(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  work: Record<string, FormWork>,
) {
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const ctx = contextFor(context, locale);
    const userId = await requireRouletteAdmin(context, ctx);
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
    const shown = (await run(ctx, values, userId).catch(formFieldNames)) as Shown | undefined;
    return { ok: true as const, intent, id: values.id ?? null, codes: shown?.codes ?? [] };
  });
}

/** Core names its inputs in camelCase (`validDays`); the forms' fields are snake_case. */
function formFieldNames(error: unknown): never {
  if (error instanceof AppError && error.fieldErrors) {
    const fields = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([name, keys]) => [
        name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
        keys,
      ]),
    );
    throw new AppError(error.type, error.messageKey, error.vars, fields);
  }
  throw error;
}
