import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './document.ts';
import { renderDocsPage } from './docs-page.ts';

/** GET /api/openapi.json and GET /api/docs, public: built on first request and kept (the routes do not change). */
export function openApiRoutes(productName: string) {
  let doc: OpenApiDocument | undefined;
  let page: string | undefined;
  const document = () => (doc ??= buildOpenApiDocument(productName));
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(document()))
    .get('/docs', (c) => c.html((page ??= renderDocsPage(document()))));
}
