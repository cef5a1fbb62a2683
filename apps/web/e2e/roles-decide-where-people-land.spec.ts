import { expect, expectAccessible, test } from './fixtures';
import { DEMO_ADMIN, DEMO_MEMBER, signInThroughUi } from './support/accounts';

test('the demo member lands on the dashboard and is kept out of the admin area', async ({ page }) => {
  await signInThroughUi(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('MAIN MENU')).toBeVisible();
  await expect(page.getByText('Member', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the demo administrator lands on the admin dashboard', async ({ page }) => {
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('ADMIN PANEL')).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a member sent to sign-in returns to the page they asked for', async ({ page }) => {
  await page.goto('/receipts');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/receipts$/);
});

test('a signed-in member logs out from the header menu', async ({ page }) => {
  await signInThroughUi(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /account menu|Morgan Member/i }).first().click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});
