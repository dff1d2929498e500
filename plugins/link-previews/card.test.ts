import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'

import { linkPreviews } from '../../src/config/linkPreviews'
import { readFrontMatter } from '../../src/lib/mdx.mjs'
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardLayout,
  cardName,
  cardSvg,
  designDigest,
  PALETTE,
  placeMark,
  TITLE_BOX,
  type CardText,
} from './card'
import { loadFace } from './fonts'
import { ELLIPSIS } from './layout'
import { renderPng } from './render'

const root = path.resolve(__dirname, '../..')
const design = linkPreviews

/** Every doc page's title, from its front matter. */
function siteTitles(dir = path.join(root, 'docs')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return siteTitles(file)
    if (!/\.mdx?$/.test(name) || name.startsWith('_')) return []
    const title = readFrontMatter(readFileSync(file, 'utf8'))?.fields.title
    return title ? [title] : []
  })
}

const titles = siteTitles()
const bold = loadFace(700)
const longest = [...titles]
  .sort((a, b) => bold.measure(b, 96) - bold.measure(a, 96))
  .slice(0, 4)

/** The RGBA pixels of a card, drawn as the build draws it. */
function pixels(text: CardText): Buffer {
  return new Resvg(cardSvg(text, design), {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false },
  })
    .render()
    .pixels.valueOf() as Buffer
}

/** Pixels in the rectangle whose colour is not the card's ground. */
function inked(
  rgba: Buffer,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  const ground = PALETTE.ground.value
    .slice(1)
    .match(/../g)!
    .map((hex) => parseInt(hex, 16))
  let count = 0
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = (y * CARD_WIDTH + x) * 4
      if (
        Math.abs(rgba[at] - ground[0]) > 2 ||
        Math.abs(rgba[at + 1] - ground[1]) > 2 ||
        Math.abs(rgba[at + 2] - ground[2]) > 2
      ) {
        count++
      }
    }
  }
  return count
}

