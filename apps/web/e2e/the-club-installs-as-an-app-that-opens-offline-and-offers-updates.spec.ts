import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, signInThroughUi } from './support/accounts';

test.use({ serviceWorkers: 'allow' });

// Must match apps/web/src/sw/member-data-cache.ts.
const MEMBER_DATA_CACHE = 'drivecare-member-data';
const BUILT_SERVICE_WORKER = new URL('../dist/service-worker.js', import.meta.url);

/** A member with one vehicle, signed in on the dashboard through the sign-in form. */
async function signInAMemberWithAVehicle(page: Page) {
  const member = await createVerifiedMember(page.request, 'pwa');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const res = await page.request.post('/api/vehicles', {
    data: { make: 'Volvo', model: 'XC60', year: 2020 },
    headers: { Origin: E2E_ORIGIN },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('2020 Volvo XC60')).toBeVisible();
}

/** Waits until the service worker is active and controls this page (the first visit's requests precede it). */
async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) {
    await page.reload();
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${E2E_ORIGIN}/service-worker.js`);
}

test('the web app manifest and the service worker register, and Chromium finds the app installable', async () => {
  const manifestRes = await fetch(`${E2E_ORIGIN}/manifest.webmanifest`);
  expect(manifestRes.ok).toBe(true);
  const manifest = (await manifestRes.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'DriveCare Club', short_name: 'DriveCare', start_url: '/dashboard', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const res = await fetch(new URL(icon.src, E2E_ORIGIN));
    expect(res.headers.get('content-type'), icon.src).toBe('image/png');
  }

  // Chromium never offers to install from an incognito window, and every context of a launched browser is one:
  // the check runs in a browser with a profile of its own, as a person's is.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    baseURL: E2E_ORIGIN,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInAMemberWithAVehicle(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await waitForServiceWorkerControl(page);

    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors)
      .toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test.describe('offline', () => {
  // A browser taken offline reports each request it could not send (the live events stream, a read the service
  // worker has no copy of) as a console error.
  test.use({ expectedConsoleError: /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/ });

  test('after one online visit the dashboard and the garage open offline with the last data and a banner; a change says it needs the network; signing out forgets the data', async ({
    page,
    context,
  }) => {
    await signInAMemberWithAVehicle(page);
    await waitForServiceWorkerControl(page);
    await expect(page.getByText('2020 Volvo XC60')).toBeVisible();
    await page.getByRole('link', { name: 'My Garage' }).click();
    await expect(page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText('You are offline — showing your last saved data')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You are offline — showing your last saved data')).toBeVisible();
    await expect(page.getByText('2020 Volvo XC60')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Membership: BASIC' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'My Garage' }).click();
    await expect(page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Remove 2020 Volvo XC60' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(/You are offline\. This needs a connection/)).toBeVisible();
    await page.getByRole('button', { name: 'Keep Vehicle' }).click();

    await context.setOffline(false);
    await expect(page.getByText('You are offline — showing your last saved data')).toHaveCount(0);
    expect(await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, MEMBER_DATA_CACHE)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    expect(await page.evaluate(async (name) => caches.has(name), MEMBER_DATA_CACHE)).toBe(false);

    // Nothing of the member is left to show: offline, the dashboard cannot open for anyone.
    await context.setOffline(true);
    await page.goto('/dashboard');
    await expect(page.getByText('2020 Volvo XC60')).toHaveCount(0);
    await expect(page.getByText('You are offline — showing your last saved data')).toHaveCount(0);
  });
});

test('a new version shows "A new version is available", and Reload switches to it', async ({ page }) => {
  await signInAMemberWithAVehicle(page);
  await waitForServiceWorkerControl(page);
  await expect(page.getByText('A new version is available')).toHaveCount(0);

  // A deploy: the built service worker changes on the server.
  const original = fs.readFileSync(BUILT_SERVICE_WORKER, 'utf8');
  fs.writeFileSync(BUILT_SERVICE_WORKER, `${original}\n// a new version (${Date.now()})\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible();
    await expectAccessible(page);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText('2020 Volvo XC60')).toBeVisible();
    await expect(page.getByText('A new version is available')).toHaveCount(0);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
      }),
    ).toEqual({ waiting: null, active: 'activated' });
  } finally {
    fs.writeFileSync(BUILT_SERVICE_WORKER, original);
  }
});
