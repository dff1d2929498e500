import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '../../tests/e2e/fixtures'
import { SEARCH_TAGS } from './config'
import type { IndexedPage } from './local/indexedPages'

/**
 * Canary of algolia/crawler.config.js: its record extractor reads the page
 * through the theme's public class names and ARIA attributes. Run on the
 * built pages, it must find what the built-in index finds: the same section
 * (`.docusaurus/search-pages.json`, written by the build), the page's title
 * and headings, and the meta tags the facet filters read.
 */

const root = path.resolve(__dirname, '../..')

function recordExtractor(): string {
  let config: { actions: Array<{ recordExtractor: () => unknown }> } = {
    actions: [],
  }
  new Function(
    'Crawler',
    readFileSync(path.join(__dirname, 'algolia/crawler.config.js'), 'utf8'),
  )(
    class {
      constructor(given: typeof config) {
        config = given
      }
    },
  )
  return config.actions[0].recordExtractor.toString()
}

/**
 * The crawler's `$` (cheerio), as far as the extractor uses it, on the
 * page's HTML as the server sends it (what the crawler reads), followed by
 * the extractor. An expression, so that it runs under the page's
 * Content-Security-Policy (no eval in the page).
 */
function runOn(route: string, extractor: string): string {
  return `(async () => {
    const html = await (await fetch(${JSON.stringify(route)})).text()
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const wrap = (nodes) => ({
      length: nodes.length,
      first: () => wrap(nodes.slice(0, 1)),
      filter: (keep) => wrap(nodes.filter((node, i) => keep(i, node))),
      find: (selector) =>
        wrap(nodes.flatMap((node) => [...node.querySelectorAll(selector)])),
      children: (selector) =>
        wrap(nodes.flatMap((node) => [...node.children].filter((child) => child.matches(selector)))),
      text: () => nodes.map((node) => node.textContent).join(''),
      attr: (name) => nodes[0]?.getAttribute(name) ?? undefined,
      remove: () => (nodes.forEach((node) => node.remove()), wrap([])),
    })
    const $ = (input) =>
      wrap(typeof input === 'string' ? [...doc.querySelectorAll(input)] : [input])
    const title = doc.querySelector('h1')?.textContent?.trim()
    let recordProps
    ;(${extractor})({ $, helpers: { docsearch: (options) => (recordProps = options.recordProps) } })
    return {
      title,
      lvl0: recordProps.lvl0.defaultValue,
      lvl1: doc.querySelector(recordProps.lvl1)?.textContent?.trim(),
      paragraphs: doc.querySelectorAll(recordProps.content[0]).length,
      language: recordProps.language.defaultValue,
      tag: recordProps.docusaurus_tag.defaultValue,
    }
  })()`
}

test('the Algolia crawler configuration finds on each kind of doc page what the local index finds', async ({
  page,
}) => {
  const pages = JSON.parse(
    readFileSync(path.join(root, '.docusaurus/search-pages.json'), 'utf8'),
  ) as IndexedPage[]
  // One page per section, and pages at the top of a sidebar.
  const sample = [
    ...new Map(pages.map((indexed) => [indexed.section, indexed])).values(),
  ]
  const extractor = recordExtractor()
  await page.goto('/')
  for (const indexed of sample) {
    const route = `/${indexed.file.replace(/(^|\/)index\.html$/, '')}`
    const record = (await page.evaluate(runOn(route, extractor))) as {
      title?: string
      lvl0: string
      lvl1?: string
      paragraphs: number
      language: string
      tag: string
    }
    expect(record, route).toMatchObject({
      lvl0: indexed.section,
      lvl1: record.title,
      language: 'en',
      tag: SEARCH_TAGS[1],
    })
    expect(record.title, route).toBeTruthy()
    expect(record.paragraphs, `${route}: paragraphs`).toBeGreaterThan(0)
  }
  expect(sample.length).toBeGreaterThan(5)
})
