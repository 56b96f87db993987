import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import globals from 'globals';

/** Folders whose code runs in the browser (tests there run in Chromium under mocha). */
const browserCode = [
  'elements/**',
  'platform/**',
  'runtime/**',
  'editor/**',
  'stories/**',
  '.storybook/**',
  'demo/**',
];
const browserTests = ['test/elements/**', 'test/platform/**', 'test/react/**', 'test/runtime/**'];
/** Folders whose code runs in Node (tooling, servers, Node and end-to-end tests). */
const nodeCode = [
  'scripts/**',
  'bench/**',
  'server/**',
  'test/node/**',
  'test/server/**',
  'test/e2e/**',
  'test/helpers/**',
  '*.config.{js,mjs,ts}',
  'eslint.config.js',
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'storybook-static/**',
      'node_modules/**',
      'custom-elements.json',
      'react-bindings/**',
      '.data/**',
      '.test-output/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  litConfigs['flat/recommended'],
  wcConfigs['flat/recommended'],
  {
    settings: {
      lit: { elementBaseClasses: ['SqBlock'] },
      wc: { elementBaseClasses: ['LitElement', 'SqBlock'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  { files: browserCode, languageOptions: { globals: { ...globals.browser } } },
  {
    files: browserTests,
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
  },
  { files: nodeCode, languageOptions: { globals: { ...globals.node } } },
);
