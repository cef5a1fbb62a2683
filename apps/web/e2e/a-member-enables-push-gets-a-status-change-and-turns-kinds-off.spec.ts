import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

import { startPushServiceStandIn, type PushServiceStandIn, type TestSubscription } from '../../server/src/testing/push-service-stand-in';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_ADMIN, E2E_ORIGIN, signInThroughUi } from './support/accounts';
import { memberWithAppointment } from './support/member-with-appointment';

// Pushes arrive through the service worker.
test.use({ serviceWorkers: 'allow' });

let pushService: PushServiceStandIn;
let admin: APIRequestContext;

test.beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  admin = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { Origin: E2E_ORIGIN } });
  expect((await admin.post('/api/auth/sign-in/email', { data: DEMO_ADMIN })).ok()).toBe(true);
});

test.afterAll(async () => {
  await admin.dispose();
  await pushService.close();
});

const setStatus = async (appointmentId: string, status: string) =>
  expect((await admin.patch(`/api/admin/appointments/${appointmentId}/status`, { data: { status } })).ok()).toBe(true);

/**
 * Chromium here cannot reach a real push service (the third party), so the page's PushManager hands out a
 * subscription at the local stand-in, with keys the test generated: the app's code and the server run unchanged,
 * and the stand-in decrypts what the server sends with those keys.
 */
async function pushManagerAtStandIn(page: Page, subscription: TestSubscription) {
  await page.addInitScript((s: TestSubscription) => {
    const KEY = 'e2e.push-subscribed';
    const make = (): PushSubscription =>
      ({
        endpoint: s.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: s.keys }),
        unsubscribe: () => {
          localStorage.removeItem(KEY);
          return Promise.resolve(true);
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = function subscribe() {
      localStorage.setItem(KEY, '1');
      return Promise.resolve(make());
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(localStorage.getItem(KEY) ? make() : null);
    };
  }, subscription);
}

test('a member enables notifications on the profile, gets a push when the shop changes the appointment, and turns a kind off', async ({ page, context }) => {
  const booked = await memberWithAppointment();
  const browser = pushService.subscription();
  await context.grantPermissions(['notifications'], { origin: E2E_ORIGIN });
  await pushManagerAtStandIn(page, browser);
  await signInThroughUi(page, booked.email, booked.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The offer after the first booking, on the appointments list.
  await page.goto('/appointments');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Enable notifications' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Account and security e-mails')).toBeVisible();
  // The app's service worker installed (it precaches the app first, slow on a loaded machine).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByRole('button', { name: 'Enable notifications' }).click();
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  await expectAccessible(page);

  await setStatus(booked.appointmentId, 'in-progress');
  await pushService.waitFor(() => pushService.pushesTo(browser.endpoint).length === 1);
  expect(pushService.pushesTo(browser.endpoint)[0]!.payload).toMatchObject({
    kind: 'appointment-updates',
    title: 'Your appointment is in-progress',
    url: `/appointments/${booked.appointmentId}`,
  });

  // What the stand-in received, handed to the app's service worker as the browser would (DevTools protocol): it shows
  // the notification, which opens the appointment.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${E2E_ORIGIN}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: E2E_ORIGIN,
    registrationId: await registrationId,
    data: JSON.stringify(pushService.pushesTo(browser.endpoint)[0]!.payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown })),
      ),
    )
    .toEqual([
      {
        title: 'Your appointment is in-progress',
        body: expect.stringContaining(booked.shopName) as unknown as string,
        data: { url: `/appointments/${booked.appointmentId}` },
      },
    ]);
  await cdp.detach();

  // Appointment updates off, by push and by e-mail: the next change sends neither.
  for (const name of ['Appointment updates by push', 'Appointment updates by e-mail']) {
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/notification-preferences') && r.request().method() === 'PATCH' && r.ok());
    await page.getByRole('switch', { name }).click();
    await saved;
    await expect(page.getByRole('switch', { name })).not.toBeChecked();
  }
  const mailsBefore = ((await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(booked.email)}`)).json()) as unknown[]).length;
  await setStatus(booked.appointmentId, 'completed');
  // Pushes back on, and one more change: it arrives right after the first, so the one in between was never sent.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/notification-preferences') && r.request().method() === 'PATCH' && r.ok());
  await page.getByRole('switch', { name: 'Appointment updates by push' }).click();
  await saved;
  await setStatus(booked.appointmentId, 'scheduled');
  await pushService.waitFor(() => pushService.pushesTo(browser.endpoint).length === 2);
  expect(pushService.pushesTo(browser.endpoint).map((p) => (p.payload as { title: string }).title)).toEqual([
    'Your appointment is in-progress',
    'Your appointment is scheduled',
  ]);
  // E-mail stayed off through both changes.
  const mailsAfter = ((await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(booked.email)}`)).json()) as unknown[]).length;
  expect(mailsAfter).toBe(mailsBefore);

  await page.getByRole('button', { name: 'Turn off on this device' }).click();
  await expect(page.getByRole('button', { name: 'Enable notifications' })).toBeVisible();
});

test('the unsubscribe link of a status e-mail works signed out and says what stops', async ({ browser, request }) => {
  const booked = await memberWithAppointment();
  await setStatus(booked.appointmentId, 'in-progress');
  let mail: { text: string; headers: Record<string, string> } | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(booked.email)}`)).json()) as {
        subject: string;
        text: string;
        headers: Record<string, string>;
      }[];
      mail = mails.find((m) => m.subject.endsWith('appointment is in-progress'));
      return !!mail;
    })
    .toBe(true);
  expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /Unsubscribe: (\S+)/.exec(mail!.text)?.[1];
  expect(link).toBeDefined();

  const signedOut = await browser.newContext();
  const page = await signedOut.newPage();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText('You will no longer receive appointment updates by e-mail.')).toBeVisible();
  await expectAccessible(page);
  // A link altered by hand does nothing and says so.
  await page.goto(`/unsubscribe?token=${new URL(link!).searchParams.get('token')!.slice(0, -3)}abc`);
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');
  await signedOut.close();

  const member = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { Origin: E2E_ORIGIN } });
  await member.post('/api/auth/sign-in/email', { data: { email: booked.email, password: booked.password } });
  const prefs = (await (await member.get('/api/notification-preferences')).json()) as { kind: string; email: boolean | null }[];
  expect(prefs.find((p) => p.kind === 'appointment-updates')?.email).toBe(false);
  await member.dispose();
});
