import { type EncodedBody, type Encoding, encodedSize } from '../http/encoded-body.ts';

/**
 * A server-rendered page as it is kept: the same for everyone it is served to (it holds no
 * token or nonce, and its headers say how long any cache may keep it).
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The HTML (or a client navigation's data), compressed as it is sent (http/encoded-body.ts). */
  body: EncodedBody;
  storedAt: number;
  /** When its render began: what it shows was read after this. */
  renderedFrom: number;
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
  private readonly storeListeners: ((key: string, page: CachedPage) => void)[] = [];
  private bytes = 0;
  /** When the pages were last forgotten: a page rendered from before then is not kept. */
  private clearedAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  /** How long a page is served as it is, and then stale while it is rendered again. */
  get lifetimes(): { freshSeconds: number; staleSeconds: number } {
    return {
      freshSeconds: Math.round(this.options.freshMs / 1000),
      staleSeconds: Math.round(this.options.staleMs / 1000),
    };
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

  /**
   * Keeps a page rendered from `renderedFrom` on (when its render began): not when the pages
   * were forgotten since, as it may show what changed. Listeners hear of it (the other workers
   * of a cluster keep it too, `adopt`).
   */
  store(
    key: string,
    page: Omit<CachedPage, 'storedAt' | 'renderedFrom'>,
    renderedFrom = this.now(),
  ): void {
    if (renderedFrom < this.clearedAt) return;
    const kept = this.keep(key, { ...page, storedAt: this.now(), renderedFrom });
    if (kept) for (const listener of this.storeListeners) listener(key, kept);
  }

  /**
   * Keeps a page another worker rendered, unless this one forgot its pages since the render
   * began or holds a newer copy; its listeners are not told.
   */
  adopt(key: string, page: CachedPage): void {
    if (page.renderedFrom < this.clearedAt) return;
    const held = this.entries.get(key);
    if (held && held.storedAt >= page.storedAt) return;
    this.keep(key, page);
  }

  onStore(listener: (key: string, page: CachedPage) => void): void {
    this.storeListeners.push(listener);
  }

  private keep(key: string, page: CachedPage): CachedPage | null {
    const bytes = encodedSize(page.body) + 64 * page.headers.length;
    // One page may not push out a large part of the rest.
    if (bytes > this.options.maxBytes / 8) return null;
    this.drop(key);
    const entry = { ...page, bytes };
    this.entries.set(key, entry);
    this.bytes += bytes;
    this.evictOverflow();
    return page;
  }

  /** The least recently used pages out until all fit. */
  private evictOverflow(): void {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest);
    }
  }

  /**
   * Keeps a page's bytes in one more encoding, made for a visitor who asked for it, as long as
   * the page looked up is still the one kept (not replaced or forgotten meanwhile).
   */
  addEncoding(key: string, page: CachedPage, encoding: Encoding, bytes: Buffer): void {
    const entry = this.entries.get(key);
    if (entry !== page || entry.body[encoding]) return;
    entry.body = { ...entry.body, [encoding]: bytes };
    entry.bytes += bytes.length;
    this.bytes += bytes.length;
    this.evictOverflow();
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
    this.clearedAt = this.now();
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
  'deals',
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
 * Whether a request's cookies leave its page the same for everyone: none of the shop's but those
 * named (the CSRF token, which a shared page's forms get after load, as a guest's cart count and
 * hearts). A session, guest orders or the age gate's answer make the page this visitor's own.
 */
export function hasOnlySharedCookies(
  cookies: Record<string, string | undefined>,
  shareable: ReadonlySet<string>,
) {
  return Object.keys(cookies).every((name) => shareable.has(name) || !name.startsWith('shop_'));
}

/** The request without the named cookies (a page for everyone must not read them). */
export function withoutCookies(request: Request, names: ReadonlySet<string>): Request {
  const cookie = request.headers.get('cookie');
  if (!cookie) return request;
  const kept = cookie
    .split(';')
    .filter((pair) => !names.has(pair.split('=', 1)[0]?.trim() ?? ''))
    .join(';');
  const headers = new Headers(request.headers);
  if (kept.trim() === '') headers.delete('cookie');
  else headers.set('cookie', kept);
  return new Request(request, { headers });
}

/**
 * The same page's request without the connection's signal: a page for everyone is rendered to
 * the end and kept even when the visitor who asked for it leaves first (a crawler's timeout, a
 * shopper clicking on), rather than rendered again, and cut off again, by the next one.
 */
export function detached(request: Request): Request {
  return new Request(request.url, { headers: request.headers });
}

/**
 * Whether an `If-None-Match` names the page's entity tag (weak comparison, as RFC 9110 has it
 * for this header: `W/` aside); `*` names any.
 */
export function holdsTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
