import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

import { dismissStartingAnnouncement, expect, expectAccessible, test } from './fixtures';
import { E2E_ORIGIN, signInThroughUi } from './support/accounts';
import { memberWithAppointment } from './support/member-with-appointment';
import { openAppointmentAsStaff } from './support/staff-appointments';

async function pick(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  const select = scope.getByRole('combobox', { name: label });
  await select.click();
  await page.getByRole('option', { name: option }).click();
  await expect(select).toContainText(option);
}

test('staff walk a visit through every stage with a finding, a photo and recommended items; the member follows live and decides', async ({
  page,
  browser,
  startingAnnouncementId,
}) => {
  test.setTimeout(120_000);
  const booked = await memberWithAppointment();

  // The member keeps the appointment open in a browser of their own and never reloads it.
  const memberContext = await browser.newContext({ baseURL: E2E_ORIGIN });
  await dismissStartingAnnouncement(memberContext, startingAnnouncementId);
  const member = await memberContext.newPage();
  const memberErrors: string[] = [];
  member.on('console', (m) => m.type() === 'error' && memberErrors.push(m.text()));
  await signInThroughUi(member, booked.email, booked.password);
  await expect(member).toHaveURL(/\/dashboard$/);
  await member.goto(`/appointments/${booked.appointmentId}`);
  await expect(member.getByRole('heading', { name: 'Appointment Details', level: 1 })).toBeVisible();
  const progress = member.getByRole('list', { name: 'Visit progress' });
  await expect(progress).toHaveCount(0);
  const currentStage = progress.locator('[aria-current="step"]');

  // Staff open the appointment's details and start the service.
  const { details } = await openAppointmentAsStaff(page, booked);
  const panel = details.getByTestId('visit-panel');
  await expect(panel).toContainText('Start Service to check the car in');
  await details.getByRole('button', { name: 'Start Service' }).click();
  await expect(panel.getByRole('combobox', { name: 'Stage' })).toContainText('Checked in');
  await expect(currentStage).toContainText('Checked in');

  await pick(panel, page, 'Stage', 'Inspecting');
  await expect(currentStage).toContainText('Inspecting');

  // A finding with a photo.
  const findingForm = panel.getByRole('form', { name: 'Add Finding' });
  await findingForm.getByRole('button', { name: 'Add Finding' }).click();
  await expect(findingForm.getByText('Title is required')).toBeVisible();
  await findingForm.getByLabel('Title').fill('Front brake pads');
  await pick(findingForm, page, 'Condition', 'Urgent');
  await findingForm.getByLabel('Notes').fill('2 mm left on both sides.');
  await findingForm.getByRole('button', { name: 'Add Finding' }).click();
  const findings = panel.getByRole('list', { name: 'Findings' });
  await expect(findings).toContainText('Front brake pads');
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#9a3412' } }).jpeg().toBuffer();
  await findings.getByLabel('Add photo to Front brake pads').setInputFiles({ name: 'pads.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(findings.getByRole('button', { name: 'Enlarge photo 1 of Front brake pads' })).toBeVisible();

  // The estimate: the booked service included, two recommended lines.
  const itemForm = panel.getByRole('form', { name: 'Add Item' });
  await pick(itemForm, page, 'Kind', 'Included');
  await pick(itemForm, page, 'Service', /^Oil Change/);
  await itemForm.getByRole('button', { name: 'Add Item' }).click();
  await expect(panel.getByRole('list', { name: 'Estimate items' })).toContainText('Oil Change');
  await pick(itemForm, page, 'Source', 'Free text');
  await pick(itemForm, page, 'Kind', 'Recommended');
  await itemForm.getByLabel('Description').fill('Wiper blades');
  await itemForm.getByLabel('Quantity').fill('2');
  await itemForm.getByLabel('Unit price ($)').fill('19.99');
  await itemForm.getByRole('button', { name: 'Add Item' }).click();
  await expect(panel.getByRole('list', { name: 'Estimate items' })).toContainText('Wiper blades');
  await itemForm.getByLabel('Description').fill('Cabin air filter');
  await itemForm.getByLabel('Unit price ($)').fill('35');
  await itemForm.getByRole('button', { name: 'Add Item' }).click();
  await expect(panel.getByRole('list', { name: 'Estimate items' })).toContainText('Cabin air filter');
  // No work on a recommended item before the member approves it.
  await expect(panel.getByRole('button', { name: 'Mark done: Wiper blades' })).toBeDisabled();
  await expectAccessible(page);

  await pick(panel, page, 'Stage', 'Awaiting approval');
  await expect(currentStage).toContainText('Awaiting approval');

  // The member sees the finding (grouped as Urgent) and its photo enlarged, and the estimate.
  const urgent = member.getByRole('region', { name: 'Urgent' });
  await expect(urgent).toContainText('Front brake pads');
  await urgent.getByRole('button', { name: 'Enlarge photo 1 of Front brake pads' }).click();
  const enlarged = member.getByRole('dialog', { name: 'Front brake pads' });
  await expect(enlarged.getByRole('img', { name: 'Front brake pads, enlarged' })).toBeVisible();
  await expectAccessible(member);
  await member.keyboard.press('Escape');
  await expect(enlarged).toBeHidden();
  await expect(member.getByTestId('estimate-total')).toHaveText('$49.99');
  await expect(member.getByRole('button', { name: 'Approve all' })).toBeVisible();
  await member.getByRole('button', { name: 'Approve Wiper blades' }).click();
  await expect(member.getByText('Item approved').first()).toBeVisible();
  await member.getByRole('button', { name: 'Decline Cabin air filter' }).click();
  await expect(member.getByText('Item declined').first()).toBeVisible();
  await expect(member.getByTestId('estimate-total')).toHaveText('$89.97');
  await expectAccessible(member);

  // Staff see both decisions arrive without reloading, then do the approved work.
  const items = panel.getByRole('list', { name: 'Estimate items' });
  await expect(items.locator('li', { hasText: 'Wiper blades' })).toContainText('Approved');
  await expect(items.locator('li', { hasText: 'Cabin air filter' })).toContainText('Declined');
  await expect(panel.getByRole('button', { name: 'Mark done: Cabin air filter' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Mark done: Wiper blades' }).click();
  await expect(items.locator('li', { hasText: 'Wiper blades' })).toContainText('Done');

  await pick(panel, page, 'Stage', 'In service');
  await expect(currentStage).toContainText('In service');
  await pick(panel, page, 'Stage', 'Ready for pickup');
  await expect(currentStage).toContainText('Ready for pickup');
  await expect(progress.locator('[data-state="done"]')).toHaveCount(4);

  expect(memberErrors.filter((t) => !/status of 4\d\d/.test(t))).toEqual([]);
  await memberContext.close();
});
