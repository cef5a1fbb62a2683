import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from '../../testing/accounts.ts';
import { startLocalS3 } from '../../testing/local-s3.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

const s3 = await startLocalS3();
afterAll(() => s3.stop());

const implementations: [string, FileStorage][] = [
  ['a local folder', createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-files-')))],
  ['an S3-compatible bucket', createS3Storage({ ...s3, forcePathStyle: true })],
  ['an S3 bucket under a prefix', createS3Storage({ ...s3, forcePathStyle: true, prefix: 'tenant-a' })],
];

describe.each(implementations)('file storage in %s', (_name, storage) => {
  it('keeps bytes and their type, and answers null for a missing key', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255, 10]);
    await storage.put('receipts/r1/scan_1.pdf', bytes, 'application/pdf');
    const got = await storage.get('receipts/r1/scan_1.pdf');
    expect(got?.contentType).toBe('application/pdf');
    expect(Array.from(got?.bytes ?? [])).toEqual(Array.from(bytes));
    expect(await storage.get('receipts/r1/missing.pdf')).toBeNull();
  });

  it('deletes, and deleting a missing file is not an error', async () => {
    await storage.put('avatars/u1/avatar_1.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    await storage.delete('avatars/u1/avatar_1.webp');
    expect(await storage.get('avatars/u1/avatar_1.webp')).toBeNull();
    await expect(storage.delete('avatars/u1/avatar_1.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could escape their place', async () => {
    for (const key of ['../etc/passwd', 'avatars/../../x', '/abs/path', 'avatars//x', 'avatars/./x']) {
      await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/unsafe/);
      expect(await storage.get(key)).toBeNull();
    }
  });
});

describe('the app with S3_BUCKET set', () => {
  it('keeps avatars in the bucket and serves them from there', async () => {
    const app = await createTestApp({
      env: { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey },
    });
    const member = await createMember(app);
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).png().toBuffer();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const upload = await app.request<{ avatarUrl: string }>('/api/profile/avatar', { cookie: member.cookie, body: form });
    expect(upload.status).toBe(200);

    const key = upload.body.avatarUrl.replace('/api/files/', '');
    const inBucket = await createS3Storage({ ...s3, forcePathStyle: true }).get(key);
    expect(inBucket?.contentType).toBe('image/webp');

    const served = await app.app.request(upload.body.avatarUrl, { headers: { Cookie: member.cookie } });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(inBucket?.bytes);
  });
});

describe('npm run storage:migrate', () => {
  it('copies the local files folder into the bucket under the same keys', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-data-'));
    const local = createLocalStorage(path.join(dataDir, 'files'));
    await local.put('avatars/u9/avatar_7.webp', new Uint8Array([7, 7, 7]), 'image/webp');
    await local.put('receipts/a1/receipt_1.pdf', new Uint8Array([1, 2]), 'application/pdf');
    const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
    // Asynchronous: the bucket's server runs in this process and must keep answering.
    const { stdout: out } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/storage-migrate.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey, S3_PREFIX: 'migrated' },
    });
    expect(out).toContain('copied 2 files');
    const bucket = createS3Storage({ ...s3, forcePathStyle: true, prefix: 'migrated' });
    expect(Array.from((await bucket.get('avatars/u9/avatar_7.webp'))?.bytes ?? [])).toEqual([7, 7, 7]);
    expect((await bucket.get('receipts/a1/receipt_1.pdf'))?.contentType).toBe('application/pdf');
  });
});
