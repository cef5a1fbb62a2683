import AxeBuilder from '@axe-core/playwright';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, latestMail, signInThroughUi } from './support/accounts';

const SHOP = 'Downtown Auto Care';

test('a member books an appointment and opens the confirmation, with its calendar invite, in the dev mailbox', async ({
  page,
  request,
  browser,
}) => {
  const member = await createVerifiedMember(request, 'mailbox');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const added = await page.request.post('/api/vehicles', {
    data: { make: 'Subaru', model: 'Outback', year: 2019, licensePlate: 'ICS-2019' },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/appointments/new');
  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: '2019 Subaru Outback' }).click();
  await page.getByRole('checkbox', { name: /Oil Change/ }).click();
  await page.getByRole('radio', { name: new RegExp(SHOP) }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await page.waitForLoadState('networkidle');
  let day = grid.locator('button:not([disabled])').first();
  if ((await grid.locator('button:not([disabled])').count()) === 0) {
    await page.getByRole('button', { name: /next month/i }).click();
    await page.waitForLoadState('networkidle');
    day = grid.locator('button:not([disabled])').first();
  }
  await day.click();
  const times = page.getByRole('radiogroup', { name: 'Time' });
  await expect(times).toBeVisible();
  const slot = times.locator('label').first();
  const time = (await slot.textContent())?.trim() ?? '';
  expect(time).toMatch(/^\d{1,2}:00 (AM|PM)$/);
  await slot.click();
  await page.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(page.getByText('Appointment created successfully!').first()).toBeVisible();
  await expect(page.getByTestId('appointment-card').filter({ hasText: SHOP })).toContainText(time);
  await expectAccessible(page);

  // The confirmation is captured (the dev server has no SMTP_URL).
  const mail = await latestMail(request, member.email, /appointment is booked/);
  expect(mail.subject).toContain(time);

  // The mailbox is a developer's page of its own: a plain browser context, without the app page's init scripts
  // (they cannot run inside the sandboxed message frames).
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  const mailbox = await context.newPage();
  const errors: string[] = [];
  // Test tooling (Playwright, axe) trying to run inside the script-less frames is refused with this message;
  // it says the sandbox works, not that the page is broken.
  const toolingRefused = /^Blocked script execution in 'about:srcdoc'/;
  mailbox.on('console', (m) => m.type() === 'error' && !toolingRefused.test(m.text()) && errors.push(m.text()));
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(member.email)}`);
  const message = mailbox.locator('details').filter({ hasText: 'appointment is booked' }).first();
  await message.locator('summary').first().click();
  const body = mailbox.frameLocator(`iframe[title^="Your DriveCare Club appointment is booked"]`);
  await expect(body.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  await expect(body.getByText(SHOP)).toBeVisible();
  await expect(body.getByText('2019 Subaru Outback (ICS-2019)')).toBeVisible();
  await expect(body.getByText(new RegExp(time))).toBeVisible();
  await expect(body.getByRole('link', { name: 'Details, rescheduling and cancelling' })).toHaveAttribute(
    'href',
    new RegExp(`${E2E_ORIGIN}/appointments/[0-9a-f-]{36}$`),
  );

  // The invite is listed, can be read in place, and downloads as a calendar file.
  const invite = message.getByRole('link', { name: 'invite.ics' });
  await expect(invite).toBeVisible();
  await message.getByText('Show invite.ics').click();
  const source = message.locator('pre').filter({ hasText: 'BEGIN:VCALENDAR' });
  await expect(source).toContainText('METHOD:REQUEST');
  await expect(source).toContainText('SEQUENCE:0');
  // The attendee line is folded at 75 octets (RFC 5545) and its scheme is case-insensitive.
  const unfolded = ((await source.textContent()) ?? '').replace(/\r?\n[ \t]/g, '').toLowerCase();
  expect(unfolded).toContain(`mailto:${member.email}`.toLowerCase());
  const file = await mailbox.request.get((await invite.getAttribute('href'))!);
  expect(file.headers()['content-type']).toContain('text/calendar');
  expect(await file.text()).toContain(`DTSTART;TZID=`);
  expect(errors).toEqual([]);
  // axe cannot enter the script-less sandboxed message frames (the messages themselves are e-mail HTML), so
  // the mailbox page around them is checked here.
  const axe = await new AxeBuilder({ page: mailbox }).exclude('iframe').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await context.close();
});
