import type { Browser, Page } from '@playwright/test';

import { dismissStartingAnnouncement, expect, expectAccessible, test } from './fixtures';
import { DEMO_ADMIN, E2E_ORIGIN, signInThroughUi } from './support/accounts';
import { memberWithAppointment, type Booked } from './support/member-with-appointment';

/** The admin on the appointments screen, narrowed to the booked appointment's card by its plate. */
async function openAppointmentCard(page: Page, booked: Booked) {
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('link', { name: 'Appointments' }).first().click();
  await expect(page).toHaveURL(/\/admin\/appointments$/);
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  // Server-side search: wait for its answer, not for a list that happens to have one card on the way.
  const searched = page.waitForResponse((r) => r.url().includes(`q=${booked.plate}`) && r.ok());
  await page.getByPlaceholder('Search name or vehicle').fill(booked.plate);
  await searched;
  await expect(page.getByTestId('admin-appointment-card')).toHaveCount(1);
  const card = page.getByTestId('admin-appointment-card').filter({ hasText: booked.model });
  await expect(card).toBeVisible();
  return card;
}

/** The member in a browser of their own, the current announcement already acknowledged as in every test. */
async function memberPage(browser: Browser, booked: Booked, announcementId: string | null) {
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  await dismissStartingAnnouncement(context, announcementId);
  const page = await context.newPage();
  await signInThroughUi(page, booked.email, booked.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, close: () => context.close() };
}

test('an admin marks an appointment completed and the member finds it under Completed', async ({
  page,
  browser,
  startingAnnouncementId,
}) => {
  const booked = await memberWithAppointment();
  const card = await openAppointmentCard(page, booked);
  await expect(card).toContainText('Scheduled');
  await expectAccessible(page);

  await card.getByRole('button', { name: /^Actions for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Mark as Scheduled' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Mark as Completed' }).click();
  // The Complete step asks for the optional odometer at service, which becomes the vehicle's shop reading.
  const complete = page.getByRole('dialog', { name: 'Complete Appointment' });
  await expect(complete).toBeVisible();
  await complete.getByLabel('Odometer at service').fill('23456');
  await expectAccessible(page);
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Appointment status updated').first()).toBeVisible();
  await expect(complete).toBeHidden();
  await expect(card).toContainText('Completed');

  // Cancel asks first, with the spec's text; keeping it changes nothing.
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Cancel Appointment' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to cancel this appointment? This will notify the customer.',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(card).toContainText('Completed');

  // The Completed tab holds it; Upcoming no longer does.
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByTestId('admin-appointment-card')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByText('No appointments found')).toBeVisible();

  const member = await memberPage(browser, booked, startingAnnouncementId);
  await member.page.goto('/appointments');
  await member.page.getByRole('tab', { name: 'Completed' }).click();
  await expect(member.page.getByTestId('appointment-card').filter({ hasText: booked.model })).toHaveCount(1);
  await member.page.goto('/garage');
  await member.page.getByRole('link', { name: `Service History & Schedule: 2022 Volvo ${booked.model}` }).click();
  await expect(member.page.getByRole('list', { name: 'Odometer readings' })).toContainText('23,456 mi');
  await member.close();
});

test('an admin uploads a PDF with progress and the member sees it on the details and receipts', async ({
  page,
  browser,
  startingAnnouncementId,
}) => {
  const booked = await memberWithAppointment();
  const card = await openAppointmentCard(page, booked);
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Upload Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  await expect(dialog).toContainText(
    'Upload service quotes, receipts, or other documents. Supported formats: PDF, Images',
  );

  // A 2 MB PDF over a throttled upload, so the progress is seen moving.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 32), Buffer.from('\n%%EOF\n')]);
  await dialog.getByLabel('Files').setInputFiles([
    {
      name: 'Service Quote #7.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    },
  ]);
  await expect(dialog.getByRole('list', { name: 'Selected files' })).toContainText('2,048 KB');
  await expectAccessible(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(/^Uploading file 1 of 1 \((\d|[1-9]\d)%\)$/)).toBeVisible();
  await expect(page.getByText('File uploaded successfully').first()).toBeVisible({ timeout: 15_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(card.getByLabel('1 file')).toBeVisible();

  // The admin's details list the document with its sanitised, prefixed name.
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Appointment Details' });
  const link = details.getByRole('link', {
    name: /^[a-z0-9]{8}_Service_Quote_7\.pdf$/,
  });
  await expect(link).toBeVisible();
  const fileName = (await link.textContent())!;
  await expect(details.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
  await expectAccessible(page);

  const member = await memberPage(browser, booked, startingAnnouncementId);
  await member.page.goto(`/appointments/${booked.appointmentId}`);
  await expect(member.page.getByText('Receipts & Documents')).toBeVisible();
  await expect(member.page.getByText(fileName)).toBeVisible();
  await member.page.goto('/receipts');
  await expect(member.page.getByRole('row').filter({ hasText: fileName })).toHaveCount(1);
  await member.close();
});

test('an admin edits the services and the member sees them on the details', async ({
  page,
  browser,
  startingAnnouncementId,
}) => {
  const booked = await memberWithAppointment();
  const [first, second, third] = booked.services;
  const card = await openAppointmentCard(page, booked);
  await expect(card).toContainText(first!.name);
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Appointment' });
  await expect(dialog.getByRole('checkbox', { name: first!.name, exact: true })).toBeChecked();
  await expectAccessible(page);

  // At least one service is required.
  await dialog.getByRole('checkbox', { name: first!.name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Please select at least one service')).toBeVisible();

  await dialog.getByRole('checkbox', { name: second!.name, exact: true }).click();
  await dialog.getByRole('checkbox', { name: third!.name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Appointment updated successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(second!.name);
  await expect(card).not.toContainText(first!.name);

  const member = await memberPage(browser, booked, startingAnnouncementId);
  await member.page.goto(`/appointments/${booked.appointmentId}`);
  await expect(member.page.getByText(second!.name, { exact: true })).toBeVisible();
  await expect(member.page.getByText(third!.name, { exact: true })).toBeVisible();
  await expect(member.page.getByText(first!.name, { exact: true })).toHaveCount(0);
  await member.close();

  // Cancelling from the details dialog asks first, then the card shows it cancelled.
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Appointment Details' });
  await expect(details.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
  await details.getByRole('button', { name: 'Cancel Appointment' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('This will notify the customer.');
  await confirm.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText('Cancelled');
});
