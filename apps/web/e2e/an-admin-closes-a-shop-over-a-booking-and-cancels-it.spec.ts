import { request as playwrightRequest } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, DEMO_ADMIN, E2E_ORIGIN, latestMail, signInThroughUi } from './support/accounts';

/** A new shop (Mon-Fri 9-5) and a new member with one appointment there: exactly one booking on its day. */
async function shopWithOneBooking() {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { Origin: E2E_ORIGIN } });
  try {
    const shopName = `E2E Closing Garage ${Date.now().toString(36)}`;
    expect((await api.post('/api/auth/sign-in/email', { data: DEMO_ADMIN })).ok()).toBe(true);
    const shop = (await (
      await api.post('/api/admin/shops', {
        data: { name: shopName, address: '9 Close Road', city: 'Springfield', state: 'IL', zipCode: '62701', slotCapacity: 2 },
      })
    ).json()) as { id: string };
    await api.post('/api/auth/sign-out');

    const member = await createVerifiedMember(api, 'closure');
    expect((await api.post('/api/auth/sign-in/email', { data: member })).ok()).toBe(true);
    const vehicle = (await (await api.post('/api/vehicles', { data: { make: 'Saab', model: '900', year: 1994, licensePlate: 'CLOSE1' } })).json()) as { id: string };
    const services = (await (await api.get('/api/services')).json()) as { id: string }[];
    const now = new Date();
    for (let m = 0; m < 2; m++) {
      const d = new Date(now.getFullYear(), now.getMonth() + m, 1);
      const month = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
      const { days } = (await (await api.get(`/api/appointments/availability?shopId=${shop.id}&month=${month}`)).json()) as {
        days: { date: string; slots: string[] }[];
      };
      // Not today: the whole-day closure must still lie ahead when the test adds it.
      const day = days.find((x) => x.date > days[0]!.date) ?? days[1];
      if (!day) continue;
      const booked = await api.post('/api/appointments', {
        data: { vehicleId: vehicle.id, serviceIds: [services[0]!.id], shopId: shop.id, date: day.date, time: day.slots[0] },
      });
      expect(booked.status()).toBe(201);
      const { id } = (await booked.json()) as { id: string };
      return { shopName, date: day.date, member, appointmentId: id };
    }
    throw new Error('no bookable day found');
  } finally {
    await api.dispose();
  }
}

test('an admin closes a shop for a day with a booking, cancels it, and finds the closure in the audit log', async ({ page }) => {
  const { shopName, date, member, appointmentId } = await shopWithOneBooking();
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/shops');

  const table = page.getByRole('table', { name: 'Shops' });
  await table.getByRole('button', { name: `Closures of ${shopName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Closures' });
  await expect(dialog.getByText(`No closures coming up. ${shopName} follows its weekly hours.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Closure' }).click();
  await dialog.getByLabel('Reason').fill('Burst water main');
  await dialog.getByLabel('First day').fill(date);
  await dialog.getByRole('button', { name: 'Add Closure' }).click();

  // The booking is listed first; nothing is written until the admin chooses.
  await expect(dialog.getByText('1 appointment falls in this closure')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Appointments in this closure' })).toContainText(member.email);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Closure' }).click();
  await expect(dialog.getByText('Choose whether to cancel or keep them')).toBeVisible();
  await dialog.getByLabel('Cancel them and e-mail each member the reason').check();
  await dialog.getByRole('button', { name: 'Add Closure and Cancel 1' }).click();

  await expect(page.getByText('Closure added; 1 appointment cancelled')).toBeVisible();
  await expect(dialog.getByRole('list', { name: `Closures of ${shopName}` })).toContainText('Burst water main');

  const appointment = await page.request.get(`/api/admin/appointments/${appointmentId}`);
  expect(((await appointment.json()) as { status: string }).status).toBe('cancelled');
  const mail = await latestMail(page.request, member.email, /is cancelled/);
  expect(mail.text).toContain(`${shopName} is closed: Burst water main`);

  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await page.getByLabel('Action').click();
  await page.getByRole('option', { name: 'Closure added' }).click();
  await expect(page).toHaveURL(/action=closure_add/);
  const log = page.getByRole('table', { name: 'Audit log' });
  // Only closures are listed once the filtered page has arrived: the shop's creation is filtered out.
  await expect(log.getByRole('row').filter({ hasText: 'Created' })).toHaveCount(0);
  await expect(log.getByRole('row').filter({ hasText: shopName })).toContainText('1 appointment cancelled');
  await expectAccessible(page);

  // Removing the closure asks first, and the day opens again.
  await page.goto('/admin/shops');
  await table.getByRole('button', { name: `Closures of ${shopName}` }).click();
  await dialog.getByRole('button', { name: "Remove closure 'Burst water main'" }).click();
  const confirm = page.getByRole('alertdialog', { name: "Remove 'Burst water main'?" });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Closure removed')).toBeVisible();
  await expect(dialog.getByText(`No closures coming up. ${shopName} follows its weekly hours.`)).toBeVisible();
});
