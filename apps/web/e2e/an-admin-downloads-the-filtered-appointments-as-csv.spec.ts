import fs from 'node:fs';

import { expect, expectAccessible, test } from './fixtures';
import { DEMO_ADMIN, signInThroughUi } from './support/accounts';
import { memberWithAppointment } from './support/member-with-appointment';

test('an admin filters the appointments and downloads exactly those as CSV', async ({ page }) => {
  const booked = await memberWithAppointment();
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('link', { name: 'Appointments' }).first().click();
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  const searched = page.waitForResponse((r) => r.url().includes(`q=${booked.plate}`) && r.ok());
  await page.getByPlaceholder('Search name or vehicle').fill(booked.plate);
  await searched;
  await expect(page.getByTestId('admin-appointment-card')).toHaveCount(1);
  await expectAccessible(page);

  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', new RegExp(`q=${booked.plate}`));
  const downloading = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^appointments-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('ID,Date,Time,Status,Customer,Customer e-mail,Shop,Vehicle,License plate,Services,Details,Booked at');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(booked.appointmentId);
  expect(lines[1]).toContain(booked.plate);
  expect(lines[1]).toContain(booked.email);
  expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2},\d{2}:\d{2},scheduled,/);
  await expect(page.getByText('Export started')).toBeVisible();
});
