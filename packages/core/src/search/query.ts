import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { hasErrorCode, queryRows, TtlCache, withTransaction } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { searchAnswersChanged } from './answers-version.ts';
import { canonicalWords } from './canonical.ts';
import { countRows, type FacetRow, type Facets, facetsOf, totalOf } from './facets.ts';
import { type HitRow, hitColumns, type SearchHit, toHit } from './hits.ts';
import {
  countsOf,
  type MatchSet,
  matchSetSize,
  pageOf,
  readMatchSet,
  turnsFilters,
  withoutTurnedFilters,
} from './match-set.ts';
import {
  MIN_PREFIX_LETTERS,
  type ParsedSearchParams,
  SEARCH_TIMEOUT_MS,
  type Sort,
  searchParams,
} from './params.ts';
import { pgIntArray, SearchSql, type TextMatch } from './search-sql.ts';
import { SettingDemand } from './setting-demand.ts';
import { correctWords } from './spelling.ts';

export type { Facets } from './facets.ts';
export type { SearchHit } from './hits.ts';

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  page: number;
  per_page: number;
  facets?: Facets;
  /** True when no word matched exactly and the results come from typo-tolerant matching. */
  fuzzy: boolean;
}

/**
 * How a search no cache holds is answered. `rows`: its page, total and facets counted by the
 * database (and kept briefly). `match set`: once counting a base's settings (a base is the search
 * without its turned filters: brand, size, colour, price, stock) is asked with many settings at
 * once (`SettingDemand`), its
 * match set (match-set.ts) is read and every setting is answered from memory, so a price no
 * cache has seen costs a pass over memory and one read of the page's products.
 */
export type SearchRoute = 'rows' | 'match set';

/**
 * Searches the product documents: full text over canonical words (Latin- or Cyrillic-typed,
 * prefixes match), falling back to trigram word similarity for typos, with filters, the default
 * filter, sorts, paging and (when asked) facet counts that reflect the other active filters.
 */
// Lists and their facet counts repeat (a category page, a popular word): each process keeps
// them briefly, so stock and price changes show within a minute. Keyed by everything that
// changes the answer, including the locale and the day (random order, sale windows by date).
const RESULT_TTL_MS = 30_000;
const resultCache = new TtlCache<{ result: SearchResult; text: TextMatch; route: SearchRoute }>(
  RESULT_TTL_MS,
  2000,
);
/** Products read by id for match-set pages (`hitsById`), per locale. */
const keptHits = new Map<string, { at: number; hit: SearchHit }>();
const KEPT_HITS = 5000;
const facetCache = new TtlCache<Facets>(60_000, 2000);
/** Facet buckets of one set of rows (see `countRows`), shared by every search that needs them. */
const countCache = new TtlCache<FacetRow[]>(60_000, 2000);
/** Match sets, bounded by the products they hold together (about 25 bytes each). */
// Answered up to a minute past their 30 s while a new read runs, so no shopper waits for one.
const matchSetCache = new TtlCache<MatchSet | null>(30_000, 64, {
  weight: { weigh: matchSetSize, max: 1_000_000 },
  staleMs: 30_000,
});
/** A larger set is not read: counting its settings in the database costs less. */
const MATCH_SET_MAX_ROWS = 250_000;

/**
 * A base's match set is read once this many of its settings missed the caches within 30 s:
 * 40 for a list (a whole-catalogue set costs as much as ten counts), 4 for a search, whose words
 * narrow the set to a fraction of the catalogue (1,000-26,000 of 100,000 products).
 */
const listDemand = new SettingDemand(40, 30_000);
const wordsDemand = new SettingDemand(4, 30_000);

/** Searches; `route` forces how a search no cache holds is answered (tests compare the two). */
export async function runSearch(
  ctx: Ctx,
  params: ParsedSearchParams,
  route?: SearchRoute,
): Promise<SearchResult> {
  const found = await resultCache.get(cacheKey(ctx, params), async () => {
    const demand = params.q?.trim() ? wordsDemand : listDemand;
    const hot = turnsFilters(params) && demand.miss(baseKey(ctx, params));
    const chosen = route ?? (hot ? 'match set' : 'rows');
    const searched = await (chosen === 'match set'
      ? searchUncached(
          ctx,
          params,
          (text) => pageFromMatchSet(ctx, params, text),
          (tsquery) => withinTimeLimit(ctx, (limited) => anyMatch(limited, tsquery)),
        )
      : withinTimeLimit(ctx, (limited) =>
          searchUncached(
            limited,
            params,
            (text) => page(new SearchSql(limited, params, text)),
            (tsquery) => anyMatch(limited, tsquery),
          ),
        ));
    return { ...searched, route: chosen };
  });
  const result = structuredClone(found.result);
  if (params.facets) {
    // Usually already counted (and cached) for the total, in the same pass.
    result.facets = await cachedFacets(
      new SearchSql(ctx, params, found.text),
      found.route === 'match set' ? 'match set' : 'own transaction',
    );
  }
  return result;
}

