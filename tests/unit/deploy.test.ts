import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { staticHostHeaders } from '../../src/config/deploy'
import { clientRedirects } from '../../src/config/redirects'

const root = path.resolve(__dirname, '../..')

describe('deploy configuration', () => {
  it('redirects on the host everything the client redirect pages cover', () => {
    for (const { from, to } of clientRedirects.redirects) {
      expect(staticHostHeaders.redirects[from as string]).toBe(to)
    }
  })

  it('runs the same checks as .ci/run for pull requests', () => {
    const workflow = readFileSync(
      path.join(root, '.github/workflows/ci.yml'),
      'utf8',
    )
    expect(workflow).toMatch(/^\s+pull_request:/m)
    expect(workflow).toMatch(/^\s+run: bash \.ci\/run$/m)
    expect(workflow).toMatch(/^\s+container: node:\d+-bookworm$/m)
  })
})
