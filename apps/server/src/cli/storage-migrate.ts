// npm run storage:migrate -- copies DATA_DIR/files (the local file store) into the bucket named by S3_BUCKET,
// keeping every key, so a deployment can move from one machine to several instances on shared storage.
// Safe to run again: objects are overwritten with the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { s3StorageFromEnv } from '../adapters/storage/s3-storage.ts';
import { contentTypeOfKey, isSafeKey } from '../adapters/storage/storage.ts';
import { loadEnv } from '../env.ts';

const env = loadEnv();
if (!env.S3_BUCKET) {
  console.error('storage:migrate needs S3_BUCKET (and S3_ENDPOINT, keys… as for the server)');
  process.exit(1);
}
const root = path.join(env.dataDir, 'files');
const bucket = s3StorageFromEnv(env, env.S3_BUCKET);

let copied = 0;
let skipped = 0;
for (const entry of fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }) : []) {
  if (!entry.isFile()) continue;
  const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
  // Half-written temporaries and anything not written by the app stay behind.
  if (!isSafeKey(key) || key.endsWith('.tmp')) {
    skipped++;
    continue;
  }
  await bucket.put(key, new Uint8Array(fs.readFileSync(path.join(root, key))), contentTypeOfKey(key));
  copied++;
}
console.log(`copied ${copied} files from ${root} to s3://${env.S3_BUCKET}${env.S3_PREFIX ? `/${env.S3_PREFIX}` : ''} (${skipped} skipped)`);
// The SDK keeps connections alive; the work is done.
process.exit(0);
