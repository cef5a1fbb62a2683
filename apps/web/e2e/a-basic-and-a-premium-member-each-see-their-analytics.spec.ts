import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, signInThroughUi } from './support/accounts';

/** A fresh member with one vehicle (the seeded catalogue's intervals then put maintenance in the next 12 months). */
async function signInMemberWithVehicle(page: Page) {
  const member = await createVerifiedMember(page.request, 'analytics');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const res = await page.request.post('/api/vehicles', { data: { make: 'Subaru', model: 'Outback', year: 2019 }, headers: { Origin: E2E_ORIGIN } });
  expect(res.status()).toBe(201);
  return member;
}

/** The chart code is its own chunk (recharts), fetched only when Premium figures are drawn. */
const chartChunk = (url: string) => /\/assets\/analytics-charts[^/]*\.js$/.test(url);

test('a Basic member sees the basic figures and the charts locked behind Upgrade Now, without loading the charts', async ({ page }) => {
  await signInMemberWithVehicle(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });

  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const basic = page.getByRole('region', { name: 'Basic dashboard analytics' });
  await expect(basic.getByText('Visits this year')).toBeVisible();
  await expect(basic.getByText('$0.00')).toBeVisible();
  await expect(basic.getByText('Vehicles').locator('..')).toContainText('1');
  await expect(basic.getByText('Items due')).toBeVisible();

  const advanced = page.getByRole('region', { name: 'Advanced analytics' });
  await expect(advanced.getByText('Advanced analytics are part of Premium')).toBeVisible();
  await expect(advanced.getByRole('heading', { name: 'Spending per month' })).toHaveCount(0);
  await expect(advanced.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  await expectAccessible(page);
  expect(scripts.filter(chartChunk)).toEqual([]);

  // The server agrees: no Premium figures, no export.
  const api = await page.request.get('/api/analytics');
  expect(((await api.json()) as { advanced: unknown }).advanced).toBeNull();
  expect((await page.request.get('/api/analytics/export')).status()).toBe(403);

  await advanced.getByRole('link', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/membership$/);
});

test('a member who upgrades through the demo checkout sees the advanced charts and exports their history', async ({ page }) => {
  await signInMemberWithVehicle(page);
  await page.getByRole('link', { name: 'Membership', exact: true }).click();
  await page.getByRole('region', { name: 'Current Plan Basic' }).getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/membership\/demo-checkout\?session=cs_demo_/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Erin Example');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Current Plan Premium' }).getByText('Premium Active')).toBeVisible();

  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('region', { name: 'Basic dashboard analytics' }).getByText('Spent this year')).toBeVisible();
  const advanced = page.getByRole('region', { name: 'Advanced analytics' });
  for (const title of ['Spending per month', 'Spending per vehicle', 'Cost per mile', 'Services by kind', 'Next 12 months']) {
    await expect(advanced.getByRole('heading', { name: title, exact: true, level: 3 })).toBeVisible();
  }
  await expect(advanced.getByText('Advanced analytics are part of Premium')).toHaveCount(0);
  // No invoices yet: the money charts say so; the forecast is drawn from the catalogue's intervals and prices.
  await expect(advanced.getByText('No spending in the last 12 months')).toBeVisible();
  await expect(advanced.getByText('Add two odometer readings to a vehicle to see its cost per mile')).toBeVisible();
  const forecast = advanced.getByRole('figure', { name: /^Next 12 months: \d+ maintenance items due, estimated \$[\d,]+\.\d\d at catalogue prices$/ });
  await expect(forecast.locator('svg.recharts-surface')).toBeVisible();
  await expect(forecast.locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect(advanced.getByText('Oil Change', { exact: true })).toBeVisible();
  await expect(advanced.getByRole('table', { name: 'Maintenance due in the next 12 months' })).toBeAttached();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await advanced.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^service-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await new Promise<string>((resolve, reject) => {
    void file.createReadStream().then((stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      stream.on('error', reject);
    }, reject);
  });
  expect(text.replace(/^\uFEFF/, '').trim()).toBe('Date,Invoice,Vehicle,Services,Total (USD),Credited (USD),Net (USD)');
});
