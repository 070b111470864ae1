import { LOCALES, type Locale } from '@shop/i18n';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context.ts';
import { hasErrorCode, withTransaction } from '../db/index.ts';
import {
  AppError,
  escapeLike,
  type MediaStore,
  type PictureUpload,
  pictureUrls,
  preparePicture,
  putPicture,
  removePictures,
  type Translations,
} from '../shared/index.ts';
import { type AuditChange, recordChange } from './audit.ts';
import type { catalogBrand, catalogVendor } from './schema.ts';
import { catalogProduct } from './schema.ts';

// The staff's side of the catalogue's lists (brands, vendors, categories) shares these: what a
// website admin types is checked here, below every face, and each change is one transaction
// with its entry in the audit log. Brands and vendors are the same kind of record (a code, names
// in five locales, a logo, products naming it), so one set of functions serves both.

export const NAME_MAX = 120;
export const ABOUT_MAX = 2000;
export const STAFF_PAGE_SIZE = 20;
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/** A picture the admin sent with a form, and where pictures are stored. */
export interface PictureInput {
  upload: PictureUpload;
  store: MediaStore;
}

/** What a change did: the record as it is now, and the products whose search documents show it. */
export interface ListChange<T> {
  record: T;
  /** Hand these to `search.reindexProductsOf` after the change (names shown in search). */
  productIds: number[];
}

const OTHER_LOCALES = LOCALES.filter((l) => l !== 'mn') as Exclude<Locale, 'mn'>[];

/** Refuses one field of a form (the form's own field name) with a message key. */
export function refuseField(
  field: string,
  key: string,
  vars: Record<string, string | number> = {},
) {
  return new AppError('invalid_input', 'error.invalid_input', vars, { [field]: [key] });
}

/** The Mongolian name: required, trimmed, bounded. */
export function mongolianName(name: string | undefined, field = 'name'): string {
  const text = (name ?? '').trim();
  if (!text) throw refuseField(field, 'validation.blank');
  if (text.length > NAME_MAX) throw refuseField(field, 'validation.too_long');
  return text;
}

/**
 * The other locales' texts, trimmed and bounded; a blank one is left out so that the shop shows
 * the Mongolian text there. A refusal names the form's field (`name_en`, `about_ru`).
 */
export function cleanTranslations(
  given: Translations | undefined,
  limits: Record<string, number> = { name: NAME_MAX },
): Translations {
  const out: Translations = {};
  for (const locale of OTHER_LOCALES) {
    const fields: Record<string, string> = {};
    for (const [field, max] of Object.entries(limits)) {
      const text = (given?.[locale]?.[field] ?? '').trim();
      if (text.length > max) throw refuseField(`${field}_${locale}`, 'validation.too_long');
      if (text) fields[field] = text;
    }
    if (Object.keys(fields).length > 0) out[locale] = fields;
  }
  return out;
}

/** A record's code (its address, `/brands/{code}`): letters, digits, `-` and `_`. */
export function cleanCode(code: string | undefined): string {
  const text = (code ?? '').trim();
  if (!text) throw refuseField('code', 'validation.blank');
  if (!CODE.test(text)) throw refuseField('code', 'staff.catalogue.code_format');
  return text;
}

/**
 * Makes an upload safe and stores it before the transaction (a refused picture refuses the
 * form); the caller takes it away again when the change fails.
 */
export async function storePicture(
  picture: PictureInput | null | undefined,
  folder: string,
  field: string,
): Promise<{ url: string; key: string } | null> {
  if (!picture) return null;
  const stored = await putPicture(
    picture.store,
    folder,
    await preparePicture(picture.upload, field),
  );
  return { url: pictureUrls(stored.storageKey).large, key: stored.storageKey };
}

/** The storage key of a picture this module stored (`/media/{key}-l.webp`), else null. */
export function ownPictureKey(url: string | null | undefined, folder: string): string | null {
  const match = url?.match(/^\/media\/([a-z]+\/[\w-]{1,80})-l\.webp$/);
  return match?.[1]?.startsWith(`${folder}/`) ? match[1] : null;
}

/**
 * Runs a change with a freshly stored picture: the picture goes away again when the change
 * fails, and the one it replaced goes away once the change is committed.
 */
