import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

const stub = (name: string) => path.resolve(__dirname, 'tests/unit/stubs', name)

/** Theme and Docusaurus modules that components rendered in Node import. */
const stubs = {
  '@theme/Tabs': stub('Tabs.tsx'),
  '@theme/TabItem': stub('TabItem.tsx'),
  '@theme/CodeBlock': stub('CodeBlock.tsx'),
  '@docusaurus/useBaseUrl': stub('useBaseUrl.ts'),
  '@docusaurus/Head': stub('Head.tsx'),
  '@docusaurus/Translate': stub('Translate.tsx'),
}

/**
 * Checks of the docs' content that live beside the feature they use: they
 * run with the docs checks (`npm run check:docs`, which writers run), not
 * with the unit tests.
 */
const docsContentChecks = [
  'plugins/ui-pictures/pages.test.tsx',
  'src/data/cloudConfiguration/cloudConfiguration.test.ts',
]

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'plugins/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'bench/**/*.test.{ts,tsx}',
          ],
          exclude: [...configDefaults.exclude, ...docsContentChecks],
          // The plugins' own index and fixture builds take seconds; the
          // limits only stop a hang.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
        resolve: { alias: stubs },
      },
      {
        extends: true,
        test: {
          name: 'docs',
          include: ['tests/docs/**/*.test.ts', ...docsContentChecks],
          // The reference checks build a TypeScript program of the cypress
          // types in their setup: seconds on an idle machine, many more on
          // a busy 2-core one. The limits only stop a hang.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
        resolve: { alias: stubs },
      },
      {
        extends: true,
        // `docusaurus start`, its first compile and a browser (npm run test:dev).
        test: { name: 'dev', include: ['tests/dev/**/*.test.ts'] },
      },
    ],
  },
})
