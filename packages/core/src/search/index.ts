export { AIRPORTS_SIZE, type Airport, loadAirportsIfMissing, searchAirports } from './airports.ts';
export { searchAnswersVersion } from './answers-version.ts';
export { canonical, canonicalWords } from './canonical.ts';
export {
  forgetSearchCaches,
  reindexProducts,
  reindexProductsOf,
  searchDocumentRows,
} from './indexer.ts';
export { MORE_LIKE_THIS_SIZE, moreLikeThis } from './more-like-this.ts';
export { FACET_BUCKET_SIZE, PAGE_SIZE, type SearchParams, SORTS, type Sort } from './params.ts';
export { type Facets, forgetSearchResults, type SearchHit, type SearchResult } from './query.ts';
export { postgresSearchIndex, SEARCH_TIMEOUT_MS, type SearchIndex } from './service.ts';
export {
  type ShopperQuery,
  type ShopperResult,
  searchForShopper,
  type TaxonFacet,
} from './shopper-query.ts';
export { adjustIndexedStock, setIndexedRating } from './stock.ts';
export { refreshStockOf } from './stock-sync.ts';
export { type Suggestion, suggest } from './suggest.ts';
