import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;

beforeAll(async () => {
  api = await startShopApi({ products: 40 });
});

afterAll(async () => {
  await api?.close();
});

describe(`articles and news API on ${testDatabaseKind()}`, () => {
  it('lists articles a page at a time, in the asked language, and opens one by its slug', async () => {
    const list = await api.call('GET', '/articles?page=2', { lang: 'ru' });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ page: 2, total: 60, pages: 5 });
    expect(body.articles).toHaveLength(12);
    const russian = body.articles.find((a: { locale: string }) => a.locale === 'ru');
    expect(russian.title).toMatch(/^(Весна|Лето|Осень|Зима|Праздничный сезон): /);
    const one = await api.call('GET', `/articles/${russian.slug}`, { lang: 'ru' });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ slug: russian.slug, kind: 'article', locale: 'ru' });
    expect(one.json().body_html).toMatch(/^<p>/);
    expect(Array.isArray(one.json().product_ids)).toBe(true);
  });

  it('gives tags with counts, a tag’s page and the news the same way', async () => {
    const tags = await api.call('GET', '/news/tags', { lang: 'en' });
    expect(tags.json().tags[0]).toMatchObject({ slug: 'delguur', name: 'Shop news', count: 30 });
    const info = await api.call('GET', '/articles/tag_info?tag=kokteil', { lang: 'it' });
    expect(info.json()).toMatchObject({ slug: 'kokteil', name: 'Cocktail' });
    const tagged = await api.call('GET', '/news?tag=hyamdral');
    expect(tagged.json().total).toBe(6);
    const news = await api.call('GET', `/news/${tagged.json().articles[0].slug}`);
    expect(news.json().kind).toBe('news');
  });

  it('gives the shop’s own pages by slug, in the asked language', async () => {
    const page = await api.call('GET', '/pages/delivery', { lang: 'cn' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ kind: 'page', slug: 'delivery', title: '配送说明' });
    expect(page.json().body_html).toContain('5,000₮');
    expect((await api.call('GET', '/pages/no-such-page')).statusCode).toBe(404);
    // A page is not an article, and an article is not a page.
    expect((await api.call('GET', '/articles/delivery')).statusCode).toBe(404);
  });

  it('lists authors, opens one with their articles, and follows and unfollows with PUT', async () => {
    const me = await api.shopper();
    const authors = await api.call('GET', '/authors', { lang: 'en' });
    expect(authors.json().authors).toHaveLength(4);
    const nomin = authors.json().authors.find((a: { slug: string }) => a.slug === 'nomin');
    const page = await api.call('GET', '/authors/nomin?page=1', { bearer: me.bearer });
    expect(page.json()).toMatchObject({ slug: 'nomin', following: false });
    expect(page.json().written.total).toBe(nomin.articles);
    const followed = await api.call('PUT', `/authors/${nomin.id}/follow`, { bearer: me.bearer });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({ following: true, followers: nomin.followers + 1 });
    expect((await api.call('GET', '/authors/nomin', { bearer: me.bearer })).json().following).toBe(
      true,
    );
    const unfollowed = await api.call('PUT', `/authors/${nomin.id}/unfollow`, {
      bearer: me.bearer,
    });
    expect(unfollowed.json()).toEqual({ following: false, followers: nomin.followers });
    expect((await api.call('PUT', `/authors/${nomin.id}/follow`)).statusCode).toBe(401);
    expect(
      (await api.call('PUT', '/authors/2000000000/follow', { bearer: me.bearer })).statusCode,
    ).toBe(404);
    expect((await api.call('GET', '/authors/nobody')).statusCode).toBe(404);
  });

  it('lists the product badges and gives one, named in the asked language', async () => {
    const list = await api.call('GET', '/badges', { lang: 'en' });
    expect(list.statusCode).toBe(200);
    const [first] = list.json().badges;
    expect(first).toMatchObject({ id: expect.any(Number), code: expect.any(String) });
    expect(first.color).toMatch(/^#[0-9a-f]{6}$/i);
    const one = await api.call('GET', `/badges/${first.id}`, { lang: 'en' });
    expect(one.json()).toEqual(first);
    const mn = await api.call('GET', `/badges/${first.id}`);
    expect(mn.json().code).toBe(first.code);
    expect((await api.call('GET', '/badges/2000000000')).statusCode).toBe(404);
    expect((await api.call('GET', '/badges/abc')).statusCode).toBe(400);
  });

  it('groups the badges, and lets the website admin write one into a group', async () => {
    const groups = await api.call('GET', '/badge_groups', { lang: 'en' });
    expect(groups.statusCode, groups.body).toBe(200);
    const [highlights, qualities] = groups.json().badge_groups;
    expect(highlights).toMatchObject({ code: 'highlights', name: 'Highlights' });
    expect(highlights.badges.map((b: { code: string }) => b.code)).toEqual([
      'new',
      'hit',
      'limited',
    ]);
    expect(qualities.badges.every((b: { group_id: number }) => b.group_id === qualities.id)).toBe(
      true,
    );
    const one = await api.call('GET', `/badge_groups/${qualities.id}`, { lang: 'ru' });
    expect(one.json()).toMatchObject({ code: 'qualities', name: 'Качества' });
    expect((await api.call('GET', '/badge_groups/2000000000')).statusCode).toBe(404);

    const badge = {
      code: 'handmade',
      name: 'Гар урлал',
      translations: { en: { name: 'Handmade' } },
      color: '#8D6E63',
      group: 'qualities',
    };
    const shopper = await api.shopper();
    expect(
      (await api.call('PUT', '/badges', { bearer: shopper.bearer, body: badge })).statusCode,
    ).toBe(403);
    const admin = await api.shopper('website_admin');
    const written = await api.call('PUT', '/badges', { bearer: admin.bearer, body: badge });
    expect(written.statusCode, written.body).toBe(200);
    const read = await api.call('GET', `/badges/${written.json().id}`, { lang: 'en' });
    expect(read.json()).toEqual({
      id: written.json().id,
      code: 'handmade',
      name: 'Handmade',
      color: '#8d6e63',
      group_id: qualities.id,
    });
    for (const bad of [
      { ...badge, color: 'brown' },
      { ...badge, group: 'no-such-group' },
      { ...badge, name: '' },
    ]) {
      const refused = await api.call('PUT', '/badges', { bearer: admin.bearer, body: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('answers 404 for an unknown slug, tag or a page past the end, and 400 for bad input', async () => {
    expect((await api.call('GET', '/articles/no-such-article')).statusCode).toBe(404);
    expect((await api.call('GET', '/articles/tag_info?tag=no-such-tag')).statusCode).toBe(404);
    expect((await api.call('GET', '/articles?page=99')).json().articles).toEqual([]);
    for (const url of [
      '/articles/%3Cscript%3E',
      '/articles?page=0',
      '/articles?page=abc',
      '/articles?tag=Not%20A%20Tag',
      '/articles?admin=1',
      '/news/tag_info',
    ]) {
      expect((await api.call('GET', url)).statusCode, url).toBe(400);
    }
  });
});
