import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../scripts/test-database.ts';
import { buildApp, type ShopApp } from '../src/app.ts';

const DAY = 86_400_000;
const seedDay = new Date();
seedDay.setUTCHours(0, 0, 0, 0);

let testDb: TestDatabase;
let app: ShopApp;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 150, now: seedDay });
  ({ app } = await buildApp({ database: testDb.database }));
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe(`site data on ${testDatabaseKind()}`, () => {
  it('answers with the seeded taxons, menus, configs, badges, presets and notifications', async () => {
    const response = await app.inject({ url: '/api/v2/site_data' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.taxons.length).toBeGreaterThanOrEqual(6);
    expect(body.taxons[0].children.length).toBeGreaterThan(0);
    expect(body.taxons[0].depth).toBe(0);
    expect(body.menus.some((m: { placement: string }) => m.placement === 'footer')).toBe(true);
    expect(body.configs.pickup_shipping_method_id).toBe(849);
    expect(body.configs.work_hours).toEqual({ opens_at: '11:00', closes_at: '22:00' });
    expect(body.badges.map((b: { code: string }) => b.code)).toContain('new');
    expect(body.presets.map((p: { code: string }) => p.code)).toEqual(['new_arrivals', 'on_sale']);
    expect(body.notifications.length).toBe(2);
    expect(body.translation).toEqual({});
    // Zones and stores come only when asked for.
    expect(body.zones).toEqual([]);
    expect(body.store_locations).toEqual([]);
  });

  it('adds postal zones at every level when load_zones is set', async () => {
    const body = (await app.inject({ url: '/api/v2/site_data?load_zones=true' })).json();
    const levels = new Set(body.zones.map((z: { level: string }) => z.level));
    expect(levels).toEqual(new Set(['city', 'district', 'quarter']));
    const ub = body.zones.find((z: { cat: number; name: string }) => z.cat === 2);
    expect(ub.name).toMatch(/^Улаанбаатар/);
    const districts = body.zones.filter((z: { parent: string }) => z.parent === ub.zipcode);
    expect(districts.length).toBe(9);
  });

  it('adds the store locations with their 11:00-22:00 hours when load_store_locations is set', async () => {
    const body = (await app.inject({ url: '/api/v2/site_data?load_store_locations=1' })).json();
    expect(body.store_locations.length).toBeGreaterThanOrEqual(3);
    for (const store of body.store_locations) {
      expect([store.opens_at, store.closes_at]).toEqual(['11:00', '22:00']);
    }
  });

  it('judges notifications at the given date', async () => {
    const later = new Date(seedDay.getTime() + 90 * DAY).toISOString();
    const body = (
      await app.inject({ url: `/api/v2/site_data?date=${encodeURIComponent(later)}` })
    ).json();
    expect(body.notifications.length).toBe(3);
  });

  it('names things in the requested locale', async () => {
    const mn = (await app.inject({ url: '/api/v2/site_data' })).json();
    const en = (await app.inject({ url: '/api/v2/site_data?locale=en' })).json();
    const ru = (
      await app.inject({
        url: '/api/v2/site_data',
        headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
      })
    ).json();
    expect(en.taxons[0].name).toBe(mn.taxons[0].translation_en);
    expect(en.taxons[0].name).not.toBe(mn.taxons[0].name);
    expect(ru.taxons[0].name).toMatch(/[а-яё]/i);
    expect(ru.taxons[0].name).not.toBe(mn.taxons[0].name);
  });

  it('answers a malformed query with 400 in the error shape, never 500', async () => {
    for (const query of [
      'load_zones=maybe',
      'date=yesterday',
      'load_store_locations=2',
      'locale=fr',
    ]) {
      const response = await app.inject({ url: `/api/v2/site_data?${query}` });
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(typeof body.error).toBe('string');
      expect(Object.keys(body.errors)).toHaveLength(1);
      expect(body.request_id).toBe(response.headers['x-request-id']);
    }
  });

  it('translates errors into the request locale', async () => {
    const response = await app.inject({
      url: '/api/v2/site_data?load_zones=maybe',
      headers: { 'accept-language': 'en' },
    });
    expect(response.json()).toMatchObject({
      error: 'The request is not valid.',
      errors: { load_zones: ['"load_zones" is not valid.'] },
    });
    const mn = await app.inject({ url: '/api/v2/site_data?load_zones=maybe' });
    expect(mn.json().error).toBe('Оруулсан мэдээлэл буруу байна.');
  });
});

describe(`taxons on ${testDatabaseKind()}`, () => {
  it('lists every taxon flat, parents before children, with permalinks', async () => {
    const body = (await app.inject({ url: '/api/v2/taxons/all' })).json();
    const seen = new Set<number>();
    for (const taxon of body.taxons) {
      if (taxon.parent_id !== null) expect(seen.has(taxon.parent_id)).toBe(true);
      seen.add(taxon.id);
    }
    const permalinks = body.taxons.map((t: { permalink: string }) => t.permalink);
    expect(new Set(permalinks).size).toBe(permalinks.length);
    const maxDepth = Math.max(...body.taxons.map((t: { depth: number }) => t.depth));
    expect(maxDepth).toBeGreaterThanOrEqual(2);
    expect(maxDepth).toBeLessThanOrEqual(4);
  });

  it('returns the same taxons as a tree', async () => {
    const flat = (await app.inject({ url: '/api/v2/taxons/all' })).json().taxons;
    const tree = (await app.inject({ url: '/api/v2/taxons/tree' })).json().taxons;
    const count = (nodes: { children: unknown[] }[]): number =>
      nodes.reduce((n, node) => n + 1 + count(node.children as { children: unknown[] }[]), 0);
    expect(count(tree)).toBe(flat.length);
  });
});

describe('the rest of the HTTP surface', () => {
  it('answers a URL that cannot be decoded with 400 in the error shape', async () => {
    const response = await app.inject({ url: '/api/v2/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Оруулсан мэдээлэл буруу байна.' });
    expect(response.json().request_id).toBeTruthy();
  });

  it('tells caches that API answers vary with the language, and compressed ones with the encoding', async () => {
    const response = await app.inject({ url: '/api/v2/taxons/all' });
    expect(response.headers.vary).toContain('accept-language');
    const packed = await app.inject({
      url: '/api/v2/taxons/all',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(packed.headers['content-encoding']).toBe('gzip');
    const named = String(packed.headers.vary)
      .split(',')
      .map((field) => field.trim());
    expect(named).toEqual(expect.arrayContaining(['accept-language', 'accept-encoding']));
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/v2/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Хуудас олдсонгүй.');
  });

  it('serves the OpenAPI document and its browsable page', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v2/site_data', '/api/v2/taxons/all', '/api/v2/taxons/tree']),
    );
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('keeps a request id given by the caller and makes one otherwise', async () => {
    const given = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('abc-12345678');
    const made = await app.inject({ url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports ready while the database answers', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(true);
  });

  it('draws product pictures, monograms, banners and the logo as SVG', async () => {
    for (const url of [
      '/media/p/rose/340/7.svg',
      '/media/p/rose/340/7.svg?white=1',
      '/media/p/rose/340/7.svg?frame=16x9',
      '/media/p/rose/340/7.svg?white=1&frame=3x2',
      '/media/logo/200/Nomad.svg',
      '/media/banner/flowers.svg',
      '/media/logo.svg',
      '/media/logo-light.svg',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body.startsWith('<svg')).toBe(true);
    }
    for (const bad of [
      '/media/p/spaceship/1/1.svg',
      '/media/p/rose/%20/7.svg',
      '/media/p/rose/1e2/7.svg',
      '/media/p/rose/360/7.svg',
      '/media/p/rose/340/7.svg?white=2',
      '/media/p/rose/340/7.svg?frame=4x3',
    ]) {
      expect((await app.inject({ url: bad })).statusCode, bad).toBe(400);
    }
    const coloured = (await app.inject({ url: '/media/p/rose/340/7.svg' })).body;
    const white = (await app.inject({ url: '/media/p/rose/340/7.svg?white=1' })).body;
    expect(white).not.toBe(coloured);
    // A look book's white flower: its hue marked `w`, drawn apart from the coloured one.
    const scene = (item: string) => app.inject({ url: `/media/lookbook/200/${item}.svg` });
    const whiteInScene = await scene('rose~352w~3~50~50');
    expect(whiteInScene.statusCode).toBe(200);
    expect(whiteInScene.body).not.toBe((await scene('rose~352~3~50~50')).body);
    expect((await scene('rose~352x~3~50~50')).statusCode).toBe(400);
    // Each frame drawn as asked, not one kept for the other.
    const wide = (await app.inject({ url: '/media/p/rose/340/7.svg?frame=16x9' })).body;
    expect(wide).toContain('viewBox="0 0 1067 600"');
    expect(coloured).toContain('viewBox="0 0 600 600"');
  });
});
