/** What an e-mail's HTML part is made from: its plain text, already in the buyer's language. */
export interface EmailText {
  /** The shop's name, the heading of every e-mail. */
  shopName: string;
  subject?: string;
  /** Plain text: blocks apart by a blank line, lines apart by one line break. */
  text: string;
  /** The language of `text`, for screen readers and hyphenation. */
  lang?: string;
}

// Every character that could end an attribute or start markup, written as a numeric reference.
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Only web addresses become links, so a `javascript:` or `data:` text never does.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Punctuation that closes a sentence after an address rather than belonging to it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}»”’]+$/;

const LINK_STYLE = 'color:#8c0f42;text-decoration:underline;word-break:break-all';

/** One line of text as HTML: escaped, its web addresses as links. */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="${LINK_STYLE}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** Paragraphs from blank-line-separated blocks, single line breaks kept as `<br>`. */
function paragraphsHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map(
      (block) => `<p style="margin:0 0 16px">${block.split('\n').map(lineHtml).join('<br>\n')}</p>`,
    )
    .join('\n');
}

/**
 * The HTML part of an e-mail, made from its plain text: a small document with the shop's name as
 * its heading. Styles are inline because many mail clients drop `<style>`; nothing is taken from
 * the text unescaped, so a message cannot carry markup or scripts into the buyer's mailbox.
 */
export function renderEmailHtml(email: EmailText): string {
  const lang = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(email.lang ?? '') ? email.lang : 'mn';
  const title = escapeHtml(email.subject || email.shopName);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:24px 12px;background:#faf7f8;color:#1d1b20;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5">
<main style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border:1px solid #e7e2ea;border-radius:10px">
<h1 style="margin:0 0 20px;font-size:20px;color:#8c0f42">${escapeHtml(email.shopName)}</h1>
${paragraphsHtml(email.text)}
</main>
</body>
</html>
`;
}
