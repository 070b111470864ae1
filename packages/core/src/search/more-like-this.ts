import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { queryRows, TtlCache } from '../db/index.ts';
import { type HitRow, hitColumns, type SearchHit, toHit } from './hits.ts';
import { searchParams } from './params.ts';
import { withinTimeLimit } from './query.ts';
import { SearchSql } from './search-sql.ts';
import { vocabularyOf } from './spelling.ts';

/** Spec §9's default list size. */
export const MORE_LIKE_THIS_SIZE = 20;
/** At most this many words of a product's names are looked for in others. */
const LIKE_WORDS = 8;
/**
 * The words chosen, rarest first, may together be in at most this many products (beyond the
 * first word): ranking reads each match's document, so a common word ("red", "set") would make
 * the ranking read a tenth of the catalogue, and says less about the product than a rare one.
 */
const LIKE_MATCHES = 2_000;
/** Words shorter than this say little about a product ("a", "of", "ба"). */
const MIN_WORD_LETTERS = 3;

// A product's neighbours change only when the catalogue does; kept ten minutes, per locale.
const kept = new TtlCache<SearchHit[]>(600_000, 2000);

/**
 * Products like this one (spec §7 "more-like-this"): those whose documents share the most words
 * of its names, in any category, ranked by how well they match, with the default filter and
 * without the product itself and `excludeIds` (what the page already shows beside it). The
 * words come from the product's own search document, so names in every language count and no
 * word list is kept by hand. Empty for an unknown product or one whose names have no word.
 */
export function moreLikeThis(
  ctx: Ctx,
  productId: number,
  options: { limit?: number; excludeIds?: number[] } = {},
): Promise<SearchHit[]> {
  const limit = options.limit ?? MORE_LIKE_THIS_SIZE;
  const exclude = [productId, ...(options.excludeIds ?? [])].slice(0, 200);
  const key = JSON.stringify([
    ctx.locale,
    ctx.now.toISOString().slice(0, 13),
    productId,
    limit,
    exclude,
  ]);
  return kept.get(key, () =>
    withinTimeLimit(ctx, async (limited) => {
      const [names, vocabulary] = await Promise.all([
        queryRows<{ lexeme: string }>(
          limited.db,
          sql`select lexeme from search_product, unnest(document) as w(lexeme, positions, weights)
            where product_id = ${productId} and 'A' = any(weights)
              and length(lexeme) >= ${MIN_WORD_LETTERS} and lexeme ~ '^[[:alnum:]]+$'`,
        ),
        vocabularyOf(limited),
      ]);
      const words = likeWords(
        names.map((n) => n.lexeme),
        vocabulary,
      );
      if (words.length === 0) return [];
      const tsquery = words.join(' | ');
      const query = new SearchSql(limited, searchParams.parse({ excludeIds: exclude }), {
        tsquery,
        fuzzyKey: null,
      });
      const rows = await queryRows<HitRow>(
        limited.db,
        sql`select ${hitColumns(query)} from search_product
          where ${query.where()}
          order by ts_rank(document, to_tsquery('simple', ${tsquery})) desc, product_id desc
          limit ${limit}`,
      );
      return rows.map(toHit);
    }),
  );
}

/**
 * The words a product is compared by: those of its names that other products have too, the
 * rarest first (they say most about it), while together they are in at most `LIKE_MATCHES`
 * products; at least one.
 */
export function likeWords(names: string[], productsWith: Map<string, number>): string[] {
  const count = (word: string) => productsWith.get(word) ?? 0;
  const shared = [...new Set(names)]
    .filter((word) => count(word) >= 2)
    .sort((a, b) => count(a) - count(b) || b.length - a.length || a.localeCompare(b));
  const chosen: string[] = [];
  let matches = 0;
  for (const word of shared) {
    if (chosen.length === LIKE_WORDS || (chosen.length > 0 && matches + count(word) > LIKE_MATCHES))
      break;
    chosen.push(word);
    matches += count(word);
  }
  return chosen;
}

/** Forgets the kept neighbours (with the rest of the search's caches, when the catalogue changes). */
export function forgetMoreLikeThis(): void {
  kept.clear();
}
