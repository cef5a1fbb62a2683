import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The server's layers, lowest first (docs/architecture.md): a file may import its own layer and those below,
// never one above. testing/ sits beside them all: it may import anything, and nothing in production imports it.
const serverSrc = path.join(import.meta.dirname, 'apps/server/src');
const serverLayers = [
  { name: 'env and logger', paths: ['env.ts', 'logger.ts'] },
  { name: 'db', paths: ['db'] },
  { name: 'lib', paths: ['lib'] },
  { name: 'adapters', paths: ['adapters'] },
  { name: 'auth, middleware and observability', paths: ['app-env.ts', 'auth.ts', 'middleware', 'observability'] },
  { name: 'modules', paths: ['modules'] },
  { name: 'seed', paths: ['seed'] },
  { name: 'composition', paths: ['openapi', 'server.ts', 'app.ts', 'jobs.ts', 'worker-app.ts', 'main.ts'] },
  { name: 'cli', paths: ['cli'] },
];
const inServer = (p) => path.join(serverSrc, p);
const layerZones = serverLayers.flatMap((layer, i) => {
  const above = [...serverLayers.slice(i + 1).flatMap((upper) => upper.paths), 'testing'];
  return layer.paths.map((target) => ({
    target: inServer(target),
    from: above.map(inServer),
    message: `Imports point down: ${layer.name} may not import a layer above it (docs/architecture.md, "Server layers").`,
  }));
});

// The web never reaches into server code except `import type { AppType }`.
const serverImports = { group: ['**/apps/server/**', '@drivecare/server/*'], allowTypeImports: true };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  {
    // The service worker runs in its own global scope, not a window.
    files: ['apps/web/src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Features never import each other's screens or components: only another feature's query keys and
    // queryOptions (api/*-keys.ts, api/*-queries.ts), so cross-feature invalidation uses the owner's factory.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            {
              regex: '^@/features/[^/]+/(?!api/[^/]+-(keys|queries)(\\.admin)?$)',
              message: "Features import only another feature's api/*-keys.ts or api/*-queries.ts; compose screens in app/.",
            },
            { regex: '^(\\.\\./){2,}', message: 'Stay inside the feature; reach other features through @/features/<name>/api/*-queries.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      // Routes never touch the ORM: they call services.
      'no-restricted-imports': ['error', { paths: [{ name: 'drizzle-orm', message: 'Routes call services; only repositories use drizzle.' }] }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['packages/contract/**/*.test.ts'],
    // zod/mini: the auth schemas, which the sign-in page needs before it appears (see auth.ts).
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod(/mini)?$|\\.).*', message: 'contract imports only zod' }] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // Tests and test support may import anything.
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**', 'apps/server/src/types/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            {
              // Inside a module: repository → service → routes. Services and repositories know nothing of HTTP.
              target: inServer('modules/**/*.{service,repository}.ts'),
              from: [inServer('middleware'), inServer('app-env.ts')],
              message: 'Services and repositories are not HTTP code: take plain values (see lib/session-cache.ts for SessionUser).',
            },
            {
              target: inServer('modules/**/*.repository.ts'),
              from: [inServer('modules/**/*.service.ts'), inServer('modules/**/*.routes.ts')],
              message: 'Repositories sit under services and routes.',
            },
            {
              target: inServer('modules/**/*.service.ts'),
              from: [inServer('modules/**/*.routes.ts')],
              message: 'Services sit under routes.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
