import { expect, expectAccessible, test } from './fixtures';
import { canSignIn } from './support/admin-accounts';
import { DEMO_ADMIN, signInThroughUi, uniqueEmail } from './support/accounts';

test('an admin creates an administrator, edits and deletes them', async ({ page, browser }) => {
  const email = uniqueEmail('newadmin');
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/management');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Management' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Administrators' });
  await expect(list.getByText(DEMO_ADMIN.email)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Admin' });
  await dialog.getByLabel('First Name').fill('R');
  await dialog.getByLabel('Last Name').fill('Newcomer');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password').fill('123');
  await dialog.getByRole('button', { name: 'Add Admin' }).click();
  await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters.')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Riley');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByText('Riley Newcomer is now an administrator')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search admins' }).fill('Riley');
  const card = list.getByRole('listitem').filter({ hasText: email });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Admin Since: \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible();
  await expect(list.getByText(DEMO_ADMIN.email)).toHaveCount(0);

  // The new admin's account works at once and opens the back office.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughUi(otherPage, email, 'secret123');
  await expect(otherPage).toHaveURL(/\/admin\/dashboard$/);
  await other.close();

  await card.getByRole('button', { name: 'Edit Riley Newcomer' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Admin' });
  await edit.getByLabel('Last Name').fill('Renamed');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Riley Renamed' })).toBeVisible();

  await card.getByRole('button', { name: 'More actions for Riley Renamed' }).click();
  await page.getByRole('menuitem', { name: 'Delete Admin' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(confirm.getByText('Make sure other admins remain to manage the system.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Admin' }).click();
  await expect(page.getByText('Admin deleted successfully')).toBeVisible();
  await expect(page.getByText('No admins found matching your search.')).toBeVisible();
  expect(await canSignIn(email, 'secret123')).toBe(false);
});

test('the signed-in admin cannot delete or demote themselves from the list', async ({ page }) => {
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/management');
  const self = page.getByRole('list', { name: 'Administrators' }).getByRole('listitem').filter({ hasText: DEMO_ADMIN.email });
  await expect(self.getByText('You', { exact: true })).toBeVisible();
  await expect(self.getByRole('button', { name: /More actions/ })).toHaveCount(0);
});
