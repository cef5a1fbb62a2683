import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-profile-'));
const app = await createTestApp({ env: { DATA_DIR: dataDir } });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } }).png().toBuffer();

function avatarForm(bytes: Uint8Array, name = 'avatar.png', type = 'image/png') {
  const form = new FormData();
  form.append('avatar', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

describe('PUT /api/profile', () => {
  it('saves the fields, upper-cases the state and stores empty answers as null', async () => {
    const member = await createMember(app);
    const res = await app.request<Record<string, unknown>>('/api/profile', {
      method: 'PUT',
      cookie: member.cookie,
      body: { firstName: ' Ada ', lastName: 'Lovelace', phoneNumber: '', address: '1 Main St', city: 'Boston', state: 'ma', zipCode: '02110' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: null, state: 'MA', zipCode: '02110' });
    const again = await app.request<Record<string, unknown>>('/api/profile', { cookie: member.cookie });
    expect(again.body).toMatchObject({ firstName: 'Ada', city: 'Boston', state: 'MA' });
    const me = await app.request<{ firstName: string }>('/api/me', { cookie: member.cookie });
    expect(me.body.firstName).toBe('Ada');
  });

  it('refuses a bad state, a short ZIP and an over-long name with field errors', async () => {
    const member = await createMember(app);
    const res = await app.request<ErrorBody>('/api/profile', {
      method: 'PUT',
      cookie: member.cookie,
      body: { firstName: 'x'.repeat(101), state: 'Mass', zipCode: '123' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      firstName: 'First name must be at most 100 characters',
      state: 'State must be a 2-letter code',
      zipCode: 'ZIP code must be at least 5 digits',
    });
  });

  it('refuses a signed-out caller', async () => {
    const res = await app.request('/api/profile', { method: 'PUT', body: { firstName: 'A' } });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/profile/avatar', () => {
  it('stores a 256x256 WebP under avatars/{userId}/ and serves it with a long cache', async () => {
    const member = await createMember(app);
    const res = await app.request<{ avatarUrl: string }>('/api/profile/avatar', { cookie: member.cookie, body: avatarForm(await png()) });
    expect(res.status).toBe(200);
    expect(res.body.avatarUrl).toMatch(new RegExp(`^/api/files/avatars/${member.id}/avatar_\\d+\\.webp$`));

    const me = await app.request<{ avatarUrl: string }>('/api/me', { cookie: member.cookie });
    expect(me.body.avatarUrl).toBe(res.body.avatarUrl);

    const file = await app.app.request(res.body.avatarUrl, { headers: { Cookie: member.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(file.headers.get('content-disposition')).toBe('inline');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('removes the old file when a new avatar replaces it', async () => {
    const member = await createMember(app);
    const first = await app.request<{ avatarUrl: string }>('/api/profile/avatar', { cookie: member.cookie, body: avatarForm(await png()) });
    await new Promise((r) => setTimeout(r, 5));
    const second = await app.request<{ avatarUrl: string }>('/api/profile/avatar', {
      cookie: member.cookie,
      body: avatarForm(await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } }).jpeg().toBuffer(), 'a.jpg', 'image/jpeg'),
    });
    expect(second.status).toBe(200);
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    const firstKey = first.body.avatarUrl.replace('/api/files/', '');
    expect(fs.existsSync(path.join(dataDir, 'files', firstKey))).toBe(false);
    expect((await app.app.request(first.body.avatarUrl, { headers: { Cookie: member.cookie } })).status).toBe(404);
    expect((await app.app.request(second.body.avatarUrl, { headers: { Cookie: member.cookie } })).status).toBe(200);
  });

  it('refuses a text file renamed to .png, judging by content', async () => {
    const member = await createMember(app);
    const res = await app.request<ErrorBody>('/api/profile/avatar', {
      cookie: member.cookie,
      body: avatarForm(new TextEncoder().encode('this is not an image, just text'), 'fake.png', 'image/png'),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please select an image file');
  });

  it('refuses a file of 5 MB or more with 413', async () => {
    const member = await createMember(app);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await png(), 0);
    const res = await app.request<ErrorBody>('/api/profile/avatar', { cookie: member.cookie, body: avatarForm(big) });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('File size must be less than 5MB');
  });

  it('refuses a request without a file', async () => {
    const member = await createMember(app);
    const res = await app.request<ErrorBody>('/api/profile/avatar', { cookie: member.cookie, body: new FormData() });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please select an image file');
  });
});

describe('GET /api/files/avatars/*', () => {
  it('answers 404 for unknown or malformed keys and 401 when signed out', async () => {
    const member = await createMember(app);
    expect((await app.request(`/api/files/avatars/${member.id}/avatar_1.webp`, { cookie: member.cookie })).status).toBe(404);
    expect((await app.request('/api/files/avatars/..%2F..%2Fetc/passwd', { cookie: member.cookie })).status).toBe(404);
    expect((await app.request(`/api/files/avatars/${member.id}/avatar_1.webp`)).status).toBe(401);
  });
});