describe('the cards of the site’s own titles', () => {
  it('finds the titles', () => {
    expect(titles.length).toBeGreaterThan(250)
  })

  it('fit every title whole, in at most three lines inside the margins', () => {
    const problems = titles.flatMap((title) => {
      const { title: layout } = cardLayout({ title, section: ['Guides'] })
      const widest = Math.max(
        ...layout.lines.map((line) => bold.measure(line, layout.fontSize)),
      )
      const shown = layout.lines.join(' ')
      return shown !== title.replace(/\s+/g, ' ').trim() ||
        layout.lines.length > TITLE_BOX.maxLines ||
        widest > TITLE_BOX.width
        ? [`${title}: ${JSON.stringify(layout)}`]
        : []
    })
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('wrap the longest titles onto more than one line', () => {
    for (const title of longest) {
      expect(
        cardLayout({ title, section: ['Guides'] }).title.lines.length,
        title,
      ).toBeGreaterThan(1)
    }
  })
})

describe('a drawn card', () => {
  const extremes: [string, CardText][] = [
    ...longest.map((title): [string, CardText] => [
      title,
      { title, section: ['Guides', 'Cloud', 'Cypress Accessibility'] },
    ]),
    [
      'a title far longer than a card holds',
      {
        title: `${'Configure the retries of every spec in continuous integration '.repeat(4)}`,
        section: ['Guides', 'Continuous integration'],
      },
    ],
    [
      'one word wider than a line',
      {
        title:
          'Cypress.Commands.overwriteQueryWithAVeryLongNameIndeed_AndMoreOfIt',
        section: ['API', 'Cypress API'],
      },
    ],
    [
      'a section trail wider than a line',
      {
        title: 'GitHub',
        section: [
          'Guides',
          'Cloud',
          'Integrations and more integrations',
          'Source control and version control systems',
        ],
      },
    ],
  ]

  it.each(extremes)('keeps %s inside the margins', (_name, text) => {
    const rgba = pixels(text)
    // Right margin, bottom margin (the bar is left of x = 16).
    expect(inked(rgba, CARD_WIDTH - 90, 0, CARD_WIDTH, CARD_HEIGHT)).toBe(0)
    expect(inked(rgba, 16, CARD_HEIGHT - 40, CARD_WIDTH, CARD_HEIGHT)).toBe(0)
    // And the words are drawn.
    expect(
      inked(rgba, 96, 200, CARD_WIDTH - 96, CARD_HEIGHT - 40),
    ).toBeGreaterThan(1000)
  })

  it('splits a word wider than a line over lines, whole', () => {
    const { title } = extremes[extremes.length - 2][1]
    const layout = cardLayout({ title, section: [] }).title
    expect(layout.lines.length).toBeGreaterThan(1)
    expect(layout.lines.join('')).toBe(title)
  })

  it('cuts a title too long for three lines with an ellipsis', () => {
    const layout = cardLayout(extremes[extremes.length - 3][1]).title
    expect(layout.lines).toHaveLength(TITLE_BOX.maxLines)
    expect(layout.lines[layout.lines.length - 1].endsWith(ELLIPSIS)).toBe(true)
  })

  it('is a 1200 × 630 PNG', async () => {
    const png = await renderPng(
      cardSvg({ title: 'click', section: ['API', 'Actions'] }, design),
    )
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      CARD_WIDTH,
      CARD_HEIGHT,
    ])
  })

  it('holds no text, so no title becomes markup', () => {
    const title = '</svg><script>alert("x")</script> & <b>bold</b>'
    const svg = cardSvg({ title, section: ['API'] }, design)
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain('alert')
    expect(svg.match(/<svg\b/g)).toHaveLength(2) // the card and the mark
    // The characters are drawn as glyphs, as any others.
    expect(
      inked(pixels({ title, section: ['API'] }), 96, 200, 1104, 590),
    ).toBeGreaterThan(1000)
  })

  it('draws the mark 64 px wide at the top left, from its viewBox', () => {
    const mark = placeMark(
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14"/></svg>',
      'mark.svg',
      96,
      64,
      64,
    )
    expect(mark).toBe(
      '<svg x="96" y="64" width="64" height="64" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14"/></svg>',
    )
    expect(() =>
      placeMark('<svg width="32"></svg>', 'static/img/mark.svg', 0, 0, 64),
    ).toThrow('static/img/mark.svg must be an <svg> with a viewBox')
    const rgba = pixels({ title: 'click', section: ['API'] })
    expect(inked(rgba, 96, 64, 160, 128)).toBeGreaterThan(500)
  })

  it('names a character the font cannot draw', () => {
    expect(() => cardSvg({ title: 'Smile 😀', section: [] }, design)).toThrow(
      /"😀" \(U\+1F600\) has no glyph in @fontsource\/inter/,
    )
  })
})

describe('card names', () => {
  const digest = designDigest(design)
  const click: CardText = { title: 'click', section: ['API', 'Actions'] }

  it('are the same for the same words and design', () => {
    expect(cardName(click, digest)).toBe(
      cardName({ title: ' click ', section: ['API', 'Actions'] }, digest),
    )
    expect(cardName(click, digest)).toMatch(/^[0-9a-f]{16}$/)
  })

  it('change with the title, the section or the design', () => {
    const names = new Set([
      cardName(click, digest),
      cardName({ ...click, title: 'dblclick' }, digest),
      cardName({ ...click, section: ['API', 'Queries'] }, digest),
      cardName(click, designDigest({ ...design, siteName: 'Other' })),
    ])
    expect(names.size).toBe(4)
  })
})

describe('the palette', () => {
  const css = readFileSync(path.join(root, 'src/css/custom.css'), 'utf8')
  it.each(Object.entries(PALETTE))(
    'draws %s in the site’s own colour',
    (_role, { variable, value }) => {
      const declared = new RegExp(`${variable}:\\s*(#[0-9a-f]{6})`, 'i').exec(
        css,
      )
      expect(declared?.[1].toLowerCase(), `${variable} in custom.css`).toBe(
        value,
      )
    },
  )
})
