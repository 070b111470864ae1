import { catalog, parseInput } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { redirect } from 'react-router';
import { z } from 'zod';
import type { ShopLoadContext } from '../../../context.ts';
import { idField } from '../../../lib/form-input.server.ts';
import { localePath } from '../../../lib/locale.ts';
import { adminsOnly, catalogueGate } from './gate.server.ts';
import {
  idOf,
  idParam,
  listAction,
  listParamsOf,
  pictureOf,
  shownName,
  translationsOf,
} from './lists.server.ts';

const DONE = ['create', 'delete'] as const;
const PAGE = '/back-office/catalogue/categories';

/**
 * The category tree for staff (`?q=&page=`), with the category opened for editing (`?edit=`) or
 * the form for a new one (`?add=` a parent's id, or `top`), and the parents it may choose.
 */
export async function categoriesLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const gate = await catalogueGate(context, locale);
  if (!gate) return adminsOnly();
  const { q, page, query } = listParamsOf(request);
  const list = await catalog.taxonsForStaff(gate.ctx, { q, page });
  // Every category, for the arrows' ends and the parent choices, in tree order.
  const all = !q && list.pages === 1 ? list.taxons : await everyTaxon(gate.ctx);
  const siblings = new Map<number | null, number[]>();
  for (const t of [...all].sort((a, b) => a.position - b.position || a.id - b.id)) {
    siblings.set(t.parent_id, [...(siblings.get(t.parent_id) ?? []), t.id]);
  }
  const editId = idParam(query, 'edit');
  const editing = editId ? await catalog.taxonForStaff(gate.ctx, editId).catch(() => null) : null;
  const addTo = query.get('add') === 'top' ? null : (idParam(query, 'add') ?? undefined);
  const adding =
    addTo === undefined ? null : { parent: all.find((t) => t.id === addTo)?.id ?? null };
  const open = editing !== null || adding !== null;
  const done = DONE.find((d) => d === query.get('done')) ?? null;
  return {
    allowed: true as const,
    q,
    page: list.page,
    pages: list.pages,
    total: list.total,
    // Drag and drop needs every sibling on the page: the whole tree, unsearched.
    draggable: !q && list.pages === 1,
    done,
    taxons: list.taxons.map((t) => {
      const row = siblings.get(t.parent_id) ?? [];
      return {
        id: t.id,
        parent_id: t.parent_id,
        shown: shownName(t, locale),
        permalink: t.permalink,
        depth: t.depth,
        product_count: t.product_count,
        products_in_tree: t.products_in_tree,
        child_count: t.child_count,
        first: row[0] === t.id,
        last: row[row.length - 1] === t.id,
        can_add: t.depth < catalog.MAX_TAXON_DEPTH,
      };
    }),
    editing: editing && { ...editing, shown: shownName(editing, locale) },
    adding,
    // A category cannot go under itself or its own branch, nor below the deepest level.
    parents: open
      ? all
          .filter(
            (t) =>
              t.depth < catalog.MAX_TAXON_DEPTH &&
              (!editing ||
                (t.id !== editing.id && !t.permalink.startsWith(`${editing.permalink}/`))),
          )
          .map((t) => ({ id: t.id, depth: t.depth, shown: shownName(t, locale) }))
      : [],
  };
}

async function everyTaxon(ctx: Parameters<typeof catalog.taxonsForStaff>[0]) {
  const first = await catalog.taxonsForStaff(ctx, { page: 1 });
  const taxons = [...first.taxons];
  for (let page = 2; page <= Math.min(first.pages, 50); page++) {
    taxons.push(...(await catalog.taxonsForStaff(ctx, { page })).taxons);
  }
  return taxons;
}

/** The parent chosen: a category's id, or blank for the top level. */
const parentField = z.union([z.literal('').transform(() => null), idField]).default(null);

function taxonOf(values: Record<string, string>) {
  return {
    name: values.name ?? '',
    translations: translationsOf(values),
    slug: values.slug ?? '',
    parentId: parseInput(z.object({ parent_id: parentField }), values).parent_id,
  };
}

/** A drag and drop's new order of one parent's children: their ids, comma-separated. */
const reorderForm = z.object({
  parent_id: parentField,
  order: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,999}$/, 'validation.invalid_choice')
    .transform((ids) => ids.split(',').map(Number)),
});

/**
 * Adds, changes, moves, orders or deletes a category. A rename or a move reaches the search
 * documents of every product in its branch (category names and addresses are searched).
 */
export function categoriesAction(context: ShopLoadContext, request: Request, locale: Locale) {
  const page = localePath(locale, PAGE);
  return listAction(context, request, locale, {
    create: async (ctx, { values, form, staffUserId }) => {
      const taxon = await catalog.createTaxon(ctx, staffUserId, {
        ...taxonOf(values),
        illustration: await pictureOf(context, form, 'illustration'),
      });
      throw redirect(`${page}?edit=${taxon.id}&done=create`);
    },
    update: async (ctx, { values, form, staffUserId }) => {
      const change = await catalog.updateTaxon(ctx, staffUserId, idOf(values), {
        ...taxonOf(values),
        illustration: await pictureOf(context, form, 'illustration'),
      });
      return { id: change.record.id, productIds: change.productIds };
    },
    up: async (ctx, { values, staffUserId }) => {
      await catalog.shiftTaxon(ctx, staffUserId, idOf(values), 'up');
      return { id: idOf(values) };
    },
    down: async (ctx, { values, staffUserId }) => {
      await catalog.shiftTaxon(ctx, staffUserId, idOf(values), 'down');
      return { id: idOf(values) };
    },
    reorder: async (ctx, { values, staffUserId }) => {
      const form = parseInput(reorderForm, values);
      await catalog.reorderTaxons(ctx, staffUserId, form.parent_id, form.order);
      return { id: null };
    },
    delete: async (ctx, { values, staffUserId }) => {
      await catalog.deleteTaxon(ctx, staffUserId, idOf(values));
      throw redirect(`${page}?done=delete`);
    },
  });
}
