import { readFileSync } from 'node:fs'
import path from 'node:path'

import { buildIndex } from '../engine'
import { docToRecords, type DocSource } from '../records'
import type { SearchRecord } from '../types'

/** The fixture docs of the tests, as the plugin would describe them. */
export const FIXTURE_DOCS: Omit<DocSource, 'source'>[] = [
  {
    title: 'intercept',
    permalink: '/api/commands/intercept',
    section: 'Commands',
    description: 'Spy on and stub network requests and responses.',
  },
  { title: 'get', permalink: '/api/commands/get', section: 'Queries' },
  {
    title: 'should',
    permalink: '/api/assertions/should',
    section: 'Assertions',
  },
  {
    title: 'Network Requests',
    permalink: '/guides/network-requests',
    section: 'Core Concepts',
  },
  {
    title: 'Escaping & HTML',
    permalink: '/guides/escaping',
    section: 'Guides',
  },
]

const FILES: Record<string, string> = {
  '/api/commands/intercept': 'intercept.mdx',
  '/api/commands/get': 'get.mdx',
  '/api/assertions/should': 'should.mdx',
  '/guides/network-requests': 'network-requests.mdx',
  '/guides/escaping': 'escaping.mdx',
}

export function fixtureRecords(extra: Partial<DocSource> = {}): SearchRecord[] {
  return FIXTURE_DOCS.flatMap((doc) =>
    docToRecords({
      ...doc,
      ...extra,
      source: readFileSync(path.join(__dirname, FILES[doc.permalink]), 'utf8'),
    }),
  )
}

/** The fixture index as the browser receives it: through JSON. */
export function fixtureIndexJson(extra: Partial<DocSource> = {}) {
  return JSON.parse(JSON.stringify(buildIndex(fixtureRecords(extra))))
}
