import { and, asc, count, eq, inArray, isNull, max, ne, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError, slugify, type Translations } from '../shared/index.ts';
import { recordChange } from './audit.ts';
import {
  cleanTranslations,
  type ListChange,
  mongolianName,
  type PictureInput,
  pageOf,
  productIdsWhere,
  refuseField,
  saveWithPicture,
} from './list-admin.ts';
import { catalogProduct, catalogTaxon } from './schema.ts';

/** Products carry their category's levels l0-l4, so a category sits at most at depth 4. */
export const MAX_TAXON_DEPTH = 4;
export const TAXON_PAGE_SIZE = 150;
const SLUG_MAX = 80;

export interface StaffTaxon {
  id: number;
  parent_id: number | null;
  slug: string;
  permalink: string;
  /** The Mongolian name; the others are in `translations`. */
  name: string;
  translations: Translations;
  depth: number;
  position: number;
  illustration: string | null;
  /** Products filed right here (any status); a category with products cannot be deleted. */
  product_count: number;
  child_count: number;
}

/** A category in the staff's list: with the products filed here or in any category below it. */
export interface StaffTaxonRow extends StaffTaxon {
  products_in_tree: number;
}

export interface TaxonInput {
  /** The Mongolian name. */
  name: string;
  translations?: Translations;
  /** null for a top-level category. */
  parentId: number | null;
  /** The address's last part; blank makes one from the English or the Mongolian name. */
  slug?: string;
  illustration?: PictureInput | null;
}

type Row = typeof catalogTaxon.$inferSelect;

// Mongolian Cyrillic as Mongolians write it in Latin letters (ө and ү lose their marks).
const LATIN: Record<string, string> = Object.fromEntries(
  (
    'а:a б:b в:v г:g д:d е:e ё:yo ж:j з:z и:i й:i к:k л:l м:m н:n о:o ө:o п:p р:r с:s т:t у:u ' +
    'ү:u ф:f х:kh ц:ts ч:ch ш:sh щ:sh ъ: ы:y ь: э:e ю:yu я:ya'
  )
    .split(' ')
    .map((pair) => pair.split(':')),
);

/** A category's address part from a name in any script: Cyrillic is written in Latin first. */
export function taxonSlug(text: string): string {
  const latin = [...text.toLowerCase()].map((ch) => LATIN[ch] ?? ch).join('');
  return slugify(latin).slice(0, SLUG_MAX).replace(/-+$/, '');
}

