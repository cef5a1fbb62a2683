import { expect, type Page } from '@playwright/test';

/**
 * The first two bookable days are passed over: a day at least two days ahead starts more than 24 hours from now,
 * outside every plan's default change cutoff (issue 27), so the member may still reschedule and cancel it online.
 */
const OUTSIDE_CUTOFF = 2;

/**
 * Clicks the bookable day number `skip` (0 = the first outside the change cutoff), moving on to later months if
 * needed; returns its label.
 */
export async function pickBookableDay(page: Page, skip = 0): Promise<string> {
  skip += OUTSIDE_CUTOFF;
  const grid = page.getByRole('grid');
  for (let months = 0; months < 3; months++) {
    const days = grid.locator('button:not([disabled])');
    await expect(grid).toBeVisible();
    // The month's availability is read after the shop is chosen and after every month change: until it has
    // arrived, its days are disabled, and counting them then would skip a month that has bookable days.
    await expect(page.getByTestId('date-picker')).not.toHaveAttribute('aria-busy', 'true');
    const count = await days.count();
    if (count > skip) {
      const day = days.nth(skip);
      const label = (await day.getAttribute('aria-label')) ?? '';
      await day.click();
      return label;
    }
    skip -= count;
    await page.getByRole('button', { name: /next month/i }).click();
  }
  throw new Error('no bookable day in the next three months');
}

/** Picks the first offered time and returns its 12-hour label. */
export async function pickFirstTime(page: Page): Promise<string> {
  const times = page.getByRole('radiogroup', { name: 'Time' });
  await expect(times).toBeVisible();
  const slot = times.locator('label').first();
  const text = (await slot.textContent())?.trim() ?? '';
  expect(text).toMatch(/^\d{1,2}:00 (AM|PM)$/);
  await slot.click();
  return text;
}
