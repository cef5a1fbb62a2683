import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, DEMO_ADMIN, E2E_ORIGIN, signInThroughUi } from './support/accounts';

test('an admin adds, finds, edits and deletes a member’s vehicle, within the 5-vehicle limit', async ({
  page,
  request,
}) => {
  const member = await createVerifiedMember(request, 'garage');
  const model = `Outback${Date.now().toString(36)}`;
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Garage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garage Management' })).toBeVisible();
  for (const label of ['Total Vehicles', 'Vehicle Owners', 'Recent Models', 'Top Make']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  // Other specs add vehicles to the same server, so the demo member's is found by searching, not on page one.
  const search = page.getByRole('searchbox', { name: 'Search vehicles' });
  await search.fill('Camry');
  await expect(page.getByRole('row', { name: /Toyota Camry/ }).first()).toBeVisible();
  await search.fill('');
  await expectAccessible(page);

  // Required fields, then the owner found by searching.
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Owner' }).fill(member.email);
  await dialog.getByRole('option', { name: new RegExp(member.email) }).click();
  await expect(dialog.getByRole('group', { name: 'Owner' })).toContainText(member.email);
  await dialog.getByLabel('Make').fill('Subaru');
  await dialog.getByLabel('Model').fill(model);
  await dialog.getByLabel('Year').fill('1899');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText(/Year must be between 1900 and \d{4}/)).toBeVisible();
  await dialog.getByLabel('Year').fill('2022');
  await dialog.getByLabel('License Plate').fill('E2E-001');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog).toBeHidden();

  // Search narrows the table to the new vehicle.
  await page.getByRole('searchbox', { name: 'Search vehicles' }).fill(model);
  const row = page.getByRole('row', { name: new RegExp(`2022 Subaru ${model}`) });
  await expect(row).toContainText(member.email);
  await expect(row).toContainText('E2E-001');
  await expect(page.getByRole('row', { name: /Toyota Camry/ })).toHaveCount(0);

  // By Garage: a card for the owner's garage.
  await page.getByRole('tab', { name: 'By Garage' }).click();
  const garages = page.getByRole('list', { name: 'Garages' });
  await expect(garages.getByRole('heading', { name: 'Erin Example' })).toBeVisible();
  await expect(garages).toContainText(`2022 Subaru ${model}`);
  await expectAccessible(page);

  // Edit: the owner is fixed.
  await page.getByRole('tab', { name: 'All Vehicles' }).click();
  await row.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await expect(edit.getByLabel('Owner')).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('Owner')).toHaveValue(new RegExp(member.email));
  await edit.getByLabel('Color').fill('Forest Green');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Forest Green');

  // Four more reach the limit; the sixth is refused with the server's reason.
  for (let i = 2; i <= 5; i++) {
    const res = await page.request.post('/api/admin/garage/vehicles', {
      headers: { Origin: E2E_ORIGIN },
      data: { userId: await ownerId(page, member.email), make: 'Subaru', model: `${model}-${i}`, year: 2020 },
    });
    expect(res.status()).toBe(201);
  }
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await dialog.getByRole('combobox', { name: 'Owner' }).fill(member.email);
  await dialog.getByRole('option', { name: new RegExp(member.email) }).click();
  await dialog.getByLabel('Make').fill('Subaru');
  await dialog.getByLabel('Model').fill(`${model}-6`);
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByText('Failed to save vehicle: You can have at most 5 vehicles')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Delete with confirmation.
  await row.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete 2022 Subaru ${model}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`${model}-5`) })).toBeVisible();
});

test('the make filter shows only that make, and the garage screen fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/garage');
  const list = page.getByRole('list', { name: 'All vehicles' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by make' }).click();
  await page.getByRole('option', { name: 'Honda' }).click();
  await expect(list.getByRole('heading', { name: '2019 Honda CR-V' }).first()).toBeVisible();
  await expect(list.getByRole('heading', { name: /Toyota/ })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

async function ownerId(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/admin/garage/owners?q=${encodeURIComponent(email)}`);
  const owners = (await res.json()) as { userId: string; email: string }[];
  const owner = owners.find((o) => o.email === email);
  if (!owner) throw new Error(`no owner ${email}`);
  return owner.userId;
}
