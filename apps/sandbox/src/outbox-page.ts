import type { OutboxMessage } from './outbox.ts';
import { escapeHtml } from './pages.ts';

/**
 * An e-mail's HTML part as the buyer's mail client would show it. The frame is sandboxed with
 * nothing allowed (no scripts, forms or top navigation) and gets the markup as an escaped
 * attribute, so the part cannot reach this page or the sandbox's own routes.
 */
const htmlPart = (
  html: string,
) => `<details><summary>HTML part (${Buffer.byteLength(html)} bytes)</summary>
  <iframe sandbox="" referrerpolicy="no-referrer" title="HTML part" srcdoc="${escapeHtml(html)}"></iframe></details>`;

/** The outbox as a page a developer can keep open while trying the shop. */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article class="msg ${m.channel}">
  <header><span class="channel">${m.channel === 'email' ? 'E-mail' : 'SMS'}</span>
  <strong>${escapeHtml(m.to)}</strong>${m.sender ? ` from ${escapeHtml(m.sender)}` : ''}${m.parts ? ` (${m.parts} ${m.parts === 1 ? 'part' : 'parts'})` : ''}<time>${escapeHtml(m.receivedAt)}</time></header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  <pre>${escapeHtml(m.body)}</pre>
  ${m.html === null ? '' : htmlPart(m.html)}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:24px;background:#faf7f8;color:#1d1b20}
h1{font-size:22px}.msg{background:#fff;border:1px solid #e7e2ea;border-radius:10px;padding:14px 16px;margin:12px 0}
.msg header{display:flex;gap:12px;align-items:center;font-size:14px}.msg time{margin-left:auto;color:#5f5a66}
.channel{background:#fce4ec;color:#8c0f42;border-radius:999px;padding:2px 10px;font-weight:600}
.sms .channel{background:#e8f5e9;color:#1b5e20}h2{font-size:16px;margin:10px 0 4px}
pre{white-space:pre-wrap;font:inherit;margin:6px 0 0}details{margin-top:10px}summary{cursor:pointer;color:#5f5a66}
iframe{width:100%;height:420px;border:1px solid #e7e2ea;border-radius:6px;margin-top:8px;background:#fff}
</style></head><body>
<h1>Outbox: e-mails and SMS the shop has sent (${messages.length})</h1>
<form method="post" action="/outbox/clear"><button>Clear</button></form>
${rows || '<p>Nothing sent yet.</p>'}
</body></html>`;
}
