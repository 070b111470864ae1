import { LANGUAGE_TAGS, type Locale, localePath } from '@shop/i18n';
import { translatorFor } from '@shop/i18n/translators';
import { listArticles } from '../content/index.ts';
import { type Ctx, createContext } from '../context.ts';
import { escapeXml } from './sitemap.ts';

/**
 * The news as an Atom feed in one language (RFC 4287): the newest page of news items, each with
 * its title, summary, author and link; a reader subscribes to the shop's news with it.
 */
export async function newsFeed(ctx: Ctx, origin: string, locale: Locale): Promise<string> {
  const inLocale = createContext(ctx.db, locale, ctx.now);
  const t = translatorFor(locale);
  const { articles } = await listArticles(inLocale, 'news');
  const list = origin + localePath(locale, '/news');
  const self = `${origin}/feeds/news${locale === 'mn' ? '' : `-${locale}`}.atom`;
  const updated = articles[0]?.published_at ?? new Date(0).toISOString();
  const entries = articles.map((item) => {
    const url = origin + localePath(locale, `/news/${item.slug}`);
    return [
      '<entry>',
      `<id>${escapeXml(url)}</id>`,
      `<title>${escapeXml(item.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<updated>${item.published_at}</updated>`,
      `<published>${item.published_at}</published>`,
      item.author ? `<author><name>${escapeXml(item.author.name)}</name></author>` : '',
      `<summary>${escapeXml(item.summary)}</summary>`,
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_TAGS[locale]}">`,
    `<id>${escapeXml(list)}</id>`,
    `<title>${escapeXml(`${t('article.news')} — ${t('shop.name')}`)}</title>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(list)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `<updated>${updated}</updated>`,
    `<author><name>${escapeXml(t('shop.name'))}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
