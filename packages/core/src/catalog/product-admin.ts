import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError, escapeLike, slugifyAny, type Translations } from '../shared/index.ts';
import { recordChange } from './audit.ts';
import type { NutritionInput, ProductInput, VariantInput } from './product-input.ts';
import {
  catalogBrand,
  catalogKeyword,
  catalogNutrition,
  catalogPackageComponent,
  catalogProduct,
  catalogProductImage,
  catalogProductKeyword,
  catalogTaxon,
  catalogVariant,
  catalogVendor,
  type ProductStatus,
} from './schema.ts';

/**
 * Staff's products (issue 17): create, change, duplicate, archive. Each change runs in one
 * transaction with its audit entry. Products are never deleted: orders, reviews and wish lists
 * name them, so "remove" is archiving (no page, no search, no cart). Prices written here
 * apply to new carts at once (lines are re-priced from the catalogue); placed orders keep the
 * prices they were placed at. The caller rewrites the search documents afterwards.
 */

const LOCALES = ['en', 'ru', 'cn', 'it'] as const;

/** The product as the editor shows it: every field in every locale. */
export interface EditableProduct extends ProductInput {
  id: number;
  image: string | null;
  pictures: { id: number; url: string; position: number }[];
  variants: (VariantInput & { id: number })[];
  updatedAt: string;
}

const invalid = (field: string, key: string) =>
  new AppError('invalid_input', key, {}, { [field]: [key] });
const notFound = () => new AppError('not_found', 'error.not_found');

/** The product with everything the editor needs, or "not found". */
export async function productForEditing(ctx: Ctx, productId: number): Promise<EditableProduct> {
  const [p] = await ctx.db.select().from(catalogProduct).where(eq(catalogProduct.id, productId));
  if (!p) throw notFound();
  // One after another: this also runs inside the editor's transactions, on one connection.
  const variants = await ctx.db
    .select()
    .from(catalogVariant)
    .where(eq(catalogVariant.productId, productId))
    .orderBy(asc(catalogVariant.position), asc(catalogVariant.id));
  const pictures = await ctx.db
    .select()
    .from(catalogProductImage)
    .where(eq(catalogProductImage.productId, productId))
    .orderBy(asc(catalogProductImage.position), asc(catalogProductImage.id));
  const keywords = await ctx.db
    .select({ name: catalogKeyword.name, mn: catalogKeyword.mn })
    .from(catalogProductKeyword)
    .innerJoin(catalogKeyword, eq(catalogKeyword.id, catalogProductKeyword.keywordId))
    .where(eq(catalogProductKeyword.productId, productId))
    .orderBy(asc(catalogKeyword.name));
  const [nutrition] = await ctx.db
    .select()
    .from(catalogNutrition)
    .where(eq(catalogNutrition.productId, productId));
  const contents = await ctx.db
    .select({ sku: catalogProduct.sku, maxQty: catalogPackageComponent.maxQty })
    .from(catalogPackageComponent)
    .innerJoin(catalogProduct, eq(catalogProduct.id, catalogPackageComponent.componentProductId))
    .where(eq(catalogPackageComponent.packageProductId, productId))
    .orderBy(asc(catalogPackageComponent.position));
  const onSale = p.sellingPrice < p.price;
  return {
    id: p.id,
    sku: p.sku,
    slug: p.slug,
    names: { mn: p.name, ...localesOf(p.translations, 'name') },
    descriptions: { mn: p.description, ...localesOf(p.translations, 'description') },
    taxonId: p.taxonId,
    brandId: p.brandId,
    vendorId: p.vendorId,
    price: p.price,
    salePrice: onSale ? p.sellingPrice : null,
    saleStartAt: p.saleStartAt,
    saleExpireAt: p.saleExpireAt,
    availableOn: p.availableOn,
    status: p.status,
    badgeIds: p.badgeIds,
    keywords,
    properties: p.properties.map((prop) => ({
      label: { mn: prop.label.mn ?? '', ...pick(prop.label) },
      value: { mn: prop.value.mn ?? '', ...pick(prop.value) },
    })),
    gpc: p.gpc,
    gpcText: p.gpcText,
    ageRestricted: p.ageRestricted,
    returnNoticeHours: p.returnNoticeHours,
    deliveryLead: p.deliveryLead,
    nutrition: nutrition ? nutritionOf(nutrition) : null,
    packageContents: contents,
    image: p.image,
    pictures: pictures.map((i) => ({ id: i.id, url: i.url, position: i.position })),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      color: v.optionValues.color,
      size: v.optionValues.size,
      price: v.price === p.price ? null : v.price,
      salePrice:
        v.sellingPrice < v.price && v.sellingPrice !== p.sellingPrice ? v.sellingPrice : null,
      weightGrams: v.weightGrams,
    })),
    updatedAt: p.updatedAt.toISOString(),
  };
}

