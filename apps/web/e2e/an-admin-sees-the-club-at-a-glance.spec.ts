import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, DEMO_ADMIN, signInThroughUi } from './support/accounts';

const totalUsers = async (page: Page) => {
  const value = page.getByRole('group', { name: 'Total Users' }).locator('p').first();
  return Number((await value.innerText()).replace(/,/g, ''));
};

test('the admin dashboard shows real counts, the next 14 days and the all-clear', async ({ page, request }) => {
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Overview of the DriveCare Club system.')).toBeVisible();
  for (const title of ['Total Users', 'Membership', 'Upcoming', 'Cancelled']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/\d+ active \/ \d+ inactive/)).toBeVisible();
  await expect(page.getByText(/\d+ premium \/ \d+ free/)).toBeVisible();
  await expect(page.getByRole('figure', { name: /Appointments per day for the next 14 days/ })).toBeVisible();
  await expect(page.getByRole('table', { includeHidden: true }).locator('tbody tr')).toHaveCount(14);
  await expect(page.getByText('System running smoothly - no urgent alerts at this time')).toBeVisible();
  await expectAccessible(page);

  // A new member shows up in the count: the numbers come from the accounts, not a fixed split.
  const before = await totalUsers(page);
  await createVerifiedMember(request, 'glance');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect.poll(() => totalUsers(page)).toBe(before + 1);
});
