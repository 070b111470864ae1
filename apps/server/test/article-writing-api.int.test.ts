import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;
let admin: { userId: number; bearer: string };

beforeAll(async () => {
  api = await startShopApi({ products: 20 });
  admin = await api.shopper('website_admin');
});

afterAll(async () => {
  await api?.close();
});

/** A new shopper the website admin has made an author. */
async function newAuthor(name: string) {
  const writer = await api.shopper();
  const made = await api.call('POST', '/authors', {
    bearer: admin.bearer,
    body: { user_id: writer.userId, name },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { ...writer, slug: made.json().slug as string, authorId: made.json().id as number };
}

const draft = (title: string, extra: Record<string, unknown> = {}) => ({
  texts: { mn: { title, summary: 'Товч', body_html: '<p>Хаврын цэцгийн тухай урт өгүүлбэр.</p>' } },
  tags: ['tsetseg-archilgaa'],
  ...extra,
});

describe(`writing articles, news and pages on ${testDatabaseKind()}`, () => {
  it('lets an author write a draft only they see, then publish it, scheduled or at once', async () => {
    const writer = await newAuthor('Сарнай Болд');
    const created = await api.call('POST', '/articles', {
      bearer: writer.bearer,
      body: draft('Хаврын цэцэг хадгалах нь'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json();
    expect(slug).toBe('havrin-ceceg-hadgalah-ni');

    // A draft: not read by anyone, listed in its writer's "My articles".
    expect((await api.call('GET', `/articles/${slug}`)).statusCode).toBe(404);
    const mine = await api.call('GET', '/articles/mine', { bearer: writer.bearer });
    expect(mine.json().articles[0]).toMatchObject({
      id,
      status: 'draft',
      state: 'draft',
      publish_at: null,
    });
    const other = await newAuthor('Өөр зохиолч');
    expect((await api.call('GET', '/articles/mine', { bearer: other.bearer })).json()).toEqual({
      articles: [],
    });
    expect(
      (await api.call('GET', `/articles/${slug}/edit`, { bearer: other.bearer })).statusCode,
    ).toBe(403);

    // Scheduled: published, but not shown until its time.
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await api.call('PUT', `/articles/${slug}`, {
      bearer: writer.bearer,
      body: draft('Хаврын цэцэг хадгалах нь', { status: 'published', publish_at: later }),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await api.call('GET', `/articles/${slug}`)).statusCode).toBe(404);
    const waiting = await api.call('GET', '/articles/mine', { bearer: writer.bearer });
    expect(waiting.json().articles[0]).toMatchObject({ id, state: 'scheduled' });
    const edit = await api.call('GET', `/articles/${slug}/edit`, { bearer: writer.bearer });
    expect(edit.json()).toMatchObject({
      status: 'published',
      publish_at: later,
      tags: ['tsetseg-archilgaa'],
    });

    // Its time come: read by all, under its author, found by search in Latin letters.
    const now = await api.call('PUT', `/articles/${slug}`, {
      bearer: writer.bearer,
      body: draft('Хаврын цэцэг хадгалах нь', {
        status: 'published',
        texts: {
          mn: { title: 'Хаврын цэцэг хадгалах нь', body_html: '<p>Өнөөдрийн зөвлөгөө.</p>' },
          en: { title: 'Keeping spring flowers', body_html: '<p>Today’s advice.</p>' },
        },
      }),
    });
    expect(now.statusCode, now.body).toBe(200);
    const read = await api.call('GET', `/articles/${slug}`, { lang: 'en' });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      title: 'Keeping spring flowers',
      locales: ['en', 'mn'],
      author: { slug: writer.slug, name: 'Сарнай Болд' },
    });
    const found = await api.call('GET', '/articles?q=havriin%20tsetseg');
    expect(found.json().articles.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('keeps each writer to their own: shoppers, other authors and news are refused', async () => {
    const writer = await newAuthor('Номин Дорж');
    const { slug } = (
      await api.call('POST', '/articles', { bearer: writer.bearer, body: draft('Миний нийтлэл') })
    ).json();
    const shopper = await api.shopper();
    expect(
      (await api.call('POST', '/articles', { bearer: shopper.bearer, body: draft('Худалдан') }))
        .statusCode,
    ).toBe(403);
    expect((await api.call('POST', '/articles', { body: draft('Нэргүй') })).statusCode).toBe(401);
    const other = await newAuthor('Бат Эрдэнэ');
    const taken = await api.call('PUT', `/articles/${slug}`, {
      bearer: other.bearer,
      body: draft('Булааж авсан'),
    });
    expect(taken.statusCode).toBe(403);
    expect(taken.json().error).toBeTruthy();
    // News and pages are the website admin's.
    expect(
      (await api.call('POST', '/news', { bearer: writer.bearer, body: draft('Мэдээ') })).statusCode,
    ).toBe(403);
    const news = await api.call('POST', '/news', {
      bearer: admin.bearer,
      body: draft('Шинэ салбар нээгдлээ', { status: 'published', tags: ['delguur'] }),
    });
    expect(news.statusCode, news.body).toBe(201);
    expect((await api.call('GET', `/news/${news.json().slug}`)).json().author).toBeNull();
    const page = await api.call('POST', '/pages', {
      bearer: admin.bearer,
      body: draft('Бидний түүх', { slug: 'our-story', status: 'published', tags: [] }),
    });
    expect(page.statusCode, page.body).toBe(201);
    expect((await api.call('GET', '/pages/our-story')).json().title).toBe('Бидний түүх');
    // The admin may change any article.
    expect(
      (await api.call('PUT', `/articles/${slug}`, { bearer: admin.bearer, body: draft('Засав') }))
        .statusCode,
    ).toBe(200);
  });

  it('cleans what is written: no script-injection string survives, and an empty body is refused', async () => {
    const writer = await newAuthor('Тест Зохиолч');
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">a</a>',
      '<a href="JaVaScRiPt:alert(1)">b</a>',
      '<svg onload=alert(1)><circle/></svg>',
      '<iframe src="https://evil.example/"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">hi</p>',
      '<img src="https://evil.example/x.png" alt="x">',
      '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
      '<form action="https://evil.example/"><input name="q"></form>',
      '"><script>alert(document.cookie)</script>',
      '<object data="evil.swf"></object><embed src="evil.swf">',
      '<body onload=alert(1)>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">c</a>',
    ];
    const created = await api.call('POST', '/articles', {
      bearer: writer.bearer,
      body: {
        status: 'published',
        texts: {
          mn: {
            title: 'Аюулгүй нийтлэл',
            body_html: `<p>Сайн байна уу</p>${attacks.join('')}<img src="/media/articles/x-l.webp" alt="зураг">`,
          },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = (await api.call('GET', `/articles/${created.json().slug}`)).json().body_html;
    for (const bad of [
      '<script',
      'onerror',
      'onload',
      'onclick',
      'javascript:',
      'JaVaScRiPt',
      '<iframe',
      'style=',
      'evil',
      '<svg',
      '<form',
      '<object',
      '<embed',
      'data:',
    ]) {
      expect(body, bad).not.toContain(bad);
    }
    expect(body).toContain('<p>Сайн байна уу</p>');
    expect(body).toContain('<img src="/media/articles/x-l.webp" alt="зураг" />');

    const onlyScript = await api.call('POST', '/articles', {
      bearer: writer.bearer,
      body: { texts: { mn: { title: 'Хоосон', body_html: '<script>alert(1)</script>' } } },
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(Object.keys(onlyScript.json().errors)).toEqual(['texts']);
  });

  it('refuses bad input with the field it concerns', async () => {
    const writer = await newAuthor('Алдаа Шалгагч');
    const cases: [Record<string, unknown>, string][] = [
      [{ texts: {} }, 'texts'],
      [{ texts: { mn: { title: '', body_html: '<p>a</p>' } } }, 'texts'],
      [{ ...draft('Зөв'), slug: 'Bad Slug!' }, 'slug'],
      [{ ...draft('Зөв'), tags: ['no-such-tag'] }, 'tags'],
      [{ ...draft('Зөв'), publish_at: 'tomorrow' }, 'publish_at'],
      [{ ...draft('Зөв'), cover: 'https://evil.example/x.png' }, 'cover'],
      [{ ...draft('Зөв'), cover: '/media/p/rose/1/2.svg?frame="><script>' }, 'cover'],
      [{ ...draft('Зөв'), texts: { de: { title: 'Hallo', body_html: '<p>x</p>' } } }, 'texts'],
    ];
    for (const [body, field] of cases) {
      const refused = await api.call('POST', '/articles', { bearer: writer.bearer, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      const fields = Object.keys(refused.json().errors ?? {});
      expect(
        fields.some((f) => f === field || f.startsWith(`${field}.`)),
        `${JSON.stringify(body)}: ${fields}`,
      ).toBe(true);
    }
    const first = await api.call('POST', '/articles', {
      bearer: writer.bearer,
      body: { ...draft('Давхар'), slug: 'davhar-hayag' },
    });
    expect(first.statusCode).toBe(201);
    const twice = await api.call('POST', '/articles', {
      bearer: writer.bearer,
      body: { ...draft('Давхар'), slug: 'davhar-hayag' },
    });
    expect(twice.statusCode).toBe(409);
    // Without a slug, a taken title's slug gets a number.
    const numbered = await api.call('POST', '/articles', {
      bearer: writer.bearer,
      body: draft('Давхар хаяг'),
    });
    expect(numbered.json().slug).toBe('davhar-hayag-2');
    // The shop's own drawing with its frame, as the seed's articles have it, is kept as sent.
    const drawn = await api.call('POST', '/articles', {
      bearer: writer.bearer,
      body: draft('Зурагтай', { cover: '/media/p/rose/1/2.svg?frame=16x9' }),
    });
    expect(drawn.statusCode, drawn.body).toBe(201);
    const edit = await api.call('GET', `/articles/${drawn.json().slug}/edit`, {
      bearer: writer.bearer,
    });
    expect(edit.json().cover).toBe('/media/p/rose/1/2.svg?frame=16x9');
  });

  it('uploads an article picture made safe, for writers only', async () => {
    const writer = await newAuthor('Зураг Авагч');
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 40, b: 80 } },
    })
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret location' } })
      .jpeg()
      .toBuffer();
    const send = (bearer: string, bytes: Buffer) =>
      api.postForm('/articles/upload_image', {
        bearer,
        file: { field: 'image', bytes, type: 'image/jpeg', name: 'a.jpg' },
      });
    const uploaded = await send(writer.bearer, photo);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url, width } = uploaded.json();
    expect(url).toMatch(/^\/media\/articles\/[\w-]+-l\.webp$/);
    expect(width).toBe(1280);
    const served = await api.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    expect((await send((await api.shopper()).bearer, photo)).statusCode).toBe(403);
    const notPicture = await send(writer.bearer, Buffer.from('<?php system($_GET[1]); ?>'));
    expect(notPicture.statusCode).toBe(400);
    expect(Object.keys(notPicture.json().errors)).toEqual(['image']);
  });
});

describe(`comments on articles on ${testDatabaseKind()}`, () => {
  it('takes comments and replies, deletes one’s own, and hides what staff hide', async () => {
    const list = await api.call('GET', '/articles?page=1');
    const slug = list.json().articles[0].slug as string;
    const reader = await api.shopper();
    const other = await api.shopper();
    const posted = await api.call('POST', `/articles/${slug}/comments`, {
      bearer: reader.bearer,
      body: { comment: 'Гоё зөвлөгөө, баярлалаа!' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const reply = await api.call('POST', `/articles/${slug}/comments`, {
      bearer: other.bearer,
      body: { comment: 'Би ч бас тэгж боддог.', reply_id: posted.json().id },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const shown = await api.call('GET', `/articles/${slug}/comments`, { bearer: reader.bearer });
    expect(shown.json().comments).toMatchObject([
      { id: posted.json().id, reply_id: null, mine: true, hidden: false },
      { id: reply.json().id, reply_id: posted.json().id, mine: false },
    ]);

    expect(
      (await api.call('POST', `/articles/${slug}/comments`, { body: { comment: 'Нэргүй' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await api.call('POST', `/articles/${slug}/comments`, {
          bearer: reader.bearer,
          body: { comment: '   ' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api.call('POST', '/articles/no-such-article/comments', {
          bearer: reader.bearer,
          body: { comment: 'Сайн' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.call('DELETE', `/article_comments/${posted.json().id}`, {
          bearer: other.bearer,
        })
      ).statusCode,
    ).toBe(404);

    // Hidden by staff: gone for others with its replies, still there for its writer.
    const staff = await api.shopper('staff');
    const hidden = await api.call('PUT', `/api/back_office/article_comments/${posted.json().id}`, {
      bearer: staff.bearer,
      body: { hidden: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(204);
    expect((await api.call('GET', `/articles/${slug}/comments`)).json().comments).toEqual([]);
    expect(
      (await api.call('GET', `/articles/${slug}/comments`, { bearer: reader.bearer })).json()
        .comments,
    ).toMatchObject([
      { id: posted.json().id, hidden: true },
      { id: reply.json().id, reply_id: posted.json().id },
    ]);
    expect(
      (
        await api.call('PUT', `/api/back_office/article_comments/${posted.json().id}`, {
          bearer: reader.bearer,
          body: { hidden: false },
        })
      ).statusCode,
    ).toBe(403);

    const deleted = await api.call('DELETE', `/article_comments/${posted.json().id}`, {
      bearer: reader.bearer,
    });
    expect(deleted.statusCode).toBe(204);
    const after = await api.call('GET', `/articles/${slug}/comments`, { bearer: other.bearer });
    expect(after.json().comments).toEqual([]);
  });
});
