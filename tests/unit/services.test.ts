import { describe, expect, it } from 'vitest'

import {
  consentServices,
  serviceSources,
  servicePlugins,
} from '../../src/config/services'

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
    [{ tagManagerContainerId: 'GTM-1' }, ['usage analytics'], 2],
    [{ sessionRecordingProjectId: 'p' }, ['session recording'], 2],
    [
      { tagManagerContainerId: 'GTM-1', sessionRecordingProjectId: 'p' },
      ['usage analytics', 'session recording'],
      3,
    ],
  ])('%j: consent for %j, %i plugins', (ids, services, plugins) => {
    expect(consentServices(ids)).toEqual(services)
    expect(servicePlugins(ids)).toHaveLength(plugins)
  })

  it('opens the CSP only to the configured vendors', () => {
    const tagManagerOnly = serviceSources({ tagManagerContainerId: 'GTM-1' })
    expect(tagManagerOnly.scriptSources).toEqual([
      'https://www.googletagmanager.com',
    ])
    expect(tagManagerOnly.connectSources.join(' ')).not.toContain('clarity')
  })
})
