import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import pac from './eslint-rules/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'admin-server/dist',
      '.e2e-dist',
      '.e2e-dist-*',
      'test-results',
      'playwright-report',
      '.preview-dist',
      'server/build',
      '.tmp-dist',
      '.bench',
      'coverage',
      'node_modules',
      '**/node_modules',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Features meet only through each other's index.ts; admin-server/ and src/ stay apart; the
    // site's code never reaches into scripts or tests (eslint-rules/import-boundaries.js).
    files: ['**/*.{ts,tsx,js}'],
    plugins: { pac },
    rules: { 'pac/import-boundaries': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      // Components and hooks reach Firebase only through their feature's api modules and
      // src/lib/firebase.ts, so data access stays in one place per feature.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase/*', '!firebase/app'],
              message: "Call Firebase from the feature's api/ module or src/lib/firebase.ts.",
            },
          ],
          // Zod is set up for the site's Content-Security-Policy in src/lib/zod.ts.
          paths: [{ name: 'zod', message: "Import z from src/lib/zod.ts, not from 'zod'." }],
        },
      ],
    },
  },
  {
    // Route tables declare lazy components beside the config; fast refresh is not needed there.
    files: ['src/app/*routes.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['src/lib/**', 'src/features/*/api/**', 'src/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
