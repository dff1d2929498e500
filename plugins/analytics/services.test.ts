import { describe, expect, it } from 'vitest'

import { serviceSources, servicePlugins } from '../../src/config/services'
import { consentServices } from './index'

describe('optional services', () => {
  it('adds no plugin, no banner and no origin when nothing is configured', () => {
    expect(servicePlugins({})).toEqual([])
    expect(consentServices({})).toEqual([])
    expect(serviceSources({})).toEqual({
      scriptSources: [],
      connectSources: [],
      imageSources: [],
    })
  })

  it.each([
    [{ tagManagerContainerId: 'GTM-1' }, ['usage analytics']],
    [{ sessionRecordingProjectId: 'p' }, ['session recording']],
    [
      { tagManagerContainerId: 'GTM-1', sessionRecordingProjectId: 'p' },
      ['usage analytics', 'session recording'],
    ],
  ])('%j: one plugin, the banner asks for %j', (ids, services) => {
    expect(consentServices(ids)).toEqual(services)
    expect(servicePlugins(ids)).toHaveLength(1)
  })

  it('opens the CSP only to the configured vendors', () => {
    const tagManagerOnly = serviceSources({ tagManagerContainerId: 'GTM-1' })
    expect(tagManagerOnly.scriptSources).toEqual([
      'https://www.googletagmanager.com',
    ])
    expect(tagManagerOnly.connectSources.join(' ')).not.toContain('clarity')
  })
})
