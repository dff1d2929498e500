import { describe, expect, it } from 'vitest'

import {
  assistantPrompt,
  assistantUrl,
  copyMessage,
  copyText,
  markdownUrl,
  nextIndex,
  pageLink,
  type ClipboardLike,
} from './copyPage'

describe('markdownUrl', () => {
  it.each([
    ['/api/commands/click', '/api/commands/click.md'],
    ['/guides/overview/why-cypress', '/guides/overview/why-cypress.md'],
    ['/faq/questions/', '/faq/questions/index.md'],
    ['/api/commands/click#syntax', '/api/commands/click.md'],
    ['/', '/index.md'],
  ])('%s -> %s', (permalink, expected) => {
    expect(markdownUrl(permalink)).toBe(expected)
  })
})

describe('assistantUrl', () => {
  const twin = 'https://docs.cypress.io/api/commands/click.md'

  it.each([
    ['chatgpt', 'https://chatgpt.com/?q='],
    ['claude', 'https://claude.ai/new?q='],
  ] as const)('%s opens %s with the prompt', (assistant, start) => {
    const url = assistantUrl(assistant, twin)
    expect(url.startsWith(start)).toBe(true)
    expect(new URL(url).searchParams.get('q')).toBe(assistantPrompt(twin))
    expect([...new URL(url).searchParams.keys()]).toEqual(['q'])
  })

  it('names the twin in the prompt, spaces encoded as %20', () => {
    expect(assistantPrompt(twin)).toContain(` ${twin} `)
    expect(assistantUrl('claude', twin)).toContain(encodeURIComponent(twin))
    expect(assistantUrl('claude', twin)).not.toMatch(/[ +]/)
  })
})

describe('pageLink', () => {
  it('drops the query and the fragment', () => {
    expect(
      pageLink('https://docs.cypress.io/api/commands/click?x=1#syntax'),
    ).toBe('https://docs.cypress.io/api/commands/click')
  })
})

describe('nextIndex', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowDown', -1, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', -1, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Enter', 0, 3, undefined],
    ['ArrowDown', -1, 0, undefined],
  ])('%s from %i of %i -> %s', (key, current, count, expected) => {
    expect(nextIndex(key, current, count)).toBe(expected)
  })
})

/** A ClipboardItem stand-in that keeps what it was given. */
class FakeItem {
  constructor(readonly data: Record<string, Promise<Blob>>) {}
}
const Item = FakeItem as unknown as typeof ClipboardItem

function clipboard({
  write = 'ok',
  writeText = 'ok',
}: {
  write?: 'ok' | 'refuse' | 'absent'
  writeText?: 'ok' | 'refuse' | 'absent'
}) {
  const written: string[] = []
  const fake: ClipboardLike = {}
  if (write !== 'absent') {
    fake.write = async (items) => {
      if (write === 'refuse') throw new DOMException('no', 'NotAllowedError')
      const blob = await (items[0] as unknown as FakeItem).data['text/plain']
      written.push(await blob.text())
    }
  }
  if (writeText !== 'absent') {
    fake.writeText = async (text) => {
      if (writeText === 'refuse') {
        throw new DOMException('no', 'NotAllowedError')
      }
      written.push(text)
    }
  }
  return { fake, written }
}

describe('copyText', () => {
  it.each([
    ['write with a ClipboardItem', { write: 'ok' }, Item, 'copied', ['# Page']],
    [
      'writeText where write is refused',
      { write: 'refuse' },
      Item,
      'copied',
      ['# Page'],
    ],
    [
      'writeText where there is no ClipboardItem',
      { write: 'ok' },
      undefined,
      'copied',
      ['# Page'],
    ],
    [
      'blocked when both are refused',
      { write: 'refuse', writeText: 'refuse' },
      Item,
      'blocked',
      [],
    ],
    [
      'blocked without a Clipboard API',
      { write: 'absent', writeText: 'absent' },
      Item,
      'blocked',
      [],
    ],
  ] as const)('%s', async (_name, behaviour, ItemClass, result, written) => {
    const { fake, written: got } = clipboard(behaviour)
    await expect(
      copyText(Promise.resolve('# Page'), {
        clipboard: fake,
        ClipboardItem: ItemClass,
      }),
    ).resolves.toBe(result)
    expect(got).toEqual(written)
  })

  it('is blocked when there is no clipboard at all', async () => {
    await expect(
      copyText(Promise.resolve('x'), { clipboard: undefined }),
    ).resolves.toBe('blocked')
  })

  it('fails, writing nothing, when the text cannot be had', async () => {
    const { fake, written } = clipboard({})
    await expect(
      copyText(Promise.reject(new Error('404')), {
        clipboard: fake,
        ClipboardItem: Item,
      }),
    ).resolves.toBe('failed')
    expect(written).toEqual([])
  })
})

describe('copyMessage', () => {
  it('points to Open as Markdown when copying the page is blocked', () => {
    expect(copyMessage('page', 'blocked')).toBe(
      'Copying was blocked by the browser; use Open as Markdown.',
    )
  })

  it.each([
    ['page', 'copied', 'Copied the page as Markdown.'],
    ['link', 'copied', 'Copied the link to this page.'],
    ['link', 'blocked', /address bar/],
    ['page', 'failed', /could not be loaded/],
  ] as const)('%s %s', (what, result, expected) => {
    expect(copyMessage(what, result)).toMatch(expected)
  })
})
