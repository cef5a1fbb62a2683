import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

describe('the request id', () => {
  it("is on every response: the app's JSON, a refusal, better-auth's own response and a 404", async () => {
    for (const path of ['/healthz', '/api/me', '/api/auth/get-session', '/api/no-such-thing']) {
      const res = await app.request(path);
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps a load balancer's id when it is a plain token, and replaces anything else with a new one", async () => {
    const kept = await app.request('/healthz', { headers: { 'X-Request-Id': 'lb-7f3a9c=' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c=');
    const replaced = await app.request('/healthz', { headers: { 'X-Request-Id': 'has spaces <and> angles' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
