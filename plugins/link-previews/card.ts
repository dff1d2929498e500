import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { FONT_PACKAGE, fontFiles, loadFace, type Face } from './fonts'
import {
  fitTitle,
  fitTrail,
  normalizeSpace,
  truncate,
  type TitleLayout,
} from './layout'

/** What a card says: the page's title and the trail of its section. */
export interface CardText {
  title: string
  /** `['Guides', 'Core concepts']`; empty for a page outside any section. */
  section: string[]
}

/** What every card shares. */
export interface CardDesign {
  /** The site's name, beside the mark. */
  siteName: string
  /** The site's mark, an SVG drawn light for a dark ground. */
  markFile: string
}

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630

/**
 * The site's palette (src/css/custom.css), the dark mode's colours;
 * `card.test.ts` checks each against the stylesheet.
 */
export const PALETTE = {
  ground: { variable: '--cy-grey-1000', value: '#1b1e2e' },
  bar: { variable: '--cy-indigo-500', value: '#6465dc' },
  title: { variable: '--cy-grey-50', value: '#f8f9fb' },
  section: { variable: '--cy-indigo-300', value: '#a3a7f1' },
  siteName: { variable: '--cy-grey-300', value: '#cacdd9' },
} as const

/** Left and right of the words; the bar is inside the left margin. */
const MARGIN = 96
const BAR_WIDTH = 16
export const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN
const MARK_TOP = 64
const MARK_SIZE = 64
const SITE_NAME_SIZE = 34
/** The words sit between the header and the bottom margin, centred. */
const BODY_TOP = MARK_TOP + MARK_SIZE + 48
const BODY_BOTTOM = CARD_HEIGHT - 56
const SECTION_SIZE = 40
const SECTION_LINE_HEIGHT = SECTION_SIZE * 1.25
const SECTION_GAP = 20
export const SECTION_SEPARATOR = ' › '
const TITLE_LINE_HEIGHT = 1.12
/**
 * The title takes the largest size at which it fits below the section: a
 * short title one or two lines at 112 px, a long one three at 96 px or
 * less. A title that needs more than three lines at 64 px ends in an
 * ellipsis.
 */
export const TITLE_BOX = {
  width: TEXT_WIDTH,
  maxLines: 3,
  height: BODY_BOTTOM - BODY_TOP - SECTION_LINE_HEIGHT - SECTION_GAP,
  lineHeight: TITLE_LINE_HEIGHT,
  sizes: [112, 96, 84, 72, 64],
}
/** Inter's ascent and descent (hhea), in em: where a line's baseline sits. */
const ASCENT = 0.96875
const DESCENT = 0.2421875

let faces: { title: Face; label: Face } | undefined
function getFaces() {
  faces ??= { title: loadFace(700), label: loadFace(600) }
  return faces
}

/** The baseline of a line of `fontSize` in a line box of `lineHeight` at `top`. */
function baseline(top: number, fontSize: number, lineHeight: number): number {
  const content = (ASCENT + DESCENT) * fontSize
  return top + (lineHeight - content) / 2 + ASCENT * fontSize
}

/**
 * The mark at (x, y), `size` wide and high: its own `<svg>`, placed and
 * sized, its `viewBox` scaling the drawing.
 */
export function placeMark(
  mark: string,
  markFile: string,
  x: number,
  y: number,
  size: number,
): string {
  const root = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>/.exec(mark)
  if (!root || !/\sviewBox=/.test(root[1])) {
    throw new Error(
      `link-previews: ${markFile} must be an <svg> with a viewBox, to be drawn ${size} px wide on the cards`,
    )
  }
  const attributes = root[1].replace(/\s(?:x|y|width|height)="[^"]*"/g, '')
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}"${attributes}>${mark.slice(root[0].length)}`
}

/** Where the title's lines go, and the section as it fits on its line. */
export function cardLayout(text: CardText): {
  title: TitleLayout
  section: string
} {
  const { title, label } = getFaces()
  return {
    title: fitTitle(text.title, TITLE_BOX, title.measure),
    section: fitTrail(
      text.section.map(normalizeSpace),
      SECTION_SEPARATOR,
      SECTION_SIZE,
      TEXT_WIDTH,
      label.measure,
    ),
  }
}

/**
 * The card as SVG: the ground, the bar, the mark and the site's name, the
 * section and the title. Words are drawn as their glyphs' outlines, so the
 * SVG holds no text: nothing in a title can become markup, and no font is
 * needed to draw it.
 */
