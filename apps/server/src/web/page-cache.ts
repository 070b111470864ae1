import { randomBytes } from 'node:crypto';

/** A server-rendered page as it is kept: its visitor's secrets replaced by markers. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The HTML (or a client navigation's data) with PAGE_MARKS where the secrets were. */
  body: string;
  storedAt: number;
}

/** The per-answer secrets a page carries: put back for each visitor it is served to. */
export interface PageSecrets {
  csrfToken: string;
  scriptNonce: string;
  styleNonce: string;
}

// Random for each process: a text on a page (a review, an article) cannot spell a marker to
// have a visitor's token written into it.
const mark = (name: string) => `${name}-${randomBytes(12).toString('hex')}`;
const MARKS = { csrfToken: mark('csrf'), scriptNonce: mark('nonce'), styleNonce: mark('style') };
const KEYS = Object.keys(MARKS) as (keyof PageSecrets)[];

/** The page with this answer's secrets taken out (to keep it for anyone). */
export function withoutSecrets(body: string, secrets: PageSecrets): string {
  let kept = body;
  for (const key of KEYS) if (secrets[key]) kept = kept.replaceAll(secrets[key], MARKS[key]);
  return kept;
}

/** A kept page with this visitor's secrets put in. */
export function withSecrets(body: string, secrets: PageSecrets): string {
  let page = body;
  for (const key of KEYS) page = page.replaceAll(MARKS[key], secrets[key]);
  return page;
}

export interface PageCacheOptions {
  /** A kept page is served as it is for this long… */
  freshMs: number;
  /** …then, for this long more, served while a new one is rendered behind it. */
  staleMs: number;
  /** All pages kept together are at most this many bytes (the least recently used go first). */
  maxBytes: number;
  now?: () => number;
}

export type PageLookup = { page: CachedPage; state: 'fresh' | 'stale' } | null;

/**
 * Server-rendered pages for visitors without a session, kept in this process (docs/OPERATIONS.md,
 * "The page cache"): fresh for `freshMs`, then served stale while one render replaces them, and
 * forgotten after that; bounded by bytes, least recently used first out.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage & { bytes: number }>();
  private readonly renders = new Set<string>();
  private readonly forgetListeners: (() => void)[] = [];
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  lookup(key: string): PageLookup {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = this.now() - entry.storedAt;
    if (age >= this.options.freshMs + this.options.staleMs) {
      this.drop(key);
      return null;
    }
    // Used now: to the back of the line for eviction.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { page: entry, state: age < this.options.freshMs ? 'fresh' : 'stale' };
  }

  store(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    const bytes = Buffer.byteLength(page.body) + 64 * page.headers.length;
    // One page may not push out a large part of the rest.
    if (bytes > this.options.maxBytes / 8) return;
    this.drop(key);
    this.entries.set(key, { ...page, storedAt: this.now(), bytes });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** Claims the one render that replaces a stale page; false while another is at it. */
  startRender(key: string): boolean {
    if (this.renders.has(key)) return false;
    this.renders.add(key);
    return true;
  }

  endRender(key: string): void {
    this.renders.delete(key);
  }

  /**
   * Forgets every page (what they show changed). Listeners hear of it (the other processes of a
   * cluster forget theirs), unless `quiet`: told by another process, not to be told back.
   */
  clear(options: { quiet?: boolean } = {}): void {
    this.entries.clear();
    this.bytes = 0;
    if (!options.quiet) for (const listener of this.forgetListeners) listener();
  }

  onForget(listener: () => void): void {
    this.forgetListeners.push(listener);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

const LOCALES = new Set(['en', 'ru', 'cn', 'it']);
/** The pages anyone sees alike: the catalogue, search and the shop's content. */
const SHARED_SECTIONS = new Set([
  '',
  'products',
  't',
  'search',
  'brands',
  'vendors',
  'articles',
  'news',
  'pages',
  'authors',
  'look-books',
  'promotions',
  'jobs',
  'travel',
  'hotels',
  'tours',
]);

/** Whether a page's path is one of the shared sections (in any locale). */
export function isSharedPage(path: string): boolean {
  const parts = path
    .replace(/\.data$/, '')
    .split('/')
    .filter(Boolean);
  if (parts[0] && LOCALES.has(parts[0])) parts.shift();
  return SHARED_SECTIONS.has(parts[0] ?? '');
}

/**
 * Whether a request's cookies leave its page the same for everyone: none of the shop's but the
 * CSRF token's (which is put in per visitor). A session, a cart, wishes, guest orders or the age
 * gate's answer make the page this visitor's own.
 */
export function hasOnlySharedCookies(cookies: Record<string, string | undefined>, csrf: string) {
  return Object.keys(cookies).every((name) => name === csrf || !name.startsWith('shop_'));
}
