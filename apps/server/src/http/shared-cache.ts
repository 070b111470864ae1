/** How long a shared cache in front (a CDN, a proxy) may keep an answer, and serve it stale. */
export interface SharedLifetimes {
  freshSeconds: number;
  staleSeconds: number;
}

/**
 * Headers that let a CDN or proxy in front keep an answer for everyone as long as this process
 * does (`s-maxage`), then serve it stale while it asks again (`CDN-Cache-Control`, RFC 9213). A
 * browser asks again every time (`max-age=0`): it may sign in, and what it shows next must say so.
 * `stale-while-revalidate` stays out of `Cache-Control` because browsers read that one too.
 */
export function sharedCacheHeaders({ freshSeconds, staleSeconds }: SharedLifetimes) {
  return {
    'cache-control': `public, max-age=0, must-revalidate, s-maxage=${freshSeconds}`,
    'cdn-cache-control': `max-age=${freshSeconds}, stale-while-revalidate=${staleSeconds}`,
  };
}
