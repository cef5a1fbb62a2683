import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { DEMO_ADMIN, DEMO_MEMBER, E2E_ORIGIN, signInThroughUi } from './support/accounts';

interface MemberShop {
  id: string;
  name: string;
  schedule: Record<string, { open: string; close: string; enabled: boolean }>;
}

/** What the booking screen offers a member: the active shops, and one shop's bookable days. */
async function asMember<T>(read: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await playwrightRequest.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { Origin: E2E_ORIGIN },
  });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: DEMO_MEMBER })).ok()).toBe(true);
    return await read(api);
  } finally {
    await api.dispose();
  }
}

async function shopsOfferedToMembers(): Promise<MemberShop[]> {
  return asMember(async (api) => {
    const res = await api.get('/api/shops');
    expect(res.ok()).toBe(true);
    return (await res.json()) as MemberShop[];
  });
}

/** Bookable days of this month and the next. */
async function bookableDays(shopId: string): Promise<{ date: string; slots: string[] }[]> {
  return asMember(async (api) => {
    const now = new Date();
    const months = [now, new Date(now.getFullYear(), now.getMonth() + 1, 1)].map(
      (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`,
    );
    const days: { date: string; slots: string[] }[] = [];
    for (const month of months) {
      const res = await api.get(`/api/appointments/availability?shopId=${shopId}&month=${month}`);
      expect(res.ok()).toBe(true);
      days.push(...((await res.json()) as { days: { date: string; slots: string[] }[] }).days);
    }
    return days;
  });
}

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay();

const statValue = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');

test('an admin adds a shop, sets its weekly schedule, deactivates and deletes it', async ({ page }) => {
  const name = `E2E Body Shop ${Date.now().toString(36)}`;
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/shops');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Management' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const totalBefore = Number(await statValue(page, 'Total Shops').textContent());
  await expectAccessible(page);

  // Validation, with the spec's texts.
  await page.getByRole('button', { name: 'Add Shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shop' });
  await dialog.getByRole('button', { name: 'Add Shop' }).click();
  for (const text of [
    'Shop name is required',
    'Address is required',
    'City is required',
    'State is required',
  ]) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await expect(dialog.getByText('ZIP code must be at least 5 characters')).toBeVisible();
  await dialog.getByLabel('State').fill('i');
  await dialog.getByLabel('ZIP Code').fill('123');
  await dialog.getByRole('button', { name: 'Add Shop' }).click();
  await expect(dialog.getByText('State must be 2 characters')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Shop Name').fill(name);
  await dialog.getByLabel('Address').fill('1 Test Lane');
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Peoria');
  await dialog.getByLabel('State').fill('il');
  await expect(dialog.getByLabel('State')).toHaveValue('IL');
  await dialog.getByLabel('ZIP Code').fill('61602');
  await dialog.getByLabel('Slot Capacity').fill('3');
  await dialog.getByRole('button', { name: 'Add Shop' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('1 Test Lane');
  await expect(row).toContainText('Peoria, IL 61602');
  await expect(row).toContainText('Not provided');
  await expect(row).toContainText('Active');
  await expect(statValue(page, 'Total Shops')).toHaveText(String(totalBefore + 1));

  // A new shop opens Monday to Friday, 9 to 5.
  await row.getByRole('button', { name: `Schedule for ${name}` }).click();
  const schedule = page.getByRole('dialog', { name: 'Shop Schedule Settings' });
  await expect(schedule.getByRole('combobox', { name: 'Shop' })).toHaveText(name);
  await expect(schedule.getByRole('switch', { name: 'Monday' })).toBeChecked();
  await expect(schedule.getByRole('switch', { name: 'Saturday' })).not.toBeChecked();
  await expect(schedule.getByLabel('Monday opens')).toHaveValue('09:00');
  await expect(schedule.getByLabel('Monday closes')).toHaveValue('17:00');
  await expectAccessible(page);

  // Closed on Mondays, Saturday mornings instead; a closing time before opening is refused.
  await schedule.getByRole('switch', { name: 'Monday' }).click();
  await schedule.getByRole('switch', { name: 'Saturday' }).click();
  await schedule.getByLabel('Saturday opens').fill('10:00');
  await schedule.getByLabel('Saturday closes').fill('09:00');
  await schedule.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(schedule.getByText('Closing time must be after opening time')).toBeVisible();
  await schedule.getByLabel('Saturday closes').fill('14:00');
  await schedule.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(schedule).toBeHidden();
  await expect(page.getByText(`Schedule for ${name} updated`)).toBeVisible();

  // Members' booking sees the new days at once.
  const offered = (await shopsOfferedToMembers()).find((s) => s.name === name);
  expect(offered?.schedule.monday?.enabled).toBe(false);
  expect(offered?.schedule.saturday).toEqual({ open: '10:00', close: '14:00', enabled: true });
  // Booking offers its open weekdays only (never a Monday now, never a weekend), within its hours.
  const days = await bookableDays(offered!.id);
  expect(days.length).toBeGreaterThan(0);
  expect(days.filter((d) => [0, 1, 6].includes(weekdayOf(d.date)))).toEqual([]);
  const fullTuesday = days.find((d) => weekdayOf(d.date) === 2 && d.slots.length === 8);
  expect(fullTuesday?.slots).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  expect(days.flatMap((d) => d.slots).filter((t) => t < '09:00' || t >= '17:00')).toEqual([]);

  // The header's 'Schedule Settings' opens the same dialog with a shop selector.
  await page.getByRole('button', { name: 'Schedule Settings' }).click();
  await schedule.getByRole('combobox', { name: 'Shop' }).click();
  await page.getByRole('option', { name }).click();
  await expect(schedule.getByRole('switch', { name: 'Monday' })).not.toBeChecked();
  await expect(schedule.getByLabel('Saturday closes')).toHaveValue('14:00');
  await schedule.getByRole('button', { name: 'Cancel' }).click();

  // Inactive shops are no longer offered to members.
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(row).toContainText('Inactive');
  expect((await shopsOfferedToMembers()).some((s) => s.name === name)).toBe(false);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete ${name}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expect(statValue(page, 'Total Shops')).toHaveText(String(totalBefore));
});

test('on a phone the shops become cards and the schedule dialog fits', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/shops');
  const cards = page.getByRole('list', { name: 'Shops' });
  await expect(cards.getByRole('heading', { name: 'Downtown Auto Care' })).toBeVisible();
  await expect(cards.getByText('Not provided').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Schedule Settings' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Shop Schedule Settings' }).getByLabel('Friday closes'),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
