// The benchmark measures what production runs: the release bundle. It is rebuilt first when missing or older
// than anything it is built from.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(root, 'apps/server/dist/main.js');
const inputs = ['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'scripts/server-bundle.ts', 'scripts/build-server.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

export function ensureReleaseBuild(log: (s: string) => void) {
  const built = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  const newest = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
  if (built >= newest) {
    log('  release build apps/server/dist/main.js is up to date');
    return;
  }
  log(built ? '  release build is older than its sources: npm run build:server' : '  no release build yet: npm run build:server');
  const result = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build:server failed');
}
