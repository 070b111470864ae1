import sanitizeHtml from 'sanitize-html';

/**
 * What an article's body may hold: text structure, links and the shop's own pictures. Anything
 * else (script, style, event handlers, `javascript:` links, other sites' pictures, iframes) is
 * dropped when the article is written, so stored HTML is safe to place in a page as it is.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'figure',
    'figcaption',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Pictures only from the shop itself (uploads are served under /media/).
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^\/media\/[\w/.-]+$/.test(frame.attribs.src ?? ''),
  transformTags: {
    // A link leaving the shop opens without handing it the page (no window.opener).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      const kept: sanitizeHtml.Attributes = { href };
      if (href.startsWith('https:')) kept.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: kept };
    },
  },
};

/** An article body cleaned by the allow-list. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}

/** The words of some HTML, without any markup (for reading time and search). */
export function textOfHtml(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|figcaption)>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\s+/g, ' ')
    .trim();
}
