// npm run build:server: apps/server/dist/{main,migrate,seed}.js and the migrations beside them, so a deploy
// runs plain `node` with no TypeScript tooling and no dev dependency installed.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleOptions, nativePackages, outdir, serverDir } from './server-bundle.ts';

const serverDeps = Object.keys((JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies);
const missing = nativePackages.filter((name) => !serverDeps.includes(name));
if (missing.length > 0) {
  console.error(`Kept out of the bundle but not a production dependency of apps/server: ${missing.join(', ')}`);
  process.exit(1);
}

fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build(bundleOptions);
// migrate.ts looks for `migrations` beside the running file: src/db/migrations there, dist/migrations here.
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });

const bytes = Object.entries(result.metafile.outputs).reduce((sum, [file, output]) => sum + (file.endsWith('.js') ? output.bytes : 0), 0);
console.log(`Server bundle: apps/server/dist (${(bytes / 1e6).toFixed(1)} MB of JavaScript, ${Math.round(performance.now() - started)} ms); left to node_modules: ${nativePackages.join(', ')}`);
