import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, signInThroughUi } from './support/accounts';

test('a new member sees the basic membership, the big buttons and empty lists', async ({ page }) => {
  const member = await createVerifiedMember(page.request, 'dash');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await expect(page.getByRole('heading', { name: 'Membership: BASIC' })).toBeVisible();
  await expect(page.getByText('Basic Plan')).toBeVisible();
  await expect(page.getByText('Upgrade to unlock advanced features and priority support')).toBeVisible();
  await expect(page.getByText('Premium Active')).toHaveCount(0);
  await expect(page.getByText('No vehicles added yet')).toBeVisible();
  await expect(page.getByText('No upcoming appointments')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Service' })).toHaveAttribute('href', '/appointments/new');
  await expect(page.getByRole('link', { name: 'View All Upcoming Appointments' })).toHaveAttribute('href', '/appointments');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Add Vehicle' }).click();
  await expect(page).toHaveURL(/\/garage$/);
});

test('the dashboard lists the three newest vehicles as year make model', async ({ page }) => {
  const member = await createVerifiedMember(page.request, 'dash');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No vehicles added yet')).toBeVisible();

  for (const [make, model, year] of [
    ['Ford', 'Focus', 2012],
    ['Kia', 'Soul', 2016],
    ['Tesla', 'Model 3', 2023],
    ['Volvo', 'XC60', 2020],
  ] as const) {
    const res = await page.request.post('/api/vehicles', { data: { make, model, year }, headers: { Origin: E2E_ORIGIN } });
    expect(res.status()).toBe(201);
  }

  await page.reload();
  const vehicles = page.getByRole('list', { name: 'Your Vehicles' }).getByRole('listitem');
  await expect(vehicles).toHaveText(['2020 Volvo XC60', '2023 Tesla Model 3', '2016 Kia Soul']);
  await expect(page.getByText('2012 Ford Focus')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'View All Your Vehicles' }).click();
  await expect(page).toHaveURL(/\/garage$/);
  await expect(page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem')).toHaveCount(4);
});
