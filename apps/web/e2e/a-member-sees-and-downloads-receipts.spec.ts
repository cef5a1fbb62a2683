import fs from 'node:fs/promises';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, DEMO_MEMBER, E2E_ORIGIN, signInThroughUi } from './support/accounts';

interface ReceiptBody {
  id: string;
  appointmentId: string;
  fileName: string;
  url: string;
}

test('the demo member lists the seeded receipt, downloads it and sees it on the appointment', async ({ page }) => {
  await signInThroughUi(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Receipts' }).first().click();
  await expect(page).toHaveURL(/\/receipts$/);
  await expect(page.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: /receipt-\d{4}-\d{2}-\d{2}\.pdf/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Downtown Auto Care');
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^receipt-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('Receipt downloaded successfully!').first()).toBeVisible();

  // View opens a new tab on a short-lived signed link to the file.
  const [tab] = await Promise.all([page.waitForEvent('popup'), row.getByRole('button', { name: /^View/ }).click()]);
  await expect.poll(() => tab.url()).toMatch(/\/api\/files\/receipts\/[0-9a-f-]{36}\?expires=\d+&sig=/);
  const viaLink = await page.request.get(tab.url());
  expect(viaLink.headers()['content-type']).toBe('application/pdf');
  await tab.close();

  // The same document on the completed appointment's details.
  const receipts = (await (await page.request.get('/api/receipts')).json()) as ReceiptBody[];
  const receipt = receipts[0]!;
  await page.goto('/appointments');
  await page.getByRole('tab', { name: 'Completed' }).click();
  await page.getByTestId('appointment-card').filter({ hasText: 'Downtown Auto Care' }).getByRole('link', { name: /View details/i }).click();
  await expect(page.getByText('Receipts & Documents')).toBeVisible();
  await expect(page.getByText(receipt.fileName)).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
  await expectAccessible(page);

  // A completed appointment cannot be rescheduled.
  await page.goto(`/appointments/${receipt.appointmentId}/edit`);
  await expect(
    page.getByText("The appointment you are looking for does not exist, cannot be modified, or you don't have permission to modify it."),
  ).toBeVisible();
});

test('another member can neither see the demo member\'s appointment nor fetch its receipt', async ({ page, browser }) => {
  const owner = await browser.newContext({ baseURL: E2E_ORIGIN });
  const ownerPage = await owner.newPage();
  await signInThroughUi(ownerPage, DEMO_MEMBER.email, DEMO_MEMBER.password);
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
  const [receipt] = (await (await ownerPage.request.get('/api/receipts')).json()) as ReceiptBody[];
  await owner.close();

  const stranger = await createVerifiedMember(page.request, 'stranger');
  await signInThroughUi(page, stranger.email, stranger.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/appointments/${receipt!.appointmentId}`);
  await expect(page.getByRole('heading', { name: 'Appointment not found' })).toBeVisible();
  await expect(page.getByText("The appointment you are looking for does not exist or you don't have permission to view it.")).toBeVisible();
  await expectAccessible(page);
  expect((await page.request.get(receipt!.url)).status()).toBe(404);

  await page.goto('/receipts');
  await expect(page.getByText('No receipts yet')).toBeVisible();
});
