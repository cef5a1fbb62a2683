import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, signInThroughUi } from './support/accounts';

async function signInFreshMember(page: Page) {
  const member = await createVerifiedMember(page.request, 'premium');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return member;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration (MM / YY)').fill('12 / 39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Erin Example');
}

test('a Basic member upgrades through the demo checkout, is Premium everywhere, cancels in the portal and sees the expiry', async ({
  page,
}) => {
  const member = await signInFreshMember(page);

  await page.getByRole('link', { name: 'Membership', exact: true }).click();
  await expect(page).toHaveURL(/\/membership$/);
  const currentPlan = page.getByRole('region', { name: 'Current Plan Basic' });
  await expect(currentPlan.getByText('Basic Plan')).toBeVisible();
  await expect(page.getByText('Free forever', { exact: true })).toBeVisible();
  await expect(page.getByText('$19.99/month')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Premium plan benefits' }).getByRole('listitem')).toHaveText([
    'Priority customer support',
    'Advanced analytics dashboard',
    'Multiple vehicle management',
  ]);
  // Members never get the admin panel, so no card may promise it.
  await expect(page.getByText('Admin panel access')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Why Choose Premium?' })).toBeVisible();
  await expectAccessible(page);

  await currentPlan.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/membership\/demo-checkout\?session=cs_demo_/);
  await expect(page.getByText('Subscribe to DriveCare Club Premium')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await expectAccessible(page);

  // The decline test card is refused and nothing changes.
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/membership\/demo-checkout/);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment successful! Verifying your membership upgrade...')).toBeVisible();
  await expect(page).toHaveURL(/\/membership$/);
  const premiumPlan = page.getByRole('region', { name: 'Current Plan Premium' });
  await expect(premiumPlan.getByText('Premium Active')).toBeVisible();
  await expect(premiumPlan.getByText('Next Renewal')).toBeVisible();
  await expect(premiumPlan.getByText(/^(2[89]|3[01]) days remaining$/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Membership: PREMIUM' })).toBeVisible();
  await expect(page.getByText('Premium Active')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Membership' })).toBeVisible();

  await page.getByRole('link', { name: 'My Garage', exact: true }).click();
  await expect(page).toHaveURL(/\/garage$/);
  await expect(page.getByText('Premium Active')).toBeVisible();

  // Manage Membership → the demo portal → cancel at period end.
  await page.getByRole('link', { name: 'Manage Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await page.getByRole('region', { name: 'Current Plan Premium' }).getByRole('button', { name: 'Manage Membership' }).click();
  await expect(page).toHaveURL(/\/membership\/demo-portal/);
  const renews = page.getByText(/^Your plan renews on /);
  await expect(renews).toBeVisible();
  const periodEnd = ((await renews.textContent()) ?? '').replace('Your plan renews on ', '').replace(/\.$/, '');
  expect(periodEnd).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toContainText(`You keep Premium until ${periodEnd}.`);
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(`Your plan will be canceled on ${periodEnd}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Return to DriveCare Club' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  const cancelled = page.getByRole('region', { name: 'Current Plan Premium' });
  await expect(cancelled.getByText('Premium Active')).toBeVisible();
  await expect(cancelled.getByText('Expires', { exact: true })).toBeVisible();
  await expect(cancelled.getByText(periodEnd, { exact: true })).toBeVisible();
  await expect(cancelled.getByText(`Your plan will not renew. You keep Premium until ${periodEnd}.`)).toBeVisible();
  await expect(cancelled.getByText('Next Renewal')).toHaveCount(0);
});

test('a cancelled checkout returns to the membership screen with the plan unchanged', async ({ page }) => {
  await signInFreshMember(page);
  await page.goto('/membership');
  await page.getByRole('region', { name: 'Current Plan Basic' }).getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/membership\/demo-checkout/);

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Payment was canceled. Your membership remains unchanged.')).toBeVisible();
  // The message shows once, then the address is the bare route.
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('region', { name: 'Current Plan Basic' }).getByText('Basic Plan')).toBeVisible();
  await expect(page.getByText('Premium Active')).toHaveCount(0);

  // A provider that returns to the site root is forwarded to the membership screen with its flag.
  await page.goto('/?canceled=true');
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByText('Payment was canceled. Your membership remains unchanged.').first()).toBeVisible();
});
