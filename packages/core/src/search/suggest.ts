import { type SuggestionSources, suggestionSources } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { canonical, canonicalWords } from './canonical.ts';
import { searchParams } from './params.ts';
import { runSearch } from './query.ts';

export const SUGGESTION_LIMIT = 50;
// Product titles are the costly part; a dozen is what a suggestion box can show anyway.
const PRODUCT_SUGGESTIONS = 12;
const SOURCES_TTL_MS = 60_000;

export interface Suggestion {
  type: 'product' | 'keyword' | 'category' | 'brand';
  text: string;
  /** The shop path it leads to (without the locale prefix). */
  path: string;
}

const cache = new Map<string, { at: number; sources: Promise<SuggestionSources> }>();

/**
 * Suggestions as the shopper types: categories, brands and keywords whose words start with what
 * was typed (in either alphabet), then matching product titles; at most 50. Failures give an
 * empty list (spec §8): a suggestion box must never break the page.
 */
export async function suggest(ctx: Ctx, typed: string): Promise<Suggestion[]> {
  const query = canonical(typed);
  if (!query) return [];
  try {
    const sources = await cachedSources(ctx);
    const words = canonicalWords(typed);
    const matches = (text: string) => {
      const candidate = canonicalWords(text);
      return words.every((w) => candidate.some((c) => c.startsWith(w)));
    };
    const out: Suggestion[] = [];
    for (const taxon of sources.taxons) {
      if (taxon.names.some(matches)) {
        out.push({ type: 'category', text: taxon.label, path: `/t/${taxon.permalink}` });
      }
    }
    for (const brand of sources.brands) {
      if (matches(brand.name)) {
        out.push({
          type: 'brand',
          text: brand.name,
          path: `/brands/${encodeURIComponent(brand.code)}`,
        });
      }
    }
    for (const keyword of sources.keywords) {
      if (matches(keyword.name) || matches(keyword.mn)) {
        const text = ctx.locale === 'mn' ? keyword.mn : keyword.name;
        out.push({ type: 'keyword', text, path: `/search?q=${encodeURIComponent(text)}` });
      }
    }
    const products = await runSearch(
      ctx,
      searchParams.parse({
        q: typed,
        perPage: Math.min(PRODUCT_SUGGESTIONS, Math.max(1, SUGGESTION_LIMIT - out.length)),
        countTotal: false,
        fallbacks: false,
      }),
    );
    for (const hit of products.hits) {
      out.push({ type: 'product', text: hit.name, path: `/products/${hit.slug}` });
    }
    return dedupe(out).slice(0, SUGGESTION_LIMIT);
  } catch {
    return [];
  }
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

function cachedSources(ctx: Ctx): Promise<SuggestionSources> {
  const hit = cache.get(ctx.locale);
  if (hit && Date.now() - hit.at < SOURCES_TTL_MS) return hit.sources;
  const sources = suggestionSources(ctx);
  cache.set(ctx.locale, { at: Date.now(), sources });
  sources.catch(() => cache.delete(ctx.locale));
  return sources;
}
