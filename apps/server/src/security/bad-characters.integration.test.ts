import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth.ts';
import { vehicles } from '../db/schema/vehicles.ts';
import { createMember, uniqueEmail } from '../testing/accounts.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';

const app = await createTestApp();

/** A request with exactly the bytes and Content-Type given (the test app's helper always sends honest JSON). */
async function send(path: string, init: { method?: string; contentType?: string; body?: RequestInit['body']; cookie?: string } = {}) {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN };
  if (init.contentType) headers['Content-Type'] = init.contentType;
  if (init.cookie) headers.Cookie = init.cookie;
  const connection = { incoming: { socket: { remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, remotePort: 50000, remoteFamily: 'IPv4' } } };
  const res = await app.app.request(path, { method: init.method ?? (init.body ? 'POST' : 'GET'), headers, body: init.body }, connection);
  return { status: res.status, text: await res.text() };
}

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
// 0xC3 0x28: a two-byte sequence whose second byte is not a continuation byte.
const BAD_UTF8 = [0xc3, 0x28];

const usersWithEmail = async (email: string) => (await app.db.select({ n: count() }).from(user).where(eq(user.email, email)))[0]?.n;
const vehiclesOf = async (userId: string) => (await app.db.select({ n: count() }).from(vehicles).where(eq(vehicles.userId, userId)))[0]?.n;

let member: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  member = await createMember(app);
});

describe('NUL characters and malformed UTF-8 are a 400 on the auth routes, and write nothing', () => {
  const signUpJson = (email: string, firstName: string) =>
    JSON.stringify({ email, password: 'secret123', name: 'Nul Test', firstName, lastName: 'Test' });

  it('refuses a sign-up with a NUL in the first name and creates no account', async () => {
    const email = uniqueEmail('nul');
    const res = await send('/api/auth/sign-up/email', { contentType: 'application/json', body: signUpJson(email, 'Sa\u0000m') });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Input may not contain NUL characters');
    expect(await usersWithEmail(email)).toBe(0);
    const signIn = await send('/api/auth/sign-in/email', { contentType: 'application/json', body: JSON.stringify({ email, password: 'secret123' }) });
    expect(signIn.status).toBe(401);
  });

  it('refuses a sign-up with malformed UTF-8 and creates no account', async () => {
    const email = uniqueEmail('utf8');
    const body = bytes(`{"email":"${email}","password":"secret123","name":"A B","firstName":"`, BAD_UTF8, '","lastName":"B"}');
    const res = await send('/api/auth/sign-up/email', { contentType: 'application/json', body });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Input must be valid UTF-8 text');
    expect(await usersWithEmail(email)).toBe(0);
  });

  it.each([
    ['sign-in', '/api/auth/sign-in/email', { email: 'nul\u0000@example.com', password: 'secret123' }],
    ['resend', '/api/auth/email-otp/send-verification-otp', { email: 'nul\u0000@example.com', type: 'email-verification' }],
    ['code entry', '/api/auth/email-otp/verify-email', { email: 'nul\u0000@example.com', otp: 'AAAAAA' }],
    ['reset request', '/api/auth/request-password-reset', { email: 'nul\u0000@example.com', redirectTo: '/auth/reset-password' }],
  ])('refuses a NUL on %s with 400', async (_name, path, body) => {
    const res = await send(path, { contentType: 'application/json', body: JSON.stringify(body) });
    expect(res.status).toBe(400);
  });

  it('refuses a NUL in an auth query string with 400', async () => {
    expect((await send('/api/auth/get-session?x=%00')).status).toBe(400);
  });
});

describe('every JSON type, form and multipart body is checked', () => {
  it.each(['application/JSON', 'application/vnd.api+json', 'Application/Json; charset=utf-8'])(
    'refuses a NUL in a %s body and writes nothing',
    async (contentType) => {
      const before = await vehiclesOf(member.id);
      const res = await send('/api/vehicles', { contentType, cookie: member.cookie, body: JSON.stringify({ make: 'Ho\u0000nda', model: 'Civic', year: 2020 }) });
      expect(res.status).toBe(400);
      expect(await vehiclesOf(member.id)).toBe(before);
    },
  );

  it('refuses malformed UTF-8 in a JSON body and writes nothing', async () => {
    const before = await vehiclesOf(member.id);
    const body = bytes('{"make":"Ho', BAD_UTF8, 'nda","model":"Civic","year":2020}');
    const res = await send('/api/vehicles', { contentType: 'application/json', cookie: member.cookie, body });
    expect(res.status).toBe(400);
    expect(await vehiclesOf(member.id)).toBe(before);
  });

  it('refuses malformed UTF-8 and NUL in a query string', async () => {
    expect((await send('/api/vehicles?q=%C3%28', { cookie: member.cookie })).status).toBe(400);
    expect((await send('/api/admin/users?search=a%00b', { cookie: member.cookie })).status).toBe(400);
  });

  it('refuses a NUL in a form body and in a multipart text field', async () => {
    const form = await send('/api/vehicles', { contentType: 'application/x-www-form-urlencoded', cookie: member.cookie, body: 'make=Ho%00nda&model=Civic' });
    expect(form.status).toBe(400);
    const multipart = new FormData();
    multipart.set('firstName', 'Sa\u0000m');
    const res = await app.request('/api/profile/avatar', { method: 'POST', cookie: member.cookie, body: multipart });
    expect(res.status).toBe(400);
    // The route itself would say "no file": the refusal comes before it.
    expect(JSON.stringify(res.body)).toContain('Input may not contain NUL characters');
  });

  it('refuses malformed UTF-8 in a multipart text field', async () => {
    const body = bytes('--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nSa', BAD_UTF8, 'm\r\n--x--\r\n');
    const res = await send('/api/profile/avatar', { contentType: 'multipart/form-data; boundary=x', cookie: member.cookie, body });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Input must be valid UTF-8 text');
  });

  it('refuses a body of another type on a JSON route with 415 and writes nothing', async () => {
    const before = await vehiclesOf(member.id);
    const res = await send('/api/vehicles', { contentType: 'text/plain', cookie: member.cookie, body: JSON.stringify({ make: 'Honda', model: 'Civic', year: 2020 }) });
    expect(res.status).toBe(415);
    expect(res.text).toContain('UNSUPPORTED_MEDIA_TYPE');
    expect(await vehiclesOf(member.id)).toBe(before);
  });

  it('hands an empty body of any type on to its route, which answers it (400, never a 500)', async () => {
    // The check reads the body; an upload route's own size limit reads it again, so an empty one must be handed on too.
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x', 'text/plain', '*/*; ;=']) {
      const res = await send('/api/profile/avatar', { method: 'POST', contentType, cookie: member.cookie, body: '' });
      expect(res.status, `${contentType}: ${res.text}`).toBe(400);
    }
  });
});
