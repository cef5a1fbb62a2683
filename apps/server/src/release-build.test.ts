import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleOptions, nativePackages, root, serverDir } from '../../../scripts/server-bundle.ts';

// The release bundle (scripts/build-server.ts) must start after `npm ci --omit=dev`: whatever the server's own
// code imports has to survive the prune, and what the bundle leaves to node_modules has to be installed.
const dependencies = (dir: string) => Object.keys((JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('release bundle', async () => {
  const { metafile } = await build({ ...bundleOptions, write: false, sourcemap: false, logLevel: 'silent' });
  const inputs = Object.entries(metafile.inputs);

  it('imports, from the server and the contract, only production dependencies of the workspace that imports them', () => {
    const owners = [
      { dir: serverDir, prefix: 'apps/server/src/' },
      { dir: path.join(root, 'packages/contract'), prefix: 'packages/contract/src/' },
    ];
    const strays: string[] = [];
    for (const owner of owners) {
      const allowed = new Set([...dependencies(owner.dir), '@drivecare/contract']);
      for (const [file, input] of inputs.filter(([file]) => file.startsWith(owner.prefix))) {
        for (const { original } of input.imports) {
          if (!original || original.startsWith('.') || original.startsWith('node:') || builtinModules.includes(original)) continue;
          if (!allowed.has(packageOf(original))) strays.push(`${file} → ${original}`);
        }
      }
    }
    expect(inputs.some(([file]) => file === 'apps/server/src/main.ts')).toBe(true);
    expect(strays).toEqual([]);
  });

  it('leaves the packages with native or WASM files to node_modules, as production dependencies', () => {
    // node_modules/<package>/ as the path of each bundled file names it (nested copies included).
    const packageDirs = new Set(inputs.flatMap(([file]) => /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? []));
    const bundledPackages = new Set([...packageDirs].map((dir) => /node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(dir)?.[1]));
    for (const name of nativePackages) expect(bundledPackages.has(name), `${name} is bundled`).toBe(false);
    expect(dependencies(serverDir)).toEqual(expect.arrayContaining(nativePackages));
    // A package carrying a binary that was bundled all the same would look for it next to dist/main.js.
    const carriesBinary = (dir: string): boolean =>
      fs.readdirSync(dir, { withFileTypes: true }).some((entry) =>
        entry.isDirectory() ? entry.name !== 'node_modules' && carriesBinary(path.join(dir, entry.name)) : /\.(node|wasm)$/.test(entry.name),
      );
    const withBinaries = [...packageDirs].filter((dir) => carriesBinary(path.join(root, dir)));
    expect(withBinaries).toEqual([]);
  });
});
