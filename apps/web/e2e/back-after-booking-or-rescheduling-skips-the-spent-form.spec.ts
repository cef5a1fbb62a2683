import { expect, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, signInThroughUi } from './support/accounts';
import { pickBookableDay, pickFirstTime } from './support/booking';

test('Back after booking or rescheduling does not return to the spent form', async ({ page, request }) => {
  const member = await createVerifiedMember(request, 'history');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const added = await page.request.post('/api/vehicles', {
    data: { make: 'Honda', model: 'Civic', year: 2020 },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/appointments');
  await page.goto('/appointments/new');
  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: '2020 Honda Civic' }).click();
  await page.getByRole('checkbox', { name: /Oil Change/ }).click();
  await page.getByRole('radio', { name: /Downtown Auto Care/ }).click();
  await pickBookableDay(page);
  await pickFirstTime(page);
  await page.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(page.getByText('Appointment created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/appointments$/);

  await page.goBack();
  await expect(page).not.toHaveURL(/\/appointments\/new$/);
  await expect(page.getByRole('button', { name: 'Create Appointment' })).toHaveCount(0);

  // Reschedule from the details screen.
  await page.goto('/appointments');
  await page.getByTestId('appointment-card').first().getByRole('link', { name: /View details/i }).click();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
  const detailsUrl = page.url();
  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await pickBookableDay(page, 1);
  await pickFirstTime(page);
  await page.getByRole('button', { name: 'Reschedule Appointment' }).click();
  await expect(page.getByText('Appointment rescheduled successfully').first()).toBeVisible();
  await expect(page).toHaveURL(detailsUrl);

  await page.goBack();
  await expect(page).not.toHaveURL(/\/edit$/);
  await expect(page.getByRole('button', { name: 'Reschedule Appointment' })).toHaveCount(0);
});
