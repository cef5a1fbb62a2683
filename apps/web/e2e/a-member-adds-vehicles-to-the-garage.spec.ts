import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, signInThroughUi } from './support/accounts';

const nextYear = new Date().getFullYear() + 1;

async function signInAsFreshMember(page: Page) {
  const member = await createVerifiedMember(page.request, 'garage');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Adds a vehicle through the API as the signed-in member. */
async function addVehicleThroughApi(page: Page, vehicle: { make: string; model: string; year: number }) {
  return page.request.post('/api/vehicles', { data: vehicle, headers: { Origin: E2E_ORIGIN } });
}

const cards = (page: Page) => page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem');

test('a member adds, edits and removes vehicles, with the spec messages under the fields', async ({ page }) => {
  await signInAsFreshMember(page);
  await page.getByRole('link', { name: 'My Garage' }).click();
  await expect(page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your vehicles')).toBeVisible();
  await expect(page.getByText('No vehicles yet')).toBeVisible();
  await expect(page.getByText('Add your first vehicle to get started with managing your garage')).toBeVisible();
  await expect(page.getByText('Membership: BASIC')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Vehicle' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Year')).toHaveValue(String(nextYear));
  await dialog.getByLabel('Year').fill('1899');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('Make is required')).toBeVisible();
  await expect(dialog.getByText('Model is required')).toBeVisible();
  await expect(dialog.getByText('Year must be 1900 or later')).toBeVisible();
  await dialog.getByLabel('Year').fill(String(nextYear + 1));
  await expect(dialog.getByText(`Year must be ${nextYear} or earlier`)).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Make').fill('Toyota');
  await dialog.getByLabel('Model').fill('Corolla');
  await dialog.getByLabel('Year').fill('2020');
  await dialog.getByLabel('Color').fill('Red');
  await dialog.getByLabel('License Plate').fill('ABC-123');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByText('Vehicle added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('2020 Toyota');
  await expect(cards(page).first()).toContainText('Corolla');
  await expect(cards(page).first()).toContainText('Red');
  await expect(cards(page).first()).toContainText('ABC-123');

  // A new vehicle goes to the top; empty colour and plate show nothing.
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const again = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(again.getByLabel('Make')).toHaveValue('');
  await again.getByLabel('Make').fill('Honda');
  await again.getByLabel('Model').fill('Civic');
  await again.getByLabel('Year').fill('2018');
  await again.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0)).toContainText('2018 Honda');
  await expect(cards(page).nth(0)).not.toContainText('Color');
  await expect(cards(page).nth(0)).not.toContainText('License Plate');
  await expect(cards(page).nth(1)).toContainText('2020 Toyota');

  // Edit keeps the vehicle in its place.
  await page.getByRole('button', { name: 'Edit 2020 Toyota Corolla' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await expect(edit.getByLabel('Make')).toHaveValue('Toyota');
  await expect(edit.getByLabel('Color')).toHaveValue('Red');
  await edit.getByLabel('Color').fill('Blue');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Vehicle updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(cards(page).nth(1)).toContainText('Blue');
  await expect(cards(page).nth(0)).toContainText('2018 Honda');

  // Remove asks first.
  await page.getByRole('button', { name: 'Remove 2018 Honda Civic' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove vehicle?' });
  await expect(confirm).toContainText('2018 Honda Civic');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Keep Vehicle' }).click();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove 2018 Honda Civic' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Vehicle removed successfully')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('2020 Toyota');
  await expect(cards(page).first()).toContainText('Blue');
});

test('the header Add Vehicle button disappears at five vehicles and the server refuses a sixth', async ({ page }) => {
  await signInAsFreshMember(page);
  for (let i = 1; i <= 5; i++) {
    const res = await addVehicleThroughApi(page, { make: 'Ford', model: `Model ${i}`, year: 2010 + i });
    expect(res.status()).toBe(201);
  }
  const sixth = await addVehicleThroughApi(page, { make: 'Ford', model: 'Model 6', year: 2020 });
  expect(sixth.status()).toBe(409);
  expect((await sixth.json()).error.message).toBe('You can have at most 5 vehicles');

  await page.goto('/garage');
  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).first()).toContainText('2015 Ford');
  await expect(page.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Remove 2011 Ford Model 1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Add Vehicle' })).toBeVisible();
});

test('/garage/add opens the add dialog on the garage and rewrites the address', async ({ page }) => {
  await signInAsFreshMember(page);
  await page.goto('/garage/add');
  await expect(page).toHaveURL(/\/garage$/);
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Make').fill('Mazda');
  await dialog.getByLabel('Model').fill('CX-5');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(page.getByText('Vehicle added successfully')).toBeVisible();
  await expect(cards(page).first()).toContainText(`${nextYear} Mazda`);

  // The request to open the dialog is not replayed by a reload.
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/garage/add');
  await expect(page).toHaveURL(/\/garage$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a member never sees another member\'s vehicle', async ({ page, browser }) => {
  await signInAsFreshMember(page);
  const created = await addVehicleThroughApi(page, { make: 'Subaru', model: 'Outback', year: 2022 });
  const { id } = (await created.json()) as { id: string };

  const other = await browser.newContext({ baseURL: E2E_ORIGIN });
  const otherPage = await other.newPage();
  await signInAsFreshMember(otherPage);
  await otherPage.goto('/garage');
  await expect(otherPage.getByText('No vehicles yet')).toBeVisible();
  const res = await otherPage.request.patch(`/api/vehicles/${id}`, { data: { color: 'Green' }, headers: { Origin: E2E_ORIGIN } });
  expect(res.status()).toBe(404);
  await other.close();
});

test('the garage shows three loading cards, then the vehicles; saving shows Saving...', async ({ page }) => {
  await signInAsFreshMember(page);
  await addVehicleThroughApi(page, { make: 'Nissan', model: 'Leaf', year: 2019 });
  // Hold the real answers back a moment so the in-between states can be seen.
  await page.route('**/api/vehicles', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/garage');
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(3);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
  await dialog.getByLabel('Make').fill('Nissan');
  await dialog.getByLabel('Model').fill('Ariya');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await expect(page.getByText('Vehicle added successfully')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
});

test('a signed-out visitor asking for the garage is sent to sign in', async ({ page }) => {
  await page.goto('/garage');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});
