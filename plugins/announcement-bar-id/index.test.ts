import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

import { announcementIdScript, DISMISS_KEY, HIDDEN_ATTRIBUTE, ID_KEY } from '.'

/** Runs the injected script against a fake localStorage and <html>. */
function run(stored: Record<string, string>, currentId: string) {
  const storage = new Map(Object.entries(stored))
  const attributes = new Map<string, string>([[HIDDEN_ATTRIBUTE, 'true']])
  runInNewContext(announcementIdScript(currentId), {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    document: {
      documentElement: {
        setAttribute: (name: string, value: string) =>
          attributes.set(name, value),
      },
    },
  })
  return { storage, hidden: attributes.get(HIDDEN_ATTRIBUTE) }
}

// canaries.test.ts checks the keys and the attribute
// against the installed theme, and runs the theme's own inline script.
describe('announcementIdScript', () => {
  it('un-hides a new announcement for a reader who closed an old one', () => {
    const { storage, hidden } = run(
      { [DISMISS_KEY]: 'true', [ID_KEY]: 'spring-sale' },
      'test-replay-2026',
    )
    expect(storage.get(DISMISS_KEY)).toBe('false')
    expect(hidden).toBe('false')
  })

  it('keeps the current announcement hidden once closed', () => {
    const { storage, hidden } = run(
      { [DISMISS_KEY]: 'true', [ID_KEY]: 'test-replay-2026' },
      'test-replay-2026',
    )
    expect(storage.get(DISMISS_KEY)).toBe('true')
    expect(hidden).toBe('true')
  })

  it('cannot close its own <script> tag, whatever the id', () => {
    const script = announcementIdScript(`x'</script><b>`)
    expect(script).not.toContain('</script>')
    expect(script).toContain(`"x'\\u003c/script>\\u003cb>"`)
  })

  it('compares against the id it was given', () => {
    const { hidden } = run(
      { [DISMISS_KEY]: 'true', [ID_KEY]: `x'</script><b>` },
      `x'</script><b>`,
    )
    expect(hidden).toBe('true')
  })
})
