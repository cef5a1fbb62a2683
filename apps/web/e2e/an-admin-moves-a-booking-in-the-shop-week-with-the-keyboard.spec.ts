import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { DEMO_ADMIN, latestMail, signInThroughUi } from './support/accounts';
import { memberWithAppointment } from './support/member-with-appointment';

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The Monday of a date's week (a weekend belongs to the week before), as the calendar counts weeks. */
function mondayOf(date: string): Date {
  const d = new Date(`${date}T12:00:00`);
  const weekday = d.getDay();
  d.setDate(d.getDate() + (weekday === 0 ? -6 : 1 - weekday));
  return d;
}

const longDate = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** The calendar of `shopName`, stepped forward to the week holding `date`. */
async function openWeekOf(page: Page, shopName: string, date: string) {
  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Shop' }).click();
  await page.getByRole('option', { name: shopName, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Week', pressed: true })).toBeVisible();
  const weeks = Math.round((mondayOf(date).getTime() - mondayOf(isoDay(new Date())).getTime()) / (7 * 86_400_000));
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Next' }).click();
  const day = page.getByRole('region', { name: longDate(date) });
  await expect(day).toBeVisible();
  return day;
}

test("an admin moves a booking in the shop's week with the keyboard, and another open calendar follows live", async ({ page }) => {
  const booked = await memberWithAppointment();
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  const details = await page.request.get(`/api/admin/appointments/${booked.appointmentId}`);
  const { appointmentDate: date, appointmentTime: time } = (await details.json()) as { appointmentDate: string; appointmentTime: string };

  // The sidebar leads to it; at desktop width the week opens, Monday to Friday.
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  const day = await openWeekOf(page, booked.shopName, date);
  await expect(page.getByTestId('calendar-week')).toBeVisible();
  await expect(page.getByTestId('calendar-day')).toHaveCount(5);
  await expect(page.getByTestId('calendar-day').first()).toContainText(/^Mon, /);
  await expect(page.getByTestId('calendar-day').last()).toContainText(/^Fri, /);

  const booking = day.getByRole('group').filter({ hasText: booked.model });
  await expect(booking).toBeVisible();
  await expect(booking).toContainText('Scheduled');
  await expect(booking).toContainText(booked.services[0]!.name);
  const fromSlot = day.getByTestId('calendar-slot').filter({ hasText: booked.model });
  await expect(fromSlot).toHaveAttribute('data-time', time);
  await expect(fromSlot).toContainText(/\d of \d/);
  await expectAccessible(page);

  // A second staff screen on the same week, to see the move arrive over the live stream.
  const watcher = await page.context().newPage();
  const watchedDay = await openWeekOf(watcher, booked.shopName, date);
  await expect(watchedDay.getByRole('group').filter({ hasText: booked.model })).toBeVisible();

  // Clicking the booking opens the appointment's details.
  await booking.getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Appointment Details' })).toContainText(booked.model);
  await page.keyboard.press('Escape');

  // Keyboard only: 'Move to…', a slot of the same day, submit.
  await booking.getByRole('button', { name: 'Move to…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move Appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Date')).toHaveValue(date);
  const timeSelect = dialog.getByRole('combobox', { name: 'Time' });
  await expect(timeSelect).toBeEnabled();
  await timeSelect.focus();
  await page.keyboard.press('Enter');
  const firstOption = page.getByRole('option').first();
  await expect(firstOption).toBeFocused();
  const label = (await firstOption.textContent()) ?? '';
  expect(label).toMatch(/^\d{1,2}:00 (AM|PM) · \d of \d$/);
  await page.keyboard.press('Enter');
  await expect(timeSelect).toContainText(label.split(' · ')[0]!);
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Move Appointment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Appointment moved successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const hour = Number(label.split(':')[0]) % 12 + (label.includes('PM') ? 12 : 0);
  const newTime = `${String(hour).padStart(2, '0')}:00`;
  await expect(day.locator(`[data-testid="calendar-slot"][data-time="${newTime}"]`)).toContainText(booked.model);
  await expect(day.locator(`[data-testid="calendar-slot"][data-time="${time}"]`)).not.toContainText(booked.model);
  // The other screen follows without a reload.
  await expect(watchedDay.locator(`[data-testid="calendar-slot"][data-time="${newTime}"]`)).toContainText(booked.model);
  await watcher.close();

  // The member is told, with the new time.
  const mail = await latestMail(page.request, booked.email, /appointment moved/);
  expect(mail.subject).toContain(label.split(' · ')[0]!);
});
