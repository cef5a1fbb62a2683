import { request as playwrightRequest } from '@playwright/test';

import { dismissStartingAnnouncement, expect, expectAccessible, test } from './fixtures';
import { DEMO_ADMIN, DEMO_MEMBER, E2E_ORIGIN, signInThroughUi } from './support/accounts';

const PREFIX = 'E2E live notice';

/** Removes what this spec published, so no other screen is covered by its modal (in a session of its own). */
async function deleteOwnAnnouncements() {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { Origin: E2E_ORIGIN } });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: DEMO_ADMIN })).ok()).toBe(true);
    const res = await api.get('/api/admin/announcements');
    expect(res.ok()).toBe(true);
    for (const a of (await res.json()) as { id: string; title: string }[]) {
      if (a.title.startsWith(PREFIX)) expect((await api.delete(`/api/admin/announcements/${a.id}`)).ok()).toBe(true);
    }
  } finally {
    await api.dispose();
  }
}

// Before as well as after: a retry must not meet what a failed attempt left published.
test.beforeEach(deleteOwnAnnouncements);
test.afterEach(deleteOwnAnnouncements);

test('a published announcement reaches an open member page live, as a modal then a banner', async ({
  page,
  browser,
  startingAnnouncementId,
}) => {
  const title = `${PREFIX} ${Date.now().toString(36)}`;
  const memberContext = await browser.newContext();
  await dismissStartingAnnouncement(memberContext, startingAnnouncementId);
  const member = await memberContext.newPage();
  const memberErrors: string[] = [];
  member.on('console', (m) => m.type() === 'error' && memberErrors.push(m.text()));

  try {
    await signInThroughUi(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(member).toHaveURL(/\/dashboard$/);
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(member.getByRole('dialog')).toHaveCount(0);

    // The admin publishes.
    await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: 'Announcements' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await expect(page.getByText('Currently shown to members')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'New Announcement' }).click();
    const form = page.getByRole('dialog', { name: 'New Announcement' });
    await form.getByLabel('Title').fill('   ');
    await form.getByRole('button', { name: 'Create Announcement' }).click();
    await expect(form.getByText('Title and content are required').first()).toBeVisible();
    await expectAccessible(page);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Content').fill('Shops close early on Friday.\nBook ahead!');
    await expect(form.getByRole('switch', { name: /Active/ })).toBeChecked();
    await form.getByRole('button', { name: 'Create Announcement' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Announcement created')).toBeVisible();

    // Admins see it live too, and it is the one now shown.
    const adminModal = page.getByRole('dialog', { name: title });
    await expect(adminModal).toBeVisible();
    await adminModal.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('region', { name: 'Currently shown to members' })).toContainText(title);

    // The member's open page, never reloaded: first a modal...
    const modal = member.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Shops close early on Friday.');
    await expectAccessible(member);
    await modal.getByRole('button', { name: 'Got it' }).click();
    await expect(modal).toBeHidden();

    // ...then a banner, which survives a reload until it is dismissed.
    const banner = member.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText(title);
    await expect(banner.getByText('Book ahead!')).toBeVisible();
    await member.reload();
    await expect(banner).toContainText(title);
    await expect(member.getByRole('dialog')).toHaveCount(0);
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toHaveCount(0);
    await member.reload();
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(member.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
    await expect(member.getByRole('dialog')).toHaveCount(0);

    // An edit of the dismissed announcement stays dismissed...
    // The member's page refetches on the live event (an earlier, unrelated refetch may answer first).
    const refetched = member.waitForResponse(
      async (r) => r.url().endsWith('/api/announcements/current') && (await r.text()).includes('Friday and Saturday'),
    );
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit Announcement' });
    await editForm.getByLabel('Content').fill('Shops close early on Friday and Saturday.');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Announcement updated')).toBeVisible();
    expect(await (await refetched).json()).toMatchObject({
      title,
      content: 'Shops close early on Friday and Saturday.',
    });
    await expect(member.getByText(title)).toHaveCount(0);

    // ...while a different one (the older, once it is current again) shows anew.
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
    await expect(member.getByRole('dialog', { name: 'Welcome to DriveCare Club' })).toBeVisible();
    expect(memberErrors).toEqual([]);
  } finally {
    await memberContext.close();
  }
});

test('switching an announcement off takes it away from members live', async ({
  page,
  browser,
  startingAnnouncementId,
}) => {
  const title = `${PREFIX} off ${Date.now().toString(36)}`;
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const created = await page.request.post('/api/admin/announcements', {
    headers: { Origin: E2E_ORIGIN },
    data: { title, content: 'Temporary notice.', isActive: true },
  });
  expect(created.status()).toBe(201);

  const memberContext = await browser.newContext();
  await dismissStartingAnnouncement(memberContext, startingAnnouncementId);
  const member = await memberContext.newPage();
  try {
    await signInThroughUi(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const modal = member.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Got it' }).click();
    await expect(member.getByRole('region', { name: 'Announcement' })).toContainText(title);

    await page.goto('/admin/announcements');
    await page.getByRole('button', { name: 'Got it' }).click();
    const item = page.getByRole('article', { name: title });
    await item.getByRole('switch', { name: 'Active' }).click();
    // The older announcement is current again, and new to this admin's browser too.
    await page
      .getByRole('dialog', { name: 'Welcome to DriveCare Club' })
      .getByRole('button', { name: 'Got it' })
      .click();
    await expect(item.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(member.getByRole('dialog', { name: 'Welcome to DriveCare Club' })).toBeVisible();
    await expect(member.getByText(title)).toHaveCount(0);
  } finally {
    await memberContext.close();
  }
});

test('after a network drop the live stream reconnects and catches up', async ({
  page,
  browser,
  startingAnnouncementId,
}) => {
  const title = `${PREFIX} while offline ${Date.now().toString(36)}`;
  const memberContext = await browser.newContext();
  await dismissStartingAnnouncement(memberContext, startingAnnouncementId);
  const member = await memberContext.newPage();
  try {
    await signInThroughUi(member, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(member).toHaveURL(/\/dashboard$/);
    await expect(member.getByRole('heading', { level: 1 })).toBeVisible();

    await memberContext.setOffline(true);
    await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const created = await page.request.post('/api/admin/announcements', {
      headers: { Origin: E2E_ORIGIN },
      data: { title, content: 'Published while you were offline.', isActive: true },
    });
    expect(created.status()).toBe(201);
    await member.waitForTimeout(1_000);
    await expect(member.getByRole('dialog')).toHaveCount(0);

    // Back online: the stream reconnects and the missed announcement arrives without a reload.
    await memberContext.setOffline(false);
    await expect(member.getByRole('dialog', { name: title })).toBeVisible({ timeout: 20_000 });
  } finally {
    await memberContext.close();
  }
});
