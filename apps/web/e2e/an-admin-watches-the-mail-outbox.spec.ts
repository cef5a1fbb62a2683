import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, DEMO_ADMIN, latestCode, signInThroughUi } from './support/accounts';

test('an admin sees the outbox counts and the messages that went out', async ({ page, request }) => {
  const member = await createVerifiedMember(request, 'outbox');
  const code = await latestCode(request, member.email);
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const sent = page.getByTestId('outbox-count-sent');
  await expect(sent).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.getByTestId('outbox-count-dead')).toHaveText(/^\d[\d,]*$/);

  await page.getByRole('button', { name: 'Sent', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sent', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByRole('listitem').filter({ hasText: `To ${member.email}` });
  await expect(row.first()).toContainText('verification code');
  // One-time secrets stay with their recipient: no code in the subject, no bodies, and the screen says why.
  await expect(row.first()).not.toContainText(code);
  await expect(page.getByTestId('outbox-bodies-hidden')).toHaveText(/Message bodies are not shown here/);
  await expect(row.first()).toContainText('Sent');
  await expectAccessible(page);

  // Members may not look.
  const asMember = await request.get('/api/admin/outbox');
  expect([401, 403]).toContain(asMember.status());
});
