import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { THEME_SCRIPT_HASH } from '../middleware/security-headers.ts';
import { createMember } from '../testing/accounts.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';

// A built web app of one page and one hashed asset, so the HTML and asset responses are real.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => {})');
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"DriveCare Club"}');

const app = await createTestApp({ env: { WEB_DIST: dist } });

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  // This app's APP_URL is http: HSTS is only for https (below).
  expect(headers.get('strict-transport-security')).toBeNull();
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBeTruthy();
  expect(headers.get('x-powered-by')).toBeNull();
}

describe('security headers', () => {
  it('include HSTS for a year only when APP_URL is https', async () => {
    const https = await createTestApp({ env: { APP_URL: 'https://club.example.com' }, seed: false });
    for (const url of ['/api/me', '/healthz', '/']) {
      expect((await https.app.request(url)).headers.get('strict-transport-security'), url).toBe('max-age=31536000; includeSubDomains');
      expect((await app.app.request(url)).headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it('are on the HTML of every screen, deep links included, and the page is revalidated', async () => {
    for (const url of ['/', '/dashboard', '/admin/users']) {
      const res = await app.app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(res.headers);
    }
  });

  it('are on hashed assets, which are cached for a year', async () => {
    const res = await app.app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res.headers);
  });

  it("allow the web page's one inline script, the theme before the first paint, by its hash and nothing else inline", async () => {
    const indexHtml = fs.readFileSync(path.join(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const inline = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0] ?? '').digest('base64')}'`;
    expect(THEME_SCRIPT_HASH).toBe(hash);
    const csp = (await app.app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'))).toBe(`script-src 'self' ${hash}`);
  });

  it('revalidate the service worker and the web app manifest, which keep their names across versions', async () => {
    const worker = await app.app.request('/service-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await app.app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('are on API answers, refusals included', async () => {
    expectSecurityHeaders((await app.request('/api/me')).headers);
    expectSecurityHeaders((await app.request('/api/nothing')).headers);
  });

  it('are on file downloads, which are attachments-or-inline with nosniff and never shared-cached', async () => {
    const member = await createMember(app);
    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } }).png().toBuffer();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const upload = await app.request<{ avatarUrl: string }>('/api/profile/avatar', { cookie: member.cookie, body: form });
    expect(upload.status).toBe(200);
    const res = await app.app.request(upload.body.avatarUrl, { headers: { Cookie: member.cookie, Origin: TEST_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expectSecurityHeaders(res.headers);
  });

  it('make the session cookie httpOnly and SameSite=Lax', async () => {
    const member = await createMember(app);
    const res = await app.request('/api/auth/sign-in/email', { body: { email: member.email, password: member.password } });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
