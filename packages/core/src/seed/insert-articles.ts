import type { Locale } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import * as content from '../content/index.ts';
import { bulkInsert, type Cell, type Db, syncSequences } from '../db/index.ts';
import { SeededRandom } from '../shared/index.ts';
import { translationsOf } from './catalog-plan.ts';
import {
  ARTICLE_AUTHORS,
  ARTICLE_FRAMES,
  ARTICLE_SEASONS,
  ARTICLE_TAGS,
  ARTICLE_TOPICS,
  NEWS_TEMPLATES,
  type NewsTemplate,
} from './data/articles.ts';
import { PAGES } from './data/pages.ts';
import { LOCALES, type LocaleText } from './data/types.ts';
import { firstProductsByRoot } from './products-by-root.ts';

const DAY = 86_400_000;
export const SEED_ARTICLES = 60;
export const SEED_NEWS = 30;

/** ARTICLE_SEASONS in the year's order: winter, spring, summer, autumn, the holiday season. */
const YEAR = [3, 0, 1, 2, 4] as const;
/** The year's season in Ulaanbaatar for each month (January first), as a place in YEAR. */
const MONTH_SEASON = [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4] as const;

/**
 * The column of article `i` (0 the newest, each about six days older than the one before): the
 * newest twelve belong to the season of the day the shop is seeded, each older twelve to the one
 * before it. Five columns of twelve keep every title of the 60 different, and none reads "Spring"
 * in November.
 */
export function articleSeason(i: number, now: Date): LocaleText {
  const month = new Date(now.getTime() + 8 * 3_600_000).getUTCMonth();
  const column = Math.floor(i / (ARTICLE_TOPICS.length * 2));
  const place = ((((MONTH_SEASON[month] ?? 0) - column) % 5) + 5) % 5;
  return ARTICLE_SEASONS[YEAR[place] ?? 0] as LocaleText;
}

const UB_OFFSET = 8 * 3_600_000;

/**
 * When a season's or a holiday's news came out: the last time before `now` that its day, less
 * the template's days before, fell (at 10:00 in Ulaanbaatar). None for news of no date.
 */
export function newsDate(template: NewsTemplate, valueIndex: number, now: Date): Date | null {
  const day = template.dates?.on[valueIndex];
  if (!template.dates || !day) return null;
  const [month, dayOfMonth] = day;
  const year = new Date(now.getTime() + UB_OFFSET).getUTCFullYear();
  const on = (y: number) =>
    new Date(
      Date.UTC(y, month - 1, dayOfMonth, 10) - UB_OFFSET - (template.dates?.daysBefore ?? 0) * DAY,
    );
  return on(year) <= now ? on(year) : on(year - 1);
}

/**
 * The shop's articles and news, in proper Mongolian and translated: 60 articles (six topics,
 * two titles each, five seasonal columns) and 30 news items (five kinds, six each), across
 * tags and authors, over the past year. One article in seven is in Mongolian only, one in ten
 * in Mongolian and English, so a reader sees what happens when theirs is missing. Besides them
 * a draft and one scheduled for next week, which nobody sees yet. Then the shop's own pages
 * (about, delivery, payment, returns, stores, contact).
 */
