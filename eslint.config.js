import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
