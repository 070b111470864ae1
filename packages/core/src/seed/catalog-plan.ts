import { slugify, type Translations } from '../shared/index.ts';
import { BRANDS } from './data/brands.ts';
import { COLORS } from './data/content.ts';
import { TAXONS } from './data/taxons.ts';
import type { LocaleText, ProductKindSeed, TaxonSeed } from './data/types.ts';

/** A category row as the seed writes it, with its products' kinds when it is a leaf. */
export interface PlannedTaxon {
  id: number;
  parentId: number | null;
  slug: string;
  permalink: string;
  name: LocaleText;
  depth: number;
  position: number;
  kinds: ProductKindSeed[];
  illustration: string | null;
}

/** Flattens the hand-written tree depth-first, giving ids in a stable order. */
export function planTaxons(tree: TaxonSeed[] = TAXONS): PlannedTaxon[] {
  const out: PlannedTaxon[] = [];
  const walk = (nodes: TaxonSeed[], parent: PlannedTaxon | null) => {
    nodes.forEach((node, position) => {
      const planned: PlannedTaxon = {
        id: out.length + 1,
        parentId: parent?.id ?? null,
        slug: node.slug,
        permalink: parent ? `${parent.permalink}/${node.slug}` : node.slug,
        name: node.name,
        depth: parent ? parent.depth + 1 : 0,
        position,
        kinds: node.productKinds ?? [],
        illustration: firstIllustration(node),
      };
      out.push(planned);
      if (node.children) walk(node.children, planned);
    });
  };
  walk(tree, null);
  return out;
}

function firstIllustration(node: TaxonSeed): string | null {
  if (node.productKinds?.[0]) return node.productKinds[0].illustration;
  for (const child of node.children ?? []) {
    const found = firstIllustration(child);
    if (found) return found;
  }
  return null;
}

/** Translations of a LocaleText for the non-mn locales, under one field name. */
export function translationsOf(fields: Record<string, LocaleText>): Translations {
  const out: Translations = {};
  for (const locale of ['en', 'ru', 'cn', 'it'] as const) {
    const entry: Record<string, string> = {};
    for (const [field, text] of Object.entries(fields)) entry[field] = text[locale];
    out[locale] = entry;
  }
  return out;
}

/** Every distinct keyword of every kind, with stable ids. */
export function planKeywords(taxons: PlannedTaxon[]): Map<string, { id: number; mn: string }> {
  const keywords = new Map<string, { id: number; mn: string }>();
  for (const taxon of taxons) {
    for (const kind of taxon.kinds) {
      for (const keyword of kind.keywords) {
        const name = keyword.name.toLowerCase();
        if (!keywords.has(name)) keywords.set(name, { id: keywords.size + 1, mn: keyword.mn });
      }
    }
  }
  return keywords;
}

export const brandIdByCode = new Map(BRANDS.map((b, i) => [b.code, i + 1]));
export const colorByCode = new Map(COLORS.map((c) => [c.code, c]));

export function productSlug(enName: string, id: number): string {
  return `${slugify(enName)}-${id}`;
}
