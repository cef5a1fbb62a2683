import fs from 'node:fs/promises';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, signInThroughUi } from './support/accounts';

const VIN = '1M8GDM9AXKP042788';

test('a member downloads the history PDF, shares a link a signed-out visitor opens, then stops sharing', async ({ page, browser }) => {
  const member = await createVerifiedMember(page.request, 'handover');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const added = await page.request.post('/api/vehicles', {
    data: { make: 'Honda', model: 'Civic', year: 2019, color: 'Blue', licensePlate: 'HND-019', vin: VIN },
    headers: { Origin: E2E_ORIGIN },
  });
  const vehicle = (await added.json()) as { id: string };
  await page.request.post(`/api/vehicles/${vehicle.id}/odometer`, {
    data: { miles: 42_000, readingDate: new Date().toISOString().slice(0, 10) },
    headers: { Origin: E2E_ORIGIN },
  });

  await page.goto(`/garage/${vehicle.id}`);
  const handover = page.getByRole('region', { name: 'History to hand over' });
  await expect(handover.getByRole('button', { name: 'Share History' })).toBeVisible();

  // The PDF: a real file named after the vehicle.
  const [download] = await Promise.all([page.waitForEvent('download'), handover.getByRole('link', { name: 'Download History (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('2019-Honda-Civic-service-history.pdf');
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Share: the link appears with its end date, once.
  await handover.getByRole('button', { name: 'Share History' }).click();
  await expect(page.getByText('Share link created').first()).toBeVisible();
  const link = await handover.getByLabel('Share link').inputValue();
  expect(link).toMatch(new RegExp(`^${E2E_ORIGIN}/h/[0-9a-f]{32}[A-Za-z0-9_-]{22}$`));
  await expect(handover.getByText(/Anyone with this link can see the history until/)).toBeVisible();
  await expectAccessible(page);

  // A visitor who has never signed in sees the vehicle and nothing of its owner.
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(link);
  await expect(shared.getByRole('heading', { name: '2019 Honda Civic', level: 1 })).toBeVisible();
  await expect(shared.getByText(VIN)).toBeVisible();
  await expect(shared.getByRole('heading', { name: 'Maintenance Schedule' })).toBeVisible();
  await expect(shared.getByRole('heading', { name: 'Service History' })).toBeVisible();
  await expect(shared.getByText(member.email)).toHaveCount(0);
  await expect(shared.getByText('Erin')).toHaveCount(0);
  await expectAccessible(shared);

  // Stop Sharing asks first, then the link is dead for everyone.
  await handover.getByRole('button', { name: 'Stop Sharing' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('The link stops working at once for everyone who has it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stop Sharing' }).click();
  await expect(page.getByText('Sharing stopped').first()).toBeVisible();
  await expect(handover.getByRole('button', { name: 'Share History' })).toBeVisible();
  await expect(handover.getByLabel('Share link')).toHaveCount(0);

  await shared.reload();
  await expect(shared.getByRole('heading', { name: 'This history is no longer shared' })).toBeVisible();
  await expect(shared.getByText('This link has been turned off by the owner.')).toBeVisible();
  await expectAccessible(shared);
  await visitor.close();
});

test('a link that never existed shows a clear page, signed out', async ({ page }) => {
  await page.goto(`/h/${'0'.repeat(54)}`);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This link does not exist.')).toBeVisible();
  await expectAccessible(page);
});

test("a reminder's 'Book now' link survives the sign-in and lands on the booking with its query", async ({ page, browser }) => {
  // The member and a vehicle, made in a context of their own: the page under test stays signed out.
  const setup = await browser.newContext({ baseURL: E2E_ORIGIN });
  const member = await createVerifiedMember(setup.request, 'booknow');
  await setup.request.post('/api/auth/sign-in/email', { data: { email: member.email, password: member.password }, headers: { Origin: E2E_ORIGIN } });
  const added = await setup.request.post('/api/vehicles', { data: { make: 'Kia', model: 'Soul', year: 2020 }, headers: { Origin: E2E_ORIGIN } });
  const vehicle = (await added.json()) as { id: string };
  await setup.close();

  const bookNow = `/appointments/new?vehicleId=${vehicle.id}`;
  await page.goto(bookNow);
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/new\\?vehicleId=${vehicle.id}$`));
});
