import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  JUDGED_INTERNAL,
  apiHeadings,
  documentedIn,
  readApiSurface,
} from './apiCoverage'

/**
 * Every public member of `Cypress`, every `setupNodeEvents` event and every
 * app event has a page or a heading in docs/api/{cypress-api,plugins,
 * utilities}. `NOT_YET_DOCUMENTED` lists those still being written; the test
 * fails when one of them gains its page, so the list only shrinks.
 */
const NOT_YET_DOCUMENTED: readonly string[] = []

const root = path.resolve(__dirname, '../..')
const surface = readApiSurface(
  path.join(root, 'node_modules/cypress/types/cypress.d.ts'),
)
const headings = apiHeadings(root)

const expected = [
  ...surface.members
    .filter((name) => !(name in JUDGED_INTERNAL))
    .map((name) => ({
      kind: 'member',
      name,
      label: `Cypress.${name}`,
      prefix: 'Cypress.',
    })),
  ...surface.pluginEvents.map((name) => ({
    kind: 'Node event',
    name,
    label: name,
    prefix: '',
  })),
  ...surface.appEvents.map((name) => ({
    kind: 'app event',
    name,
    label: name,
    prefix: '',
  })),
]

describe('the cypress types', () => {
  it('are read: members, Node events and app events', () => {
    expect(surface.members).toContain('config')
    expect(surface.members).toContain('Commands')
    expect(surface.members).not.toContain('action') // @private
    expect(surface.pluginEvents).toContain('before:browser:launch')
    expect(surface.appEvents).toContain('uncaught:exception')
  })

  it('still have every member judged internal', () => {
    for (const name of Object.keys(JUDGED_INTERNAL)) {
      expect(
        surface.members,
        `${name} is gone from the Cypress interface: remove it from JUDGED_INTERNAL`,
      ).toContain(name)
    }
  })
})

describe('API coverage', () => {
  it.each(expected.map((item) => [item.kind, item.label, item] as const))(
    '%s %s has a page or a heading',
    (_kind, label, item) => {
      const page = documentedIn(headings, item.name, item.prefix)
      if (NOT_YET_DOCUMENTED.includes(label)) {
        expect(
          page,
          `${label} is documented in ${page}: remove it from NOT_YET_DOCUMENTED in tests/docs/apiCoverage.test.ts`,
        ).toBeUndefined()
        return
      }
      expect(
        page,
        `no page under docs/api/{cypress-api,plugins,utilities} names ${label} in its title or a heading: document it`,
      ).toBeDefined()
    },
  )

  it('prints the coverage', () => {
    const covered = expected.filter((item) =>
      documentedIn(headings, item.name, item.prefix),
    )
    console.log(
      `API coverage: ${covered.length}/${expected.length} (members ${surface.members.length} in the types, ${Object.keys(JUDGED_INTERNAL).length} judged internal; Node events ${surface.pluginEvents.length}; app events ${surface.appEvents.length})`,
    )
  })
})
