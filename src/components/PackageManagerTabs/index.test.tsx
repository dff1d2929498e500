import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import PackageManagerTabs from '.'
import { packageManagerCommands, type PackageManagerCommand } from './commands'

describe('packageManagerCommands', () => {
  const cases: [PackageManagerCommand, Record<string, string>][] = [
    [
      { install: 'cypress', dev: true },
      {
        npm: 'npm install --save-dev cypress',
        yarn: 'yarn add --dev cypress',
        pnpm: 'pnpm add --save-dev cypress',
      },
    ],
    [
      { install: 'react react-dom' },
      {
        npm: 'npm install react react-dom',
        yarn: 'yarn add react react-dom',
        pnpm: 'pnpm add react react-dom',
      },
    ],
    [
      { run: 'cypress open' },
      {
        npm: 'npx cypress open',
        yarn: 'yarn cypress open',
        pnpm: 'pnpm cypress open',
      },
    ],
  ]

  it.each(cases)('%j', (command, expected) => {
    expect(packageManagerCommands(command)).toEqual(expected)
  })

  it('refuses an empty install', () => {
    expect(() => packageManagerCommands({ install: ' ' })).toThrow(
      'needs at least one package',
    )
  })
})

describe('PackageManagerTabs', () => {
  it('renders one bash block per package manager, synced by groupId', () => {
    const html = renderToStaticMarkup(
      <PackageManagerTabs install="cypress" dev />,
    )
    expect(html).toContain('data-group-id="package-manager"')
    expect(html.match(/data-language="bash"/g)).toHaveLength(3)
    expect(html).toContain('yarn add --dev cypress')
  })
})
