import { expect, expectAccessible, test } from './fixtures';
import { signInThroughUi } from './support/accounts';
import { memberWithAppointment } from './support/member-with-appointment';

test('a member subscribes to their appointments with a private webcal link and resets it', async ({ page }) => {
  const booked = await memberWithAppointment();
  await signInThroughUi(page, booked.email, booked.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/appointments');
  await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to calendar' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByLabel('Your private calendar link');
  await expect(field).toHaveValue(/^webcal:\/\/[^/]+\/api\/calendar-feeds\/[\w-]+\.ics$/);
  const url = await field.inputValue();
  await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', url);
  await expectAccessible(page);

  // What a calendar app fetches: no cookie, just the link.
  const feedPath = new URL(url.replace(/^webcal:/, 'http:')).pathname;
  const feed = await page.request.get(feedPath, { headers: { Cookie: '' } });
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`UID:appointment-${booked.appointmentId}@`);

  await dialog.getByRole('button', { name: 'Reset link' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset link' });
  await confirm.getByRole('button', { name: 'Reset link' }).click();
  await expect(confirm).toBeHidden();
  await expect(field).not.toHaveValue(url);
  expect((await page.request.get(feedPath)).status()).toBe(404);
});
