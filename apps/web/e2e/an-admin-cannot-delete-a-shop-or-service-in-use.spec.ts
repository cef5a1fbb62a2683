import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, DEMO_ADMIN, E2E_ORIGIN, signInThroughUi } from './support/accounts';

const headers = { Origin: E2E_ORIGIN };

/** The first bookable slot of a shop in this month or the next, as the member's booking screen sees it. */
async function firstFreeSlot(member: APIRequestContext, shopId: string) {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  for (const month of [now, next].map(
    (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`,
  )) {
    const res = await member.get(`/api/appointments/availability?shopId=${shopId}&month=${month}`);
    expect(res.ok()).toBe(true);
    const { days } = (await res.json()) as { days: { date: string; slots: string[] }[] };
    const day = days.find((d) => d.slots.length > 0);
    if (day) return { date: day.date, time: day.slots[0]! };
  }
  throw new Error('no free slot');
}

test('a shop and a service that appointments use are refused deletion and can be deactivated instead', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const shopName = `E2E Booked Shop ${suffix}`;
  const serviceName = `E2E Booked Service ${suffix}`;

  // Set-up: the admin adds a shop and a service; a member books them.
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const shop = await page.request.post('/api/admin/shops', {
    headers,
    data: {
      name: shopName,
      address: '9 Busy Road',
      city: 'Joliet',
      state: 'IL',
      zipCode: '60431',
      slotCapacity: 2,
    },
  });
  expect(shop.status()).toBe(201);
  const shopId = ((await shop.json()) as { id: string }).id;
  const service = await page.request.post('/api/admin/services', { headers, data: { name: serviceName } });
  expect(service.status()).toBe(201);
  const serviceId = ((await service.json()) as { id: string }).id;

  const { email, password } = await createVerifiedMember(request, 'booker');
  const member = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: headers });
  try {
    expect((await member.post('/api/auth/sign-in/email', { data: { email, password } })).ok()).toBe(true);
    const vehicle = await member.post('/api/vehicles', {
      data: { make: 'Ford', model: 'Focus', year: 2018 },
    });
    expect(vehicle.status()).toBe(201);
    const vehicleId = ((await vehicle.json()) as { id: string }).id;
    const slot = await firstFreeSlot(member, shopId);
    const booking = await member.post('/api/appointments', {
      data: { vehicleId, serviceIds: [serviceId], shopId, ...slot },
    });
    expect(booking.status()).toBe(201);
  } finally {
    await member.dispose();
  }

  // The service keeps its place in appointment history.
  await page.goto('/admin/services');
  const item = page.getByRole('article', { name: serviceName });
  await item.getByRole('button', { name: `Delete ${serviceName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(
      'This service is used by appointments and cannot be deleted. Please deactivate it instead.',
    ),
  ).toBeVisible();
  await expect(item).toBeVisible();
  await expectAccessible(page);
  await item.getByRole('button', { name: `Deactivate ${serviceName}` }).click();
  await expect(item.getByText('Inactive', { exact: true })).toBeVisible();

  // So does the shop.
  await page.goto('/admin/shops');
  const row = page.getByRole('row', { name: new RegExp(shopName) });
  await row.getByRole('button', { name: `Delete ${shopName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('Cannot delete shop with existing appointments. Please deactivate instead.'),
  ).toBeVisible();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Deactivate ${shopName}` }).click();
  await expect(row).toContainText('Inactive');
});
