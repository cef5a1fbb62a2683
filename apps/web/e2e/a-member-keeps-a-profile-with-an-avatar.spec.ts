import { expect, expectAccessible, test } from './fixtures';
import { createVerifiedMember, E2E_ORIGIN, signInThroughUi } from './support/accounts';

// A real 16x16 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWNQTX5NEmIY1ZA8GkqqwzVpAAB2SXMQGm0suQAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  const member = await createVerifiedMember(page.request, 'profile');
  await signInThroughUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('a member saves their profile, sees field errors, and the header follows without a reload', async ({ page }) => {
  const main = page.getByRole('main');
  await expect(main.getByText('Erin Example', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await expect(page.getByLabel('Member Since')).toHaveValue(new Date().toLocaleDateString('en-US'));
  for (const section of ['Personal Information', 'Address Information', 'Account Information']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByLabel('State').fill('1');
  await page.getByLabel('ZIP Code').fill('123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('State must be a 2-letter code')).toBeVisible();
  await expect(page.getByText('ZIP code must be at least 5 digits')).toBeVisible();
  await expect(page.getByLabel('ZIP Code')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Phone Number').fill('(217) 555-0100');
  await page.getByLabel('Street Address').fill('12 Elm Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('il');
  await page.getByLabel('ZIP Code').fill('62701');
  await page.route('**/api/profile', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('ZIP code must be at least 5 digits')).toBeHidden();

  // The header reads the same person: new name and initials, no reload.
  const accountMenu = page.getByRole('button', { name: 'Account menu for Jordan Rivera' });
  await expect(accountMenu).toBeVisible();
  // The initials are drawn by CSS from data-initials (decorative, so not text inside the named button).
  await expect(accountMenu.locator('[data-initials="JR"]')).toBeVisible();
  await expect(main.getByText('Jordan Rivera', { exact: true })).toBeVisible();
  await expect(page.getByLabel('State')).toHaveValue('IL');

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Last Name')).toHaveValue('Rivera');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(217) 555-0100');
  await expect(page.getByLabel('Street Address')).toHaveValue('12 Elm Street');
  await expect(page.getByLabel('City')).toHaveValue('Springfield');
  await expect(page.getByLabel('State')).toHaveValue('IL');
  await expect(page.getByLabel('ZIP Code')).toHaveValue('62701');
});

test('a member without a name is asked to complete their profile', async ({ page }) => {
  await page.getByLabel('First Name').fill('');
  await page.getByLabel('Last Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('main').getByText('Complete your profile')).toBeVisible();
  // The header falls back to the e-mail.
  await expect(page.getByRole('button', { name: /^Account menu for profile\..+@example\.com$/ })).toBeVisible();
});

test('a member uploads a PNG avatar and sees it in the profile and the header', async ({ page }) => {
  const header = page.getByRole('banner');
  await expect(page.getByRole('img', { name: 'Avatar of Erin Example' })).toHaveCount(0);
  await expect(header.locator('img')).toHaveCount(0);

  // Hold the real answer back a moment so the busy state can be seen.
  await page.route('**/api/profile/avatar', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByLabel('Avatar image file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Avatar upload progress' })).toBeVisible();
  await expect(page.getByText('Avatar uploaded successfully')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Avatar of Erin Example' });
  await expect(avatar).toHaveAttribute('src', /^\/api\/files\/avatars\/.+\/avatar_\d+\.webp$/);
  await expect(header.locator('img')).toHaveAttribute('src', /\/api\/files\/avatars\//);
  await expect(page.getByRole('button', { name: 'Upload Avatar' })).toBeEnabled();
  await expectAccessible(page);

  const src = await avatar.getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toContain('max-age=31536000');

  await page.reload();
  await expect(page.getByRole('img', { name: 'Avatar of Erin Example' })).toHaveAttribute('src', src!);
});

test('a text file posing as an image and a file of 5MB are refused', async ({ page }) => {
  const fileInput = page.getByLabel('Avatar image file');

  await fileInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
  await expect(page.getByText('Please select an image file')).toBeVisible();

  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(page.getByText('Please select an image file')).toHaveCount(2);

  const big = Buffer.alloc(5 * 1024 * 1024);
  PNG.copy(big);
  await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('File size must be less than 5MB')).toBeVisible();

  await expect(page.getByText('Avatar uploaded successfully')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Avatar of Erin Example' })).toHaveCount(0);

  // The server judges by content too, whatever the browser let through.
  const res = await page.request.post('/api/profile/avatar', {
    headers: { Origin: E2E_ORIGIN },
    multipart: { avatar: { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') } },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).error.message).toBe('Please select an image file');
});
