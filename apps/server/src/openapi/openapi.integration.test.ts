import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { USED_AUTH_ENDPOINTS } from '../middleware/auth-endpoints.ts';
import { authEndpointExpectations } from '../testing/auth-endpoint-table.ts';
import { expectations, servedRoutes } from '../testing/route-table.ts';
import { createTestApp } from '../testing/test-app.ts';
import { openApiPath, type OpenApiDocument } from './document.ts';

const app = await createTestApp({ seed: false });
const { body: doc } = await app.request<OpenApiDocument>('/api/openapi.json');

/** Served, but not the JSON API: the built web app and the development mailbox's pages. */
const notApi = new Set(['ALL /*', 'GET /*', 'GET /', 'GET /index.html', 'ALL /assets/*', 'GET /api/dev/mailbox', 'GET /dev/mailbox', 'GET /dev/mailbox/:id/attachments/:index']);
const healthChecks = new Set(['GET /healthz', 'GET /readyz']);

/** Every "METHOD /path" the app answers: Hono's own list, with better-auth's catch-all replaced by the allowlist. */
function servedOperations(): string[] {
  const auth = USED_AUTH_ENDPOINTS.map((entry) => entry.replace(' /', ' /api/auth/'));
  const own = [...servedRoutes(app)].filter((k) => !notApi.has(k) && !k.startsWith('GET /api/auth/') && !k.startsWith('POST /api/auth/'));
  return [...own, ...auth];
}

/** Who may call it, from the authorisation tables the security tests check against the running app. */
function callerInTables(key: string): string | undefined {
  if (healthChecks.has(key)) return 'public';
  return expectations[key]?.access ?? authEndpointExpectations[key]?.access;
}

function documented(key: string) {
  const [method, path] = key.split(' ') as [string, string];
  return doc.paths[openApiPath(path)]?.[method.toLowerCase()];
}

describe('OpenAPI document', () => {
  it('describes every route the app serves, with the caller the authorisation table gives it', () => {
    const served = servedOperations();
    expect(served.length).toBeGreaterThan(70);
    const missing = served.filter((key) => !documented(key));
    const wrongCaller = served
      .filter((key) => documented(key) && documented(key)?.['x-caller'] !== callerInTables(key))
      .map((key) => `${key}: documented ${documented(key)?.['x-caller']}, table says ${callerInTables(key)}`);
    expect({ missing, wrongCaller }).toEqual({ missing: [], wrongCaller: [] });
  });

  it('describes no route the app does not serve', () => {
    const served = new Set(servedOperations().map((key) => key.replace(/ (.*)$/, (_, path: string) => ` ${openApiPath(path)}`)));
    const stale = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((key) => !served.has(key)),
    );
    expect(stale).toEqual([]);
  });

  it('gives every operation its inputs, its answers and a caller a person can read', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        const responses = op.responses as Record<string, unknown>;
        expect(Object.keys(responses).some((status) => status.startsWith('2') || status === '302'), where).toBe(true);
        if (op['x-caller'] !== 'public') expect(Object.keys(responses), where).toContain('401');
        expect(op.description, where).toMatch(/^\*\*Caller:\*\* /);
        const pathParams = (op.parameters as { in: string; name: string }[]).filter((p) => p.in === 'path').map((p) => p.name);
        expect(pathParams, where).toEqual([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name));
        if (['post', 'put', 'patch'].includes(method) && op.requestBody) {
          expect(JSON.stringify(op.requestBody), where).toContain('"schema"');
        }
      }
    }
    // The contract's schemas reach the document: the booking body lists its fields.
    const booking = JSON.stringify(documented('POST /api/appointments')?.requestBody);
    expect(booking).toContain('"serviceIds"');
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('API reference page', () => {
  it('renders every operation with nothing loaded from elsewhere, under the strict CSP', async () => {
    const res = await app.request<string>('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link[^>]+href=/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    expect(html).not.toMatch(/@import|url\(/i);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) expect(html, `${method} ${path}`).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
    }
  });

  it('is public, like the document', async () => {
    const page = await app.request('/api/docs', { cookie: undefined });
    const json = await app.request('/api/openapi.json', { cookie: undefined });
    expect([page.status, json.status]).toEqual([200, 200]);
  });
});