/** What identifies a search's base: the search without its turned filters and paging. */
function baseKey(ctx: Ctx, params: ParsedSearchParams): string {
  const {
    page: _p,
    perPage: _pp,
    facets: _f,
    countTotal: _c,
    ...base
  } = withoutTurnedFilters(params);
  return JSON.stringify([ctx.locale, base]);
}

/** Forgets cached results (after a reindex, and in tests that change data). */
export function forgetSearchResults(): void {
  searchAnswersChanged();
  resultCache.clear();
  facetCache.clear();
  countCache.clear();
  matchSetCache.clear();
  keptHits.clear();
  listDemand.clear();
  wordsDemand.clear();
}

function cacheKey(ctx: Ctx, params: unknown, text?: TextMatch): string {
  return JSON.stringify([ctx.locale, ctx.now.toISOString().slice(0, 13), params, text]);
}

function sortOf(params: ParsedSearchParams, text: TextMatch): Sort {
  if (params.sort) return params.sort;
  if (params.deals) return 'ending_soon';
  return text.tsquery || text.fuzzyKey ? 'relevance' : 'popularity';
}

/** The match set of a search (its turned filters taken off), read at most every 30 s. */
function matchSetOf(
  ctx: Ctx,
  params: ParsedSearchParams,
  text: TextMatch,
): Promise<MatchSet | null> {
  const sort = sortOf(params, text);
  const {
    page: _p,
    perPage: _pp,
    facets: _f,
    countTotal: _c,
    fallbacks: _fb,
    q: _q,
    ...rest
  } = withoutTurnedFilters(params);
  // Only names sort differently per language.
  const locale = sort === 'name_asc' || sort === 'name_desc' ? ctx.locale : '';
  const key = JSON.stringify([ctx.now.toISOString().slice(0, 13), locale, sort, rest, text]);
  return matchSetCache.get(key, () =>
    withinTimeLimit(ctx, (limited) =>
      readMatchSet(limited, params, text, sort, MATCH_SET_MAX_ROWS),
    ),
  );
}

/** A page from the match set, its products read by id; from the rows when the set is too large. */
async function pageFromMatchSet(
  ctx: Ctx,
  params: ParsedSearchParams,
  text: TextMatch,
): Promise<SearchResult> {
  const set = await matchSetOf(ctx, params, text);
  if (!set) return withinTimeLimit(ctx, (limited) => page(new SearchSql(limited, params, text)));
  const { ids, total } = pageOf(set, params);
  return {
    hits: await hitsById(new SearchSql(ctx, params, text), ids),
    total,
    page: params.page,
    per_page: params.perPage,
    fuzzy: false,
  };
}

/**
 * Products by id as a list shows them, in the order asked, each kept as briefly as a result:
 * the pages of a price slider show mostly the same products. A product deleted since its id
 * was taken is left out.
 */
async function hitsById(query: SearchSql, ids: number[]): Promise<SearchHit[]> {
  const now = Date.now();
  const keyOf = (id: number) => `${query.ctx.locale} ${id}`;
  const fresh = (id: number) => {
    const kept = keptHits.get(keyOf(id));
    return kept && now - kept.at < RESULT_TTL_MS ? kept.hit : undefined;
  };
  const missing = ids.filter((id) => !fresh(id));
  if (missing.length) {
    const rows = await queryRows<HitRow>(
      query.ctx.db,
      sql`select ${hitColumns(query)} from search_product
        where product_id = any(${pgIntArray(missing)})`,
    );
    for (const row of rows) {
      const key = keyOf(row.product_id);
      keptHits.delete(key);
      keptHits.set(key, { at: now, hit: toHit(row) });
      if (keptHits.size > KEPT_HITS) {
        const oldest = keptHits.keys().next().value;
        if (oldest !== undefined) keptHits.delete(oldest);
      }
    }
  }
  return ids.flatMap((id) => {
    // Shared with the kept results; `runSearch` hands out copies.
    const hit = keptHits.get(keyOf(id))?.hit;
    return hit ? [hit] : [];
  });
}

