import { asc, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Translations } from '../shared/index.ts';
import {
  ABOUT_MAX,
  type CodedList,
  cleanCode,
  cleanTranslations,
  codedOne,
  codedPage,
  createCoded,
  deleteCoded,
  type ListChange,
  mongolianName,
  NAME_MAX,
  type PictureInput,
  refuseField,
  updateCoded,
} from './list-admin.ts';
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

const vendors: CodedList<StaffVendor> = {
  table: catalogVendor,
  columns: {
    id: catalogVendor.id,
    code: catalogVendor.code,
    name: catalogVendor.name,
    translations: catalogVendor.translations,
    logo: catalogVendor.logo,
    about: catalogVendor.about,
    product_count: vendorProductCount,
  },
  entity: 'vendor',
  folder: 'vendors',
  productColumn: catalogProduct.vendorId,
  orderBy: [asc(catalogVendor.id)],
  inUseKey: 'staff.catalogue.vendor_in_use',
  // Search filters by the vendor's code, not its names.
  searchShows: (before, after) => before.code !== after.code,
};

/** A page of vendors for staff, in the order they joined, found by code or any locale's name. */
export async function vendorsForStaff(
  ctx: Ctx,
  query: { q?: string; page?: number },
): Promise<{ vendors: StaffVendor[]; total: number; page: number; pages: number }> {
  const { records, ...paging } = await codedPage(ctx, vendors, query);
  return { vendors: records, ...paging };
}

/** One vendor as staff edit it; not_found when there is none. */
export async function vendorForStaff(ctx: Ctx, id: number): Promise<StaffVendor> {
  return codedOne(ctx, vendors, id);
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

/** Adds a vendor (with its logo, when one was sent). */
export async function createVendor(
  ctx: Ctx,
  staffUserId: number,
  input: VendorInput,
): Promise<StaffVendor> {
  return createCoded(ctx, staffUserId, vendors, cleanVendor(input), input.logo);
}

/** Changes a vendor; its products are given back when its code changed (search filters by it). */
export async function updateVendor(
  ctx: Ctx,
  staffUserId: number,
  id: number,
  input: VendorInput,
): Promise<ListChange<StaffVendor>> {
  return updateCoded(ctx, staffUserId, vendors, id, cleanVendor(input), input.logo);
}

/** Deletes a vendor that sells nothing (one with products is refused). */
export async function deleteVendor(ctx: Ctx, staffUserId: number, id: number): Promise<void> {
  return deleteCoded(ctx, staffUserId, vendors, id);
}
