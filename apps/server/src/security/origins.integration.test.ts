import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth.ts';
import { vehicles } from '../db/schema/vehicles.ts';
import { loadEnv } from '../env.ts';
import { createMember } from '../testing/accounts.ts';
import { createTestApp } from '../testing/test-app.ts';

const app = await createTestApp();
const EVIL = 'http://evil.example';

const vehicleCount = async (userId: string) =>
  (await app.db.select({ n: count() }).from(vehicles).where(eq(vehicles.userId, userId)))[0]?.n;

describe('a state-changing request from another origin that carries a cookie', () => {
  it('is refused with 403 as JSON, and writes nothing', async () => {
    const member = await createMember(app);
    const res = await app.request<{ error: { code: string } }>('/api/vehicles', {
      cookie: member.cookie,
      headers: { Origin: EVIL },
      body: { make: 'Honda', model: 'Civic', year: 2020 },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(await vehicleCount(member.id)).toBe(0);
  });

  it('is refused by Sec-Fetch-Site: cross-site when the browser sent no Origin', async () => {
    const member = await createMember(app);
    const res = await app.app.request('/api/vehicles', {
      method: 'POST',
      headers: { Cookie: member.cookie, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ make: 'Honda', model: 'Civic', year: 2020 }),
    });
    expect(res.status).toBe(403);
    expect(await vehicleCount(member.id)).toBe(0);
  });

  it('is refused on /api/auth/* too (a password change from another site changes nothing)', async () => {
    const member = await createMember(app);
    const [before] = await app.db.select({ updatedAt: user.updatedAt }).from(user).where(eq(user.id, member.id));
    const res = await app.request('/api/auth/change-password', {
      cookie: member.cookie,
      headers: { Origin: EVIL },
      body: { currentPassword: member.password, newPassword: 'stolen-pass-1' },
    });
    expect(res.status).toBe(403);
    const [after] = await app.db.select({ updatedAt: user.updatedAt }).from(user).where(eq(user.id, member.id));
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect((await app.request('/api/auth/sign-in/email', { body: { email: member.email, password: member.password } })).status).toBe(200);
  });

  it('passes from the app itself, and same-site without an Origin', async () => {
    const member = await createMember(app);
    expect((await app.request('/api/vehicles', { cookie: member.cookie, body: { make: 'Honda', model: 'Civic', year: 2020 } })).status).toBe(201);
    const res = await app.app.request('/api/vehicles', {
      method: 'POST',
      headers: { Cookie: member.cookie, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ make: 'Honda', model: 'Jazz', year: 2021 }),
    });
    expect(res.status).toBe(201);
  });

  it('leaves the Stripe webhook (no cookie, signed) to its signature check', async () => {
    const res = await app.request('/api/membership/webhook', { headers: { Origin: EVIL }, body: { id: 'evt_x' } });
    // The demo adapter refuses the unsigned body itself: 400, not the origin check's 403.
    expect(res.status).toBe(400);
  });
});

describe('request bodies under /api/auth', () => {
  it('have the same size limit as the rest of the API (413 with the app message)', async () => {
    const res = await app.request<{ error: { code: string; message: string } }>('/api/auth/sign-in/email', {
      body: { email: 'someone@example.com', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' });
  });
});

describe('trusted origins', () => {
  it('in development are the app under both loopback names', async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development', APP_URL: 'http://localhost:3999', PORT: '3999' }, seed: false });
    for (const origin of ['http://localhost:3999', 'http://127.0.0.1:3999']) {
      // better-auth judges the origin of requests that carry a cookie (a browser that has been here before).
      const res = await dev.request<{ message?: string }>('/api/auth/sign-in/email', {
        cookie: 'returning=1',
        headers: { Origin: origin },
        body: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      // A refused origin answers 403 'Invalid origin'; a trusted one reaches the password check.
      expect(res.status, origin).toBe(401);
    }
  });

  it('in production are APP_URL and TRUSTED_ORIGINS only', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      APP_URL: 'https://club.example.com',
      TRUSTED_ORIGINS: 'https://www.club.example.com, https://admin.club.example.com/',
    });
    expect(env.trustedOrigins).toEqual(['https://club.example.com', 'https://www.club.example.com', 'https://admin.club.example.com']);
  });

  it('TRUSTED_ORIGINS must be URLs', () => {
    expect(() => loadEnv({ TRUSTED_ORIGINS: 'https://ok.example, not a url' })).toThrow(/TRUSTED_ORIGINS/);
  });

  it('are the same list for better-auth and for the app check', async () => {
    const other = await createTestApp({ env: { TRUSTED_ORIGINS: 'http://other.example' } });
    const member = await createMember(other);
    for (const [origin, status] of [['http://other.example', 201], ['http://unlisted.example', 403]] as const) {
      const res = await other.request('/api/vehicles', { cookie: member.cookie, headers: { Origin: origin }, body: { make: 'Kia', model: 'Rio', year: 2020 } });
      expect(res.status, origin).toBe(status);
    }
    // A request with a cookie from a listed origin passes better-auth's own origin check too.
    const signIn = await other.request('/api/auth/sign-in/email', {
      cookie: 'returning=1',
      headers: { Origin: 'http://other.example' },
      body: { email: member.email, password: member.password },
    });
    expect(signIn.status).toBe(200);
    expect((await other.auth.$context).trustedOrigins).toEqual(expect.arrayContaining(other.env.trustedOrigins));
  });
});
