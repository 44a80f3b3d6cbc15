// Lint for every workspace: typescript-eslint's recommended rules plus React hooks rules on the web,
// and the project's own rules (eslint/): feature boundaries and shape, file names, contract literals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { contractLiterals } from './eslint/contract-literals.js';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { featureShape } from './eslint/feature-shape.js';
import { fileNames } from './eslint/file-names.js';
import './scripts/lib/typescript.mjs';

// The contract values the literal rule looks for, from the model itself (TypeScript, loaded by tsx).
const model = await import('@pauta/model');
const contract = {
  collections: [
    ...Object.values(model.COLLECTIONS),
    ...Object.values(model.EDITOR_COLLECTIONS),
    ...Object.values(model.NEWS_COLLECTIONS),
    model.TAG_STATS_EVENTS,
  ],
  roles: [...model.ROLES],
  pathPrefixes: [
    model.ARTICLE_PATH_PREFIX,
    model.CATEGORY_PATH_PREFIX,
    model.TAG_PATH_PREFIX,
    model.VISITOR_PATH_PREFIX,
  ],
};

const pauta = {
  rules: {
    'contract-literals': contractLiterals,
    'feature-boundaries': featureBoundaries,
    'feature-shape': featureShape,
    'file-names': fileNames,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Builds: web/dist-local (npm start), and older checkouts' dist-test and dist-gate.
      '**/dist-*/**',
      'functions/lib/**',
      '.deploy/**',
      // Inputs of the tests as they come (e.g. a minified bundle for the deploy's checks).
      'test/fixtures/**',
      '.emulator-data/**',
      '.test-data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { pauta },
    rules: { 'pauta/file-names': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'scripts/**/*.{mjs,ts}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { pauta },
    rules: { 'pauta/contract-literals': ['error', contract] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, pauta },
    rules: {
      'pauta/feature-boundaries': 'error',
      'pauta/feature-shape': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/notifications',
              importNames: ['notifications'],
              message: 'Mostre toasts com notifySuccess/notifyError de web/src/lib/notify.ts.',
            },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['web/src/lib/notify.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['functions/**/*.{js,cjs}', 'emulators/test/fixtures/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