function nutritionOf(n: typeof catalogNutrition.$inferSelect): NutritionInput {
  return {
    energyKcal: n.energyKcal,
    protein: Number(n.protein),
    fat: Number(n.fat),
    carbohydrates: Number(n.carbohydrates),
    sugar: Number(n.sugar),
    salt: Number(n.salt),
    ingredients: { mn: n.ingredients, ...localesOf(n.translations, 'ingredients') },
    allergens: { mn: n.allergens, ...localesOf(n.translations, 'allergens') },
  };
}

/** The nutrition facts as given (none: the product is not food, and has none). */
async function writeNutrition(ctx: Ctx, productId: number, input: ProductInput): Promise<void> {
  await ctx.db.delete(catalogNutrition).where(eq(catalogNutrition.productId, productId));
  const n = input.nutrition;
  if (!n) return;
  const translations = translationsOf({ ingredients: n.ingredients, allergens: n.allergens });
  await ctx.db.insert(catalogNutrition).values({
    productId,
    energyKcal: n.energyKcal,
    protein: n.protein,
    fat: n.fat,
    carbohydrates: n.carbohydrates,
    sugar: n.sugar,
    salt: n.salt,
    ingredients: n.ingredients.mn,
    allergens: n.allergens.mn,
    translations,
  });
}

/**
 * A package product's choices, in the order given. Each names a product by its SKU; one that is
 * not there, or is a package itself, is refused by its line.
 */
async function writePackageContents(
  ctx: Ctx,
  productId: number,
  input: ProductInput,
): Promise<void> {
  await ctx.db
    .delete(catalogPackageComponent)
    .where(eq(catalogPackageComponent.packageProductId, productId));
  if (input.packageContents.length === 0) return;
  const found = await ctx.db
    .select({
      id: catalogProduct.id,
      sku: catalogProduct.sku,
      // The product named in full: Drizzle writes a one-table select's columns bare ("id").
      isPackage: sql<boolean>`exists (select 1 from ${catalogPackageComponent} c where c.package_product_id = catalog_product.id)`,
    })
    .from(catalogProduct)
    .where(
      inArray(
        catalogProduct.sku,
        input.packageContents.map((c) => c.sku),
      ),
    );
  const bySku = new Map(found.map((f) => [f.sku.toLowerCase(), f]));
  const rows = input.packageContents.map((c, position) => {
    const product = bySku.get(c.sku.toLowerCase());
    if (!product) throw invalid(`packageContents.${position}.sku`, 'validation.package_unknown');
    if (product.isPackage === true || String(product.isPackage) === 'true') {
      throw invalid(`packageContents.${position}.sku`, 'validation.package_nested');
    }
    return {
      packageProductId: productId,
      componentProductId: product.id,
      position,
      maxQty: c.maxQty,
    };
  });
  await ctx.db.insert(catalogPackageComponent).values(rows);
}

/** The other locales' texts of some fields (Mongolian stays in the record's own columns). */
function translationsOf(
  fields: Record<string, Partial<Record<(typeof LOCALES)[number] | 'mn', string>>>,
): Translations {
  const translations: Translations = {};
  for (const locale of LOCALES) {
    const texts: Record<string, string> = {};
    for (const [field, byLocale] of Object.entries(fields)) {
      if (byLocale[locale]) texts[field] = byLocale[locale];
    }
    if (Object.keys(texts).length) translations[locale] = texts;
  }
  return translations;
}

function localesOf(translations: Translations, field: string) {
  const out: Partial<Record<(typeof LOCALES)[number], string>> = {};
  for (const locale of LOCALES) {
    const value = translations[locale]?.[field];
    if (value) out[locale] = value;
  }
  return out;
}

