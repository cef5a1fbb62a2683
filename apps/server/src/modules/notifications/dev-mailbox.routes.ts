import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../../app-env.ts';
import { findCapturedAttachment, listCapturedMail } from './dev-mailbox.repository.ts';
import type { NotificationsDeps } from './notifications.deps.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** JSON view of captured mail, for people and tests. Mounted only while capture is the transport. */
export const devMailboxApiRoutes = ({ db }: NotificationsDeps) =>
  new Hono<AppEnv>().get('/', async (c) => {
    const rows = await listCapturedMail(db, c.req.query('to'));
    return c.json(rows.map(({ attachments, ...m }) => ({ ...m, attachments: attachments.map((a) => a.filename), createdAt: m.createdAt.toISOString() })));
  });

/** A simple page listing captured messages; each one's HTML is shown in a sandboxed frame, with its attachments. */
export const devMailboxPageRoutes = ({ db, productName }: NotificationsDeps) =>
  new Hono<AppEnv>()
    .get('/:id/attachments/:index', async (c) => {
      const { id, index } = c.req.param();
      const attachment = UUID.test(id) && /^\d{1,3}$/.test(index) ? await findCapturedAttachment(db, id, Number(index)) : null;
      if (!attachment) return c.text('Attachment not found', 404);
      return c.body(attachment.content, 200, {
        'Content-Type': attachment.contentType,
        'Content-Disposition': `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`,
      });
    })
    .get('/', async (c) => {
      const rows = await listCapturedMail(db, c.req.query('to'));
      return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark">
<title>Dev mailbox · ${productName}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1f2937}header{background:#1d4ed8;color:#fff;padding:16px 24px}
main{max-width:960px;margin:0 auto;padding:24px}details{background:#fff;border:1px solid #e5e7eb;border-radius:10px;margin-bottom:12px}
summary{cursor:pointer;padding:14px 18px;display:flex;gap:12px;flex-wrap:wrap}summary strong{flex:1}
.meta{color:#6b7280;font-size:14px}iframe{width:100%;height:520px;border:0;border-top:1px solid #e5e7eb}pre{white-space:pre-wrap;padding:0 18px 18px;margin:0}
form{margin-bottom:16px}input{padding:8px;border:1px solid #d1d5db;border-radius:6px;min-width:260px}
.attachments{padding:0 18px 18px}.attachments h2{font-size:15px;margin:0 0 8px}.attachments ul{margin:0;padding-left:18px}
.headers{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0;padding:0 18px 12px;font-size:13px}.headers dt{font-weight:bold}.headers dd{margin:0;word-break:break-all}
.source{border:0;margin:4px 0 0}.source summary{display:list-item;padding:4px 0;font-size:14px}.source pre{padding:8px;background:#f9fafb;font-size:12px;overflow-x:auto}
iframe{background:#fff;color-scheme:light}
@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}details{background:#0f172a;border-color:#334155}.meta{color:#94a3b8}
iframe{border-top-color:#334155}input{background:#0f172a;color:#e2e8f0;border-color:#475569}.source pre{background:#020617}}</style></head>
<body><header><h1 style="margin:0;font-size:20px">${productName} · Dev mailbox</h1></header><main>
<form method="get"><label>Filter by recipient <input name="to" type="email" value="${c.req.query('to') ?? ''}"></label> <button>Filter</button></form>
${rows.length === 0 ? html`<p>No messages yet.</p>` : ''}
${rows.map(
  (m) => html`<details><summary><strong>${m.subject}</strong><span class="meta">to ${m.to} · ${m.createdAt.toISOString()}</span></summary>
${Object.keys(m.headers).length
  ? html`<dl class="headers" aria-label="Headers of ${m.subject}">${Object.entries(m.headers).map(([k, v]) => html`<dt>${k}</dt><dd>${v}</dd>`)}</dl>`
  : ''}
<iframe sandbox title="${m.subject}" srcdoc="${m.html}"></iframe><pre>${m.text}</pre>
${m.attachments.length
  ? html`<section class="attachments" aria-label="Attachments of ${m.subject}"><h2>Attachments</h2><ul>${m.attachments.map(
      (a, i) => html`<li><a href="/dev/mailbox/${m.id}/attachments/${i}" download="${a.filename}">${a.filename}</a> <span class="meta">${a.contentType}</span>
<details class="source"><summary>Show ${a.filename}</summary><pre>${a.content}</pre></details></li>`,
    )}</ul></section>`
  : ''}</details>`,
)}
</main></body></html>`);
    });
