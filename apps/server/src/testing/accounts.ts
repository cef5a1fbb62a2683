import { eq } from 'drizzle-orm';
import { user } from '../db/schema/auth.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;
export const uniqueEmail = (prefix = 'member') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** The session cookie from a better-auth response, as a Cookie header value. */
export function sessionCookie(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c): c is string => !!c && !c.endsWith('='))
    .join('; ');
}

/** The newest verification code in the captured mail for `email` (it stands alone on its own line). */
export async function latestCode(app: TestApp, email: string): Promise<string> {
  await app.mailer.drain();
  const res = await app.request<{ text: string }[]>(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const text = res.body[0]?.text ?? '';
  const code = text.split('\n').find((line) => /^[A-Z0-9]{6}$/.test(line.trim()));
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code.trim();
}

export async function signUp(app: TestApp, email = uniqueEmail(), password = 'secret123') {
  const res = await app.request('/api/auth/sign-up/email', {
    body: { email, password, name: 'Test Member', firstName: 'Test', lastName: 'Member' },
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password };
}

export async function signIn(app: TestApp, email: string, password: string): Promise<string> {
  const res = await app.request('/api/auth/sign-in/email', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return sessionCookie(res.headers);
}

/** A verified member, signed in through the real sign-up → code → sign-in flow. */
export async function createMember(app: TestApp, prefix = 'member') {
  const { email, password } = await signUp(app, uniqueEmail(prefix));
  const code = await latestCode(app, email);
  const verified = await app.request('/api/auth/email-otp/verify-email', { body: { email, otp: code } });
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status}`);
  const cookie = await signIn(app, email, password);
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { email, password, cookie, id: row!.id };
}

/** An administrator: a verified account promoted by the server-side role column. */
export async function createAdmin(app: TestApp) {
  const member = await createMember(app, 'admin');
  await app.db.update(user).set({ role: 'admin' }).where(eq(user.id, member.id));
  // A fresh sign-in so the cookie cache carries the new role.
  const cookie = await signIn(app, member.email, member.password);
  return { ...member, cookie };
}
