import { asc } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/index.ts';
import { catalogTaxon } from './schema.ts';

export interface Taxon {
  id: number;
  parent_id: number | null;
  name: string;
  translation_en: string;
  permalink: string;
  depth: number;
  position: number;
  illustration: string | null;
}

export interface TaxonNode extends Taxon {
  children: TaxonNode[];
}

/** Every category, parents before children, named in the context's locale. */
export async function listTaxons(ctx: Ctx): Promise<Taxon[]> {
  const rows = await ctx.db
    .select()
    .from(catalogTaxon)
    .orderBy(asc(catalogTaxon.depth), asc(catalogTaxon.position), asc(catalogTaxon.id));
  return rows.map((row) => ({
    id: row.id,
    parent_id: row.parentId,
    name: translated(row.name, row.translations, ctx.locale),
    translation_en: translated(row.name, row.translations, 'en'),
    permalink: row.permalink,
    depth: row.depth,
    position: row.position,
    illustration: row.illustration,
  }));
}

/** The category tree: top-level categories with their children, in shop order. */
export async function taxonTree(ctx: Ctx): Promise<TaxonNode[]> {
  return buildTree(await listTaxons(ctx));
}

export function buildTree(taxons: Taxon[]): TaxonNode[] {
  const nodes = new Map<number, TaxonNode>(taxons.map((t) => [t.id, { ...t, children: [] }]));
  const roots: TaxonNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const byPosition = (a: TaxonNode, b: TaxonNode) => a.position - b.position || a.id - b.id;
  const sortDeep = (list: TaxonNode[]) => {
    list.sort(byPosition);
    for (const n of list) sortDeep(n.children);
  };
  sortDeep(roots);
  return roots;
}
