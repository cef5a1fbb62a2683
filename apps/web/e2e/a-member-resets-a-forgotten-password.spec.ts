import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, latestMail, signInThroughUi } from './support/accounts';

test('a member asks for a reset link, sets a new password and signs in with it', async ({ page, request }) => {
  const member = await createVerifiedMember(request, 'reset');
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
  await expectAccessible(page);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link sent to your email').first()).toBeVisible();

  const mail = await latestMail(request, member.email, /Reset your/);
  const link = mail.text.match(/https?:\/\/\S+/)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await expectAccessible(page);
  await page.getByLabel('New Password').fill('new-secret-1');
  await page.getByLabel('Confirm Password').fill('new-secret-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('new-secret-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/);

  await signInThroughUi(page, member.email, 'new-secret-1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the old password no longer works after a reset', async ({ page, request }) => {
  const member = await createVerifiedMember(request, 'reset-old');
  await request.post('/api/auth/request-password-reset', {
    data: { email: member.email, redirectTo: '/auth/reset-password' },
    headers: { Origin: E2E_ORIGIN },
  });
  const mail = await latestMail(request, member.email, /Reset your/);
  await page.goto(mail.text.match(/https?:\/\/\S+/)![0]);
  await page.getByLabel('New Password').fill('changed-123');
  await page.getByLabel('Confirm Password').fill('changed-123');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await signInThroughUi(page, member.email, member.password);
  await expect(page.getByText('Invalid email or password. Please check your credentials and try again.')).toBeVisible();
});