export async function withPicture<T>(
  picture: PictureInput | null | undefined,
  folder: string,
  field: string,
  work: (url: string | null) => Promise<{ result: T; replaced: string | null }>,
): Promise<T> {
  const stored = await storePicture(picture, folder, field);
  let outcome: { result: T; replaced: string | null };
  try {
    outcome = await work(stored?.url ?? null);
  } catch (error) {
    if (stored && picture) await removePictures(picture.store, [stored.key]).catch(() => {});
    throw error;
  }
  const old = stored && picture ? ownPictureKey(outcome.replaced, folder) : null;
  if (old && picture) await removePictures(picture.store, [old]).catch(() => {});
  return outcome.result;
}

/** The database said a unique value is taken (a race past the check before it). */
export const isUniqueViolation = (error: unknown) => hasErrorCode(error, '23505');

/** What a saved change did: its result, the picture it replaced, and its audit log entry. */
export interface SavedChange<T> {
  result: T;
  /** The picture the change replaced (taken away once it is committed), or null. */
  replaced: string | null;
  change: Omit<AuditChange, 'staffUserId'>;
}

/**
 * Saves a record with the picture a form sent: the picture is stored first, the change and its
 * audit entry are one transaction, and the pictures are tidied up after (`withPicture`). A unique
 * value taken by a race past the change's own check refuses `uniqueField` (`code`, `slug`) with
 * its `staff.catalogue.{field}_taken` message.
 */
export function saveWithPicture<T>(
  ctx: Ctx,
  staffUserId: number,
  picture: { input: PictureInput | null | undefined; folder: string; field: string },
  uniqueField: string,
  work: (tx: Ctx, url: string | null) => Promise<SavedChange<T>>,
): Promise<T> {
  return withPicture(picture.input, picture.folder, picture.field, (url) =>
    withTransaction(ctx, async (tx) => {
      const { result, replaced, change } = await work(tx, url);
      await recordChange(tx, { staffUserId, ...change });
      return { result, replaced };
    }),
  ).catch((error: unknown) => {
    if (isUniqueViolation(error)) {
      throw refuseField(uniqueField, `staff.catalogue.${uniqueField}_taken`);
    }
    throw error;
  });
}

/** A list page's position from what was asked: 1-based, never past what is there. */
export function pageOf(page: number | undefined): number {
  return Math.max(1, Math.min(10_000, Math.floor(page ?? 1)));
}

/** A text search over a list's code and names (Mongolian and translated). */
export function nameSearch(q: string | undefined, columns: SQL[]): SQL | undefined {
  const text = (q ?? '').trim().slice(0, 100);
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((c) => ilike(c as never, pattern)));
}

/** A generated monogram, for a brand or vendor saved without a logo. */
export function monogramLogo(name: string): string {
  let hue = 0;
  for (const ch of name) hue = (hue * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return `/media/logo/${hue}/${encodeURIComponent(name.slice(0, 80))}.svg`;
}

/** The ids of the products matching `where`, every status (a draft leaves the index). */
export async function productIdsWhere(ctx: Ctx, where: SQL | undefined): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: catalogProduct.id })
    .from(catalogProduct)
    .where(where)
    .orderBy(asc(catalogProduct.id));
  return rows.map((r) => r.id);
}

// ---- brands and vendors: a code, names in five locales, a logo, products naming it ----

/** What staff see of a brand or a vendor (each adds its own fields). */
export interface CodedRecord {
  id: number;
  code: string;
  name: string;
  translations: Translations;
  logo: string;
  /** Every product naming it, drafts and archived ones too. */
  product_count: number;
}

/** What tells a brand's list from a vendor's. */
export interface CodedList<R extends CodedRecord> {
  table: typeof catalogBrand | typeof catalogVendor;
  /** What staff see of one (the fields of `R`): the table's columns and its products' count. */
  columns: Record<string, PgColumn | SQL>;
  /** The audit log's entity. */
  entity: 'brand' | 'vendor';
  /** Where its logos are stored. */
  folder: string;
  /** The products' column naming it. */
  productColumn: PgColumn;
  /** The staff list's order. */
  orderBy: SQL[];
  /** The message refusing to delete one that products still name. */
  inUseKey: string;
  /** Whether a change reaches the search documents of its products. */
  searchShows: (before: R, after: R) => boolean;
}

