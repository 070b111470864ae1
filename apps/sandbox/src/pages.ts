import type { FastifyInstance, FastifyReply } from 'fastify';

/** Text made safe for HTML, attribute values included. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An amount as the shopper reads it: "12,500₮". */
export const formatTugrik = (amount: number) =>
  `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}₮`;

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:480px;padding:24px;color:#1d1b20}
h1{font-size:22px}h2{font-size:17px;margin-top:28px}label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;box-sizing:border-box;padding:8px;font:inherit;border:1px solid #79747e;border-radius:6px}
input[aria-invalid=true]{border:2px solid #b3261e}.error,[role=alert]{color:#b3261e}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:20px}button{font:inherit;padding:8px 14px;border-radius:6px}
code{word-break:break-all}`;

/** A whole sandbox page: its title as the heading, then `body` (HTML, already escaped). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

/** Answers a page that no cache keeps (it shows a payment's live state). */
export const sendHtml = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);

/**
 * Lets a plugin's pages post forms. Scoped to the plugin it is called in, so the other sandbox
 * routes keep taking JSON only.
 */
export function acceptForms(app: FastifyInstance, bodyLimit = 16 * 1024) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/**
 * The page of a payment (or the like) the shopper can no longer act on: 404 when there is no
 * such `name`, else 410 with the `reason`.
 */
export function sendClosedPage(reply: FastifyReply, name: string, reason: string | undefined) {
  if (reason === undefined)
    return sendHtml(
      reply,
      404,
      page(`${name} not found`, `<p>There is no such ${name.toLowerCase()}.</p>`),
    );
  return sendHtml(reply, 410, page(`${name} closed`, `<p role="alert">${escapeHtml(reason)}</p>`));
}

/** Sends the shopper back to the shop's `returnUrl`, keeping its query and adding `params`. */
export function redirectBack(
  reply: FastifyReply,
  returnUrl: string,
  params: Record<string, string>,
) {
  const back = new URL(returnUrl);
  for (const [name, value] of Object.entries(params)) back.searchParams.set(name, value);
  return reply.redirect(back.toString(), 303);
}
