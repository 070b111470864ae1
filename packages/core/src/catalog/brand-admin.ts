import { LOCALES, type Locale } from '@shop/i18n';
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
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
import { recordChange } from './audit.ts';
import { catalogBrand, catalogProduct } from './schema.ts';

// The staff's side of the catalogue's lists (brands here; vendors and categories beside): what
// a website admin types is checked here, below every face, and each change is one transaction
// with its entry in the audit log.

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

// ---- brands ----

export interface StaffBrand {
  id: number;
  code: string;
  name: string;
  translations: Translations;
  logo: string;
  country: string | null;
  /** Every product of the brand, drafts and archived ones too. */
  product_count: number;
}

export interface BrandInput {
  code: string;
  /** Mongolian (or the brand's own) name. */
  name: string;
  translations?: Translations;
  /** ISO 3166-1 alpha-2; blank for none. */
  country?: string | null;
  logo?: PictureInput | null;
}

const brandProducts = sql<number>`(select count(*)::int from ${catalogProduct}
  where ${catalogProduct}.brand_id = ${catalogBrand}.id)`;

const staffBrandColumns = {
  id: catalogBrand.id,
  code: catalogBrand.code,
  name: catalogBrand.name,
  translations: catalogBrand.translations,
  logo: catalogBrand.logo,
  country: catalogBrand.country,
  product_count: brandProducts,
};

/** A page of brands for staff, by name, found by code or any locale's name. */
export async function brandsForStaff(
  ctx: Ctx,
  query: { q?: string; page?: number },
): Promise<{ brands: StaffBrand[]; total: number; page: number; pages: number }> {
  const page = pageOf(query.page);
  const where = nameSearch(query.q, [
    sql`${catalogBrand.code}`,
    sql`${catalogBrand.name}`,
    sql`${catalogBrand.translations}::text`,
  ]);
  const brands = await ctx.db
    .select(staffBrandColumns)
    .from(catalogBrand)
    .where(where)
    .orderBy(sql`lower(${catalogBrand.name})`, asc(catalogBrand.id))
    .limit(STAFF_PAGE_SIZE)
    .offset((page - 1) * STAFF_PAGE_SIZE);
  const [total] = await ctx.db.select({ n: count() }).from(catalogBrand).where(where);
  const n = Number(total?.n ?? 0);
  return { brands, total: n, page, pages: Math.max(1, Math.ceil(n / STAFF_PAGE_SIZE)) };
}

/** One brand as staff edit it; not_found when there is none. */
export async function brandForStaff(ctx: Ctx, id: number): Promise<StaffBrand> {
  const [brand] = await ctx.db
    .select(staffBrandColumns)
    .from(catalogBrand)
    .where(eq(catalogBrand.id, id));
  if (!brand) throw new AppError('not_found', 'error.not_found');
  return brand;
}

function cleanCountry(country: string | null | undefined): string | null {
  const text = (country ?? '').trim().toUpperCase();
  if (!text) return null;
  if (!/^[A-Z]{2}$/.test(text)) throw refuseField('country', 'staff.catalogue.country_format');
  return text;
}

async function refuseTakenCode(ctx: Ctx, code: string, exceptId?: number): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: catalogBrand.id })
    .from(catalogBrand)
    .where(
      and(
        sql`lower(${catalogBrand.code}) = lower(${code})`,
        exceptId ? ne(catalogBrand.id, exceptId) : undefined,
      ),
    );
  if (taken) throw refuseField('code', 'staff.catalogue.code_taken');
}

/** A generated monogram, for a brand or vendor saved without a logo. */
export function monogramLogo(name: string): string {
  let hue = 0;
  for (const ch of name) hue = (hue * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return `/media/logo/${hue}/${encodeURIComponent(name.slice(0, 80))}.svg`;
}

/** Adds a brand (with its logo, when one was sent). */
export async function createBrand(
  ctx: Ctx,
  staffUserId: number,
  input: BrandInput,
): Promise<StaffBrand> {
  const values = {
    code: cleanCode(input.code),
    name: mongolianName(input.name),
    translations: cleanTranslations(input.translations),
    country: cleanCountry(input.country),
  };
  return withPicture(input.logo, 'brands', 'logo', (logo) =>
    withTransaction(ctx, async (tx) => {
      await refuseTakenCode(tx, values.code);
      const [row] = await tx.db
        .insert(catalogBrand)
        .values({ ...values, logo: logo ?? monogramLogo(values.name) })
        .returning({ id: catalogBrand.id });
      const brand = await brandForStaff(tx, row?.id ?? 0);
      await recordChange(tx, {
        staffUserId,
        entity: 'brand',
        entityId: brand.id,
        action: 'create',
        before: null,
        after: auditedBrand(brand),
      });
      return { result: brand, replaced: null };
    }),
  ).catch(codeTakenOnRace);
}

/** Changes a brand; its products are given back when what search shows of it changed. */
export async function updateBrand(
  ctx: Ctx,
  staffUserId: number,
  id: number,
  input: BrandInput,
): Promise<ListChange<StaffBrand>> {
  const values = {
    code: cleanCode(input.code),
    name: mongolianName(input.name),
    translations: cleanTranslations(input.translations),
    country: cleanCountry(input.country),
  };
  return withPicture(input.logo, 'brands', 'logo', (logo) =>
    withTransaction(ctx, async (tx) => {
      const before = await brandForStaff(tx, id);
      await refuseTakenCode(tx, values.code, id);
      await tx.db
        .update(catalogBrand)
        .set({ ...values, ...(logo ? { logo } : {}) })
        .where(eq(catalogBrand.id, id));
      const after = await brandForStaff(tx, id);
      await recordChange(tx, {
        staffUserId,
        entity: 'brand',
        entityId: id,
        action: 'update',
        before: auditedBrand(before),
        after: auditedBrand(after),
      });
      const shown = before.name !== after.name || before.code !== after.code;
      const productIds = shown ? await productIdsWhere(tx, eq(catalogProduct.brandId, id)) : [];
      return { result: { record: after, productIds }, replaced: logo ? before.logo : null };
    }),
  ).catch(codeTakenOnRace);
}

/** Deletes a brand no product names (a brand in use is refused: move its products first). */
export async function deleteBrand(ctx: Ctx, staffUserId: number, id: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const before = await brandForStaff(tx, id);
    if (before.product_count > 0) {
      throw new AppError('conflict', 'staff.catalogue.brand_in_use', {
        count: before.product_count,
      });
    }
    await tx.db.delete(catalogBrand).where(eq(catalogBrand.id, id));
    await recordChange(tx, {
      staffUserId,
      entity: 'brand',
      entityId: id,
      action: 'delete',
      before: auditedBrand(before),
      after: null,
    });
  });
}

const auditedBrand = ({ product_count: _, ...brand }: StaffBrand) => brand;

/** The ids of the products matching `where`, every status (a draft leaves the index). */
export async function productIdsWhere(ctx: Ctx, where: SQL | undefined): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: catalogProduct.id })
    .from(catalogProduct)
    .where(where)
    .orderBy(asc(catalogProduct.id));
  return rows.map((r) => r.id);
}

function codeTakenOnRace(error: unknown): never {
  if (isUniqueViolation(error)) throw refuseField('code', 'staff.catalogue.code_taken');
  throw error;
}
