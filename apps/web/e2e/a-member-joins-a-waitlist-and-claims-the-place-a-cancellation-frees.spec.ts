import { request as playwrightRequest } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, latestMail, signInThroughUi } from './support/accounts';

const SHOP = 'Downtown Auto Care';

interface Availability {
  days: { date: string; slots: string[]; full: string[] }[];
}

/** Another member, through the API alone: fills one slot of the shop to its capacity and can cancel one booking. */
async function fillASlot() {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { Origin: E2E_ORIGIN } });
  const holder = await createVerifiedMember(api, 'holder');
  expect((await api.post('/api/auth/sign-in/email', { data: holder })).ok()).toBe(true);
  const vehicle = (await (await api.post('/api/vehicles', { data: { make: 'Ford', model: 'Focus', year: 2018 } })).json()) as { id: string };
  const shops = (await (await api.get('/api/shops')).json()) as { id: string; name: string }[];
  const services = (await (await api.get('/api/services')).json()) as { id: string }[];
  const shop = shops.find((s) => s.name === SHOP)!;
  // Next month: every weekday of it lies ahead, whatever today is.
  const next = new Date();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const month = next.toISOString().slice(0, 7);
  const availability = (await (await api.get(`/api/appointments/availability?shopId=${shop.id}&month=${month}`)).json()) as Availability;
  const day = availability.days.find((d) => d.slots.length > 0)!;
  const time = day.slots[day.slots.length - 1]!;
  const booked: string[] = [];
  for (;;) {
    const res = await api.post('/api/appointments', {
      data: { vehicleId: vehicle.id, serviceIds: [services[0]!.id], shopId: shop.id, date: day.date, time },
    });
    if (res.status() === 409) break;
    expect(res.status()).toBe(201);
    booked.push(((await res.json()) as { id: string }).id);
  }
  expect(booked.length).toBeGreaterThan(0);
  return {
    date: day.date,
    time,
    cancelOne: async () => expect((await api.post(`/api/appointments/${booked[0]}/cancel`)).ok()).toBe(true),
    dispose: () => api.dispose(),
  };
}

const twelveHour = (hhmm: string) => {
  const h = Number(hhmm.slice(0, 2));
  return `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`;
};

test('a member joins the waitlist of a full slot, hears of the place a cancellation frees, and claims it from the offer mail', async ({
  page,
  request,
}) => {
  const slot = await fillASlot();
  const member = await createVerifiedMember(request, 'waiter');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const added = await page.request.post('/api/vehicles', { data: { make: 'Kia', model: 'Niro', year: 2022 }, headers: { Origin: E2E_ORIGIN } });
  expect(added.ok()).toBe(true);

  // The booking form shows the slot as full, with a way onto its waitlist.
  await page.goto('/appointments/new');
  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: '2022 Kia Niro' }).click();
  await page.getByRole('checkbox', { name: /Oil Change/ }).click();
  await page.getByRole('radio', { name: new RegExp(SHOP) }).click();
  await page.getByRole('button', { name: /next month/i }).click();
  await page.locator(`[data-day="${slot.date}"] button`).click();
  const times = page.getByRole('radiogroup', { name: 'Time' });
  await expect(times.getByText('Full')).toBeVisible();
  await expectAccessible(page);
  await times.getByRole('button', { name: `Join waitlist for ${twelveHour(slot.time)}` }).click();
  await expect(page.getByText("You're on the waitlist. We'll e-mail you if a place frees up.").first()).toBeVisible();

  // 'My Waitlist' on the appointments page lists it, waiting.
  await expect(page).toHaveURL(/\/appointments$/);
  const entry = page.getByTestId('waitlist-entry').filter({ hasText: SHOP });
  await expect(entry).toContainText('Waiting');
  await expect(entry).toContainText(twelveHour(slot.time));

  // The other member cancels: the offer job offers the place, the signed-in member hears of it live.
  await slot.cancelOne();
  await expect(page.getByText('A place has opened up').first()).toBeVisible({ timeout: 30_000 });
  await expect(entry).toContainText('Offered', { timeout: 10_000 });
  await expect(entry.getByRole('link', { name: 'Claim this slot' })).toBeVisible();

  // The offer mail in the dev mailbox carries 'Claim this slot' to the offer page.
  const mail = await latestMail(request, member.email, /A place opened up/);
  const claimUrl = /Claim this slot: (\S+)/.exec(mail.text)![1]!;
  expect(claimUrl).toMatch(new RegExp(`^${E2E_ORIGIN}/waitlist/[0-9a-f-]{36}$`));
  await page.goto(new URL(claimUrl).pathname);
  await expect(page.getByRole('heading', { name: 'A place has opened up' })).toBeVisible();
  await expect(page.getByText(/Held for you until/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Claim this slot' }).click();
  await expect(page.getByText('The slot is yours: your appointment is booked.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
  await page.goto('/appointments');
  await expect(page.getByTestId('appointment-card').filter({ hasText: SHOP }).first()).toBeVisible();
  await expect(page.getByText('You are not waiting for any time slot.')).toBeVisible();
  await slot.dispose();
});
