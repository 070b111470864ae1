import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError, type Translations } from '../shared/index.ts';
import { recordChange } from './audit.ts';
import {
  ABOUT_MAX,
  cleanCode,
  cleanTranslations,
  isUniqueViolation,
  type ListChange,
  mongolianName,
  monogramLogo,
  NAME_MAX,
  nameSearch,
  type PictureInput,
  pageOf,
  productIdsWhere,
  refuseField,
  STAFF_PAGE_SIZE,
  withPicture,
} from './brand-admin.ts';
import { catalogProduct, catalogVendor } from './schema.ts';

export interface StaffVendor {
  id: number;
  code: string;
  name: string;
  /** Each locale's `name` and `about`. */
  translations: Translations;
  logo: string;
  about: string | null;
  /** Every product the vendor sells, drafts and archived ones too. */
  product_count: number;
}

export interface VendorInput {
  code: string;
  /** The Mongolian name. */
  name: string;
  /** The Mongolian words about the store; blank for none. */
  about?: string | null;
  translations?: Translations;
  logo?: PictureInput | null;
}

const vendorProductCount = sql<number>`(select count(*)::int from ${catalogProduct}
  where ${catalogProduct}.vendor_id = ${catalogVendor}.id)`;

const staffVendorColumns = {
  id: catalogVendor.id,
  code: catalogVendor.code,
  name: catalogVendor.name,
  translations: catalogVendor.translations,
  logo: catalogVendor.logo,
  about: catalogVendor.about,
  product_count: vendorProductCount,
};

/** A page of vendors for staff, in the order they joined, found by code or any locale's name. */
export async function vendorsForStaff(
  ctx: Ctx,
  query: { q?: string; page?: number },
): Promise<{ vendors: StaffVendor[]; total: number; page: number; pages: number }> {
  const page = pageOf(query.page);
  const where = nameSearch(query.q, [
    sql`${catalogVendor.code}`,
    sql`${catalogVendor.name}`,
    sql`${catalogVendor.translations}::text`,
  ]);
  const vendors = await ctx.db
    .select(staffVendorColumns)
    .from(catalogVendor)
    .where(where)
    .orderBy(asc(catalogVendor.id))
    .limit(STAFF_PAGE_SIZE)
    .offset((page - 1) * STAFF_PAGE_SIZE);
  const [total] = await ctx.db.select({ n: count() }).from(catalogVendor).where(where);
  const n = Number(total?.n ?? 0);
  return { vendors, total: n, page, pages: Math.max(1, Math.ceil(n / STAFF_PAGE_SIZE)) };
}

/** One vendor as staff edit it; not_found when there is none. */
export async function vendorForStaff(ctx: Ctx, id: number): Promise<StaffVendor> {
  const [vendor] = await ctx.db
    .select(staffVendorColumns)
    .from(catalogVendor)
    .where(eq(catalogVendor.id, id));
  if (!vendor) throw new AppError('not_found', 'error.not_found');
  return vendor;
}

function cleanVendor(input: VendorInput) {
  const about = (input.about ?? '').trim();
  if (about.length > ABOUT_MAX) throw refuseField('about', 'validation.too_long');
  return {
    code: cleanCode(input.code),
    name: mongolianName(input.name),
    about: about || null,
    translations: cleanTranslations(input.translations, { name: NAME_MAX, about: ABOUT_MAX }),
  };
}

async function refuseTakenCode(ctx: Ctx, code: string, exceptId?: number): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: catalogVendor.id })
    .from(catalogVendor)
    .where(
      and(
        sql`lower(${catalogVendor.code}) = lower(${code})`,
        exceptId ? ne(catalogVendor.id, exceptId) : undefined,
      ),
    );
  if (taken) throw refuseField('code', 'staff.catalogue.code_taken');
}

/** Adds a vendor (with its logo, when one was sent). */
export async function createVendor(
  ctx: Ctx,
  staffUserId: number,
  input: VendorInput,
): Promise<StaffVendor> {
  const values = cleanVendor(input);
  return withPicture(input.logo, 'vendors', 'logo', (logo) =>
    withTransaction(ctx, async (tx) => {
      await refuseTakenCode(tx, values.code);
      const [row] = await tx.db
        .insert(catalogVendor)
        .values({ ...values, logo: logo ?? monogramLogo(values.name) })
        .returning({ id: catalogVendor.id });
      const vendor = await vendorForStaff(tx, row?.id ?? 0);
      await recordChange(tx, {
        staffUserId,
        entity: 'vendor',
        entityId: vendor.id,
        action: 'create',
        before: null,
        after: audited(vendor),
      });
      return { result: vendor, replaced: null };
    }),
  ).catch(codeTakenOnRace);
}

/** Changes a vendor; its products are given back when its code changed (search filters by it). */
export async function updateVendor(
  ctx: Ctx,
  staffUserId: number,
  id: number,
  input: VendorInput,
): Promise<ListChange<StaffVendor>> {
  const values = cleanVendor(input);
  return withPicture(input.logo, 'vendors', 'logo', (logo) =>
    withTransaction(ctx, async (tx) => {
      const before = await vendorForStaff(tx, id);
      await refuseTakenCode(tx, values.code, id);
      await tx.db
        .update(catalogVendor)
        .set({ ...values, ...(logo ? { logo } : {}) })
        .where(eq(catalogVendor.id, id));
      const after = await vendorForStaff(tx, id);
      await recordChange(tx, {
        staffUserId,
        entity: 'vendor',
        entityId: id,
        action: 'update',
        before: audited(before),
        after: audited(after),
      });
      const productIds =
        before.code !== after.code
          ? await productIdsWhere(tx, eq(catalogProduct.vendorId, id))
          : [];
      return { result: { record: after, productIds }, replaced: logo ? before.logo : null };
    }),
  ).catch(codeTakenOnRace);
}

/** Deletes a vendor that sells nothing (one with products is refused). */
export async function deleteVendor(ctx: Ctx, staffUserId: number, id: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const before = await vendorForStaff(tx, id);
    if (before.product_count > 0) {
      throw new AppError('conflict', 'staff.catalogue.vendor_in_use', {
        count: before.product_count,
      });
    }
    await tx.db.delete(catalogVendor).where(eq(catalogVendor.id, id));
    await recordChange(tx, {
      staffUserId,
      entity: 'vendor',
      entityId: id,
      action: 'delete',
      before: audited(before),
      after: null,
    });
  });
}

const audited = ({ product_count: _, ...vendor }: StaffVendor) => vendor;

function codeTakenOnRace(error: unknown): never {
  if (isUniqueViolation(error)) throw refuseField('code', 'staff.catalogue.code_taken');
  throw error;
}
