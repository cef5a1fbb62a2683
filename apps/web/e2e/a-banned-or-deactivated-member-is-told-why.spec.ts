import { request as playwrightRequest, type Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { createVerifiedMember, DEMO_ADMIN, E2E_ORIGIN, signInThroughUi } from './support/accounts';

/** The demo admin changes an account's status through the real API. */
async function setStatusAsAdmin(userId: string, body: unknown) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { Origin: E2E_ORIGIN } });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: DEMO_ADMIN })).ok()).toBe(true);
    expect((await api.post(`/api/admin/users/${userId}/status`, { data: body })).status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** A member signed in on `page`, looking at the dashboard; returns the account and its id. */
async function signedInMember(page: Page, request: Parameters<typeof createVerifiedMember>[0], prefix: string) {
  const member = await createVerifiedMember(request, prefix);
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  return { ...member, id: me.id };
}

test('a member banned while signed in lands on sign-in with the ban, its reason and its end date', async ({ page, request }) => {
  const member = await signedInMember(page, request, 'banned');
  await setStatusAsAdmin(member.id, { action: 'ban', reason: 'Repeated no-shows', until: '2099-03-07' });

  await page.goto('/garage');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  const alert = page.getByRole('alert').filter({ hasText: 'Banned until' });
  await expect(alert).toContainText('Banned until 03/07/2099.');
  await expect(alert).toContainText('Reason: Repeated no-shows');

  // Signing in again with the right password gives the same text.
  await page.reload();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reason: Repeated no-shows' })).toContainText('Banned until 03/07/2099.');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});

test('a member deactivated while signed in lands on sign-in told the account is deactivated and how to reach the club', async ({
  page,
  request,
}) => {
  const member = await signedInMember(page, request, 'deactivated');
  await setStatusAsAdmin(member.id, { action: 'deactivate' });

  await page.goto('/appointments');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await expect(page.getByRole('alert').filter({ hasText: 'deactivated' })).toContainText('contact the club');
});
