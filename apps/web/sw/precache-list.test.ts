import { describe, expect, it } from 'vitest';
import { isStaffRoute, parseManifestScript, precacheEntries } from './precache-list.ts';

const manifest = parseManifestScript(
  `window.__reactRouterManifest=${JSON.stringify({
    entry: { module: '/assets/entry-a.js', imports: ['/assets/shell-b.js'], css: [] },
    routes: {
      root: { id: 'root', module: '/assets/root-c.js', imports: [], css: ['/assets/root-d.css'] },
      'routes/product': {
        id: 'routes/product',
        module: '/assets/product-e.js',
        imports: ['/assets/shell-b.js', '/assets/Stars-f.js'],
      },
      'routes/back-office/scan': {
        id: 'routes/back-office/scan',
        module: '/assets/scan-g.js',
        imports: ['/assets/jsQR-h.js'],
      },
      'article-edit': { id: 'article-edit', module: '/assets/article-editor-i.js' },
    },
  })};`,
);

describe('what the service worker fetches at install', () => {
  it('is every shopper page’s files and the manifest, not the staff’s', () => {
    expect(precacheEntries(manifest, '/assets/manifest-x.js').map((e) => e.url)).toEqual([
      '/assets/Stars-f.js',
      '/assets/entry-a.js',
      '/assets/manifest-x.js',
      '/assets/product-e.js',
      '/assets/root-c.js',
      '/assets/root-d.css',
      '/assets/shell-b.js',
    ]);
  });

  it('knows the staff’s routes', () => {
    for (const id of ['routes/back-office/layout', 'routes/tmp-roulette/games', 'article-new']) {
      expect(isStaffRoute(id), id).toBe(true);
    }
    for (const id of ['routes/account/orders', 'routes/cart', 'routes/offline']) {
      expect(isStaffRoute(id), id).toBe(false);
    }
  });
});
