import ical, { type VEvent } from 'node-ical';
import { expect, expectAccessible, test } from './fixtures';
import { signInThroughUi } from './support/accounts';
import { pickFirstTime } from './support/booking';
import { memberWithAppointment } from './support/member-with-appointment';

/** The appointment's event as a calendar app reads it. */
function eventOf(ics: string, appointmentId: string): VEvent {
  const events = Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
  const event = events.find((e) => e.uid.startsWith(`appointment-${appointmentId}@`));
  expect(event, `event for appointment ${appointmentId}`).toBeDefined();
  return event!;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** react-day-picker's label 'Tuesday, November 24th, 2026' → '2026-11-24'. */
function isoOfDayLabel(label: string) {
  const m = /(\w+) (\d+)(?:st|nd|rd|th)?, (\d{4})/.exec(label);
  if (!m) throw new Error(`unexpected day label: ${label}`);
  return `${m[3]}-${String(MONTHS.indexOf(m[1]!) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

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
  const before = eventOf(await feed.text(), booked.appointmentId);
  const beforeSequence = Number(before.sequence ?? 0);
  const beforeDay = before.start.toISOString().slice(0, 10);

  // The member reschedules from the appointment's page to another day; the feed follows, as the same event, newer.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto(`/appointments/${booked.appointmentId}`);
  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/${booked.appointmentId}/edit$`));
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await page.waitForLoadState('networkidle');
  const days = grid.locator('button:not([disabled])');
  let newDay: string | null = null;
  for (let i = 0, n = await days.count(); i < n && !newDay; i++) {
    const iso = isoOfDayLabel((await days.nth(i).getAttribute('aria-label')) ?? '');
    // The event's start is the club's wall-clock time: its UTC day may differ by one; skip both neighbours.
    if (Math.abs(Date.parse(iso) - Date.parse(beforeDay)) > 86_400_000) {
      await days.nth(i).click();
      newDay = iso;
    }
  }
  expect(newDay, 'a bookable day other than the booked one').not.toBeNull();
  await pickFirstTime(page);
  await page.getByRole('button', { name: 'Reschedule Appointment' }).click();
  await expect(page.getByText('Appointment rescheduled successfully').first()).toBeVisible();

  const after = eventOf(await (await page.request.get(feedPath, { headers: { Cookie: '' } })).text(), booked.appointmentId);
  expect(after.uid).toBe(before.uid);
  expect(after.start.getTime()).not.toBe(before.start.getTime());
  expect(Math.abs(after.start.getTime() - Date.parse(`${newDay}T12:00:00Z`))).toBeLessThan(86_400_000);
  expect(Number(after.sequence ?? 0)).toBeGreaterThan(beforeSequence);

  await page.goto('/appointments');
  await page.getByRole('button', { name: 'Subscribe to calendar' }).click();
  await expect(field).toHaveValue(url);

  await dialog.getByRole('button', { name: 'Reset link' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset link' });
  await confirm.getByRole('button', { name: 'Reset link' }).click();
  await expect(confirm).toBeHidden();
  await expect(field).not.toHaveValue(url);
  expect((await page.request.get(feedPath)).status()).toBe(404);
});
