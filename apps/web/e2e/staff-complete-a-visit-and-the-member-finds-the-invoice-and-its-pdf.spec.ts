import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import { dismissStartingAnnouncement, expect, expectAccessible, test } from './fixtures';
import { DEMO_ADMIN, E2E_ORIGIN, signInThroughUi } from './support/accounts';
import { memberWithAppointment } from './support/member-with-appointment';
import { openAppointmentAsStaff } from './support/staff-appointments';

const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function signedIn(email: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { Origin: E2E_ORIGIN } });
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password } })).ok()).toBe(true);
  return api;
}

test('staff complete a visit with an approved and a declined item; the member sees the invoice on the details and its PDF on Receipts', async ({
  page,
  browser,
  startingAnnouncementId,
}) => {
  test.setTimeout(120_000);
  const booked = await memberWithAppointment();
  const staffApi = await signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const memberApi = await signedIn(booked.email, booked.password);
  const booking = (await (await memberApi.get('/api/services')).json()) as { id: string; name: string; priceCents: number | null }[];
  const bookedService = booking.find((s) => s.id === booked.services[0]!.id)!;
  const bookedCents = bookedService.priceCents ?? 0;

  // The visit so far, through the API: checked in, two recommended items, one approved and one declined.
  const id = booked.appointmentId;
  expect((await staffApi.patch(`/api/admin/appointments/${id}/status`, { data: { status: 'in-progress' } })).ok()).toBe(true);
  const add = (description: string, quantity: number, unitPrice: string) =>
    staffApi.post(`/api/admin/visits/${id}/items`, { data: { source: 'custom', description, quantity, unitPrice, recommended: true } });
  expect((await add('Wiper blades', 2, '19.99')).ok()).toBe(true);
  const visit = (await (await add('Cabin air filter', 1, '35')).json()) as { estimate: { items: { id: string; description: string }[] } };
  const itemId = (d: string) => visit.estimate.items.find((i) => i.description === d)!.id;
  expect((await memberApi.post(`/api/visits/${id}/items/${itemId('Wiper blades')}/approve`)).ok()).toBe(true);
  expect((await memberApi.post(`/api/visits/${id}/items/${itemId('Cabin air filter')}/decline`)).ok()).toBe(true);
  await staffApi.dispose();
  await memberApi.dispose();

  // Staff complete it from the appointment's details and see the invoice issued.
  const { card, details } = await openAppointmentAsStaff(page, booked);
  await details.getByRole('button', { name: 'Complete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Complete Appointment' });
  await confirm.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(confirm).toBeHidden();
  // Completing closes the details; opened again, they show the invoice.
  await expect(details).toBeHidden();
  await expect(card).toContainText('Completed');
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();

  const subtotal = bookedCents + 3998;
  const staffInvoice = details.getByTestId('invoice');
  await expect(staffInvoice.getByTestId('invoice-number')).toHaveText(/^INV-\d{4}-\d{5}$/);
  const number = (await staffInvoice.getByTestId('invoice-number').textContent())!;
  await expect(staffInvoice.getByTestId('invoice-total')).toHaveText(usd(subtotal));
  // The PDF is written after the completion commits; it joins 'Receipts & Documents' without a reload.
  await expect(staffInvoice.getByRole('button', { name: 'Invoice PDF' })).toBeVisible({ timeout: 20_000 });
  await expect(details).toContainText(`${number}.pdf`);
  await expectAccessible(page);

  // The member, in a browser of their own, finds the invoice on the appointment's details.
  const memberContext = await browser.newContext({ baseURL: E2E_ORIGIN });
  await dismissStartingAnnouncement(memberContext, startingAnnouncementId);
  const member = await memberContext.newPage();
  await signInThroughUi(member, booked.email, booked.password);
  await expect(member).toHaveURL(/\/dashboard$/);
  await member.goto(`/appointments/${id}`);
  const invoice = member.getByTestId('invoice');
  await expect(invoice.getByTestId('invoice-number')).toHaveText(number);
  const lines = invoice.getByRole('list', { name: 'Invoice lines' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(bookedService.name);
  await expect(lines.nth(0)).toContainText(usd(bookedCents));
  await expect(lines.nth(1)).toContainText('Wiper blades');
  await expect(lines.nth(1)).toContainText('2 × $19.99');
  await expect(lines.nth(1)).toContainText('$39.98');
  await expect(invoice).not.toContainText('Cabin air filter');
  await expect(invoice.getByTestId('invoice-subtotal')).toHaveText(usd(subtotal));
  await expect(invoice.getByTestId('invoice-discount')).toHaveCount(0);
  await expect(invoice.getByTestId('invoice-tax')).toHaveText('$0.00');
  await expect(invoice.getByTestId('invoice-total')).toHaveText(usd(subtotal));
  await expectAccessible(member);

  // And its PDF on the Receipts page.
  await member.getByRole('link', { name: 'Receipts' }).first().click();
  await expect(member).toHaveURL(/\/receipts$/);
  const row = member.getByRole('row').filter({ hasText: `${number}.pdf` });
  await expect(row).toHaveCount(1);
  const [tab] = await Promise.all([member.waitForEvent('popup'), row.getByRole('button', { name: /^View/ }).click()]);
  await expect.poll(() => tab.url()).toMatch(/\/api\/files\/receipts\/[0-9a-f-]{36}\?expires=\d+&sig=/);
  const pdf = await member.request.get(tab.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await tab.close();
  await memberContext.close();
});
