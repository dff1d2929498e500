import { describe, expect, it } from 'vitest'

import { packageManagerCommands } from './packageManagerCommands'

describe('packageManagerCommands', () => {
  it.each([
    ['npm install', 'yarn install', 'pnpm install'],
    ['npm install cypress', 'yarn add cypress', 'pnpm add cypress'],
    [
      'npm install --save-dev cypress',
      'yarn add --dev cypress',
      'pnpm add --save-dev cypress',
    ],
    [
      'npm install -D cypress @cypress/grep',
      'yarn add --dev cypress @cypress/grep',
      'pnpm add --save-dev cypress @cypress/grep',
    ],
    ['npm uninstall cypress', 'yarn remove cypress', 'pnpm remove cypress'],
    ['npx cypress open', 'yarn cypress open', 'pnpm cypress open'],
    [
      'npx cypress run --browser firefox',
      'yarn cypress run --browser firefox',
      'pnpm cypress run --browser firefox',
    ],
    ['npm run e2e', 'yarn e2e', 'pnpm e2e'],
    [
      'npm run e2e -- --spec cypress/e2e/login.cy.ts',
      'yarn e2e --spec cypress/e2e/login.cy.ts',
      'pnpm e2e --spec cypress/e2e/login.cy.ts',
    ],
  ])('%s', (npm, yarn, pnpm) => {
    expect(packageManagerCommands(npm)).toEqual({ npm, yarn, pnpm })
  })

  it.each(['yarn add cypress', 'npm ci', 'npm install --global', 'npm run'])(
    'refuses "%s", listing what it knows',
    (line) => {
      expect(() => packageManagerCommands(line)).toThrow(
        /is not an npm command the package-managers directive knows\. Write one of: npm install,/,
      )
    },
  )
})