function pick(texts: Record<string, string>) {
  const out: Partial<Record<(typeof LOCALES)[number], string>> = {};
  for (const locale of LOCALES) if (texts[locale]) out[locale] = texts[locale];
  return out;
}

/** The columns a product row gets from the editor's input. */
function productColumns(input: ProductInput, slug: string) {
  const translations = translationsOf({ name: input.names, description: input.descriptions });
  const sellingPrice = input.salePrice ?? input.price;
  return {
    sku: input.sku,
    slug,
    name: input.names.mn,
    description: input.descriptions.mn,
    translations,
    taxonId: input.taxonId,
    brandId: input.brandId,
    vendorId: input.vendorId,
    price: input.price,
    sellingPrice,
    salePercent:
      input.salePrice === null ? 0 : Math.round(((input.price - sellingPrice) / input.price) * 100),
    saleStartAt: input.salePrice === null ? null : input.saleStartAt,
    saleExpireAt: input.salePrice === null ? null : input.saleExpireAt,
    availableOn: input.availableOn,
    status: input.status,
    badgeIds: input.badgeIds,
    properties: input.properties.map((prop) => ({
      label: withoutBlanks(prop.label),
      value: withoutBlanks(prop.value),
    })),
    gpc: input.gpc || null,
    gpcText: input.gpcText || null,
    ageRestricted: input.ageRestricted,
    returnNoticeHours: input.returnNoticeHours,
    deliveryLead: input.deliveryLead,
  };
}

function withoutBlanks(texts: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter((e): e is [string, string] => !!e[1]));
}

function variantColumns(input: ProductInput, v: VariantInput, position: number) {
  const price = v.price ?? input.price;
  const sellingPrice =
    v.salePrice ?? (input.salePrice !== null && v.price === null ? input.salePrice : price);
  const optionValues: { color?: string; size?: string } = {};
  if (v.color) optionValues.color = v.color;
  if (v.size) optionValues.size = v.size;
  return {
    sku: v.sku,
    price,
    sellingPrice,
    optionValues,
    weightGrams: v.weightGrams,
    position,
  };
}

/** Refuses what the schema cannot: a category, brand or vendor that is not there. */
async function checkReferences(ctx: Ctx, input: ProductInput): Promise<void> {
  const [taxon] = await ctx.db
    .select({ id: catalogTaxon.id })
    .from(catalogTaxon)
    .where(eq(catalogTaxon.id, input.taxonId));
  if (!taxon) throw invalid('taxonId', 'validation.invalid_choice');
  if (input.brandId !== null) {
    const [brand] = await ctx.db
      .select({ id: catalogBrand.id })
      .from(catalogBrand)
      .where(eq(catalogBrand.id, input.brandId));
    if (!brand) throw invalid('brandId', 'validation.invalid_choice');
  }
  if (input.vendorId !== null) {
    const [vendor] = await ctx.db
      .select({ id: catalogVendor.id })
      .from(catalogVendor)
      .where(eq(catalogVendor.id, input.vendorId));
    if (!vendor) throw invalid('vendorId', 'validation.invalid_choice');
  }
}

/** SKUs are unique across products and variants: one used elsewhere is refused by field. */
async function checkSkus(ctx: Ctx, input: ProductInput, productId: number | null): Promise<void> {
  const others = productId === null ? undefined : ne(catalogProduct.id, productId);
  const [product] = await ctx.db
    .select({ id: catalogProduct.id })
    .from(catalogProduct)
    .where(and(eq(catalogProduct.sku, input.sku), others));
  if (product) throw invalid('sku', 'validation.sku_taken');
  const skus = input.variants.map((v) => v.sku);
  const taken = await ctx.db
    .select({ sku: catalogVariant.sku })
    .from(catalogVariant)
    .where(
      and(
        inArray(catalogVariant.sku, skus),
        productId === null ? undefined : ne(catalogVariant.productId, productId),
      ),
    );
  const index = input.variants.findIndex((v) => taken.some((t) => t.sku === v.sku));
  if (index >= 0) throw invalid(`variants.${index}.sku`, 'validation.sku_taken');
}

