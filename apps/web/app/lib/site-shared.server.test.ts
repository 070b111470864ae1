import type { SiteData, TaxonNode } from '@shop/core';
import { afterEach, describe, expect, it } from 'vitest';
import { menuRoots, menuTaxons, parseSiteScriptFile, siteScript } from './site-shared.server.ts';
import { sharedSite } from './site-shared.ts';

const taxon = { id: 1, name: 'Цэцэг', permalink: 'flowers', children: [] };
const site = (translation: Record<string, string> = {}) =>
  ({ taxons: [taxon], translation, configs: { taxon_start_level: 1 } }) as unknown as SiteData;

// Read through a function: TypeScript would narrow the global to what a test last assigned.
const registry = (): Record<string, unknown> => globalThis.__shopSite ?? {};

afterEach(() => {
  globalThis.__shopSite = undefined;
});

describe('the script of texts and categories every page shares', () => {
  it('is named by its content: the same data, the same address; new wording, a new one', () => {
    const first = siteScript('en', site());
    expect(first.href).toMatch(/^\/_site\/en-[0-9a-f]{12}\.js$/);
    expect(siteScript('en', site()).href).toBe(first.href);
    expect(siteScript('ru', site()).href).not.toBe(first.href);
    const edited = siteScript('en', site({ 'nav.cart': 'Basket' }));
    expect(edited.href).not.toBe(first.href);
    expect(edited.body).toContain('"nav.cart":"Basket"');
  });

  it('registers its data under its own address when the browser runs it', () => {
    const script = siteScript('mn', site());
    globalThis.__shopSite = undefined;
    new Function('self', script.body)(globalThis);
    expect(sharedSite(script.href, 'mn').taxons).toEqual([taxon]);
    expect(Object.keys(registry())).toEqual([script.href]);
    expect(sharedSite(script.href, 'mn').messages['nav.cart']).toBeTruthy();
  });

  it('leaves the server its data for rendering, keeping only the newest twenty versions', () => {
    const scripts = Array.from({ length: 25 }, (_, i) => siteScript('en', site({ x: `${i}` })));
    const kept = Object.keys(registry());
    expect(kept).toHaveLength(20);
    expect(kept).toContain(scripts[24]!.href);
    expect(kept).not.toContain(scripts[0]!.href);
  });

  it('reads only addresses of the form it makes', () => {
    expect(parseSiteScriptFile('mn-0123456789ab.js')).toEqual({
      locale: 'mn',
      hash: '0123456789ab',
    });
    for (const bad of ['mn-0123.js', 'mn-0123456789ab.css', '../x.js', 'MN-0123456789ab.js']) {
      expect(parseSiteScriptFile(bad)).toBeNull();
    }
  });
});

describe('the categories every page carries', () => {
  const node = (id: number, depth: number, children: TaxonNode[] = []): TaxonNode => ({
    id,
    parent_id: depth === 0 ? null : id - 1,
    name: `Ангилал ${id}`,
    translation_en: `Category ${id}`,
    permalink: `c/${id}`,
    depth,
    position: 0,
    illustration: depth === 0 ? 'rose' : null,
    children,
  });

  it("are what the menus show: the locale's names, three levels, nothing for the back office", () => {
    const tree = [node(1, 0, [node(2, 1, [node(3, 2, [node(4, 3, [node(5, 4)])])])])];
    expect(menuTaxons(tree)).toEqual([
      {
        id: 1,
        name: 'Ангилал 1',
        permalink: 'c/1',
        illustration: 'rose',
        children: [
          {
            id: 2,
            name: 'Ангилал 2',
            permalink: 'c/2',
            illustration: null,
            children: [
              { id: 3, name: 'Ангилал 3', permalink: 'c/3', illustration: null, children: [] },
            ],
          },
        ],
      },
    ]);
  });
});

describe('where the menus start (taxon_start_level)', () => {
  const leaf = (id: number): TaxonNode =>
    ({ id, name: `${id}`, permalink: `${id}`, children: [] }) as unknown as TaxonNode;
  const branch = (id: number, children: TaxonNode[]): TaxonNode => ({ ...leaf(id), children });
  const tree = [branch(1, [branch(2, [leaf(4)]), leaf(3)]), branch(5, [leaf(6)])];
  const ids = (nodes: TaxonNode[]) => nodes.map((n) => n.id);

  it('starts at the top by default, and a level lower when set', () => {
    expect(ids(menuRoots(tree, 1))).toEqual([1, 5]);
    expect(ids(menuRoots(tree, 2))).toEqual([2, 3, 6]);
    expect(ids(menuRoots(tree, 3))).toEqual([4]);
  });

  it('stops at the last level with children, and reads a bad setting as the top', () => {
    expect(ids(menuRoots(tree, 9))).toEqual([4]);
    for (const bad of [undefined, 0, -2, 1.5, '2', null]) {
      expect(ids(menuRoots(tree, bad)), String(bad)).toEqual([1, 5]);
    }
  });
});

describe('the shared data a page reads', () => {
  it('falls back to the data loaded for the same locale when the named version is not loaded', () => {
    const loaded = siteScript('en', site());
    expect(sharedSite('/_site/en-ffffffffffff.js', 'en')).toBe(
      globalThis.__shopSite?.[loaded.href],
    );
    expect(sharedSite('/_site/ru-ffffffffffff.js', 'ru').messages).toEqual({});
  });
});
