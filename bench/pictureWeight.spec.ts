import path from 'node:path'

import { measuredPages } from './measuredPages.mjs'
import { kib, measurePageWeight } from './pageWeight.mjs'
import { expect, test } from '../tests/e2e/fixtures'
import {
  builtChunks,
  builtPages,
  drawingModules,
  hasPicture,
  pagePictureWeight,
  pictureBudget,
  pictureClassName,
  pictureModuleIds,
  withoutPictures,
} from './pictureWeight.mjs'

/**
 * What the UI pictures cost a page's JavaScript, on the production build
 * the tests serve (plugins/ui-pictures/README.md, "What a picture costs").
 *
 * Each page whose HTML holds a `figure.ui-figure` is loaded as the size
 * budget loads a page (pageWeight.mjs); each script it loaded is
 * read from the build and parsed (pictureWeight.mjs). A production chunk
 * keeps no source paths and no component names, so the picture code is
 * found by what it contains: the modules, and the functions webpack
 * concatenated into a page's module, that draw with the pictures' `ui-`
 * class names, with what only they require or read; and the JSX calls that
 * render them, which hold each picture's props. A chunk's picture share is
 * gzip(chunk) - gzip(the chunk without that code and with those calls
 * replaced by `null`); a page's is the sum over its chunks, and may not
 * pass 2 KiB. The failure names the page, and each chunk with its bytes.
 *
 * Pages without pictures must load none of that code: every built page
 * without a figure lists no script that holds a module drawing with `ui-`
 * class names, and the pages the size budget measures load none in the
 * browser either.
 */

const buildDir = path.resolve(__dirname, '../build')

test('no page carries more than 2 KiB gzip of JavaScript for its pictures', async ({
  browser,
  baseURL,
}) => {
  const pages = builtPages(buildDir).filter(({ html }) => hasPicture(html))
  expect(pages.length, 'pages with pictures in the build').toBeGreaterThan(0)
  test.setTimeout(30_000 + pages.length * 10_000)
  const problems: string[] = []
  const figures: string[] = []
  for (const { page, html } of pages) {
    const context = await browser.newContext()
    const weight = await measurePageWeight(context, baseURL!, page)
    await context.close()
    const chunks = builtChunks(
      buildDir,
      weight.scripts.map(({ url }) => url),
    )
    const pictures = pagePictureWeight(chunks)
    const perChunk = pictures.chunks
      .map(
        ({ chunk, bytes, modules, calls }) =>
          `${chunk} ${bytes} B (${modules.length} picture modules, ${calls} picture calls with their props)`,
      )
      .join('; ')
    figures.push(`${page}: ${pictures.bytes} B (${perChunk})`)
    if (pictures.bytes > pictureBudget) {
      problems.push(
        `${page}: its pictures weigh ${pictures.bytes} B (${kib(pictures.bytes)}) gzip of JavaScript, over ${pictureBudget} B: ${perChunk}`,
      )
    }
    // The method found the pictures: each figure's props, and no picture
    // class name left in what it kept.
    const figuresInHtml = html.match(/<figure\b[^>]*\bclass=["']?ui-figure\b/g)
    const ids = pictureModuleIds(chunks.map(({ source }) => source))
    const calls = pictures.chunks.reduce((sum, { calls }) => sum + calls, 0)
    expect(calls, `${page}: pictures rendered by its chunks`).toBe(
      figuresInHtml?.length,
    )
    for (const { chunk, source } of chunks) {
      expect(
        withoutPictures(source, ids).stripped,
        `${page}: ${chunk} without its pictures`,
      ).not.toMatch(pictureClassName)
    }
  }
  await test.info().attach('picture-weight.txt', {
    body: figures.join('\n'),
    contentType: 'text/plain',
  })
  expect(problems, problems.join('\n')).toEqual([])
})

test('a doc page without pictures loads no picture code', async ({
  browser,
  baseURL,
}) => {
  const pages = builtPages(buildDir)
  const drawing = new Map<string, string[]>()
  const modulesIn = (chunk: string, source: string) => {
    if (!drawing.has(chunk)) drawing.set(chunk, drawingModules(source))
    return drawing.get(chunk)!
  }
  const problems: string[] = []
  // Every page, by the scripts its HTML lists.
  for (const { page, html, scripts } of pages) {
    if (hasPicture(html)) continue
    for (const { chunk, source } of builtChunks(buildDir, scripts)) {
      const modules = modulesIn(chunk, source)
      if (modules.length > 0) {
        problems.push(
          `${page} lists ${chunk}, which holds picture code (modules ${modules.join(', ')})`,
        )
      }
    }
  }
  // The measured pages, by what the browser loaded.
  const plainPages = measuredPages(buildDir).filter(
    (page) =>
      !hasPicture(pages.find((built) => built.page === page)?.html ?? ''),
  )
  expect(plainPages.length).toBeGreaterThan(0)
  for (const page of plainPages) {
    const context = await browser.newContext()
    const weight = await measurePageWeight(context, baseURL!, page)
    await context.close()
    for (const { chunk, source } of builtChunks(
      buildDir,
      weight.scripts.map(({ url }) => url),
    )) {
      const modules = modulesIn(chunk, source)
      if (modules.length > 0) {
        problems.push(
          `${page} loaded ${chunk}, which holds picture code (modules ${modules.join(', ')})`,
        )
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([])
})
