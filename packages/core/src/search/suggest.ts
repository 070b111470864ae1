import { type SuggestionSources, suggestionSources } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { TtlCache } from '../db/index.ts';
import { searchAnswersChanged } from './answers-version.ts';
import { canonical, canonicalWords } from './canonical.ts';
import { popularTitles, type TitleMatch } from './query.ts';

export const SUGGESTION_LIMIT = 50;
// Product titles are the costly part; a dozen is what a suggestion box can show anyway.
const PRODUCT_SUGGESTIONS = 12;
/** Product titles from this many typed letters on. */
const PRODUCT_MIN_LETTERS = 2;
const SOURCES_TTL_MS = 60_000;

export interface Suggestion {
  type: 'product' | 'keyword' | 'category' | 'brand';
  text: string;
  /** The shop path it leads to (without the locale prefix). */
  path: string;
}

/** A suggestion source with its words already in canonical spelling. */
interface Candidate {
  suggestion: Suggestion;
  /** The canonical words of each name it goes by. */
  names: string[][];
}

// Categories, brands and keywords to suggest, per locale.
const cache = new TtlCache<Candidate[]>(SOURCES_TTL_MS, 10);
// Each prefix's products, briefly: many shoppers type the same first letters.
const titleCache = new TtlCache<TitleMatch[]>(30_000, 5000);

/** Forgets cached product suggestions (after a reindex). */
export function forgetSuggestions(): void {
  searchAnswersChanged();
  titleCache.clear();
  cache.clear();
}

/**
 * Suggestions as the shopper types: categories, brands and keywords whose words start with what
 * was typed (in either alphabet), then the most popular products whose titles (names, keywords,
 * brand) have words starting so (from two letters on; `popularTitles`); at most 50. Failures give an empty list (spec §8): a suggestion box
 * must never break the page.
 */
export async function suggest(ctx: Ctx, typed: string): Promise<Suggestion[]> {
  const query = canonical(typed);
  if (!query) return [];
  try {
    const candidates = await cachedCandidates(ctx);
    const spellings = typedSpellings(typed);
    const matches = (candidate: string[]) =>
      spellings.some((words) => words.every((w) => candidate.some((c) => c.startsWith(w))));
    const out = candidates.filter((c) => c.names.some(matches)).map((c) => c.suggestion);
    // One letter matches half the catalogue: categories, brands and keywords only.
    if (query.replace(/\s/g, '').length >= PRODUCT_MIN_LETTERS) {
      const perPage = Math.min(PRODUCT_SUGGESTIONS, Math.max(1, SUGGESTION_LIMIT - out.length));
      const found = await Promise.all(
        spellings.map((words) =>
          titleCache.get(JSON.stringify([ctx.locale, words, perPage]), () =>
            popularTitles(ctx, words.join(' '), perPage),
          ),
        ),
      );
      // Both spellings' products in one popularity order (rating × reviews, then id).
      const products = [...new Map(found.flat().map((p) => [p.id, p])).values()].sort(
        (a, b) => b.popularity - a.popularity || b.id - a.id,
      );
      for (const product of products.slice(0, perPage)) {
        out.push({ type: 'product', text: product.name, path: `/products/${product.slug}` });
      }
    }
    return dedupe(out).slice(0, SUGGESTION_LIMIT);
  } catch {
    return [];
  }
}

/**
 * The canonical words of what was typed, and a second spelling when Latin typing stops inside
 * a two-letter sound: "tset" is on its way to "tsetseg" (canonical "ceceg", not "cet…"),
 * "boort" to "boortsog", "ar k" to "arkhi".
 */
export function typedSpellings(typed: string): string[][] {
  const words = canonicalWords(typed);
  const last = words[words.length - 1];
  const unfinished = /[tkz]$/.exec(typed.trimEnd().toLowerCase())?.[0];
  if (!last || !unfinished || !last.endsWith(unfinished)) return [words];
  const sound = { t: 'c', k: 'h', z: 'j' }[unfinished as 't' | 'k' | 'z'];
  return [words, [...words.slice(0, -1), last.slice(0, -1) + sound]];
}

function dedupe(items: Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.type}:${item.text.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Categories, brands and keywords of a locale, in canonical words, for a minute. */
function cachedCandidates(ctx: Ctx): Promise<Candidate[]> {
  return cache.get(ctx.locale, async () => toCandidates(ctx, await suggestionSources(ctx)));
}

function toCandidates(ctx: Ctx, sources: SuggestionSources): Candidate[] {
  const words = (names: string[]) => names.map((n) => canonicalWords(n));
  return [
    ...sources.taxons.map((taxon) => ({
      suggestion: { type: 'category' as const, text: taxon.label, path: `/t/${taxon.permalink}` },
      names: words(taxon.names),
    })),
    ...sources.brands.map((brand) => ({
      suggestion: {
        type: 'brand' as const,
        text: brand.name,
        path: `/brands/${encodeURIComponent(brand.code)}`,
      },
      names: words([brand.name]),
    })),
    ...sources.keywords.map((keyword) => {
      const text = ctx.locale === 'mn' ? keyword.mn : keyword.name;
      return {
        suggestion: {
          type: 'keyword' as const,
          text,
          path: `/search?q=${encodeURIComponent(text)}`,
        },
        names: words([keyword.name, keyword.mn]),
      };
    }),
  ];
}
