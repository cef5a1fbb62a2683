import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account, user, verification } from './db/schema/auth.ts';
import { profiles } from './db/schema/profiles.ts';
import { createMember, latestCode, sessionCookie, signIn, signUp, uniqueEmail } from './testing/accounts.ts';
import { createTestApp } from './testing/test-app.ts';

const app = await createTestApp();

describe('sign-up and e-mail verification', () => {
  it('mails a 6-character code on a line of its own and a link carrying the same code', async () => {
    const { email } = await signUp(app);
    await app.mailer.drain();
    const res = await app.request<{ text: string; html: string; subject: string }[]>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const lines = res.body[0]!.text.split('\n');
    const code = lines.find((l) => /^[A-Z0-9]{6}$/.test(l));
    expect(code).toBeDefined();
    expect(res.body[0]!.text).toContain(`/auth/verify-email?email=${encodeURIComponent(email)}&code=${code}`);
    expect(res.body[0]!.html).toContain(code);
  });

  it('creates the profile with the names given at sign-up and a default garage', async () => {
    const { email } = await signUp(app);
    const [row] = await app.db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName, level: profiles.membershipLevel })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, email));
    expect(row).toEqual({ firstName: 'Test', lastName: 'Member', level: 'basic' });
  });

  it('accepts the code in lower case and marks the e-mail verified', async () => {
    const { email } = await signUp(app);
    const code = await latestCode(app, email);
    const res = await app.request('/api/auth/email-otp/verify-email', { body: { email, otp: code.toLowerCase() } });
    expect(res.status).toBe(200);
    const [row] = await app.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row?.verified).toBe(true);
  });

  it('refuses a wrong code and leaves the account unverified', async () => {
    const { email } = await signUp(app);
    const code = await latestCode(app, email);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const res = await app.request<{ code: string }>('/api/auth/email-otp/verify-email', { body: { email, otp: wrong } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_OTP');
    const [row] = await app.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row?.verified).toBe(false);
  });

  it('stores the code hashed, never in plain text', async () => {
    const { email } = await signUp(app);
    const code = await latestCode(app, email);
    const rows = await app.database.db.query.verification.findMany();
    const values = rows.map((r) => r.value).join(' ');
    expect(values).not.toContain(code);
  });

  it('enforces the 60-second resend cooldown on the server', async () => {
    const { email } = await signUp(app);
    await latestCode(app, email);
    const res = await app.request<{ message: string }>('/api/auth/email-otp/send-verification-otp', {
      body: { email, type: 'email-verification' },
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
  });

  it('rejects sign-up input the form would reject, with the same message', async () => {
    const res = await app.request<{ message: string }>('/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: '12345', name: 'A B', firstName: 'A', lastName: 'B' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password must be at least 6 characters long');
    const missingName = await app.request<{ message: string }>('/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: 'secret123', name: 'A', firstName: '', lastName: 'B' },
    });
    expect(missingName.status).toBe(400);
    expect(missingName.body.message).toBe('First name is required');
  });

  it('answers a sign-up for a taken e-mail like a new one, creates nothing and tells the owner', async () => {
    const { email } = await signUp(app);
    // Past the resend cooldown: a repeat within it is the same sign-up sent twice and mails nothing more.
    const past = sql`now() - interval '2 minutes'`;
    await app.db.update(user).set({ createdAt: past }).where(eq(user.email, email));
    await app.db.update(verification).set({ createdAt: past });
    const res = await app.request('/api/auth/sign-up/email', {
      body: { email, password: 'other-secret', name: 'X Y', firstName: 'X', lastName: 'Y' },
    });
    expect(res.status).toBe(200);
    const rows = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(1);
    await app.mailer.drain();
    const mail = await app.request<{ subject: string }[]>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(mail.body[0]?.subject).toMatch(/tried to create/);
    await expect(signIn(app, email, 'other-secret')).rejects.toThrow(/401/);
  });
});

describe('sign-in and sessions', () => {
  it('hashes passwords with argon2id', async () => {
    const { email } = await signUp(app);
    const [row] = await app.db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers a wrong password with 401 and no session', async () => {
    const member = await createMember(app);
    const res = await app.request('/api/auth/sign-in/email', { body: { email: member.email, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(sessionCookie(res.headers)).toBe('');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await app.request<{ code: string; message: string }>('/api/auth/sign-in/email', {
      body: { email: uniqueEmail('nobody'), password: 'whatever1' },
    });
    const member = await createMember(app);
    const wrong = await app.request<{ code: string; message: string }>('/api/auth/sign-in/email', {
      body: { email: member.email, password: 'whatever1' },
    });
    expect(res.status).toBe(wrong.status);
    expect(res.body).toEqual(wrong.body);
  });

  it('sets an httpOnly SameSite=Lax session cookie', async () => {
    const member = await createMember(app);
    const res = await app.request('/api/auth/sign-in/email', { body: { email: member.email, password: member.password } });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('ends the session on sign-out', async () => {
    const member = await createMember(app);
    const out = await app.request('/api/auth/sign-out', { method: 'POST', cookie: member.cookie, body: {} });
    expect(out.status).toBe(200);
    // The 5-second cookie cache is cleared with the session cookie, so the old token alone must fail.
    const token = member.cookie.split('; ').find((c) => c.includes('session_token='))!;
    const me = await app.request('/api/me', { cookie: token });
    expect(me.status).toBe(401);
  });

  it('rate-limits sign-in attempts from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.request('/api/auth/sign-in/email', {
        // A new e-mail each time, so the per-account throttle (sign-in-throttle tests) stays out of this.
        body: { email: uniqueEmail('limited'), password: 'wrong-password' },
        ip: '192.0.2.10',
        // A forged client-IP header must not reset the count: the server sets it from the connection.
        headers: { 'x-drivecare-client-ip': `198.51.100.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('password reset', () => {
  it('mails a link that leads to the reset screen and sets a new password, ending old sessions', async () => {
    const member = await createMember(app);
    const asked = await app.request('/api/auth/request-password-reset', {
      body: { email: member.email, redirectTo: '/auth/reset-password' },
    });
    expect(asked.status).toBe(200);
    await app.mailer.drain();
    const mail = await app.request<{ text: string }[]>(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`);
    const link = mail.body[0]!.text.match(/https?:\/\/\S+/)![0];
    const follow = await app.request(new URL(link).pathname + new URL(link).search);
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/auth/reset-password');
    const token = location.searchParams.get('token')!;
    const reset = await app.request('/api/auth/reset-password', { body: { newPassword: 'brand-new-1', token } });
    expect(reset.status).toBe(200);
    expect((await app.request('/api/me', { cookie: member.cookie.split('; ').find((c) => c.includes('session_token='))! })).status).toBe(401);
    await expect(signIn(app, member.email, 'brand-new-1')).resolves.toContain('session_token');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await app.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/auth/reset-password' } });
    expect(res.status).toBe(200);
    await app.mailer.drain();
    const mail = await app.request<unknown[]>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(mail.body).toHaveLength(0);
  });
});
