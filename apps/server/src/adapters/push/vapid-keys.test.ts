import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapid-keys.ts';

describe('VAPID keys', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));

  it('are generated once into DATA_DIR on the embedded database and kept across restarts', () => {
    const dir = dataDir();
    const first = resolveVapidKeys({ embedded: true, dataDir: dir });
    expect(first?.publicKey).toMatch(/^[\w-]{87}$/);
    expect(resolveVapidKeys({ embedded: true, dataDir: dir })).toEqual(first);
    expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
  });

  it('are the configured pair when given, and none on a PostgreSQL server without them (push off)', () => {
    const dir = dataDir();
    expect(resolveVapidKeys({ publicKey: 'pub', privateKey: 'priv', embedded: true, dataDir: dir })).toEqual({ publicKey: 'pub', privateKey: 'priv' });
    expect(resolveVapidKeys({ embedded: false, dataDir: dir })).toBeNull();
    expect(fs.existsSync(path.join(dir, 'vapid-keys.json'))).toBe(false);
  });
});
