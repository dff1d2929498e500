import path from 'node:path'

import type { DefaultParseFrontMatter } from '@docusaurus/types'
import { describe, expect, it } from 'vitest'

import { linkPreviews } from '../../src/config/linkPreviews'
import { isDocPage, withCardImages } from './frontMatter'

const docs = linkPreviews.docsDir
const parse = withCardImages(linkPreviews)

/** Front matter as the default parser would give it. */
function parsed(frontMatter: Record<string, unknown>): DefaultParseFrontMatter {
  return () => Promise.resolve({ frontMatter, content: 'Body' })
}

describe('withCardImages', () => {
  it('gives a doc page its own card', async () => {
    const filePath = path.join(docs, 'api/actions/click.mdx')
    const click = await parse({
      filePath,
      fileContent: '',
      defaultParseFrontMatter: parsed({ title: 'click' }),
    })
    const dblclick = await parse({
      filePath: path.join(docs, 'api/actions/dblclick.mdx'),
      fileContent: '',
      defaultParseFrontMatter: parsed({ title: 'dblclick' }),
    })
    expect(click.frontMatter.image).toMatch(/^\/img\/cards\/[0-9a-f]{16}\.png$/)
    expect(dblclick.frontMatter.image).toMatch(/^\/img\/cards\//)
    expect(dblclick.frontMatter.image).not.toBe(click.frontMatter.image)
    expect(click.frontMatter.title).toBe('click')
    expect(click.content).toBe('Body')
  })

  it.each([
    [
      'a page that is not a doc',
      path.resolve(docs, '../src/pages/about.mdx'),
      {},
    ],
    ['a partial', path.join(docs, 'guides/_partial.mdx'), {}],
    [
      'a doc that sets its own image',
      path.join(docs, 'guides/overview/why-cypress.mdx'),
      { image: '/img/own.png' },
    ],
  ])('leaves %s as it is', async (_name, filePath, own) => {
    const frontMatter = { title: 'A page', ...own }
    const result = await parse({
      filePath,
      fileContent: '',
      defaultParseFrontMatter: parsed(frontMatter),
    })
    expect(result.frontMatter).toEqual(frontMatter)
  })

  it('names the doc that has no title', async () => {
    const filePath = path.join(docs, 'guides/overview/untitled.mdx')
    await expect(
      parse({
        filePath,
        fileContent: '',
        defaultParseFrontMatter: parsed({ description: 'No title' }),
      }),
    ).rejects.toThrow(`${filePath}: the front matter has no title`)
  })
})

describe('isDocPage', () => {
  it.each([
    ['api/actions/click.mdx', true],
    ['guides/overview/why-cypress.md', true],
    ['guides/_shared.mdx', false],
    ['_partials/note.mdx', false],
    ['api/actions/_category_.json', false],
    ['../src/pages/index.tsx', false],
  ])('%s: %s', (file, expected) => {
    expect(isDocPage(docs, path.join(docs, file))).toBe(expected)
  })
})