export function cardSvg(text: CardText, design: CardDesign): string {
  const faces = getFaces()
  const layout = cardLayout(text)
  const titleLineHeight = layout.title.fontSize * TITLE_LINE_HEIGHT
  const sectionLineHeight = layout.section ? SECTION_LINE_HEIGHT : 0
  const bodyHeight =
    sectionLineHeight +
    (layout.section ? SECTION_GAP : 0) +
    layout.title.lines.length * titleLineHeight
  const bodyTop = BODY_TOP + (BODY_BOTTOM - BODY_TOP - bodyHeight) / 2
  const titleTop =
    bodyTop + sectionLineHeight + (layout.section ? SECTION_GAP : 0)
  const mark = placeMark(
    readFileSync(design.markFile, 'utf8').trim(),
    design.markFile,
    MARGIN,
    MARK_TOP,
    MARK_SIZE,
  )
  const siteNameBaseline = baseline(MARK_TOP, SITE_NAME_SIZE, MARK_SIZE)
  const siteNameLeft = MARGIN + MARK_SIZE + 24
  const siteName = truncate(
    normalizeSpace(design.siteName),
    SITE_NAME_SIZE,
    CARD_WIDTH - MARGIN - siteNameLeft,
    faces.label.measure,
  )

  const titlePath = layout.title.lines
    .map((line, index) =>
      faces.title.outline(
        line,
        MARGIN,
        baseline(
          titleTop + index * titleLineHeight,
          layout.title.fontSize,
          titleLineHeight,
        ),
        layout.title.fontSize,
      ),
    )
    .join('')
  const sectionPath = layout.section
    ? faces.label.outline(
        layout.section,
        MARGIN,
        baseline(bodyTop, SECTION_SIZE, sectionLineHeight),
        SECTION_SIZE,
      )
    : ''
  const siteNamePath = faces.label.outline(
    siteName,
    siteNameLeft,
    siteNameBaseline,
    SITE_NAME_SIZE,
  )
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${PALETTE.ground.value}"/>`,
    `<rect width="${BAR_WIDTH}" height="${CARD_HEIGHT}" fill="${PALETTE.bar.value}"/>`,
    mark,
    `<path fill="${PALETTE.siteName.value}" d="${siteNamePath}"/>`,
    sectionPath && `<path fill="${PALETTE.section.value}" d="${sectionPath}"/>`,
    `<path fill="${PALETTE.title.value}" d="${titlePath}"/>`,
    '</svg>',
  ].join('')
}

/** The files in this folder whose code decides how a card looks. */
const DRAWING_FILES = ['card.ts', 'fonts.ts', 'layout.ts', 'render.ts']
/** The packages whose versions decide it too. */
const DRAWING_PACKAGES = ['@resvg/resvg-js', 'fontkit', FONT_PACKAGE]

/**
 * A digest of everything but the words that decides how a card looks: the
 * code that draws it, the fonts, the mark, the site's name and the
 * versions of the packages that lay out and rasterize it. A change to any
 * of them gives every card a new name, so no cache, browser or link
 * preview service keeps an old drawing.
 */
export function designDigest(design: CardDesign): string {
  const hash = createHash('sha256')
  for (const file of DRAWING_FILES) {
    hash.update(file).update(readFileSync(path.join(__dirname, file)))
  }
  for (const name of DRAWING_PACKAGES) {
    hash.update(`${name}@${packageVersion(name)}`)
  }
  for (const file of [...fontFiles(600), ...fontFiles(700)]) {
    hash.update(readFileSync(file))
  }
  hash.update(readFileSync(design.markFile)).update(design.siteName)
  return hash.digest('hex')
}

/**
 * An installed package's version, from the package.json above its entry
 * point (fontkit's `exports` do not include its package.json).
 */
function packageVersion(name: string): string {
  const requireHere = createRequire(__filename)
  let dir = path.dirname(requireHere.resolve(name))
  for (;;) {
    try {
      const manifest = JSON.parse(
        readFileSync(path.join(dir, 'package.json'), 'utf8'),
      ) as { name?: string; version?: string }
      if (manifest.name === name && manifest.version) return manifest.version
    } catch {
      // No package.json here: look further up.
    }
    const parent = path.dirname(dir)
    if (parent === dir)
      throw new Error(`link-previews: no package.json for ${name}`)
    dir = parent
  }
}

/**
 * A card's file name: a digest of its words and the design, so a page
 * whose title or section changes names a new image, and pages with the
 * same title and section share one.
 */
export function cardName(text: CardText, digest: string): string {
  return createHash('sha256')
    .update(digest)
    .update(
      JSON.stringify([
        normalizeSpace(text.title),
        text.section.map(normalizeSpace),
      ]),
    )
    .digest('hex')
    .slice(0, 16)
}