export async function insertArticles(db: Db, now: Date): Promise<void> {
  const rand = new SeededRandom(15);
  await bulkInsert(
    db,
    'content_tag',
    { slug: 'text', name: 'text', description: 'text', translations: 'jsonb' },
    ARTICLE_TAGS.map((tag) => [
      tag.slug,
      tag.name.mn,
      tag.description.mn,
      translationsOf({ name: tag.name, description: tag.description }),
    ]),
  );
  await bulkInsert(
    db,
    'content_author',
    { id: 'int', slug: 'text', name: 'text', bio: 'text', translations: 'jsonb' },
    ARTICLE_AUTHORS.map((author, i) => [
      i + 1,
      author.slug,
      author.name,
      author.bio.mn,
      translationsOf({ bio: author.bio }),
    ]),
  );
  const authorId = (slug: string | null) => {
    const at = ARTICLE_AUTHORS.findIndex((a) => a.slug === slug);
    return at < 0 ? null : at + 1;
  };
  const productsOf = await productsByRoot(db);
  const articles: Cell[][] = [];
  const texts: Cell[][] = [];
  const tags: Cell[][] = [];
  const add = (
    article: {
      kind: string;
      slug: string;
      author: string | null;
      cover: string | null;
      draft?: boolean;
    },
    publishedAt: Date,
    productIds: number[],
    tagSlugs: string[],
    words: [Locale, { title: string; summary: string; bodyHtml: string }][],
  ) => {
    const id = articles.length + 1;
    articles.push([
      id,
      article.kind,
      article.slug,
      authorId(article.author),
      article.cover,
      article.draft ? 'draft' : 'published',
      publishedAt,
      productIds,
      now,
      now,
    ]);
    for (const [locale, text] of words) {
      const stored = content.storedText(text);
      texts.push([
        id,
        locale,
        stored.title,
        stored.summary,
        stored.bodyHtml,
        stored.readingMinutes,
        stored.searchKey,
      ]);
    }
    for (const tag of tagSlugs) tags.push([id, tag]);
  };

  for (let i = 0; i < SEED_ARTICLES + 2; i++) {
    const topic = ARTICLE_TOPICS[i % ARTICLE_TOPICS.length];
    const title = topic?.titles[Math.floor(i / ARTICLE_TOPICS.length) % 2];
    const season = articleSeason(i, now);
    if (!topic || !title) continue;
    const opening = rand.pick(ARTICLE_FRAMES.openings);
    const closing = rand.pick(ARTICLE_FRAMES.closings);
    const locales: readonly Locale[] = i % 7 === 3 ? ['mn'] : i % 10 === 5 ? ['mn', 'en'] : LOCALES;
    // The last two: one scheduled for next week, one draft.
    const publishedAt =
      i === SEED_ARTICLES
        ? new Date(now.getTime() + 7 * DAY)
        : new Date(now.getTime() - (i * 6 + rand.int(1, 5)) * DAY);
    add(
      {
        kind: 'article',
        slug: `${topic.slug}-${i + 1}`,
        author: topic.author,
        cover: `/media/p/${topic.cover}/${(i * 47) % 360}/${9000 + i}.svg?frame=16x9`,
        draft: i === SEED_ARTICLES + 1,
      },
      publishedAt,
      pickSome(rand, productsOf.get(topic.taxon) ?? [], 3),
      topic.tags,
      locales.map((locale) => [
        locale,
        {
          title: `${season[locale]}: ${title[locale]}`,
          summary: topic.summary[locale],
          bodyHtml: [
            `<p>${opening[locale]}</p>`,
            `<h2>${title[locale]}</h2>`,
            ...topic.paragraphs.map((p) => `<p>${p[locale]}</p>`),
            `<p><em>${closing[locale]}</em></p>`,
          ].join(''),
        },
      ]),
    );
  }

  for (let i = 0; i < SEED_NEWS; i++) {
    const template = NEWS_TEMPLATES[i % NEWS_TEMPLATES.length];
    const valueIndex = Math.floor(i / NEWS_TEMPLATES.length) % (template?.values.length ?? 1);
    const value = template?.values[valueIndex];
    if (!template || !value) continue;
    const every11Days = new Date(now.getTime() - (i * 11 + rand.int(0, 3)) * DAY - 3_600_000);
    const fill = (text: LocaleText, locale: Locale) =>
      text[locale].replaceAll('{x}', value[locale]);
    add(
      {
        kind: 'news',
        slug: `${template.slug}-${i + 1}`,
        author: 'redaktsi',
        cover: `/media/p/${template.cover}/${(i * 71) % 360}/${9500 + i}.svg?frame=16x9`,
      },
      newsDate(template, valueIndex, now) ?? every11Days,
      [],
      template.tags,
      LOCALES.map((locale) => [
        locale,
        {
          title: fill(template.title, locale),
          summary: fill(template.summary, locale),
          bodyHtml: template.body.map((p) => `<p>${fill(p, locale)}</p>`).join(''),
        },
      ]),
    );
  }

  for (const page of PAGES) {
    add(
      { kind: 'page', slug: page.slug, author: null, cover: null },
      new Date(now.getTime() - 400 * DAY),
      [],
      [],
      LOCALES.map((locale) => [
        locale,
        {
          title: page.title[locale],
          summary: page.summary[locale],
          bodyHtml: page.body.map((p) => `<p>${p[locale]}</p>`).join(''),
        },
      ]),
    );
  }

  await bulkInsert(
    db,
    'content_article',
    {
      id: 'int',
      kind: 'text',
      slug: 'text',
      author_id: 'int',
      cover: 'text',
      status: 'text',
      published_at: 'timestamptz',
      product_ids: 'jsonb',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    articles,
  );
  await bulkInsert(
    db,
    'content_article_text',
    {
      article_id: 'int',
      locale: 'text',
      title: 'text',
      summary: 'text',
      body_html: 'text',
      reading_minutes: 'int',
      search_key: 'text',
    },
    texts,
  );
  await bulkInsert(db, 'content_article_tag', { article_id: 'int', tag: 'text' }, tags);
  await syncSequences(db, ['content_author', 'content_article']);
}

/** Shown, sellable products under each catalogue root, for articles to mention. */
async function productsByRoot(db: Db): Promise<Map<string, number[]>> {
  const rows = await firstProductsByRoot(db, sql`p.image is not null and not p.age_restricted`);
  const byRoot = new Map<string, number[]>();
  for (const row of rows) {
    const list = byRoot.get(row.root) ?? [];
    list.push(Number(row.id));
    byRoot.set(row.root, list);
  }
  return byRoot;
}

function pickSome(rand: SeededRandom, items: number[], count: number): number[] {
  const picked = new Set<number>();
  for (let tries = 0; picked.size < Math.min(count, items.length) && tries < 20; tries++) {
    picked.add(rand.pick(items));
  }
  return [...picked];
}
