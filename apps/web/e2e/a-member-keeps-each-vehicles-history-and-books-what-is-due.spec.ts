import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, DEMO_ADMIN, E2E_ORIGIN, signInThroughUi } from './support/accounts';
import { pickBookableDay, pickFirstTime } from './support/booking';
import { memberWithAppointment } from './support/member-with-appointment';

const headers = { Origin: E2E_ORIGIN };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function apiAs(email: string, password: string) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: headers });
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password } })).ok()).toBe(true);
  return api;
}

async function vehicleIdOf(api: APIRequestContext, model: string) {
  const list = (await (await api.get('/api/vehicles')).json()) as { id: string; model: string }[];
  return list.find((v) => v.model === model)!.id;
}

const readings = (page: Page) => page.getByRole('list', { name: 'Odometer readings' }).getByRole('listitem');

test('a member opens a vehicle from the garage, updates its odometer and adds a record with a receipt', async ({ page }) => {
  const member = await createVerifiedMember(page.request, 'care');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.request.post('/api/vehicles', { data: { make: 'Subaru', model: 'Outback', year: 2021, color: 'Green', licensePlate: 'OUT-21' }, headers });

  await page.getByRole('link', { name: 'My Garage' }).click();
  await page.getByRole('link', { name: 'Service History & Schedule: 2021 Subaru Outback' }).click();
  await expect(page).toHaveURL(/\/garage\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: '2021 Subaru Outback', level: 1 })).toBeVisible();
  await expect(page.getByText('OUT-21')).toBeVisible();
  await expect(page.getByText('No service history yet')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Maintenance schedule' }).getByText('Oil Change')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Update Odometer' }).click();
  const odometer = page.getByRole('dialog', { name: 'Update Odometer' });
  await odometer.getByLabel('Miles').fill('15000');
  await odometer.getByRole('button', { name: 'Save Reading' }).click();
  await expect(page.getByText('Odometer updated')).toBeVisible();
  await expect(odometer).toBeHidden();
  await expect(readings(page)).toHaveCount(1);
  await expect(readings(page).first()).toContainText('15,000 mi');
  await expect(readings(page).first()).toContainText('Member');

  // Lower than the last reading: refused beside the field, the dialog stays open.
  await page.getByRole('button', { name: 'Update Odometer' }).click();
  await odometer.getByLabel('Miles').fill('14000');
  await odometer.getByRole('button', { name: 'Save Reading' }).click();
  await expect(odometer.getByText('Odometer cannot be lower than the last reading (15,000 mi)')).toBeVisible();
  await expectAccessible(page);
  await odometer.getByRole('button', { name: 'Cancel' }).click();
  await expect(readings(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Add Record' }).click();
  const record = page.getByRole('dialog', { name: 'Add Record' });
  await record.getByRole('checkbox', { name: 'Oil Change' }).click();
  await record.getByLabel('Other work').fill('Wiper blades');
  await record.getByLabel('Odometer (miles)').fill('14900');
  await record.getByLabel('Cost ($)').fill('49.99');
  await record.getByLabel('Receipt').setInputFiles({ name: 'quick-lube.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expectAccessible(page);
  await record.getByRole('button', { name: 'Add Record' }).click();
  await expect(page.getByText('Record added')).toBeVisible();
  await expect(record).toBeHidden();
  const history = page.getByRole('list', { name: 'Service history' });
  await expect(history).toContainText('Oil Change, Wiper blades');
  await expect(history).toContainText('$49.99');
  await expect(history).toContainText('14,900 mi');
  const view = history.getByRole('link', { name: /^View .*quick_lube\.pdf$/ });
  await expect(view).toBeVisible();
  const receipt = await page.request.get((await view.getAttribute('href'))!);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  // The oil change is now done: its schedule item counts from this record.
  await expect(page.getByRole('list', { name: 'Maintenance schedule' }).getByRole('listitem').filter({ hasText: 'Oil Change' })).toContainText('at 14,900 mi');

  // Another member's vehicle: the not-found card, never its data.
  const other = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: headers });
  const stranger = await createVerifiedMember(other, 'stranger');
  expect((await other.post('/api/auth/sign-in/email', { data: stranger })).ok()).toBe(true);
  const theirs = (await (await other.post('/api/vehicles', { data: { make: 'Kia', model: 'Niro', year: 2020 } })).json()) as { id: string };
  await other.dispose();
  await page.goto(`/garage/${theirs.id}`);
  await expect(page.getByRole('heading', { name: 'Vehicle not found' })).toBeVisible();
  await expect(page.getByText('Niro')).toHaveCount(0);
  await expectAccessible(page);
});

test("'Book now' lands on the booking form with the vehicle, the due services and the last shop chosen, and books", async ({ page }) => {
  const booked = await memberWithAppointment();
  const member = await apiAs(booked.email, booked.password);
  const vehicleId = await vehicleIdOf(member, booked.model);
  // A first reading 400 days ago: every service never done since is overdue by date.
  expect((await member.post(`/api/vehicles/${vehicleId}/odometer`, { data: { miles: 10_000, readingDate: daysAgo(400) } })).ok()).toBe(true);
  await member.dispose();
  // Staff complete the visit with its odometer: the shop becomes the vehicle's last shop.
  const admin = await apiAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
  expect((await admin.patch(`/api/admin/appointments/${booked.appointmentId}/status`, { data: { status: 'completed', odometerMiles: 21_000 } })).ok()).toBe(true);
  await admin.dispose();

  await signInThroughUi(page, booked.email, booked.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const due = page.getByRole('list', { name: 'Maintenance Due' });
  await expect(due.getByRole('listitem').filter({ hasText: 'Battery Check' })).toContainText('Overdue');
  await expectAccessible(page);

  await page.getByRole('link', { name: `2022 Volvo ${booked.model}` }).first().click();
  const schedule = page.getByRole('list', { name: 'Maintenance schedule' });
  await expect(schedule.getByRole('listitem').filter({ hasText: 'Battery Check' })).toContainText('Overdue');
  await expect(page.getByRole('list', { name: 'Odometer readings' })).toContainText('Shop');
  await expect(page.getByRole('list', { name: 'Service history' })).toContainText(booked.shopName);
  await page.getByRole('link', { name: 'Book now: Battery Check' }).click();

  await expect(page).toHaveURL(/\/appointments\/new\?vehicleId=/);
  await expect(page.getByRole('combobox', { name: 'Vehicle' })).toContainText(booked.model);
  await expect(page.getByRole('checkbox', { name: /Battery Check/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Tyre Rotation/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: new RegExp(booked.shopName) })).toBeChecked();
  await expectAccessible(page);
  await pickBookableDay(page);
  await pickFirstTime(page);
  await page.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(page.getByText('Appointment created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page.getByTestId('appointment-card').filter({ hasText: 'Battery Check' })).toHaveCount(1);
});
