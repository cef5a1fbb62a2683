import { describe, expect, it } from 'vitest';
import { createMember, uniqueEmail } from '../testing/accounts.ts';
import { createTestApp } from '../testing/test-app.ts';

const app = await createTestApp();

/** Calls one auth endpoint `times` times from one address (a fresh one per test) and returns the statuses. */
async function burst(path: string, body: () => unknown, times: number, ip: string) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await app.request(path, { body: body(), ip })).status);
  return statuses;
}

describe('rate limits: each auth endpoint answers 429 per client address', () => {
  it.each([
    ['sign-up', '/api/auth/sign-up/email', () => ({ email: uniqueEmail('burst'), password: 'secret123', name: 'A B', firstName: 'A', lastName: 'B' }), 5],
    ['code entry', '/api/auth/email-otp/verify-email', () => ({ email: 'nobody@example.com', otp: 'AAAAAA' }), 10],
    ['resend', '/api/auth/email-otp/send-verification-otp', () => ({ email: uniqueEmail('resend'), type: 'email-verification' }), 5],
    ['reset request', '/api/auth/request-password-reset', () => ({ email: uniqueEmail('reset'), redirectTo: '/auth/reset-password' }), 5],
    ['reset', '/api/auth/reset-password', () => ({ token: 'not-a-token', newPassword: 'secret123' }), 10],
  ])('%s (%s) refuses the call after its limit', async (_name, path, body, limit) => {
    const ip = `192.0.2.${20 + Math.floor(Math.random() * 200)}`;
    const statuses = await burst(path, body, limit + 1, ip);
    expect(statuses.slice(0, limit)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    const [fresh] = await burst(path, body, 1, '203.0.113.7');
    expect(fresh).not.toBe(429);
  });
});

describe('no account enumeration', () => {
  it('answers a reset request the same for a known and an unknown e-mail', async () => {
    const member = await createMember(app);
    const known = await app.request('/api/auth/request-password-reset', { body: { email: member.email, redirectTo: '/auth/reset-password' } });
    const unknown = await app.request('/api/auth/request-password-reset', { body: { email: uniqueEmail('ghost'), redirectTo: '/auth/reset-password' } });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });

  it('answers a resend the same for a known and an unknown e-mail', async () => {
    const member = await createMember(app);
    const known = await app.request('/api/auth/email-otp/send-verification-otp', { body: { email: member.email, type: 'email-verification' } });
    const unknown = await app.request('/api/auth/email-otp/send-verification-otp', { body: { email: uniqueEmail('ghost'), type: 'email-verification' } });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });

  it('takes about as long to refuse a sign-in for an unknown e-mail as for a wrong password', async () => {
    const member = await createMember(app);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await app.request('/api/auth/sign-in/email', { body: { email, password: 'wrong-password' } });
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      knownTimes.push(await time(member.email));
      unknownTimes.push(await time(uniqueEmail('ghost')));
    }
    // An unknown e-mail still costs a password hash; without it the answer would come many times faster.
    expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) / 3);
  });
});
