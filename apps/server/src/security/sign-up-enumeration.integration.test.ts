import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user, verification } from '../db/schema/auth.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { createMember, signUp, uniqueEmail } from '../testing/accounts.ts';
import { createTestApp } from '../testing/test-app.ts';

const app = await createTestApp();

const signUpBody = (email: string) => ({ email, password: 'secret123', name: 'Sam Lee', firstName: 'Sam', lastName: 'Lee' });
const postSignUp = (email: string) => app.request('/api/auth/sign-up/email', { body: signUpBody(email) });

/** What a caller can compare between two sign-up answers: status, body with per-request values masked, cookie names. */
async function observed(email: string, answer?: Awaited<ReturnType<typeof postSignUp>>) {
  const res = answer ?? (await postSignUp(email));
  const masked = JSON.stringify(res.body)
    .replaceAll(email, '<email>')
    .replace(/"id":"[^"]+"/g, '"id":"<id>"')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<date>');
  const cookies = res.headers.getSetCookie().map((c) => c.split('=')[0]).sort();
  return { status: res.status, body: masked, cookies };
}

const mailsTo = (email: string) => app.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email));

describe('sign-up tells nothing about existing accounts', () => {
  it('answers a taken e-mail (verified or not) exactly like a fresh one: status, body and cookies', async () => {
    const fresh = await observed(uniqueEmail('fresh'));
    expect(fresh.status).toBe(200);
    const verified = await createMember(app);
    const { email: unverified } = await signUp(app, uniqueEmail('unverified'));
    expect(await observed(verified.email)).toEqual(fresh);
    expect(await observed(unverified)).toEqual(fresh);
  });
});

describe('a double submit is one sign-up', () => {
  it('two concurrent sign-ups for a new address send exactly one mail and answer alike', async () => {
    // A few rounds, so the request that loses the race to insert the account is among them.
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail('double');
      const [a, b] = await Promise.all([postSignUp(email), postSignUp(email)]);
      expect(a.status).toBe(200);
      expect(await observed(email, b)).toEqual(await observed(email, a));
      expect(await mailsTo(email)).toHaveLength(1);
      expect(await app.db.select({ id: user.id }).from(user).where(eq(user.email, email))).toHaveLength(1);
    }
  });

  it('two sequential sign-ups within the resend cooldown send exactly one mail', async () => {
    const email = uniqueEmail('twice');
    expect((await postSignUp(email)).status).toBe(200);
    expect((await postSignUp(email)).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).not.toMatch(/tried to create/);
  });

  it('a repeat after the cooldown still tells the owner by e-mail', async () => {
    const email = uniqueEmail('later');
    expect((await postSignUp(email)).status).toBe(200);
    // The first sign-up and its code, a cooldown and a second ago.
    const past = sql`now() - interval '61 seconds'`;
    await app.db.update(user).set({ createdAt: past }).where(eq(user.email, email));
    await app.db.update(verification).set({ createdAt: past }).where(eq(verification.identifier, `email-verification-otp-${email}`));
    expect((await postSignUp(email)).status).toBe(200);
    const subjects = (await mailsTo(email)).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects.some((s) => /tried to create/.test(s))).toBe(true);
  });
});
