import path from 'node:path'
import { defineConfig } from 'vitest/config'

const stub = (name: string) => path.resolve(__dirname, 'tests/unit/stubs', name)

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
          ],
          // The plugins' own index and fixture builds take seconds; the
          // limits only stop a hang.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
        resolve: {
          alias: {
            '@theme/Tabs': stub('Tabs.tsx'),
            '@theme/TabItem': stub('TabItem.tsx'),
            '@theme/CodeBlock': stub('CodeBlock.tsx'),
            '@docusaurus/useBaseUrl': stub('useBaseUrl.ts'),
            '@docusaurus/Head': stub('Head.tsx'),
            '@docusaurus/Translate': stub('Translate.tsx'),
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'docs',
          include: ['tests/docs/**/*.test.ts'],
          // The reference checks build a TypeScript program of the cypress
          // types in their setup: seconds on an idle machine, many more on
          // a busy 2-core one. The limits only stop a hang.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // `docusaurus start`, its first compile and a browser (npm run test:dev).
        test: { name: 'dev', include: ['tests/dev/**/*.test.ts'] },
      },
    ],
  },
})
