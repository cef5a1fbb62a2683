import { dismissStartingAnnouncement, expect, expectAccessible, test } from './fixtures';
import { E2E_ORIGIN, signInThroughUi } from './support/accounts';
import { memberWithAppointment } from './support/member-with-appointment';
import { openAppointmentAsStaff } from './support/staff-appointments';

test('staff complete a visit; the member pays its invoice through the demo checkout and sees it Paid on Receipts', async ({
  page,
  browser,
  startingAnnouncementId,
}) => {
  test.setTimeout(120_000);
  const booked = await memberWithAppointment();

  // Staff start and complete the visit from the back office: completing issues the invoice.
  const { card, details } = await openAppointmentAsStaff(page, booked);
  await details.getByRole('button', { name: 'Start Service' }).click();
  await expect(details.getByTestId('visit-panel').getByRole('combobox', { name: 'Stage' })).toContainText('Checked in');
  await details.getByRole('button', { name: 'Complete', exact: true }).click();
  const complete = page.getByRole('dialog', { name: 'Complete Appointment' });
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(complete).toBeHidden();
  await expect(card).toContainText('Completed');
  // Staff reopen the details and see the issued invoice unpaid, with 'Mark as Paid' for a payment at the shop.
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const paymentPanel = details.getByRole('region', { name: 'Payment' });
  await expect(paymentPanel).toContainText(/INV-\d{4}-\d{5}/);
  await expect(paymentPanel).toContainText('Unpaid');
  await expect(paymentPanel.getByRole('button', { name: 'Mark as Paid' })).toBeVisible();
  const invoiceNumber = (await paymentPanel.textContent())!.match(/INV-\d{4}-\d{5}/)![0];

  // The member, in a browser of their own, finds the invoice's PDF on Receipts, unpaid.
  const memberContext = await browser.newContext({ baseURL: E2E_ORIGIN });
  await dismissStartingAnnouncement(memberContext, startingAnnouncementId);
  const member = await memberContext.newPage();
  await signInThroughUi(member, booked.email, booked.password);
  await expect(member).toHaveURL(/\/dashboard$/);
  await member.getByRole('link', { name: 'Receipts' }).first().click();
  await expect(member.getByRole('heading', { name: 'Receipts', level: 1 })).toBeVisible();
  const row = member.getByRole('row').filter({ hasText: invoiceNumber });
  // The PDF is rendered just after the completion commits.
  await expect(async () => {
    await member.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('Unpaid');
  await expectAccessible(member);

  // 'Pay Now' opens the demo checkout with the invoice's total; the decline card is declined.
  await row.getByRole('button', { name: new RegExp(`^Pay Now .* for ${invoiceNumber}$`) }).click();
  await expect(member).toHaveURL(/\/receipts\/demo-checkout\?session=cs_demo_/);
  await expect(member.getByText(`Pay invoice ${invoiceNumber}`)).toBeVisible();
  await expectAccessible(member);
  await member.getByLabel('Card number').fill('4000 0000 0000 0002');
  await member.getByLabel('Expiration (MM / YY)').fill('12 / 39');
  await member.getByLabel('CVC').fill('123');
  await member.getByLabel('Cardholder name').fill('Erin Example');
  await member.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(member.getByText('Your card was declined.').first()).toBeVisible();

  await member.getByLabel('Card number').fill('4242 4242 4242 4242');
  await member.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(member).toHaveURL(/\/receipts$/);
  await expect(member.getByText('Payment successful! Your invoice will show as paid in a moment.').first()).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(/Paid online on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(row.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);

  // The appointment details say the same, without 'Pay Now'.
  await member.goto(`/appointments/${booked.appointmentId}`);
  await expect(member.getByText(`Invoice ${invoiceNumber}`)).toBeVisible();
  await expect(member.getByText(/Paid online on/)).toBeVisible();
  await expect(member.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);

  // Staff see it paid too: 'Mark as Paid' is gone.
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(details.getByRole('region', { name: 'Payment' })).toContainText(/Paid online on/);
  await expect(details.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
  await memberContext.close();
});
