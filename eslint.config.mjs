// ESLint over the site's code: the config, src/, plugins/, scripts/ and
// tests/ (`npm run lint`, part of `npm test`). Prettier owns formatting;
// this owns correctness: JavaScript's recommended rules, typescript-eslint's,
// and React's rules of hooks.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** An import of scripts/ or bench/, for the files that may not make one. */
const measuringCode = {
  regex: '^(?:(?:\\.\\./)+|@site/)(?:scripts|bench)(?:/|$)',
  message:
    'plugins/ and src/ never import scripts/ or bench/ (the entry points and the code that measures); a test that needs it goes in bench/.',
}

export default defineConfig([
  globalIgnores([
    'build/',
    'build-services/',
    '.docusaurus/',
    'test-results/',
    'bench-results/',
    'playwright-report/',
    'docs/',
    'static/',
    'i18n/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      // Plugins, scripts and tests run in Node; theme components, client
      // modules and Playwright's page callbacks in the browser.
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // @docusaurus/logger's messages are tagged templates: a call.
      '@typescript-eslint/no-unused-expressions': [
        'error',
        { allowTaggedTemplates: true },
      ],
      // A leading underscore marks what is left unused on purpose: a
      // destructured field dropped from an object, an argument a callback
      // signature requires.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // What a reader's project declares for the docs samples to type-check
    // against. Declaration merging requires Cypress' own signature,
    // `Chainable<Subject = any>`, and a reader's commands take anything.
    files: ['tests/docs/*.d.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    // plugins/ and src/ never import the entry points and the code that
    // measures (scripts/, bench/): a test that needs the measuring code
    // lives in bench/. `node scripts/import-directions.mjs` checks every
    // folder's directions.
    files: ['plugins/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [measuringCode] }],
    },
  },
  {
    // Imports run one way: plugins/ may import from src/ (src/lib, the
    // data, a component's pure helpers), and only src/config, which
    // assembles the plugins into the site, imports from plugins/. A theme
    // component, page or data file that reached into a plugin folder would
    // tie the site to a feature's internals (and, through the plugin's
    // build-time code, pull Node modules towards the browser bundle);
    // what both sides need goes in src/lib. A feature's own components
    // live in its plugin and are served through getThemePath().
    files: ['src/**'],
    ignores: ['src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:(?:\\.\\./)+|@site/)plugins(?:/|$)',
              message:
                'Only src/config imports from plugins/; move what both need to src/lib.',
            },
            measuringCode,
          ],
        },
      ],
    },
  },
  {
    // The Algolia crawler runs this file itself, with `Crawler` in scope.
    files: ['plugins/search/algolia/crawler.config.js'],
    languageOptions: { globals: { Crawler: 'readonly' } },
  },
])
