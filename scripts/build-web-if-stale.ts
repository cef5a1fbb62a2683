// `npm start` builds the web app only when something it is built from changed since the last build, so a
// warm start does not pay for a rebuild. Inputs: the web app's and the contract's sources and config, the
// lockfile, and the VITE_* variables baked into the bundle.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.vite/build-stamp.json');
const inputs = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/contract/src', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

const viteEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('VITE_')).sort());
const newestInput = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
const stamp = fs.existsSync(stampFile) ? (JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { builtFrom: number; viteEnv: unknown }) : null;
const fresh = stamp && stamp.builtFrom >= newestInput && JSON.stringify(stamp.viteEnv) === JSON.stringify(viteEnv) && fs.existsSync(path.join(dist, 'index.html'));

if (fresh) {
  console.log('Web app is up to date; not rebuilding (npm run build:app -w @drivecare/web forces it).');
} else {
  const build = spawnSync('npm', ['run', 'build:app', '-w', '@drivecare/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stampFile, JSON.stringify({ builtFrom: newestInput, viteEnv }));
}
