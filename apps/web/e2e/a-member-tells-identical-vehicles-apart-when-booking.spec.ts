import { dismissStartingAnnouncement, expect, test } from './fixtures';
import { createVerifiedMember, DEMO_ADMIN, E2E_ORIGIN, signInThroughUi } from './support/accounts';

test('a member with two vehicles that read the same sees two distinguishable options when booking, and so does an admin in the garage', async ({
  page,
  request,
  browser,
  startingAnnouncementId,
}) => {
  const member = await createVerifiedMember(request, 'twins');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Two '2020 Ford F-150' without a plate, a colour or a VIN: nothing but their order tells them apart.
  for (let i = 0; i < 2; i++) {
    const added = await page.request.post('/api/vehicles', {
      data: { make: 'Ford', model: 'F-150', year: 2020 },
      headers: { Origin: E2E_ORIGIN },
    });
    expect(added.ok()).toBe(true);
  }

  await page.goto('/appointments/new');
  await page.getByRole('combobox', { name: 'Vehicle' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(2);
  const texts = (await options.allTextContents()).map((t) => t.trim());
  expect(new Set(texts).size, `options: ${texts.join(' | ')}`).toBe(2);
  expect([...texts].sort()).toEqual(['2020 Ford F-150', '2020 Ford F-150 (2)']);

  // The chosen one stays told apart once the list closes.
  await page.getByRole('option', { name: '2020 Ford F-150 (2)' }).click();
  await expect(page.getByRole('combobox', { name: 'Vehicle' })).toHaveText('2020 Ford F-150 (2)');

  // The admin garage names them apart too: their rows and their Edit / Delete buttons.
  const admin = await browser.newContext({ baseURL: E2E_ORIGIN });
  await dismissStartingAnnouncement(admin, startingAnnouncementId);
  try {
    const adminPage = await admin.newPage();
    await signInThroughUi(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await adminPage.goto('/admin/garage');
    await adminPage.getByRole('searchbox', { name: 'Search vehicles' }).fill(member.email);
    await expect(adminPage.getByRole('row', { name: /F-150/ })).toHaveCount(2);
    await expect(adminPage.getByRole('button', { name: /^Edit 2020 Ford F-150 of / })).toHaveCount(1);
    await expect(adminPage.getByRole('button', { name: /^Edit 2020 Ford F-150 \(2\) of / })).toHaveCount(1);
  } finally {
    await admin.close();
  }
});
