import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import translationKeys from './eslint/translation-keys.js';

// Imports flow one way: components, lib, config → features → app. A feature never reaches into
// another feature; the demo backend (mocks) is reached only by its own starters and the tests.
const layerZones = [
  {
    target: './src/components',
    from: ['./src/features', './src/app', './src/mocks'],
    message: 'The UI kit sits below features and app.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/app', './src/mocks', './src/components'],
    message: 'lib sits below features, app and the UI kit.',
  },
  {
    target: './src/config',
    from: ['./src/features', './src/app', './src/mocks', './src/components', './src/lib'],
    message: 'config is the bottom layer.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/mocks'],
    message: 'Features never import the app or the demo backend.',
  },
  {
    target: './src/app',
    from: ['./src/mocks'],
    message: 'The app reaches the demo backend only through src/main.tsx.',
  },
];

// Every folder under src/features is a zone, so a new feature is covered the day it is made.
const features = readdirSync(path.resolve(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature; compose them in a route module.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-*',
      'test-results-*',
      'coverage',
      'test-results',
      'playwright-report',
      'reports',
      '.stryker-tmp',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { 'import/resolver': { [path.resolve(import.meta.dirname, 'eslint/alias-resolver.cjs')]: {} } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'import/no-cycle': ['error', { maxDepth: 5, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Every key the app asks i18next for exists in az, en and ru (eslint/translation-keys.js).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/mocks/**'],
    plugins: { local: { rules: { 'translation-keys': translationKeys } } },
    rules: {
      'local/translation-keys': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      // Tests drive the app against the demo backend, so they may reach into src/mocks.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [...layerZones, ...featureZones]
            .map((zone) => ({ ...zone, from: [zone.from].flat().filter((from) => from !== './src/mocks') }))
            .filter((zone) => zone.from.length > 0),
        },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Shared test utilities are reached by the '@tests/…' alias, never by climbing folders.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+tests/', message: "Import test utilities from '@tests/…'." }] },
      ],
    },
  },
  {
    // React's own lazy keeps a failed import for good; lib/lazy-retrying lets the screen's retry load it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/lib/lazy-retrying.ts',
      'src/app/route-table/lazy-screen.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name='lazy']",
          message: "Use lazyRetrying from '@/lib/lazy-retrying'.",
        },
      ],
    },
  },
  {
    files: ['*.config.{js,mjs,ts}', 'eslint.config.js', 'eslint/**', 'scripts/**', 'server/**', 'build/*.js'],
    // The backend contract is typed code the app's schemas build on: it keeps the type-aware rules.
    ignores: ['scripts/contract/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['eslint/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
