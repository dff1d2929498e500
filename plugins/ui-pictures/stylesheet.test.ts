import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buildStylesheet, minifyCss, pictureStylesheets } from './stylesheet'

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

describe('the stylesheet', () => {
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
      '.ui-figure{margin:0}.ui-aut{flex:4}.ui-app{display:flex}',
    )
    expect(first.file).toMatch(/^assets\/css\/ui-pictures\.[0-9a-f]{8}\.css$/)
    expect(buildStylesheet(pictureStylesheets(dir)).file).toBe(first.file)
    writeFileSync(
      path.join(dir, 'AppWindow/picture.css'),
      '.ui-app { display: grid; }',
    )
    expect(buildStylesheet(pictureStylesheets(dir)).file).not.toBe(first.file)
  })
})
