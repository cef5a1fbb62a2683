import { expect, type Page } from '@playwright/test';

import { DEMO_ADMIN, signInThroughUi } from './accounts';

/** Staff sign in, find a member's appointment among all of them by its plate, and open its details. */
export async function openAppointmentAsStaff(page: Page, booked: { plate: string; model: string }) {
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('link', { name: 'Appointments' }).first().click();
  await page.getByRole('tab', { name: 'All' }).click();
  const searched = page.waitForResponse((r) => r.url().includes(`q=${booked.plate}`) && r.ok());
  await page.getByPlaceholder('Search name or vehicle').fill(booked.plate);
  await searched;
  const card = page.getByTestId('admin-appointment-card').filter({ hasText: booked.model });
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  return { card, details: page.getByRole('dialog', { name: 'Appointment Details' }) };
}