/**
 * Facet counts of a search (words as matched, filters), computed at most once a minute: from its
 * match set, or in a time-limited transaction of their own unless the caller already runs in one.
 */
function cachedFacets(
  query: SearchSql,
  run: 'match set' | 'own transaction' | 'caller’s',
): Promise<Facets> {
  const { ctx, params, text } = query;
  const { page: _page, perPage: _perPage, sort: _sort, ...filters } = params;
  return facetCache.get(cacheKey(ctx, filters, text), async () => {
    const set = run === 'match set' ? await matchSetOf(ctx, params, text) : null;
    if (set) return facetsOf(query, async (rows) => countsOf(set, rows.params));
    return run === 'caller’s'
      ? facetsOf(query, cachedCounts)
      : withinTimeLimit(ctx, (limited) =>
          facetsOf(new SearchSql(limited, params, text), cachedCounts),
        );
  });
}

/**
 * Runs a search's queries in one read transaction with `statement_timeout` at the search's
 * time limit, so a query that outlives the limit is cancelled in the database instead of
 * holding a connection after the shopper got the 503 (PostgreSQL; PGlite has no timer and runs
 * the transaction alone).
 */
export async function withinTimeLimit<T>(
  ctx: Ctx,
  work: (ctx: Ctx) => Promise<T>,
  limitMs = SEARCH_TIMEOUT_MS,
): Promise<T> {
  try {
    return await withTransaction(ctx, async (limited) => {
      await limited.db.execute(sql.raw(`set local statement_timeout = ${Math.trunc(limitMs)}`));
      return work(limited);
    });
  } catch (error) {
    // PostgreSQL's "canceling statement due to statement timeout".
    if (hasErrorCode(error, '57014')) throw new AppError('unavailable', 'error.timeout');
    throw error;
  }
}

/**
 * Finds the words' match (as typed, corrected, or by similarity) and its page through `pageFor`,
 * `anyMatch` telling whether the words match anything at all.
 */
async function searchUncached(
  ctx: Ctx,
  params: ParsedSearchParams,
  pageFor: (text: TextMatch) => Promise<SearchResult>,
  anyMatch: (tsquery: string | null) => Promise<boolean>,
): Promise<{ result: SearchResult; text: TextMatch }> {
  const words = params.q ? canonicalWords(params.q) : [];
  // A prefix of one or two letters would match most of the catalogue ("sa": 58% of it) and
  // count it all for the total and the facets: when no word has three letters, the words match
  // whole words only ("сүү", milk, is "su"; "ус", water, "us"); prefixes this short are the
  // suggestions' job (`popularTitles`). With a longer word beside it, a short word stays a
  // prefix ("gar u").
  const prefixes = words.some((w) => w.length >= MIN_PREFIX_LETTERS);
  const tsquery = words.length ? words.map((w) => (prefixes ? `${w}:*` : w)).join(' & ') : null;
  // Whole words in the name rank above words they merely begin ("utas" the phone before
  // "utasgui", the wireless charger).
  const exact = words.length ? words.map((w) => `${w}:A`).join(' & ') : null;
  let text: TextMatch = { tsquery, fuzzyKey: null, exact };
  let result = await pageFor(text);
  // Fallbacks only when the words themselves match nothing, not when filters empty the list,
  // and not for words too short to correct.
  const tryFallbacks =
    params.fallbacks &&
    prefixes &&
    result.total === 0 &&
    words.length > 0 &&
    !(await anyMatch(tsquery));
  if (tryFallbacks) {
    // Nothing spelled like that: correct words the index does not know ("сарнйа" → сарнай).
    const corrected = await correctWords(ctx, words);
    if (corrected.join(' ') !== words.join(' ')) {
      text = {
        tsquery: corrected.map((w) => `${w}:*`).join(' & '),
        fuzzyKey: null,
        exact: corrected.map((w) => `${w}:A`).join(' & '),
      };
      result = await pageFor(text);
      result.fuzzy = result.total > 0;
    }
  }
  if (tryFallbacks && result.total === 0) {
    // Still nothing: try typo-tolerant matching of the whole phrase.
    text = { tsquery: null, fuzzyKey: words.join(' ') };
    result = await pageFor(text);
    result.fuzzy = result.total > 0;
  }
  return { result, text };
}

