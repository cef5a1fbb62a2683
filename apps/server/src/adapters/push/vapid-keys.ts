import fs from 'node:fs';
import path from 'node:path';
import { generateVapidKeys, type VapidKeys } from './web-push-service.ts';

/**
 * The configured pair, or on the embedded database (one instance) a pair generated on first start and kept in
 * DATA_DIR so browsers' subscriptions survive restarts. Otherwise none: several instances must share one pair, and
 * one made up per instance would break every subscription made through another.
 */
export function resolveVapidKeys(opts: { publicKey?: string; privateKey?: string; embedded: boolean; dataDir: string }): VapidKeys | null {
  if (opts.publicKey && opts.privateKey) return { publicKey: opts.publicKey, privateKey: opts.privateKey };
  if (!opts.embedded) return null;
  const file = path.join(opts.dataDir, 'vapid-keys.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  const keys = generateVapidKeys();
  fs.mkdirSync(opts.dataDir, { recursive: true });
  // wx: two processes starting at once on one folder keep the first pair written.
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  }
  return keys;
}
