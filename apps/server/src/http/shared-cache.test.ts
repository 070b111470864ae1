import { describe, expect, it } from 'vitest';
import { sharedCacheHeaders } from './shared-cache.ts';

describe('sharedCacheHeaders', () => {
  it('lets a cache in front keep an answer as long as the shop does, and a browser ask again', () => {
    expect(sharedCacheHeaders({ freshSeconds: 20, staleSeconds: 40 })).toEqual({
      'cache-control': 'public, max-age=0, must-revalidate, s-maxage=20',
      'cdn-cache-control': 'max-age=20, stale-while-revalidate=40',
    });
  });
});