/** A product a suggestion box offers. */
export interface TitleMatch {
  id: number;
  slug: string;
  name: string;
  popularity: number;
}

/** How many of the most popular products matching the words anywhere `popularTitles` looks at. */
const TITLE_SCAN = 400;

/**
 * The most popular products (under the default filter) with every word as the beginning of a
 * word of their titles (names in every locale, keywords, brand), for suggestions. The words are
 * first matched in the whole document, through its index or by walking the popularity index
 * (search_product_popularity_idx), whichever the planner finds cheaper; titles are checked only
 * among the first 400 of those, so a word common in descriptions but rare in titles costs a
 * bounded amount instead of a walk through the whole catalogue. No total, facets or fallbacks.
 */
export async function popularTitles(ctx: Ctx, q: string, limit: number): Promise<TitleMatch[]> {
  const words = canonicalWords(q);
  if (words.length === 0) return [];
  const tsquery = words.map((w) => `${w}:*`).join(' & ');
  const query = new SearchSql(ctx, searchParams.parse({}), { tsquery, fuzzyKey: null });
  const rows = await queryRows<TitleMatch>(
    ctx.db,
    sql`select product_id as id, slug, name, popularity from (
        select product_id, slug, coalesce(names->>${ctx.locale}, names->>'mn') as name, title_key,
          (total_reviews * average_rating) as popularity
        from search_product
        where ${query.where()}
        order by (total_reviews * average_rating) desc, product_id desc
        limit ${TITLE_SCAN}
      ) popular
      where to_tsvector('simple', title_key) @@ to_tsquery('simple', ${tsquery})
      order by popularity desc, product_id desc
      limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, popularity: Number(r.popularity) }));
}

/** Whether any product at all has these words (ignoring every filter). */
async function anyMatch(ctx: Ctx, tsquery: string | null): Promise<boolean> {
  if (!tsquery) return false;
  // With LIMIT 1 the planner expects an early hit and reads the table in order: for words that
  // match nothing (when this runs most) that is every row, 330 ms at 100,000 products. In the
  // search's transaction (`withinTimeLimit`), this one query is made to use the index.
  await ctx.db.execute(sql`set local enable_seqscan = off`);
  const rows = await queryRows<{ one: number }>(
    ctx.db,
    sql`select 1 as one from search_product where document @@ to_tsquery('simple', ${tsquery}) limit 1`,
  );
  await ctx.db.execute(sql`set local enable_seqscan = on`);
  return rows.length > 0;
}

async function page(query: SearchSql): Promise<SearchResult> {
  const { params, ctx } = query;
  const sort = sortOf(params, query.text);
  const rows = await queryRows<HitRow>(
    ctx.db,
    sql`select ${hitColumns(query)}
      from search_product
      where ${query.where()}
      order by ${query.orderBy(sort)}
      limit ${params.perPage} offset ${(params.page - 1) * params.perPage}`,
  );
  // Counted apart (a window count over the page query would sort every match); with facets,
  // taken from the availability facet, which counts the same rows in the same pass.
  const total =
    !params.countTotal || (params.page === 1 && rows.length < params.perPage)
      ? (params.page - 1) * params.perPage + rows.length
      : params.facets
        ? totalOf(await cachedFacets(query, 'caller’s'), params)
        : await countAll(query);
  return {
    hits: rows.map(toHit),
    total,
    page: params.page,
    per_page: params.perPage,
    fuzzy: false,
  };
}

/** How many products match in all. */
async function countAll(query: SearchSql): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    query.ctx.db,
    sql`select count(*)::int as n from search_product where ${query.where()}`,
  );
  return row?.n ?? 0;
}

/** The facet buckets of a search's rows (sold-out ones included), at most once a minute. */
function cachedCounts(query: SearchSql): Promise<FacetRow[]> {
  const { q: _q, page: _p, perPage: _pp, sort: _s, facets: _f, ...filters } = query.params;
  const { countTotal: _c, fallbacks: _fb, availability: _a, ...rows } = filters;
  // Not keyed by locale: the buckets carry ids, values and brand names, the same in every one.
  const key = JSON.stringify([query.ctx.now.toISOString().slice(0, 13), rows, query.text]);
  return countCache.get(key, () => countRows(query));
}