/** The slug asked for (refused when taken), or one made from the name that is free. */
async function freeSlug(ctx: Ctx, input: ProductInput, productId: number | null): Promise<string> {
  const others = productId === null ? undefined : ne(catalogProduct.id, productId);
  if (input.slug) {
    const [taken] = await ctx.db
      .select({ id: catalogProduct.id })
      .from(catalogProduct)
      .where(and(eq(catalogProduct.slug, input.slug), others));
    if (taken) throw invalid('slug', 'validation.product_slug_taken');
    return input.slug;
  }
  const base =
    slugifyAny(input.names.en || input.names.mn).slice(0, 100) ||
    slugifyAny(input.sku) ||
    'product';
  const used = await ctx.db
    .select({ slug: catalogProduct.slug })
    .from(catalogProduct)
    .where(
      and(
        or(eq(catalogProduct.slug, base), sql`${catalogProduct.slug} like ${`${base}-%`}`),
        others,
      ),
    );
  const taken = new Set(used.map((u) => u.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function writeKeywords(ctx: Ctx, productId: number, input: ProductInput): Promise<void> {
  await ctx.db.delete(catalogProductKeyword).where(eq(catalogProductKeyword.productId, productId));
  if (input.keywords.length === 0) return;
  const byName = new Map(input.keywords.map((k) => [k.name.toLowerCase(), k]));
  await ctx.db
    .insert(catalogKeyword)
    .values([...byName.entries()].map(([name, k]) => ({ name, mn: k.mn })))
    .onConflictDoNothing();
  const rows = await ctx.db
    .select({ id: catalogKeyword.id })
    .from(catalogKeyword)
    .where(inArray(catalogKeyword.name, [...byName.keys()]));
  await ctx.db
    .insert(catalogProductKeyword)
    .values(rows.map((r) => ({ productId, keywordId: r.id })))
    .onConflictDoNothing();
}

/** A new product and its variants (no stock yet: stock comes by the stock page or an import). */
export async function createProduct(
  ctx: Ctx,
  staffUserId: number,
  input: ProductInput,
): Promise<{ id: number; slug: string }> {
  return withTransaction(ctx, async (tx) => {
    await checkReferences(tx, input);
    await checkSkus(tx, input, null);
    const slug = await freeSlug(tx, input, null);
    const [row] = await tx.db
      .insert(catalogProduct)
      .values({ ...productColumns(input, slug), createdAt: tx.now, updatedAt: tx.now })
      .returning({ id: catalogProduct.id });
    if (!row) throw new Error('product insert returned nothing');
    await tx.db
      .insert(catalogVariant)
      .values(
        input.variants.map((v, i) => ({ productId: row.id, ...variantColumns(input, v, i) })),
      );
    await writeKeywords(tx, row.id, input);
    await writeNutrition(tx, row.id, input);
    await writePackageContents(tx, row.id, input);
    await recordChange(tx, {
      staffUserId,
      entity: 'product',
      entityId: row.id,
      action: 'create',
      before: null,
      after: await productForEditing(tx, row.id),
    });
    return { id: row.id, slug };
  });
}

/**
 * Writes the editor's input over a product. `expectedUpdatedAt` (what the editor loaded) makes
 * a second staff member's save, made on an older copy, a conflict instead of a silent overwrite.
 * Variants are matched by id; new ones are added; a saved variant is never removed here (orders
 * and stock history name it).
 */
export async function updateProduct(
  ctx: Ctx,
  staffUserId: number,
  productId: number,
  input: ProductInput,
  expectedUpdatedAt?: string,
): Promise<{ id: number; slug: string }> {
  return withTransaction(ctx, async (tx) => {
    const [locked] = await tx.db
      .select({ updatedAt: catalogProduct.updatedAt })
      .from(catalogProduct)
      .where(eq(catalogProduct.id, productId))
      .for('update');
    if (!locked) throw notFound();
    if (expectedUpdatedAt && locked.updatedAt.toISOString() !== expectedUpdatedAt) {
      throw new AppError('conflict', 'error.product_changed');
    }
    const before = await productForEditing(tx, productId);
    await checkReferences(tx, input);
    await checkSkus(tx, input, productId);
    const slug = await freeSlug(tx, input, productId);
    const saved = new Set(before.variants.map((v) => v.id));
    const kept = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
    for (const id of kept) if (!saved.has(id)) throw notFound();
    if (before.variants.some((v) => !kept.has(v.id))) {
      throw invalid('variants', 'error.variant_kept');
    }
    // Always later than the copy it replaces, so that a copy loaded before is always stale.
    const updatedAt = new Date(Math.max(tx.now.getTime(), locked.updatedAt.getTime() + 1));
    await tx.db
      .update(catalogProduct)
      .set({ ...productColumns(input, slug), updatedAt })
      .where(eq(catalogProduct.id, productId));
    for (const [i, v] of input.variants.entries()) {
      const columns = variantColumns(input, v, i);
      if (v.id) await tx.db.update(catalogVariant).set(columns).where(eq(catalogVariant.id, v.id));
      else await tx.db.insert(catalogVariant).values({ productId, ...columns });
    }
    await writeKeywords(tx, productId, input);
    await writeNutrition(tx, productId, input);
    await writePackageContents(tx, productId, input);
    await recordChange(tx, {
      staffUserId,
      entity: 'product',
      entityId: productId,
      action: 'update',
      before,
      after: await productForEditing(tx, productId),
    });
    return { id: productId, slug };
  });
}

/** Publish, return to draft, or archive (the product's "remove"). */
export async function setProductStatus(
  ctx: Ctx,
  staffUserId: number,
  productId: number,
  status: ProductStatus,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select({ status: catalogProduct.status })
      .from(catalogProduct)
      .where(eq(catalogProduct.id, productId))
      .for('update');
    if (!row) throw notFound();
    if (row.status === status) return;
    await tx.db
      .update(catalogProduct)
      .set({ status, updatedAt: tx.now })
      .where(eq(catalogProduct.id, productId));
    await recordChange(tx, {
      staffUserId,
      entity: 'product',
      entityId: productId,
      action: status === 'archived' ? 'archive' : 'update',
      before: { status: row.status },
      after: { status },
    });
  });
}

/**
 * A copy to start a similar product from: a draft with "-copy" SKUs and slug, the same
 * pictures, and no stock.
 */
export async function duplicateProduct(
  ctx: Ctx,
  staffUserId: number,
  productId: number,
): Promise<{ id: number; slug: string }> {
  return withTransaction(ctx, async (tx) => {
    const source = await productForEditing(tx, productId);
    const suffix = await freeCopySuffix(tx, source.sku);
    const input: ProductInput = {
      ...source,
      sku: `${source.sku}${suffix}`,
      slug: '',
      status: 'draft',
      variants: source.variants.map(({ id: _id, ...v }) => ({ ...v, sku: `${v.sku}${suffix}` })),
    };
    await checkSkus(tx, input, null);
    const slug = await freeSlug(tx, { ...input, slug: '' }, null);
    const [row] = await tx.db
      .insert(catalogProduct)
      .values({
        ...productColumns(input, slug),
        image: source.image,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning({ id: catalogProduct.id });
    if (!row) throw new Error('product insert returned nothing');
    await tx.db
      .insert(catalogVariant)
      .values(
        input.variants.map((v, i) => ({ productId: row.id, ...variantColumns(input, v, i) })),
      );
    if (source.pictures.length) {
      await tx.db
        .insert(catalogProductImage)
        .values(
          source.pictures.map((p) => ({ productId: row.id, url: p.url, position: p.position })),
        );
    }
    await writeKeywords(tx, row.id, input);
    await writeNutrition(tx, row.id, input);
    await writePackageContents(tx, row.id, input);
    await recordChange(tx, {
      staffUserId,
      entity: 'product',
      entityId: row.id,
      action: 'duplicate',
      before: { from: productId },
      after: await productForEditing(tx, row.id),
    });
    return { id: row.id, slug };
  });
}

/** "-copy", or "-copy-2" and on when a copy exists already. */
async function freeCopySuffix(ctx: Ctx, sku: string): Promise<string> {
  const rows = await ctx.db
    .select({ sku: catalogProduct.sku })
    .from(catalogProduct)
    .where(sql`${catalogProduct.sku} like ${`${escapeLike(sku)}-copy%`}`);
  const taken = new Set(rows.map((r) => r.sku));
  if (!taken.has(`${sku}-copy`)) return '-copy';
  for (let n = 2; ; n++) if (!taken.has(`${sku}-copy-${n}`)) return `-copy-${n}`;
}
