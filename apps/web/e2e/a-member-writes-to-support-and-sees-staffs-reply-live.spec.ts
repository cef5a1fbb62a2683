import { dismissStartingAnnouncement, expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, DEMO_ADMIN, latestMail, signInThroughUi } from './support/accounts';

test("a member's support message reaches staff live, and staff's reply reaches the member's open thread live and by e-mail", async ({
  page,
  browser,
  request,
  startingAnnouncementId,
}) => {
  const subject = `Squeaky brakes ${Date.now().toString(36)}`;
  const member = await createVerifiedMember(request, 'support');

  // Staff keep the inbox open before the message exists.
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Support response time' })).toBeVisible();
  await page.getByRole('navigation', { name: 'ADMIN PANEL' }).getByRole('link', { name: /^Support/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute('aria-pressed', 'true');

  const memberContext = await browser.newContext();
  await dismissStartingAnnouncement(memberContext, startingAnnouncementId);
  const memberPage = await memberContext.newPage();
  const memberErrors: string[] = [];
  memberPage.on('console', (m) => m.type() === 'error' && memberErrors.push(m.text()));
  try {
    await signInThroughUi(memberPage, member.email, member.password);
    await expect(memberPage).toHaveURL(/\/dashboard$/);
    await memberPage.getByRole('link', { name: 'Support' }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(memberPage.getByText('No conversations yet')).toBeVisible();
    await expectAccessible(memberPage);

    // An empty form is refused with the shared schema's messages.
    await memberPage.getByRole('button', { name: 'Send' }).click();
    await expect(memberPage.getByText('Subject is required')).toBeVisible();
    await memberPage.getByLabel('Subject').fill(subject);
    await memberPage.getByLabel('Message').fill('They squeak when I stop at lights.');
    await memberPage.getByLabel('Photos (optional)').setInputFiles({
      name: 'brakes.png',
      mimeType: 'image/png',
      // A 1x1 PNG: checked by content and re-encoded by the server.
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    });
    await memberPage.getByRole('button', { name: 'Send' }).click();
    await expect(memberPage.getByText('Message sent')).toBeVisible();
    await expect(memberPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(memberPage.getByText('Open', { exact: true })).toBeVisible();
    await expect(memberPage.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();

    // Staff's open inbox hears it without a reload.
    const row = page.getByRole('link', { name: new RegExp(subject) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Waiting (< 1|\d+) min/);
    await expect(page.getByRole('navigation', { name: 'ADMIN PANEL' }).getByRole('link', { name: /^Support/ })).toContainText(/\d+ unread/);
    await expectAccessible(page);
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText('They squeak when I stop at lights.')).toBeVisible();
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expect(page.getByText('Assigned to you')).toBeVisible();
    await page.getByLabel('Reply').fill('Please book a brake inspection; we will check the pads.');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expectAccessible(page);

    // The member's thread, never reloaded, shows the reply and the new status.
    await expect(memberPage.getByText('Please book a brake inspection; we will check the pads.')).toBeVisible();
    await expect(memberPage.getByText('Answered', { exact: true })).toBeVisible();
    await expectAccessible(memberPage);

    const mail = await latestMail(request, member.email, /support replied/);
    expect(mail.text).toContain('Please book a brake inspection; we will check the pads.');

    // The member closes it, after confirming.
    await memberPage.getByRole('button', { name: 'Close conversation' }).click();
    const confirm = memberPage.getByRole('alertdialog', { name: 'Close this conversation?' });
    await confirm.getByRole('button', { name: 'Close conversation' }).click();
    await expect(memberPage.getByText('Conversation closed')).toBeVisible();
    await expect(memberPage.getByText('Closed', { exact: true })).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Send' })).toHaveCount(0);
    expect(memberErrors).toEqual([]);
  } finally {
    await memberContext.close();
  }
});