/** A page of a list for staff, found by code or any locale's name. */
export async function codedPage<R extends CodedRecord>(
  ctx: Ctx,
  list: CodedList<R>,
  query: { q?: string; page?: number },
): Promise<{ records: R[]; total: number; page: number; pages: number }> {
  const { table } = list;
  const page = pageOf(query.page);
  const where = nameSearch(query.q, [
    sql`${table.code}`,
    sql`${table.name}`,
    sql`${table.translations}::text`,
  ]);
  const records = (await ctx.db
    .select(list.columns)
    .from(table)
    .where(where)
    .orderBy(...list.orderBy)
    .limit(STAFF_PAGE_SIZE)
    .offset((page - 1) * STAFF_PAGE_SIZE)) as unknown as R[];
  const [total] = await ctx.db.select({ n: count() }).from(table).where(where);
  const n = Number(total?.n ?? 0);
  return { records, total: n, page, pages: Math.max(1, Math.ceil(n / STAFF_PAGE_SIZE)) };
}

/** One record as staff edit it; not_found when there is none. */
export async function codedOne<R extends CodedRecord>(
  ctx: Ctx,
  list: CodedList<R>,
  id: number,
): Promise<R> {
  const [record] = await ctx.db.select(list.columns).from(list.table).where(eq(list.table.id, id));
  if (!record) throw new AppError('not_found', 'error.not_found');
  return record as unknown as R;
}

async function refuseTakenCode(
  ctx: Ctx,
  list: CodedList<CodedRecord>,
  code: string,
  exceptId?: number,
): Promise<void> {
  const { table } = list;
  const [taken] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        sql`lower(${table.code}) = lower(${code})`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    );
  if (taken) throw refuseField('code', 'staff.catalogue.code_taken');
}

/** The checked values of a brand or vendor as its table takes them (no logo). */
type CodedValues = { code: string; name: string } & Record<string, unknown>;

const audited = ({ product_count: _, ...record }: CodedRecord) => record;

/** Adds a record (with its logo, or a monogram when none was sent). */
export function createCoded<R extends CodedRecord>(
  ctx: Ctx,
  staffUserId: number,
  list: CodedList<R>,
  values: CodedValues,
  logo: PictureInput | null | undefined,
): Promise<R> {
  const { table, entity, folder } = list;
  return saveWithPicture(
    ctx,
    staffUserId,
    { input: logo, folder, field: 'logo' },
    'code',
    async (tx, url) => {
      await refuseTakenCode(tx, list as CodedList<CodedRecord>, values.code);
      const [row] = await tx.db
        .insert(table)
        .values({ ...values, logo: url ?? monogramLogo(values.name) } as never)
        .returning({ id: table.id });
      const record = await codedOne(tx, list, row?.id ?? 0);
      return {
        result: record,
        replaced: null,
        change: {
          entity,
          entityId: record.id,
          action: 'create',
          before: null,
          after: audited(record),
        },
      };
    },
  );
}

/** Changes a record; its products are given back when what search shows of it changed. */
export function updateCoded<R extends CodedRecord>(
  ctx: Ctx,
  staffUserId: number,
  list: CodedList<R>,
  id: number,
  values: CodedValues,
  logo: PictureInput | null | undefined,
): Promise<ListChange<R>> {
  const { table, entity, folder } = list;
  return saveWithPicture(
    ctx,
    staffUserId,
    { input: logo, folder, field: 'logo' },
    'code',
    async (tx, url) => {
      const before = await codedOne(tx, list, id);
      await refuseTakenCode(tx, list as CodedList<CodedRecord>, values.code, id);
      await tx.db
        .update(table)
        .set({ ...values, ...(url ? { logo: url } : {}) } as never)
        .where(eq(table.id, id));
      const after = await codedOne(tx, list, id);
      const productIds = list.searchShows(before, after)
        ? await productIdsWhere(tx, eq(list.productColumn, id))
        : [];
      return {
        result: { record: after, productIds },
        replaced: url ? before.logo : null,
        change: {
          entity,
          entityId: id,
          action: 'update',
          before: audited(before),
          after: audited(after),
        },
      };
    },
  );
}

/** Deletes a record no product names (one in use is refused: move its products first). */
export async function deleteCoded<R extends CodedRecord>(
  ctx: Ctx,
  staffUserId: number,
  list: CodedList<R>,
  id: number,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const before = await codedOne(tx, list, id);
    if (before.product_count > 0) {
      throw new AppError('conflict', list.inUseKey, { count: before.product_count });
    }
    await tx.db.delete(list.table).where(eq(list.table.id, id));
    await recordChange(tx, {
      staffUserId,
      entity: list.entity,
      entityId: id,
      action: 'delete',
      before: audited(before),
      after: null,
    });
  });
}
