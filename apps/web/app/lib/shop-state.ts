/**
 * The shopper's client state that survives a reload (spec §4 "Persistence"): one stored object at
 * version 2. Login, search box text, navigation, justChanged, updating, fetching and
 * notifications are never stored.
 */
export const STATE_VERSION = 2;
export const STORAGE_KEY = 'shop-state';
export const RECENT_SEARCHES_MAX = 10;
export const RECENTLY_VIEWED_MAX = 40;
export const COMPARE_MAX = 4;

export interface ViewedProduct {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  selling_price: number;
  price: number;
}

export interface ShopState {
  version: typeof STATE_VERSION;
  layout: 'grid' | 'list';
  recentSearches: string[];
  recentlyViewed: ViewedProduct[];
  compare: ViewedProduct[];
  wishedVariantIds: number[];
  cartToken: string | null;
  /** The shopper's answer to the push prompt (spec §9): asked no more once they gave one. */
  pushAnswer: 'subscribed' | 'dismissed' | null;
  /** This browser's push subscription's id towards the shop (`playerId`). */
  pushDevice: string | null;
}

export const EMPTY_STATE: ShopState = {
  version: STATE_VERSION,
  layout: 'grid',
  recentSearches: [],
  recentlyViewed: [],
  compare: [],
  wishedVariantIds: [],
  cartToken: null,
  pushAnswer: null,
  pushDevice: null,
};

type Stored = Record<string, unknown> & { version?: number };

// The spec's migrations: to v1 drop everything of v0; to v1's successor drop eTicket and taxon;
// to v2 start empty. Each runs in turn from the stored version up.
const MIGRATIONS: Record<number, (state: Stored) => Stored> = {
  0: () => ({}),
  1: ({ eTicket: _eTicket, taxon: _taxon, ...rest }) => rest,
  2: () => ({}),
};

/** The stored state brought up to version 2, with every field present and well-formed. */
export function migrateState(raw: unknown): ShopState {
  if (!raw || typeof raw !== 'object') return { ...EMPTY_STATE };
  let state = raw as Stored;
  const from = typeof state.version === 'number' ? state.version : -1;
  for (let version = from + 1; version <= STATE_VERSION; version++) {
    state = MIGRATIONS[version]?.(state) ?? state;
  }
  return sanitize(state);
}

function sanitize(state: Stored): ShopState {
  const list = <T>(value: unknown, max: number): T[] =>
    Array.isArray(value) ? (value.slice(0, max) as T[]) : [];
  return {
    version: STATE_VERSION,
    layout: state.layout === 'list' ? 'list' : 'grid',
    recentSearches: list<string>(state.recentSearches, RECENT_SEARCHES_MAX).filter(
      (s) => typeof s === 'string',
    ),
    recentlyViewed: list<ViewedProduct>(state.recentlyViewed, RECENTLY_VIEWED_MAX),
    compare: list<ViewedProduct>(state.compare, COMPARE_MAX),
    wishedVariantIds: list<number>(state.wishedVariantIds, 1000).filter(Number.isInteger),
    cartToken: typeof state.cartToken === 'string' ? state.cartToken : null,
    pushAnswer:
      state.pushAnswer === 'subscribed' || state.pushAnswer === 'dismissed'
        ? state.pushAnswer
        : null,
    pushDevice: typeof state.pushDevice === 'string' ? state.pushDevice : null,
  };
}

/** Search history: unique, newest first, at most 10 (spec §5). */
export function addRecentSearch(state: ShopState, text: string): ShopState {
  const query = text.trim();
  if (!query) return state;
  const rest = state.recentSearches.filter((s) => s.toLowerCase() !== query.toLowerCase());
  return { ...state, recentSearches: [query, ...rest].slice(0, RECENT_SEARCHES_MAX) };
}

/** Recently viewed: unique by id, newest first, at most 40 (spec §5). */
export function addRecentlyViewed(state: ShopState, product: ViewedProduct): ShopState {
  const rest = state.recentlyViewed.filter((p) => p.id !== product.id);
  return { ...state, recentlyViewed: [product, ...rest].slice(0, RECENTLY_VIEWED_MAX) };
}

/** Compare toggles: removes if present, else adds; refused at 4 (spec §4, §5). */
export function toggleCompare(
  state: ShopState,
  product: ViewedProduct,
): { state: ShopState; outcome: 'added' | 'removed' | 'full' } {
  if (state.compare.some((p) => p.id === product.id)) {
    return {
      state: { ...state, compare: state.compare.filter((p) => p.id !== product.id) },
      outcome: 'removed',
    };
  }
  if (state.compare.length >= COMPARE_MAX) return { state, outcome: 'full' };
  return { state: { ...state, compare: [...state.compare, product] }, outcome: 'added' };
}
