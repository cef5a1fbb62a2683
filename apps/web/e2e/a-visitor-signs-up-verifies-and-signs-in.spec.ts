import { expect, expectAccessible, test } from './fixtures';
import { E2E_ORIGIN, latestCode, uniqueEmail } from './support/accounts';

test('a visitor signs up, enters the mailed code and reaches the dashboard', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth/signup');
  await expectAccessible(page);
  await page.getByLabel('First Name').fill('Jamie');
  await page.getByLabel('Last Name').fill('Driver');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/auth\/verification-sent/);
  await expect(page.getByText(email).first()).toBeVisible();
  await expectAccessible(page);

  const code = await latestCode(request, email);
  await page.goto(`/auth/verify-code?email=${encodeURIComponent(email)}`);
  await expectAccessible(page);
  await page.getByLabel('Verification code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Email verified successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/, { timeout: 10_000 });

  await page.getByLabel('Password', { exact: true }).fill('secret123');
  if ((await page.getByLabel('Email').inputValue()) === '') await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await expect(page.getByText('Jamie Driver').first()).toBeVisible();
  await expectAccessible(page);
});

test('the sign-up form shows the spec’s messages for bad input', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByLabel('First Name').fill('Jamie');
  await page.getByLabel('Last Name').fill('Driver');
  await page.getByLabel('Email').fill(uniqueEmail('bad'));
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm Password').fill('54321');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('You must accept the Terms and Conditions')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup/);
});

test('a wrong verification code is refused', async ({ page, request }) => {
  const email = uniqueEmail('wrongcode');
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'secret123', name: 'W C', firstName: 'W', lastName: 'C' },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(res.ok()).toBe(true);
  const code = await latestCode(request, email);
  const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
  await page.goto(`/auth/verify-code?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Invalid verification code').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/verify-code/);
});

test('an unverified account cannot get in and is offered the confirmation view', async ({ page, request }) => {
  const email = uniqueEmail('unverified');
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'secret123', name: 'U V', firstName: 'U', lastName: 'V' },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please confirm your email address before signing in.').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});

test('the sign-in form asks for both e-mail and password with one message', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill('   ');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter both email and password')).toHaveCount(1);
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter both email and password')).toHaveCount(1);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});
