import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import * as fontkit from 'fontkit'

/**
 * The cards' typeface: Inter, an open font (SIL OFL 1.1) shipped in the
 * npm package @fontsource/inter, so every machine draws the same cards
 * without fonts of its own. The site itself sets no web font: it shows the
 * reader's system face (system-ui, San Francisco, Segoe UI, Roboto), and
 * Inter is drawn in the same spirit. fontkit reads the WOFF files and lays
 * out the text (kerning included); the card holds the glyphs' outlines, so
 * the rasterizer needs no font either.
 */
export const FONT_PACKAGE = '@fontsource/inter'

export type Weight = 600 | 700

/** The package's folder of font files. */
export function fontDir(): string {
  return path.join(
    path.dirname(
      createRequire(__filename).resolve(`${FONT_PACKAGE}/package.json`),
    ),
    'files',
  )
}

/**
 * The WOFF files of one weight, one per character subset, Latin first:
 * a character is drawn from the first file that has it.
 */
export function fontFiles(weight: Weight): string[] {
  const dir = fontDir()
  const pattern = new RegExp(`^inter-([a-z-]+)-${weight}-normal\\.woff$`)
  const rank = (name: string) =>
    name.startsWith('inter-latin-') ? 0 : name.startsWith('inter-latin') ? 1 : 2
  const files = readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  if (files.length === 0) {
    throw new Error(
      `link-previews: no ${FONT_PACKAGE} font files of weight ${weight} in ${dir}`,
    )
  }
  return files.map((name) => path.join(dir, name))
}

export interface Face {
  /** The width of `text` at `fontSize`, in pixels. */
  measure(text: string, fontSize: number): number
  /** SVG path data of `text` with its baseline starting at (x, y). */
  outline(text: string, x: number, y: number, fontSize: number): string
}

/** Two decimals: a hundredth of a pixel, and a shorter SVG. */
function round(value: number): number {
  return Math.round(value * 100) / 100
}

/** Each run of `text` with the font that has all its characters. */
function runs(
  fonts: readonly fontkit.Font[],
  text: string,
  weight: Weight,
): { font: fontkit.Font; text: string }[] {
  const result: { font: fontkit.Font; text: string }[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0
    const font = fonts.find((candidate) =>
      candidate.hasGlyphForCodePoint(codePoint),
    )
    if (!font) {
      throw new Error(
        `"${char}" (U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}) has no glyph in ${FONT_PACKAGE} at weight ${weight}`,
      )
    }
    const last = result[result.length - 1]
    if (last?.font === font) last.text += char
    else result.push({ font, text: char })
  }
  return result
}

/** One weight of the cards' typeface, for measuring and drawing. */
export function loadFace(weight: Weight): Face {
  const fonts = fontFiles(weight).map((file) => {
    const font = fontkit.create(readFileSync(file))
    if (!('layout' in font)) throw new Error(`${file} is a font collection`)
    return font
  })
  const widths = new Map<string, number>()
  return {
    measure(text, fontSize) {
      // Line breaking measures the same words again and again.
      let units = widths.get(text)
      if (units === undefined) {
        units = 0
        for (const run of runs(fonts, text, weight)) {
          units +=
            (run.font.layout(run.text).advanceWidth / run.font.unitsPerEm) *
            1000
        }
        widths.set(text, units)
      }
      return (units * fontSize) / 1000
    },
    outline(text, x, y, fontSize) {
      const parts: string[] = []
      let pen = x
      for (const run of runs(fonts, text, weight)) {
        const scale = fontSize / run.font.unitsPerEm
        const { glyphs, positions } = run.font.layout(run.text)
        glyphs.forEach((glyph, index) => {
          const position = positions[index]
          const originX = pen + position.xOffset * scale
          const originY = y - position.yOffset * scale
          for (const { command, args } of glyph.path.commands) {
            const points: number[] = []
            for (let at = 0; at < args.length; at += 2) {
              points.push(
                round(originX + args[at] * scale),
                round(originY - args[at + 1] * scale),
              )
            }
            parts.push(`${COMMANDS[command]}${points.join(' ')}`)
          }
          pen += position.xAdvance * scale
        })
      }
      return parts.join('')
    },
  }
}

const COMMANDS = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
} as const
