import { expect, test } from './fixtures';
import { uniqueEmail } from './support/accounts';

test('double-clicking Create Account sends one sign-up and shows one toast', async ({ page }) => {
  const signUps: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/auth/sign-up/email') signUps.push(req.url());
  });
  const email = uniqueEmail('dblclick');
  await page.goto('/auth/signup');
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Double');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).dblclick();

  await expect(page).toHaveURL(/\/auth\/verification-sent/);
  await page.waitForLoadState('networkidle');
  expect(signUps).toHaveLength(1);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
});
