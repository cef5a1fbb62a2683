import { expect, expectAccessible, test } from './fixtures';
import { canSignIn, createAdminThroughApi } from './support/admin-accounts';
import { signInThroughUi, uniqueEmail } from './support/accounts';

test('an admin renames themselves (the header follows) and changes their password', async ({ page }) => {
  const admin = await createAdminThroughApi('selfcare', { firstName: 'Sasha', lastName: 'Steward' });
  await signInThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const header = page.getByRole('banner');
  await expect(header.getByText('Sasha Steward')).toBeVisible();

  await page.goto('/admin/profile');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(admin.email);
  await expectAccessible(page);
  await page.getByLabel('First Name').fill('S');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await page.getByLabel('First Name').fill('Samira');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(header.getByText('Samira Steward')).toBeVisible();

  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current Password').fill('wrong-password');
  await page.getByLabel(/^New Password/).fill('newsecret1');
  await page.getByLabel('Confirm New Password').fill('different1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('newsecret1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('tabpanel').getByText('Current password is incorrect')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Current Password').fill(admin.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  expect(await canSignIn(admin.email, admin.password)).toBe(false);
  expect(await canSignIn(admin.email, 'newsecret1')).toBe(true);
});

test('an admin adds another admin from their profile', async ({ page }) => {
  const admin = await createAdminThroughApi('tabadder');
  const email = uniqueEmail('tabmade');
  await signInThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/profile');
  await page.getByRole('tab', { name: 'Add Admin' }).click();
  await page.getByLabel('First Name').fill('Toby');
  await page.getByLabel('Last Name').fill('Tabbed');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await expect(page.getByText(`New admin ${email} created successfully`)).toBeVisible();
  await page.goto('/admin/management');
  await expect(page.getByRole('list', { name: 'Administrators' }).getByText(email)).toBeVisible();
});

test('an admin keeps their contact details on the settings page', async ({ page }) => {
  const admin = await createAdminThroughApi('settings', { firstName: 'Casey', lastName: 'Contact' });
  await signInThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/profile-settings');
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(admin.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expectAccessible(page);
  await page.getByLabel('Phone').fill('555-0142');
  await page.getByLabel('Street Address').fill('9 Depot Road');
  await page.getByLabel('City').fill('Salem');
  await page.getByLabel('State').fill('1A');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('State must be a 2-letter code')).toBeVisible();
  await page.getByLabel('State').fill('or');
  await page.getByLabel('ZIP Code').fill('97301');
  await page.getByLabel('Last Name').fill('Connected');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Casey Connected')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Street Address')).toHaveValue('9 Depot Road');
  await expect(page.getByLabel('State')).toHaveValue('OR');
  await expect(page.getByLabel('ZIP Code')).toHaveValue('97301');
});
