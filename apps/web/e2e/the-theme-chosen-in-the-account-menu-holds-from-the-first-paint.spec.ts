import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, DEMO_ADMIN, signInThroughUi } from './support/accounts';

// Page routes do not see what a service worker answers: this file checks the page's own loading.
test.use({ serviceWorkers: 'block', expectedConsoleError: /net::ERR_FAILED/ });

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System') {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  const choice = page.getByRole('menuitemradio', { name: label });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
}

test('a member chooses Dark, Light or System in the account menu, and the choice holds on this device from the first paint', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const member = await createVerifiedMember(page.request, 'theme');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await isDark(page)).toBe(false);

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  await chooseTheme(page, 'Dark');
  expect(await isDark(page)).toBe(true);
  expect(await page.evaluate(() => window.localStorage.getItem('drivecare.theme'))).toBe('dark');

  // The page's inline script alone sets the theme: with none of the app's scripts loaded, it is dark already.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/dashboard');
  expect(await isDark(page)).toBe(true);
  await page.unrouteAll();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Membership: BASIC' })).toBeVisible();
  expect(await isDark(page)).toBe(true);

  await chooseTheme(page, 'System');
  expect(await isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => isDark(page)).toBe(true);

  await chooseTheme(page, 'Light');
  expect(await isDark(page)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Membership: BASIC' })).toBeVisible();
  expect(await isDark(page)).toBe(false);
});

test('staff choose Dark in the back office, and the dashboard with its chart stays legible', async ({ page }) => {
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await chooseTheme(page, 'Dark');
  expect(await isDark(page)).toBe(true);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page);
});
