// How the server's release bundle is made (docs/decisions/0010-release-build.md); shared by
// scripts/build-server.ts and the test that checks its production dependencies.
import path from 'node:path';
import type { BuildOptions } from 'esbuild';

export const root = path.resolve(import.meta.dirname, '..');
export const serverDir = path.join(root, 'apps/server');
export const outdir = path.join(serverDir, 'dist');

// Packages that load native binaries, WASM or data files (pdfkit's fonts) from beside their own code: a bundle
// cannot carry those, so they stay imports resolved from node_modules at run time, each a production dependency.
export const nativePackages = ['@node-rs/argon2', '@electric-sql/pglite', 'sharp', 'pdfkit'];
// pg loads pg-native only for `pg.native` / NODE_PG_FORCE_NATIVE, which this server never uses: it is not
// installed, and stays an import that is never reached.
const neverLoaded = ['pg-native'];

export const bundleOptions = {
  absWorkingDir: root,
  // One self-contained file per command (no shared chunks), so each sits directly in dist/ and finds
  // dist/migrations and ../../web/dist at the same relative paths as its source does.
  entryPoints: {
    main: 'apps/server/src/main.ts',
    migrate: 'apps/server/src/cli/migrate.ts',
    seed: 'apps/server/src/cli/seed.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  legalComments: 'linked',
  external: [...nativePackages, ...neverLoaded],
  metafile: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's built-ins; an ES module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
} satisfies BuildOptions;
