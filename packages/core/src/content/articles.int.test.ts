import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { type Ctx, createContext } from '../context.ts';
import { SEED_ARTICLES, SEED_NEWS } from '../seed/index.ts';
import { refusal } from '../testing/index.ts';
import * as content from './index.ts';

let testDb: TestDatabase;
let ctx: Ctx;
const DAY = 86_400_000;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 40 });
  ctx = createContext(testDb.database.db, 'en');
});

afterAll(async () => {
  await testDb?.dispose();
});

describe(`articles and news on ${testDatabaseKind()}`, () => {
  it('lists the published ones newest first, a page at a time, without drafts or scheduled ones', async () => {
    const first = await content.listArticles(ctx, 'article');
    expect(first.total).toBe(SEED_ARTICLES);
    expect(first.pages).toBe(Math.ceil(SEED_ARTICLES / content.ARTICLES_PER_PAGE));
    expect(first.articles).toHaveLength(content.ARTICLES_PER_PAGE);
    const dates = first.articles.map((a) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await content.listArticles(ctx, 'article', { page: first.pages });
    const all = [first, last].flatMap((p) => p.articles.map((a) => a.slug));
    expect(new Set(all).size).toBe(all.length);
    expect((await content.listArticles(ctx, 'news')).total).toBe(SEED_NEWS);
    // The draft and the one scheduled for next week are not there; next week, one of them is.
    const later = createContext(ctx.db, 'en', new Date(ctx.now.getTime() + 8 * DAY));
    expect((await content.listArticles(later, 'article')).total).toBe(SEED_ARTICLES + 1);
  });

  it('gives the reader’s language when written in it, else Mongolian, and says which', async () => {
    const { articles } = await content.listArticles(ctx, 'article', { page: 1 });
    const translated = articles.find((a) => a.locales.length === 5);
    expect(translated?.locale).toBe('en');
    expect(translated?.title).toMatch(/^(Spring|Summer|Autumn|Winter|Holiday season): /);
    const everything = (
      await Promise.all(
        [1, 2, 3, 4, 5].map((page) => content.listArticles(ctx, 'article', { page })),
      )
    ).flatMap((p) => p.articles);
    const mongolianOnly = everything.find((a) => a.locales.join() === 'mn');
    expect(mongolianOnly?.locale).toBe('mn');
    expect(mongolianOnly?.title).toMatch(/^(Хавар|Зун|Намар|Өвөл|Баярын улирал): /);
    const article = await content.articleBySlug(ctx, 'article', mongolianOnly?.slug ?? '');
    expect(article.locale).toBe('mn');
    expect(article.body_html).toContain('<p>');
    expect(article.reading_minutes).toBeGreaterThanOrEqual(1);
  });

  it('narrows by tag, counts the tags and gives a tag’s page text in the reader’s language', async () => {
    const tags = await content.articleTags(ctx, 'article');
    const care = tags.find((t) => t.slug === 'tsetseg-archilgaa');
    expect(care?.name).toBe('Flower care');
    const tagged = await content.listArticles(ctx, 'article', { tag: 'tsetseg-archilgaa' });
    expect(tagged.total).toBe(care?.count);
    expect(tagged.articles.every((a) => a.tags.some((t) => t.slug === 'tsetseg-archilgaa'))).toBe(
      true,
    );
    const info = await content.tagInfo(createContext(ctx.db, 'ru'), 'hurim');
    expect(info).toMatchObject({ slug: 'hurim', name: 'Свадьбы' });
    expect((await refusal(content.tagInfo(ctx, 'no-such-tag'))).type).toBe('not_found');
    expect((await content.listArticles(ctx, 'news', { tag: 'hurim' })).total).toBe(0);
  });

  it('a draft, a scheduled one, a news slug asked as an article, or an unknown slug is not found', async () => {
    const later = createContext(ctx.db, 'en', new Date(ctx.now.getTime() + 8 * DAY));
    const scheduled = (await content.listArticles(later, 'article')).articles[0];
    expect(scheduled).toBeDefined();
    for (const [kind, slug] of [
      ['article', scheduled?.slug ?? ''],
      ['article', 'no-such-article'],
      ['article', (await content.listArticles(ctx, 'news')).articles[0]?.slug ?? ''],
    ] as const) {
      expect((await refusal(content.articleBySlug(ctx, kind, slug))).type).toBe('not_found');
    }
    expect(await content.articleExists(ctx, 2_000_000_000)).toBe(false);
  });

  it('cleans what is written: no script survives in a stored body', async () => {
    const id = await content.writeArticle(ctx, {
      kind: 'news',
      slug: 'cleaned-news',
      authorId: null,
      cover: null,
      status: 'published',
      publishedAt: new Date(ctx.now.getTime() - DAY),
      productIds: [],
      tags: ['delguur'],
      texts: {
        en: {
          title: 'Cleaned',
          summary: 'x',
          bodyHtml:
            '<p onclick="alert(1)">Hello<script>alert(1)</script></p><img src=x onerror=alert(1)>',
        },
      },
    });
    const news = await content.articleBySlug(ctx, 'news', 'cleaned-news');
    expect(news.id).toBe(id);
    expect(news.body_html).toBe('<p>Hello</p>');
    expect(news.locale).toBe('en');
  });

  it('searches in any spelling: Latin-typed Cyrillic, ө/о and ү/у alike, and forgives a typo', async () => {
    const cocktails = await content.listArticles(ctx, 'article', { q: 'kokteil' });
    expect(cocktails.total).toBe(10);
    expect(cocktails.articles.every((a) => a.tags.some((t) => t.slug === 'kokteil'))).toBe(true);
    const cyrillic = await content.listArticles(ctx, 'article', { q: 'КОКТЕЙЛЬ' });
    expect(cyrillic.total).toBe(10);
    // "өвөл" typed with о finds the winter column's rose care (and the wedding advice that
    // speaks of roses in winter).
    const winter = await content.listArticles(ctx, 'article', { q: 'овол сарнай' });
    expect(winter.articles.map((a) => a.title)).toContain(
      'Winter: Five ways to keep roses fresh for longer',
    );
    expect(winter.articles.every((a) => a.tags.some((t) => t.slug !== 'kokteil'))).toBe(true);
    const typo = await content.listArticles(ctx, 'article', { q: 'koktiel' });
    expect(typo.total).toBe(10);
    expect((await content.listArticles(ctx, 'article', { q: 'zzzyyyxxx' })).total).toBe(0);
    const news = await content.listArticles(ctx, 'news', { q: 'Songinokhairkhan' });
    expect(news.articles.map((a) => a.slug)).toEqual([expect.stringMatching(/^shine-salbar-/)]);
  });

  it('lists authors with their articles and followers; following is idempotent and one row however often', async () => {
    const authors = await content.listAuthors(ctx, null);
    expect(authors.map((a) => a.slug).sort()).toEqual([
      'nomin',
      'redaktsi',
      'sarangerel',
      'temuulen',
    ]);
    expect(authors.reduce((n, a) => n + a.articles, 0)).toBe(SEED_ARTICLES);
    // Most written first.
    const counts = authors.map((a) => a.articles);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(counts[0]).toBeGreaterThan(counts.at(-1) ?? 0);
    expect(await content.authorIdBySlug(ctx, 'nomin')).toBe(
      authors.find((a) => a.slug === 'nomin')?.id,
    );
    const sarangerel = await content.authorBySlug(ctx, 'sarangerel', null);
    expect(sarangerel.bio).toBe('A florist of ten years and a master of wedding bouquets.');
    expect(sarangerel.written.total).toBe(sarangerel.articles);
    expect(sarangerel.written.articles.every((a) => a.author?.slug === 'sarangerel')).toBe(true);

    const reader = Number(
      (
        (await ctx.db.execute(
          sql`insert into account_user (email) values ('follower@example.mn') returning id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows[0]?.id,
    );
    // More follows at once than the database pool holds: one row, one follower.
    const results = await Promise.all(
      Array.from({ length: 16 }, () => content.setFollowing(ctx, reader, sarangerel.id, true)),
    );
    expect(results.every((r) => r.following)).toBe(true);
    const after = await content.authorBySlug(ctx, 'sarangerel', reader);
    expect(after).toMatchObject({ following: true, followers: sarangerel.followers + 1 });
    expect(await content.setFollowing(ctx, reader, sarangerel.id, false)).toEqual({
      following: false,
      followers: sarangerel.followers,
    });
    expect(await content.setFollowing(ctx, reader, sarangerel.id, false)).toEqual({
      following: false,
      followers: sarangerel.followers,
    });
    expect((await refusal(content.setFollowing(ctx, reader, 2_000_000_000, true))).type).toBe(
      'not_found',
    );
    expect((await refusal(content.authorBySlug(ctx, 'nobody', null))).type).toBe('not_found');
  });
});
