import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  buildStylesheet,
  hrefModule,
  minifyCss,
  pictureStylesheets,
} from './stylesheet'

const site = path.resolve(__dirname, '../..')
const cssDir = path.join(site, 'static/assets/css')
const hrefFile = path.join(site, 'src/components/UiFigure/stylesheet.ts')

describe('the pictures stylesheet in static/assets/css', () => {
  const built = buildStylesheet(
    pictureStylesheets(path.join(site, 'src/components')),
  )
  if (process.env.UPDATE_GOLDEN) {
    mkdirSync(cssDir, { recursive: true })
    for (const old of readdirSync(cssDir)) {
      if (/^ui-pictures\.[0-9a-f]{8}\.css$/.test(old)) {
        rmSync(path.join(cssDir, old))
      }
    }
    writeFileSync(path.join(site, 'static', built.href), built.css)
    writeFileSync(hrefFile, hrefModule(built.href))
  }

  it('is built from every picture.css as they are now (UPDATE_GOLDEN=1 rebuilds it)', () => {
    expect(readFileSync(hrefFile, 'utf8')).toBe(hrefModule(built.href))
    expect(readFileSync(path.join(site, 'static', built.href), 'utf8')).toBe(
      built.css,
    )
  })

  it('is the only one: no stale copy stays behind', () => {
    expect(
      readdirSync(cssDir).filter((file) => file.startsWith('ui-pictures.')),
    ).toEqual([path.basename(built.href)])
  })
})

describe('minifyCss', () => {
  it.each([
    ['/* why */\n.a {\n  color: red;\n}\n', '.a{color:red}'],
    ['.a > .b,\n.c {\n  margin: 0 auto;\n}', '.a>.b,.c{margin:0 auto}'],
    [
      ".a::before {\n  content: 'New  Test';\n}",
      ".a::before{content:'New  Test'}",
    ],
    [
      '@container (min-width: 40rem) {\n  .a {\n    flex: 3;\n  }\n}',
      '@container (min-width:40rem){.a{flex:3}}',
    ],
  ])('%j', (css, expected) => {
    expect(minifyCss(css)).toBe(expected)
  })
})

describe('buildStylesheet', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ui-pictures-'))
  for (const folder of ['AppWindow', 'AppWindow/Aut', 'UiFigure', 'Badge']) {
    mkdirSync(path.join(dir, folder), { recursive: true })
  }
  writeFileSync(
    path.join(dir, 'AppWindow/picture.css'),
    '.ui-app { display: flex; }',
  )
  writeFileSync(
    path.join(dir, 'AppWindow/Aut/picture.css'),
    '.ui-aut { flex: 4; }',
  )
  writeFileSync(
    path.join(dir, 'UiFigure/picture.css'),
    '.ui-figure { margin: 0; }',
  )
  writeFileSync(
    path.join(dir, 'Badge/styles.module.css'),
    '.badge { color: red; }',
  )

  it("joins every picture.css, the frame's first", () => {
    expect(
      pictureStylesheets(dir).map((file) => path.relative(dir, file)),
    ).toEqual([
      'UiFigure/picture.css',
      'AppWindow/Aut/picture.css',
      'AppWindow/picture.css',
    ])
  })

  it('names the file by its content', () => {
    const first = buildStylesheet(pictureStylesheets(dir))
    expect(first.css).toBe(
      '.ui-figure{margin:0}.ui-aut{flex:4}.ui-app{display:flex}\n',
    )
    expect(first.href).toMatch(/^\/assets\/css\/ui-pictures\.[0-9a-f]{8}\.css$/)
    expect(buildStylesheet(pictureStylesheets(dir)).href).toBe(first.href)
    writeFileSync(
      path.join(dir, 'AppWindow/picture.css'),
      '.ui-app { display: grid; }',
    )
    expect(buildStylesheet(pictureStylesheets(dir)).href).not.toBe(first.href)
  })
})
