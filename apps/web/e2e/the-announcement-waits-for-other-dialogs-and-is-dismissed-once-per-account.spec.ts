import { expect, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN } from './support/accounts';

test.use({ announcementAlreadyDismissed: false });

test('the announcement waits for an open dialog, and once dismissed stays dismissed on another browser', async ({
  page,
  request,
  browser,
}) => {
  const member = await createVerifiedMember(request, 'announce');
  const headers = { Origin: E2E_ORIGIN };
  expect((await page.request.post('/api/auth/sign-in/email', { data: member, headers })).ok()).toBe(true);
  const current = (await (await page.request.get('/api/announcements/current')).json()) as { title: string } | null;
  expect(current, 'a current announcement (the seeded one)').not.toBeNull();
  const title = current!.title;

  // A new session lands on /garage/add: only the vehicle dialog is open.
  await page.goto('/garage/add');
  const vehicleDialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(vehicleDialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);

  // Closing it lets the announcement in.
  await vehicleDialog.getByRole('button', { name: 'Cancel' }).click();
  const announcement = page.getByRole('dialog', { name: title });
  await expect(announcement).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await announcement.getByRole('button', { name: 'Got it' }).click();
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner).toBeVisible();
  const dismissed = page.waitForResponse((res) => res.url().endsWith('/dismiss') && res.status() === 204);
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await dismissed;
  await expect(banner).toHaveCount(0);

  // Another browser of the same account: neither the modal nor the banner comes back.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    expect((await otherPage.request.post('/api/auth/sign-in/email', { data: member, headers })).ok()).toBe(true);
    await otherPage.goto('/dashboard');
    await expect(otherPage.getByText('Your Vehicles').first()).toBeVisible();
    await otherPage.waitForLoadState('networkidle');
    await expect(otherPage.getByRole('dialog')).toHaveCount(0);
    await expect(otherPage.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
