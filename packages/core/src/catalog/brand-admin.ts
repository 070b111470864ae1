import { asc, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Translations } from '../shared/index.ts';
import {
  type CodedList,
  cleanCode,
  cleanTranslations,
  codedOne,
  codedPage,
  createCoded,
  deleteCoded,
  type ListChange,
  mongolianName,
  type PictureInput,
  refuseField,
  updateCoded,
} from './list-admin.ts';
import { catalogBrand, catalogProduct } from './schema.ts';

// The staff's side of the brands (the helpers every list shares are in list-admin.ts).

export { ABOUT_MAX, type ListChange, NAME_MAX, type PictureInput } from './list-admin.ts';

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

const brands: CodedList<StaffBrand> = {
  table: catalogBrand,
  columns: {
    id: catalogBrand.id,
    code: catalogBrand.code,
    name: catalogBrand.name,
    translations: catalogBrand.translations,
    logo: catalogBrand.logo,
    country: catalogBrand.country,
    product_count: brandProducts,
  },
  entity: 'brand',
  folder: 'brands',
  productColumn: catalogProduct.brandId,
  orderBy: [sql`lower(${catalogBrand.name})`, asc(catalogBrand.id)],
  inUseKey: 'staff.catalogue.brand_in_use',
  searchShows: (before, after) => before.name !== after.name || before.code !== after.code,
};

/** A page of brands for staff, by name, found by code or any locale's name. */
export async function brandsForStaff(
  ctx: Ctx,
  query: { q?: string; page?: number },
): Promise<{ brands: StaffBrand[]; total: number; page: number; pages: number }> {
  const { records, ...paging } = await codedPage(ctx, brands, query);
  return { brands: records, ...paging };
}

/** One brand as staff edit it; not_found when there is none. */
export async function brandForStaff(ctx: Ctx, id: number): Promise<StaffBrand> {
  return codedOne(ctx, brands, id);
}

function cleanCountry(country: string | null | undefined): string | null {
  const text = (country ?? '').trim().toUpperCase();
  if (!text) return null;
  if (!/^[A-Z]{2}$/.test(text)) throw refuseField('country', 'staff.catalogue.country_format');
  return text;
}

function cleanBrand(input: BrandInput) {
  return {
    code: cleanCode(input.code),
    name: mongolianName(input.name),
    translations: cleanTranslations(input.translations),
    country: cleanCountry(input.country),
  };
}

/** Adds a brand (with its logo, when one was sent). */
export async function createBrand(
  ctx: Ctx,
  staffUserId: number,
  input: BrandInput,
): Promise<StaffBrand> {
  return createCoded(ctx, staffUserId, brands, cleanBrand(input), input.logo);
}

/** Changes a brand; its products are given back when what search shows of it changed. */
export async function updateBrand(
  ctx: Ctx,
  staffUserId: number,
  id: number,
  input: BrandInput,
): Promise<ListChange<StaffBrand>> {
  return updateCoded(ctx, staffUserId, brands, id, cleanBrand(input), input.logo);
}

/** Deletes a brand no product names (a brand in use is refused: move its products first). */
export async function deleteBrand(ctx: Ctx, staffUserId: number, id: number): Promise<void> {
  return deleteCoded(ctx, staffUserId, brands, id);
}
