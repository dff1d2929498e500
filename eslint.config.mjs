// ESLint over the site's code: the config, src/, plugins/, scripts/ and
// tests/ (`npm run lint`, part of `npm test`). Prettier owns formatting;
// this owns correctness: JavaScript's recommended rules, typescript-eslint's,
// and React's rules of hooks.
import { builtinModules } from 'node:module'

import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Only src/config, which assembles the site, imports from plugins/. */
const fromPlugins = {
  regex: '^(?:(?:\\.\\./)+|@site/)plugins(?:/|$)',
  message:
    'Only src/config imports from plugins/; move what both need to src/lib.',
}

/** Code that runs in the reader's browser (and is rendered on the server). */
const browserCode = [
  'src/components/**',
  'src/theme/**',
  'src/pages/**',
  'src/clientModules/**',
  'src/utils/**',
  'src/data/**',
]
const tests = ['**/*.test.{ts,tsx}']

/** The Markdown forms of the components, their registry and helpers (Node, build time). */
const markdownForms = [
  'src/components/*/markdown.ts',
  'src/components/markdownForms.ts',
  'src/lib/markdownForm.ts',
  'src/lib/themeMarkdown.ts',
]

const nodeOnlyMessage =
  'Browser code cannot import Node modules: move the work to a plugin or a build-time module.'
const reactOnlyMessage =
  "A Markdown form runs in Node at build time: it imports data and pure .ts helpers, not React, the theme, stylesheets or a component's .tsx modules."

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
        { patterns: [fromPlugins, measuringCode] },
      ],
    },
  },
  {
    // Browser code never imports what is meant for Node: a Node module, the
    // MDX reader, or a component's Markdown form (`markdown.ts`, which the
    // Markdown twins run at build time) and the registry and helpers of
    // the forms. Any of them would drag build-time code into a page's
    // bundle, or break it.
    files: browserCode,
    ignores: [...tests, ...markdownForms],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({
            name,
            message: nodeOnlyMessage,
          })),
          patterns: [
            fromPlugins,
            measuringCode,
            { regex: '^node:', message: nodeOnlyMessage },
            {
              regex:
                '(?:^|/)(?:markdown|markdownForms|markdownForm|themeMarkdown|mdx\\.mjs)$',
              message:
                "Markdown forms and the MDX reader run in Node at build time (plugins/markdown-twins); a component's browser code does not import them.",
            },
          ],
        },
      ],
    },
  },
  {
    // A Markdown form runs in Node when the twins are written, so it reads
    // data and pure helpers only: React, the theme, Docusaurus' client
    // modules, stylesheets and a component's .tsx modules (`index.tsx`,
    // named by its folder or `./index`, or any PascalCase module such as
    // `./Line`) would not load there. Share a pure helper through a .ts
    // module beside the component (CommandLog/rows.ts, E2EOrCtTabs/tabs.ts).
    files: markdownForms,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            fromPlugins,
            {
              regex:
                '^(?:react|react-dom|@theme|@theme-original|@theme-init|@docusaurus)(?:/|$)',
              message: reactOnlyMessage,
            },
            {
              regex:
                '(?:\\.(?:css|tsx)$|(?:^|/)index$|^\\.\\.?/?$|(?:^|/)[A-Z][^/]*$)',
              // PascalCase: a component's folder or .tsx module.
              caseSensitive: true,
              message: reactOnlyMessage,
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
