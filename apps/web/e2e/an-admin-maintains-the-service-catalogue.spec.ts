import { expect, expectAccessible, test } from './fixtures';
import { DEMO_ADMIN, signInThroughUi } from './support/accounts';

test('an admin adds, edits, deactivates and deletes a service', async ({ page }) => {
  const name = `E2E Detailing ${Date.now().toString(36)}`;
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  // The seeded catalogue, sorted by name.
  const names = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(dialog.getByText('Service name is required')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Service Name').fill(name);
  await dialog.getByLabel('Description').fill('Interior and exterior clean.');
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  await expect(dialog).toBeHidden();

  const item = page.getByRole('article', { name });
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await expect(item.getByText('Interior and exterior clean.')).toBeVisible();
  await expect(item.getByText(/^Created \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible();

  await item.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByLabel('Service Name')).toHaveValue(name);
  await edit.getByLabel('Description').fill('Full valet, inside and out.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(item.getByText('Full valet, inside and out.')).toBeVisible();

  await item.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(item.getByText('Inactive', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name }).getByText('Inactive', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Activate ${name}` }).click();
  await expect(page.getByRole('article', { name }).getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete ${name}?`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test('the services screen fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/services');
  await expect(page.getByRole('button', { name: 'Add Service' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('an admin cannot add a second service of the same name', async ({ page }) => {
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/services');
  const existing = (await page.getByRole('article').first().getByRole('heading').textContent())!;
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  // The same name in other letters and with spaces around it is still the same service.
  await dialog.getByLabel('Service Name').fill(`  ${existing.toUpperCase()} `);
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  const field = dialog.getByLabel('Service Name');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('A service with this name already exists');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article', { name: existing })).toHaveCount(1);
});
