import { type SuggestionSources, suggestionSources } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { canonical, canonicalWords } from './canonical.ts';
import { searchParams } from './params.ts';
import { runSearch } from './query.ts';

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

const cache = new Map<string, { at: number; candidates: Promise<Candidate[]> }>();

/**
 * Suggestions as the shopper types: categories, brands and keywords whose words start with what
 * was typed (in either alphabet), then the most popular products whose names have words starting
 * so (from two letters on); at most 50. Failures give an empty list (spec §8): a suggestion box
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
      // Names only, most popular first, without total, facets or fallbacks: the first page of
      // the popularity index that matches, not a ranking of every match.
      const perPage = Math.min(PRODUCT_SUGGESTIONS, Math.max(1, SUGGESTION_LIMIT - out.length));
      const found = await Promise.all(
        spellings.map((words, i) =>
          runSearch(
            ctx,
            searchParams.parse({
              q: i === 0 ? typed : words.join(' '),
              sort: 'popularity',
              namesOnly: true,
              perPage,
              countTotal: false,
              fallbacks: false,
            }),
          ),
        ),
      );
      const hits = [...new Map(found.flatMap((r) => r.hits).map((h) => [h.id, h])).values()];
      // Both spellings' hits in one popularity order (the search's own: rating × reviews, id).
      hits.sort(
        (a, b) =>
          b.total_reviews * b.average_rating - a.total_reviews * a.average_rating || b.id - a.id,
      );
      for (const hit of hits.slice(0, perPage)) {
        out.push({ type: 'product', text: hit.name, path: `/products/${hit.slug}` });
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
  const hit = cache.get(ctx.locale);
  if (hit && Date.now() - hit.at < SOURCES_TTL_MS) return hit.candidates;
  const candidates = suggestionSources(ctx).then((sources) => toCandidates(ctx, sources));
  cache.set(ctx.locale, { at: Date.now(), candidates });
  candidates.catch(() => cache.delete(ctx.locale));
  return candidates;
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
