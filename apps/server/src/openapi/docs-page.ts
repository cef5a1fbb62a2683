import type { OpenApiDocument } from './document.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const code = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;
/** The descriptions use `code` and **bold** only. */
const markdown = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>').replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: unknown;
}
interface Response {
  description: string;
  content?: Record<string, { schema?: unknown }>;
}

function operationHtml(method: string, path: string, op: Record<string, unknown>) {
  const params = (op.parameters as Parameter[]).map((p) => `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) <code>${escape(JSON.stringify(p.schema))}</code></li>`);
  const body = op.requestBody as { description?: string; content: Record<string, { schema: unknown }> } | undefined;
  const responses = Object.entries(op.responses as Record<string, Response>).map(([status, r]) => {
    const [mediaType, media] = Object.entries(r.content ?? {})[0] ?? [];
    const schema = media?.schema && !('$ref' in (media.schema as object)) ? `<details><summary>schema</summary>${code(media.schema)}</details>` : '';
    return `<li><strong>${status}</strong> ${markdown(r.description)}${mediaType ? ` <small>${escape(mediaType)}</small>` : ''}${schema}</li>`;
  });
  const bodyHtml = body
    ? Object.entries(body.content)
        .map(([type, media]) => `<h4>Body <small>${escape(type)}</small></h4>${body.description ? `<p>${markdown(body.description)}</p>` : ''}${code(media.schema)}`)
        .join('')
    : '';
  return `<article id="${escape(String(op.operationId))}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> <span class="caller">${escape(String(op['x-caller']))}</span></h3>
<p>${escape(String(op.summary))}</p><p>${markdown(String(op.description))}</p>
${params.length ? `<h4>Parameters</h4><ul>${params.join('')}</ul>` : ''}${bodyHtml}
<h4>Responses</h4><ul>${responses.join('')}</ul></article>`;
}

/**
 * The reference page: plain HTML rendered on the server from the document, with no script and nothing loaded from
 * elsewhere, so it works offline and under the app's strict Content-Security-Policy (decision in the README).
 */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map(doc.tags.map((t) => [t.name, [] as string[]]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) byTag.get((op.tags as string[])[0]!)?.push(operationHtml(method, path, op));
  }
  const sections = doc.tags.map((t) => `<section id="${escape(t.name)}"><h2>${escape(t.name)}</h2><p>${escape(t.description)}</p>${(byTag.get(t.name) ?? []).join('\n')}</section>`);
  const toc = doc.tags.map((t) => `<li><a href="#${escape(t.name)}">${escape(t.name)}</a> (${byTag.get(t.name)?.length ?? 0})</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:0 auto;padding:1rem 1.5rem;color:#1f2937}
article{border-top:1px solid #e5e7eb;padding:.5rem 0}h3{font-size:1rem;margin:.5rem 0}h4{margin:.5rem 0 .25rem;font-size:.9rem}
pre{background:#f3f4f6;padding:.5rem;overflow:auto;font-size:12px;max-height:24rem}code{font-size:13px}
.method{display:inline-block;min-width:4.5rem;font-weight:700}.get{color:#047857}.post{color:#1d4ed8}.put,.patch{color:#b45309}.delete{color:#b91c1c}
.caller{font-size:.8rem;background:#eef2ff;border-radius:.25rem;padding:0 .4rem;margin-left:.5rem}
</style></head><body>
<h1>${escape(doc.info.title)}</h1><p>${markdown(doc.info.description)}</p>
<p>OpenAPI ${escape(doc.openapi)} document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<details><summary>Every error answers <code>ApiError</code></summary>${code(doc.components.schemas?.ApiError)}</details>
<nav><ul>${toc}</ul></nav>
${sections.join('\n')}
</body></html>`;
}
