import { expect, type APIRequestContext, type Page } from '@playwright/test';

// This worker's own server (playwright.config.ts starts one a worker; Playwright sets TEST_PARALLEL_INDEX).
export const E2E_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`;

export const DEMO_MEMBER = { email: 'member@example.com', password: 'member123' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123' };

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

interface CapturedMail {
  subject: string;
  text: string;
}

/** The newest message captured for `email` in the dev mailbox, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, email: string, subject?: RegExp): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as CapturedMail[];
      found = mails.find((m) => !subject || subject.test(m.subject));
      return !!found;
    })
    .toBe(true);
  return found!;
}

/** The 6-character code standing on its own line in the newest verification mail. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  const mail = await latestMail(request, email, /verification code/);
  const line = mail.text.split('\n').find((l) => /^[A-Z0-9]{6}$/.test(l.trim()));
  if (!line) throw new Error(`no code in mail to ${email}`);
  return line.trim();
}

/** A verified member created through the real API (sign-up, mailed code, verification). */
export async function createVerifiedMember(request: APIRequestContext, prefix = 'member') {
  const email = uniqueEmail(prefix);
  const password = 'secret123';
  const headers = { Origin: E2E_ORIGIN };
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: 'Erin Example', firstName: 'Erin', lastName: 'Example' },
    headers,
  });
  expect(signUp.ok()).toBe(true);
  const code = await latestCode(request, email);
  const verify = await request.post('/api/auth/email-otp/verify-email', { data: { email, otp: code }, headers });
  expect(verify.ok()).toBe(true);
  return { email, password };
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
