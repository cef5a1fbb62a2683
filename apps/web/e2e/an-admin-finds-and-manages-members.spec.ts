import type { Page } from '@playwright/test';

import { expect, expectAccessible, test } from './fixtures';
import { canSignIn } from './support/admin-accounts';
import { createVerifiedMember, DEMO_ADMIN, signInThroughUi, uniqueEmail } from './support/accounts';

async function openUsers(page: Page) {
  await signInThroughUi(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/users');
  await expect(page.getByText('Manage user accounts and memberships.')).toBeVisible();
}

const usersList = (page: Page) => page.getByRole('list', { name: 'Users' });
const filter = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Status filter' }).getByRole('button', { name });

async function chooseStatusAction(page: Page, person: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${person}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('an admin finds a member by search, bans them (signed out, cannot sign in) and unbans them', async ({ page, browser, request }) => {
  const member = await createVerifiedMember(request, 'banme');

  // The member is signed in elsewhere while the admin acts.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInThroughUi(memberPage, member.email, member.password);
  await expect(memberPage).toHaveURL(/\/dashboard$/);

  await openUsers(page);
  await expect(filter(page, /^Active/)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('zz-nobody-matches-this');
  await expect(page.getByText('No active users found matching your search.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  await expect(usersList(page).getByRole('listitem')).toHaveCount(1);
  const card = usersList(page).getByRole('listitem').first();
  await expect(card.getByText(member.email)).toBeVisible();
  await expect(card.getByText('No phone')).toBeVisible();
  await expect(card.getByText('No address')).toBeVisible();
  await expect(card.getByText('Membership Expires: No expiration')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await chooseStatusAction(page, 'Erin Example', 'Ban User');
  const dialog = page.getByRole('dialog', { name: 'Ban User' });
  await dialog.getByRole('button', { name: 'Ban User' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Abusive messages to shop staff');
  const until = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  const isoDay = `${until.getFullYear()}-${String(until.getMonth() + 1).padStart(2, '0')}-${String(until.getDate()).padStart(2, '0')}`;
  await dialog.getByLabel('Banned until').fill(isoDay);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ban User' }).click();
  await expect(page.getByText('User banned successfully')).toBeVisible();
  await expect(page.getByText('No active users found matching your search.')).toBeVisible();

  await filter(page, /^Inactive/).click();
  await expect(card.getByText(`Banned until ${until.getMonth() + 1}/${until.getDate()}/${until.getFullYear()}`)).toBeVisible();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();

  // Their open session has ended, and signing in is refused.
  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/auth\/sign-in/);
  expect(await canSignIn(member.email, member.password)).toBe(false);

  // The history on the card records the ban.
  await card.getByRole('button', { name: 'History' }).click();
  await expect(card.getByRole('list', { name: 'Admin actions on this account' }).getByText('Banned')).toBeVisible();

  await chooseStatusAction(page, 'Erin Example', 'Unban');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unban' }).click();
  await expect(page.getByText('User unbanned successfully')).toBeVisible();
  await filter(page, /^Active/).click();
  await expect(card.getByText(member.email)).toBeVisible();
  expect(await canSignIn(member.email, member.password)).toBe(true);
  await memberContext.close();
});

test('an admin deactivates and activates a member', async ({ page, request }) => {
  const member = await createVerifiedMember(request, 'deact');
  await openUsers(page);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(member.email);
  await expect(usersList(page).getByRole('listitem')).toHaveCount(1);
  const card = usersList(page).getByRole('listitem').first();
  await expect(card.getByText(member.email)).toBeVisible();

  await chooseStatusAction(page, 'Erin Example', 'Deactivate');
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate this account?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('User deactivated successfully')).toBeVisible();
  expect(await canSignIn(member.email, member.password)).toBe(false);

  await filter(page, /^Inactive/).click();
  await expect(card.getByText(/^Deactivated on \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible();
  // An inactive account offers only Activate.
  await page.getByRole('button', { name: 'Actions for Erin Example' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Activate']);
  await page.getByRole('menuitem', { name: 'Activate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('User activated successfully')).toBeVisible();
  expect(await canSignIn(member.email, member.password)).toBe(true);
});

test('an admin adds a user, edits them and deletes them', async ({ page }) => {
  const email = uniqueEmail('added');
  await openUsers(page);
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Last name is required')).toBeVisible();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('First Name').fill('Quinn');
  await dialog.getByLabel('Last Name').fill('Added');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByText('Password is required for new users')).toBeVisible();
  await dialog.getByLabel('Password').fill('abc');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByLabel('City').fill('Portland');
  await dialog.getByLabel('State').fill('or');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('New user created successfully')).toBeVisible();
  expect(await canSignIn(email, 'secret123')).toBe(true);

  await page.getByRole('searchbox', { name: 'Search users' }).fill('Quinn Added');
  const card = usersList(page).getByRole('listitem').filter({ hasText: email });
  await expect(card.getByText('Portland, OR')).toBeVisible();

  await card.getByRole('button', { name: 'Edit Quinn Added' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await expect(edit.getByLabel('Password')).toHaveValue('');
  await expect(edit.getByRole('combobox', { name: /role/i })).toHaveCount(0);
  await edit.getByLabel('Phone').fill('555-0199');
  await edit.getByLabel('Address').fill('12 Harbor Way');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(card.getByText('555-0199')).toBeVisible();
  await expect(card.getByText('12 Harbor Way')).toBeVisible();

  await card.getByRole('button', { name: 'Delete Quinn Added' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
  await expect(confirm.getByText(/appointment history is kept/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(page.getByText('No active users found matching your search.')).toBeVisible();
  expect(await canSignIn(email, 'secret123')).toBe(false);
});
