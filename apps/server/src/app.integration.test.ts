import { describe, expect, it } from 'vitest';
import { createMember } from './testing/accounts.ts';
import { createTestApp } from './testing/test-app.ts';

const app = await createTestApp();

describe('the app shell', () => {
  it('answers health and readiness', async () => {
    expect((await app.request('/healthz')).body).toEqual({ status: 'ok' });
    expect((await app.request('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('puts the security headers on API responses', async () => {
    const res = await app.request('/api/me');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The test app is served over http: HSTS only with an https APP_URL (security/headers.integration.test.ts).
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.request<{ error: { code: string } }>('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses a form post from another origin', async () => {
    const res = await app.request('/api/profile', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: undefined,
    });
    expect(res.status).toBe(403);
  });

  it('refuses a NUL character (PostgreSQL text cannot hold one) with 400, in the URL or a JSON body', async () => {
    const member = await createMember(app);
    const inQuery = await app.request<{ error: { message: string } }>('/api/vehicles?q=%00', { cookie: member.cookie });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.error.message).toBe('Input may not contain NUL characters');
    const inBody = await app.request('/api/vehicles', { cookie: member.cookie, body: { make: 'Ho\u0000nda', model: 'Civic', year: 2020 } });
    expect(inBody.status).toBe(400);
    // An escaped backslash followed by the letters u0000 is ordinary text.
    const literal = await app.request('/api/vehicles', { cookie: member.cookie, body: { make: 'Ho\\u0000nda', model: 'Civic', year: 2020 } });
    expect(literal.status).toBe(201);
  });

  it('answers a GET that says it carries JSON like any other GET', async () => {
    const member = await createMember(app);
    const res = await app.request<unknown[]>('/api/vehicles', { cookie: member.cookie, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('the dev mailbox', () => {
  it('is a page while mail is captured', async () => {
    const res = await app.request('/dev/mailbox');
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('Dev mailbox');
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters' }, seed: false });
    expect((await prod.request('/api/dev/mailbox')).status).toBe(404);
    // The page path falls to the SPA (its own 404 screen) or a 404, never to the mailbox.
    const page = await prod.request('/dev/mailbox');
    expect(String(page.body)).not.toContain('Dev mailbox');
  });
});
