import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, signInThroughUi } from './support/accounts';
import { pickBookableDay, pickFirstTime } from './support/booking';

const SHOP = 'Downtown Auto Care';

test('a member books an appointment, finds it everywhere, reschedules it through both links and cancels it', async ({ page, request }) => {
  const member = await createVerifiedMember(request, 'booker');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Without a vehicle the form asks for one first.
  await page.goto('/appointments/new');
  await expect(page.getByText('You need to add a vehicle before scheduling an appointment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Appointment' })).toBeDisabled();
  const added = await page.request.post('/api/vehicles', {
    data: { make: 'Mazda', model: 'CX-5', year: 2022 },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(added.ok()).toBe(true);
  await page.reload();

  // Every missing field gets the spec's message.
  await page.getByRole('button', { name: 'Create Appointment' }).click();
  for (const text of [
    'Please select a vehicle',
    'Please select at least one service',
    'Please select a service shop',
    'Please select a date for your appointment',
    'Please select a time for your appointment',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Select a weekday. Appointments are not available on weekends.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: '2022 Mazda CX-5' }).click();
  await page.getByRole('checkbox', { name: /Oil Change/ }).click();
  await page.getByRole('checkbox', { name: /Brake Inspection/ }).click();
  await page.getByRole('radio', { name: new RegExp(SHOP) }).click();
  await pickBookableDay(page);
  const firstTime = await pickFirstTime(page);
  await page.getByLabel('Additional Details').fill('Brakes squeak when cold.');
  await page.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(page.getByText('Appointment created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/appointments$/);

  // Upcoming (the default tab) shows it with its services.
  const card = page.getByTestId('appointment-card').filter({ hasText: SHOP });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('2022 Mazda CX-5');
  await expect(card).toContainText(firstTime);
  await expect(card).toContainText('Brake Inspection, Oil Change');
  await expect(card).toContainText('Scheduled');
  await expectAccessible(page);

  // The dashboard counts it among the upcoming appointments.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText(SHOP)).toBeVisible();

  // Details.
  await page.goto('/appointments');
  await card.getByRole('link', { name: /View details/i }).click();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
  const detailsUrl = page.url();
  const id = detailsUrl.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Appointment Details' })).toBeVisible();
  await expect(page.getByText('Brakes squeak when cold.')).toBeVisible();
  await expect(page.getByText('Synthetic or conventional oil and filter replacement.')).toBeVisible();
  await expect(page.getByText('No documents have been attached to this appointment yet.')).toBeVisible();
  await expectAccessible(page);

  // Reschedule from the details screen: it links to /appointments/edit/:id, which lands on /appointments/:id/edit.
  const reschedule = page.getByRole('link', { name: 'Reschedule' });
  await expect(reschedule).toHaveAttribute('href', `/appointments/edit/${id}`);
  await reschedule.click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${id}/edit$`));
  await expect(page.getByText('New Schedule')).toBeVisible();
  await expectAccessible(page);
  const newDay = await pickBookableDay(page, 1);
  await pickFirstTime(page);
  await page.getByLabel('Additional Details').fill('Moved one day later.');
  await page.getByRole('button', { name: 'Reschedule Appointment' }).click();
  await expect(page.getByText('Appointment rescheduled successfully').first()).toBeVisible();
  await expect(page).toHaveURL(detailsUrl);
  await expect(page.getByText('Moved one day later.')).toBeVisible();
  // react-day-picker labels days like 'Tuesday, November 24th, 2026'; the details show 'Tuesday, November 24, 2026'.
  await expect(page.getByText(newDay.replace(/(\d+)(st|nd|rd|th)/, '$1').replace(/^Today, /, ''))).toBeVisible();

  // Reschedule from the list: /appointments/:id/edit directly, to yet another day.
  await page.goto('/appointments');
  await card.getByRole('link', { name: /Reschedule/ }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${id}/edit$`));
  await pickBookableDay(page, 2);
  const lastTime = await pickFirstTime(page);
  await page.getByRole('button', { name: 'Reschedule Appointment' }).click();
  await expect(page.getByText('Appointment rescheduled successfully').first()).toBeVisible();
  await expect(page).toHaveURL(detailsUrl);
  await expect(page.getByText(lastTime, { exact: true })).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();

  // Cancel from the list, after confirming.
  await page.goto('/appointments');
  await card.getByRole('button', { name: /Cancel/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Appointment' });
  await expect(dialog).toContainText('Are you sure you want to cancel this appointment? This action cannot be undone.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes, cancel appointment' }).click();
  await expect(page.getByText('Appointment cancelled successfully').first()).toBeVisible();
  await expect(page.getByText('No upcoming appointments found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Your First Appointment' })).toBeVisible();

  // All History keeps it, cancelled, with View Details only.
  await page.getByRole('tab', { name: 'All History' }).click();
  const cancelled = page.getByTestId('appointment-card').filter({ hasText: SHOP });
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled.getByRole('link', { name: /Reschedule/ })).toHaveCount(0);
  await expectAccessible(page);
  await cancelled.getByRole('link', { name: /View details/i }).click();
  await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);

  // It no longer holds a place: the edit screen refuses it.
  await page.goto(`/appointments/${id}/edit`);
  await expect(
    page.getByText("The appointment you are looking for does not exist, cannot be modified, or you don't have permission to modify it."),
  ).toBeVisible();
});
