import { authMessages } from '@drivecare/contract/auth';
import { describe, expect, it } from 'vitest';
import { FREE_SIGN_IN_FAILURES, MAX_SIGN_IN_DELAY_SECONDS, signInDelaySeconds } from '../middleware/sign-in-throttle.ts';
import { createMember, uniqueEmail } from '../testing/accounts.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';

const app = await createTestApp();

let address = 0;
/** Every attempt from a new address, as a botnet would: better-auth's per-address limit never applies. */
const attempt = (email: string, password: string) =>
  app.request<{ code?: string; message?: string }>('/api/auth/sign-in/email', {
    body: { email, password },
    ip: `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });

async function fail(email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await attempt(email, 'wrong-password')).status);
  return statuses;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('per-account sign-in throttling (many addresses, one e-mail)', () => {
  it(`lets ${FREE_SIGN_IN_FAILURES} failures through, then refuses with 429, the spec's text and Retry-After`, async () => {
    const member = await createMember(app);
    expect(await fail(member.email, FREE_SIGN_IN_FAILURES)).toEqual(Array(FREE_SIGN_IN_FAILURES).fill(401));
    // Even the right password waits: otherwise the delay would not slow a guesser down.
    const refused = await attempt(member.email, member.password);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(authMessages.tooManyLogins);
    expect(refused.headers.get('retry-after')).toBe('1');
    // Another account is not affected.
    const other = await createMember(app);
    expect((await attempt(other.email, 'wrong-password')).status).toBe(401);
  });

  it('keys the e-mail case-insensitively', async () => {
    const member = await createMember(app);
    await fail(member.email.toUpperCase(), FREE_SIGN_IN_FAILURES);
    expect((await attempt(` ${member.email} `, 'wrong-password')).status).toBe(429);
  });

  it('throttles an unknown e-mail exactly like a known one (no enumeration)', async () => {
    const member = await createMember(app);
    const ghost = uniqueEmail('ghost');
    const sequence = async (email: string) => ({ failures: await fail(email, FREE_SIGN_IN_FAILURES), next: await attempt(email, 'wrong-password') });
    const [known, unknown] = [await sequence(member.email), await sequence(ghost)];
    expect(unknown.failures).toEqual(known.failures);
    expect(known.next.status).toBe(429);
    expect(unknown.next.status).toBe(known.next.status);
    expect(unknown.next.body).toEqual(known.next.body);
    expect(unknown.next.headers.get('retry-after')).toBe(known.next.headers.get('retry-after'));
  });

  it('doubles the wait with each failure, and the right password after the wait signs in and clears the count', async () => {
    const member = await createMember(app);
    await fail(member.email, FREE_SIGN_IN_FAILURES);
    await sleep(1_100);
    expect((await attempt(member.email, 'wrong-password')).status).toBe(401);
    const waiting = await attempt(member.email, member.password);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('2');
    await sleep(2_100);
    expect((await attempt(member.email, member.password)).status).toBe(200);
    // Cleared: the free failures are available again.
    expect(await fail(member.email, FREE_SIGN_IN_FAILURES)).toEqual(Array(FREE_SIGN_IN_FAILURES).fill(401));
  });

  it('lets at most one guess past the free ones when many arrive at once', async () => {
    const email = uniqueEmail('burst');
    const statuses = await Promise.all(Array.from({ length: 20 }, () => attempt(email, 'wrong-password').then((r) => r.status)));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(FREE_SIGN_IN_FAILURES + 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - FREE_SIGN_IN_FAILURES - 1);
  });

  it('counts a form-encoded sign-in like a JSON one', async () => {
    const member = await createMember(app);
    const formAttempt = (password: string) =>
      app.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: member.email, password }).toString(),
      });
    const statuses: number[] = [];
    for (let i = 0; i < FREE_SIGN_IN_FAILURES; i++) statuses.push((await formAttempt('wrong-password')).status);
    expect(statuses).toEqual(Array(FREE_SIGN_IN_FAILURES).fill(401));
    expect((await formAttempt(member.password)).status).toBe(429);
  });

  it('does not count a refused request body as a failure', async () => {
    const email = uniqueEmail('bad-body');
    for (let i = 0; i < FREE_SIGN_IN_FAILURES + 2; i++) {
      const res = await app.request('/api/auth/sign-in/email', { body: { email }, ip: `198.19.0.${i + 1}` });
      expect(res.status).toBe(400);
    }
    expect((await attempt(email, 'wrong-password')).status).toBe(401);
  });

  it('is cleared by a successful password reset', async () => {
    const member = await createMember(app);
    await fail(member.email, FREE_SIGN_IN_FAILURES);
    await app.request('/api/auth/request-password-reset', { body: { email: member.email, redirectTo: '/auth/reset-password' } });
    await app.mailer.drain();
    const mail = await app.request<{ text: string }[]>(`/api/dev/mailbox?to=${encodeURIComponent(member.email)}`);
    const link = new URL(mail.body[0]!.text.match(/https?:\/\/\S+/)![0]);
    const follow = await app.request(link.pathname + link.search);
    const token = new URL(follow.headers.get('location')!, 'http://localhost:3000').searchParams.get('token')!;
    expect((await app.request('/api/auth/reset-password', { body: { newPassword: 'brand-new-1', token } })).status).toBe(200);
    // Without the reset clearing it, the second failure here would already wait (6 failures: 2 s).
    expect(await fail(member.email, FREE_SIGN_IN_FAILURES)).toEqual(Array(FREE_SIGN_IN_FAILURES).fill(401));
    expect((await attempt(member.email, 'brand-new-1')).status).toBe(429);
  });

  it('answers the per-address limit with the same text and a Retry-After', async () => {
    const ip = '198.20.0.1';
    let last = await app.request<{ message?: string }>('/api/auth/sign-in/email', { body: { email: uniqueEmail('addr'), password: 'x-wrong-x' }, ip });
    for (let i = 0; i < 10 && last.status !== 429; i++) {
      last = await app.request('/api/auth/sign-in/email', { body: { email: uniqueEmail('addr'), password: 'x-wrong-x' }, ip });
    }
    expect(last.status).toBe(429);
    expect(last.body.message).toBe(authMessages.tooManyLogins);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the delay', () => {
  it('doubles from 1 s after the free failures and stops at the cap', () => {
    expect(signInDelaySeconds(FREE_SIGN_IN_FAILURES - 1)).toBe(0);
    expect([0, 1, 2, 3].map((n) => signInDelaySeconds(FREE_SIGN_IN_FAILURES + n))).toEqual([1, 2, 4, 8]);
    expect(signInDelaySeconds(FREE_SIGN_IN_FAILURES + 40)).toBe(MAX_SIGN_IN_DELAY_SECONDS);
  });
});