function depthFirst(rows: Row[]): Row[] {
  const children = new Map<number | null, Row[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const out: Row[] = [];
  const walk = (parentId: number | null) => {
    const list = (children.get(parentId) ?? []).sort(
      (a, b) => a.position - b.position || a.id - b.id,
    );
    for (const row of list) {
      out.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return out;
}

/**
 * The category tree for staff, parents before their children in shop order, each with its
 * counts; a search keeps the categories whose name (any locale) or address holds it.
 */
export async function taxonsForStaff(
  ctx: Ctx,
  query: { q?: string; page?: number },
): Promise<{ taxons: StaffTaxonRow[]; total: number; page: number; pages: number }> {
  const rows = await ctx.db.select().from(catalogTaxon);
  const counts = await ctx.db
    .select({ taxonId: catalogProduct.taxonId, n: count() })
    .from(catalogProduct)
    .groupBy(catalogProduct.taxonId);
  const products = new Map(counts.map((c) => [c.taxonId, Number(c.n)]));
  const childCount = new Map<number, number>();
  for (const row of rows) {
    if (row.parentId !== null)
      childCount.set(row.parentId, (childCount.get(row.parentId) ?? 0) + 1);
  }
  const inTree = productsInTree(rows, products);
  const q = (query.q ?? '').trim().toLowerCase().slice(0, 100);
  const matches = (row: Row) =>
    !q ||
    row.name.toLowerCase().includes(q) ||
    row.permalink.includes(q) ||
    Object.values(row.translations).some((f) => f?.name?.toLowerCase().includes(q));
  const all = depthFirst(rows)
    .filter(matches)
    .map((row) => ({
      ...staffTaxon(row, products.get(row.id) ?? 0, childCount.get(row.id) ?? 0),
      products_in_tree: inTree.get(row.id) ?? 0,
    }));
  const page = pageOf(query.page);
  return {
    taxons: all.slice((page - 1) * TAXON_PAGE_SIZE, page * TAXON_PAGE_SIZE),
    total: all.length,
    page,
    pages: Math.max(1, Math.ceil(all.length / TAXON_PAGE_SIZE)),
  };
}

/** Each category's products with those of every category below it. */
function productsInTree(rows: Row[], here: Map<number | null, number>): Map<number, number> {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const total = new Map<number, number>();
  for (const row of rows) {
    const count = here.get(row.id) ?? 0;
    // Up the tree to the top; the number of categories bounds the walk should a loop be stored.
    for (let id: number | null = row.id, steps = 0; id !== null && steps <= rows.length; steps++) {
      total.set(id, (total.get(id) ?? 0) + count);
      id = parentOf.get(id) ?? null;
    }
  }
  return total;
}

function staffTaxon(row: Row, productCount: number, childCount: number): StaffTaxon {
  return {
    id: row.id,
    parent_id: row.parentId,
    slug: row.slug,
    permalink: row.permalink,
    name: row.name,
    translations: row.translations,
    depth: row.depth,
    position: row.position,
    illustration: row.illustration,
    product_count: productCount,
    child_count: childCount,
  };
}

/** One category as staff edit it; not_found when there is none. */
export async function taxonForStaff(ctx: Ctx, id: number): Promise<StaffTaxon> {
  const row = await lockedRow(ctx, id, false);
  // One after another: staff changes call this inside their transaction.
  const [products] = await ctx.db
    .select({ n: count() })
    .from(catalogProduct)
    .where(eq(catalogProduct.taxonId, id));
  const [children] = await ctx.db
    .select({ n: count() })
    .from(catalogTaxon)
    .where(eq(catalogTaxon.parentId, id));
  return staffTaxon(row, Number(products?.n ?? 0), Number(children?.n ?? 0));
}

async function lockedRow(ctx: Ctx, id: number, lock = true): Promise<Row> {
  const select = ctx.db.select().from(catalogTaxon).where(eq(catalogTaxon.id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw new AppError('not_found', 'error.not_found');
  return row;
}

const parentIs = (parentId: number | null) =>
  parentId === null ? isNull(catalogTaxon.parentId) : eq(catalogTaxon.parentId, parentId);

/** The row of a chosen parent, refused in the form's `parent_id` when there is none. */
async function parentRow(ctx: Ctx, parentId: number | null): Promise<Row | null> {
  if (parentId === null) return null;
  const [row] = await ctx.db.select().from(catalogTaxon).where(eq(catalogTaxon.id, parentId));
  if (!row) throw refuseField('parent_id', 'validation.invalid_choice');
  return row;
}

const under = (permalink: string): SQL =>
  sql`left(${catalogTaxon.permalink}, ${permalink.length + 1}) = ${`${permalink}/`}`;

async function permalinkTaken(ctx: Ctx, permalink: string, exceptId?: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: catalogTaxon.id })
    .from(catalogTaxon)
    .where(
      and(
        eq(catalogTaxon.permalink, permalink),
        exceptId ? ne(catalogTaxon.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

async function nextPosition(ctx: Ctx, parentId: number | null): Promise<number> {
  const [row] = await ctx.db
    .select({ last: max(catalogTaxon.position) })
    .from(catalogTaxon)
    .where(parentIs(parentId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

function cleanSlug(given: string | undefined): string | null {
  const text = (given ?? '').trim();
  if (!text) return null;
  const slug = taxonSlug(text);
  if (!slug) throw refuseField('slug', 'staff.catalogue.slug_format');
  return slug;
}

/** Adds a category under `parentId` (or at the top), last among its siblings. */
export async function createTaxon(
  ctx: Ctx,
  staffUserId: number,
  input: TaxonInput,
): Promise<StaffTaxon> {
  const name = mongolianName(input.name);
  const translations = cleanTranslations(input.translations);
  const given = cleanSlug(input.slug);
  const base = given ?? (taxonSlug(translations.en?.name ?? '') || taxonSlug(name) || 'category');
  const picture = { input: input.illustration, folder: 'categories', field: 'illustration' };
  return saveWithPicture(ctx, staffUserId, picture, 'slug', async (tx, illustration) => {
    const parent = await parentRow(tx, input.parentId);
    if (parent && parent.depth >= MAX_TAXON_DEPTH) {
      throw refuseField('parent_id', 'staff.catalogue.too_deep', { max: MAX_TAXON_DEPTH + 1 });
    }
    const prefix = parent ? `${parent.permalink}/` : '';
    let slug = base;
    // A typed address must be free; a made-up one takes the next free number.
    for (let n = 2; await permalinkTaken(tx, prefix + slug); n++) {
      if (given) throw refuseField('slug', 'staff.catalogue.slug_taken');
      slug = `${base}-${n}`;
    }
    const [row] = await tx.db
      .insert(catalogTaxon)
      .values({
        parentId: parent?.id ?? null,
        slug,
        permalink: prefix + slug,
        name,
        translations,
        depth: parent ? parent.depth + 1 : 0,
        position: await nextPosition(tx, parent?.id ?? null),
        illustration,
      })
      .returning({ id: catalogTaxon.id });
    const taxon = await taxonForStaff(tx, row?.id ?? 0);
    return {
      result: taxon,
      replaced: null,
      change: {
        entity: 'taxon',
        entityId: taxon.id,
        action: 'create',
        before: null,
        after: audited(taxon),
      },
    };
  });
}

/**
 * Changes a category: its names, its address part, its picture and its parent. A new parent or
 * address rewrites the addresses (and depths) of everything below it; a category never moves
 * under itself. Gives back the products of the whole branch when what search shows changed.
 */
export async function updateTaxon(
  ctx: Ctx,
  staffUserId: number,
  id: number,
  input: TaxonInput,
): Promise<ListChange<StaffTaxon>> {
  const name = mongolianName(input.name);
  const translations = cleanTranslations(input.translations);
  const given = cleanSlug(input.slug);
  const picture = { input: input.illustration, folder: 'categories', field: 'illustration' };
  return saveWithPicture(ctx, staffUserId, picture, 'slug', async (tx, illustration) => {
    const before = await taxonForStaff(tx, (await lockedRow(tx, id)).id);
    const parent = await parentRow(tx, input.parentId);
    const moved = (parent?.id ?? null) !== before.parent_id;
    if (parent && (parent.id === id || parent.permalink.startsWith(`${before.permalink}/`))) {
      throw refuseField('parent_id', 'staff.catalogue.parent_inside');
    }
    const depth = parent ? parent.depth + 1 : 0;
    const [deepest] = await tx.db
      .select({ depth: max(catalogTaxon.depth) })
      .from(catalogTaxon)
      .where(under(before.permalink));
    if (Math.max(before.depth, deepest?.depth ?? 0) - before.depth + depth > MAX_TAXON_DEPTH) {
      throw refuseField('parent_id', 'staff.catalogue.too_deep', { max: MAX_TAXON_DEPTH + 1 });
    }
    const slug = given ?? before.slug;
    const permalink = (parent ? `${parent.permalink}/` : '') + slug;
    if (permalink !== before.permalink && (await permalinkTaken(tx, permalink, id))) {
      throw refuseField('slug', 'staff.catalogue.slug_taken');
    }
    await tx.db
      .update(catalogTaxon)
      .set({
        name,
        translations,
        slug,
        permalink,
        depth,
        parentId: parent?.id ?? null,
        ...(moved ? { position: await nextPosition(tx, parent?.id ?? null) } : {}),
        ...(illustration ? { illustration } : {}),
      })
      .where(eq(catalogTaxon.id, id));
    if (permalink !== before.permalink) {
      await tx.db
        .update(catalogTaxon)
        .set({
          permalink: sql`${permalink} || substr(${catalogTaxon.permalink}, ${before.permalink.length + 1})`,
          depth: sql`${catalogTaxon.depth} + ${depth - before.depth}`,
        })
        .where(under(before.permalink));
    }
    if (moved) await closeGaps(tx, before.parent_id);
    const after = await taxonForStaff(tx, id);
    const shown =
      permalink !== before.permalink ||
      name !== before.name ||
      JSON.stringify(translations) !== JSON.stringify(before.translations);
    const productIds = shown ? await branchProductIds(tx, id, permalink) : [];
    return {
      result: { record: after, productIds },
      replaced: illustration ? before.illustration : null,
      change: {
        entity: 'taxon',
        entityId: id,
        action: 'update',
        before: audited(before),
        after: audited(after),
      },
    };
  });
}

/** Moves a category (with its branch) under another, or to the top with `parentId` null. */
export async function moveTaxon(
  ctx: Ctx,
  staffUserId: number,
  id: number,
  parentId: number | null,
): Promise<ListChange<StaffTaxon>> {
  const current = await taxonForStaff(ctx, id);
  return updateTaxon(ctx, staffUserId, id, {
    name: current.name,
    translations: current.translations,
    slug: current.slug,
    parentId,
  });
}

async function branchProductIds(ctx: Ctx, id: number, permalink: string): Promise<number[]> {
  const branch = await ctx.db
    .select({ id: catalogTaxon.id })
    .from(catalogTaxon)
    .where(sql`${catalogTaxon.id} = ${id} or ${under(permalink)}`);
  return productIdsWhere(
    ctx,
    inArray(
      catalogProduct.taxonId,
      branch.map((b) => b.id),
    ),
  );
}

async function siblingIds(ctx: Ctx, parentId: number | null): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: catalogTaxon.id })
    .from(catalogTaxon)
    .where(parentIs(parentId))
    .orderBy(asc(catalogTaxon.position), asc(catalogTaxon.id))
    .for('update');
  return rows.map((r) => r.id);
}

async function setPositions(ctx: Ctx, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await ctx.db.update(catalogTaxon).set({ position }).where(eq(catalogTaxon.id, id));
  }
}

/** Numbers the children of `parentId` 0, 1, 2… again, in their order (after one left). */
async function closeGaps(ctx: Ctx, parentId: number | null): Promise<void> {
  await setPositions(ctx, await siblingIds(ctx, parentId));
}

/**
 * Puts the children of `parentId` (null: the top level) in this order. `orderedIds` must name
 * each of them once: a list read before someone else added or moved one is refused.
 */
export async function reorderTaxons(
  ctx: Ctx,
  staffUserId: number,
  parentId: number | null,
  orderedIds: number[],
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const current = await siblingIds(tx, parentId);
    const same =
      orderedIds.length === current.length &&
      new Set(orderedIds).size === orderedIds.length &&
      orderedIds.every((id) => current.includes(id));
    if (!same) throw new AppError('conflict', 'staff.catalogue.order_changed');
    if (orderedIds.every((id, i) => current[i] === id)) return;
    await setPositions(tx, orderedIds);
    await recordChange(tx, {
      staffUserId,
      entity: 'taxon',
      entityId: parentId,
      action: 'reorder',
      before: { parent_id: parentId, order: current },
      after: { parent_id: parentId, order: orderedIds },
    });
  });
}

/** Moves a category one place up or down among its siblings (the tree's arrow buttons). */
export async function shiftTaxon(
  ctx: Ctx,
  staffUserId: number,
  id: number,
  direction: 'up' | 'down',
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const row = await lockedRow(tx, id, false);
    const order = await siblingIds(tx, row.parentId);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to] as number, id];
    await reorderTaxons(tx, staffUserId, row.parentId, order);
  });
}

/** Deletes a category with no products and no categories below it (anything else is refused). */
export async function deleteTaxon(ctx: Ctx, staffUserId: number, id: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const before = await taxonForStaff(tx, (await lockedRow(tx, id)).id);
    if (before.child_count > 0) {
      throw new AppError('conflict', 'staff.catalogue.taxon_has_children', {
        count: before.child_count,
      });
    }
    if (before.product_count > 0) {
      throw new AppError('conflict', 'staff.catalogue.taxon_in_use', {
        count: before.product_count,
      });
    }
    await tx.db.delete(catalogTaxon).where(eq(catalogTaxon.id, id));
    await closeGaps(tx, before.parent_id);
    await recordChange(tx, {
      staffUserId,
      entity: 'taxon',
      entityId: id,
      action: 'delete',
      before: audited(before),
      after: null,
    });
  });
}

const audited = ({ product_count: _p, child_count: _c, ...taxon }: StaffTaxon) => taxon;
