import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { OpenApiDocument } from './document.ts';

/**
 * GET /api/openapi.json and GET /api/docs, public. The document is built on the first request and kept (the
 * routes do not change); its modules load only then, so they add nothing to start-up.
 */
export function openApiRoutes(productName: string) {
  let doc: Promise<OpenApiDocument> | undefined;
  let page: Promise<string> | undefined;
  const document = () => (doc ??= import('./document.ts').then((m) => m.buildOpenApiDocument(productName)));
  const docsPage = () => (page ??= Promise.all([document(), import('./docs-page.ts')]).then(([d, m]) => m.renderDocsPage(d)));
  return new Hono<AppEnv>().get('/openapi.json', async (c) => c.json(await document())).get('/docs', async (c) => c.html(await docsPage()));
}
