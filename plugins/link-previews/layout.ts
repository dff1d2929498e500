/**
 * Where the words of a card go: the title wrapped into at most a few lines
 * at the largest size that fits, the section on one line. Pure: the width of
 * a text comes from `measure`, so the tests can use a font of fixed widths
 * and the card the real one.
 */

/** The width of `text` drawn at `fontSize`, in pixels. */
export type Measure = (text: string, fontSize: number) => number

export interface TitleBox {
  /** The widest a line may be, in pixels. */
  width: number
  /** The most lines the title may take. */
  maxLines: number
  /** The most height the lines may take, in pixels. */
  height: number
  /** A line's height, in font sizes. */
  lineHeight: number
  /** Font sizes to try, largest first; the first that fits wins. */
  sizes: readonly number[]
}

export interface TitleLayout {
  fontSize: number
  lines: string[]
}

export const ELLIPSIS = '…'

/** Runs of white space (new lines too) become one space. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * A word wider than a line is split where a reader would still read it:
 * after a dot, slash, hyphen, underscore, colon or opening parenthesis
 * (`Cypress.Commands.` `overwriteQuery`), else between any two characters.
 */
function splitWord(word: string, fits: (text: string) => boolean): string[] {
  const parts: string[] = []
  let rest = word
  while (rest && !fits(rest)) {
    const chars = [...rest]
    let cut = 0
    // The longest head that fits, ending at a preferred break if one does.
    let hardCut = 0
    for (let end = 1; end < chars.length; end++) {
      const head = chars.slice(0, end).join('')
      if (!fits(head)) break
      hardCut = end
      if (/[./\\\-_:(]/.test(chars[end - 1])) cut = end
    }
    // Even one character is too wide: it goes alone, the drawing clips it.
    const at = cut || hardCut || 1
    parts.push(chars.slice(0, at).join(''))
    rest = chars.slice(at).join('')
  }
  if (rest) parts.push(rest)
  return parts
}

/** Greedy line breaking at spaces, splitting words wider than a line. */
export function wrap(
  text: string,
  fontSize: number,
  width: number,
  measure: Measure,
): string[] {
  const fits = (candidate: string) => measure(candidate, fontSize) <= width
  const lines: string[] = []
  let line = ''
  for (const word of normalizeSpace(text).split(' ')) {
    if (!word) continue
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    const pieces = splitWord(word, fits)
    lines.push(...pieces.slice(0, -1))
    line = pieces[pieces.length - 1]
  }
  if (line) lines.push(line)
  return lines
}

/**
 * The same number of lines as greedy breaking at `width` gives, but as even
 * as they can be (CSS `text-wrap: balance`): the narrowest width that still
 * needs no more lines, so a last line is not one short word.
 */
export function balancedWrap(
  text: string,
  fontSize: number,
  width: number,
  measure: Measure,
): string[] {
  const greedy = wrap(text, fontSize, width, measure)
  if (greedy.length < 2) return greedy
  // Never so narrow that a word which fits a line would be split.
  const widestWord = Math.max(
    ...normalizeSpace(text)
      .split(' ')
      .map((word) => measure(word, fontSize)),
  )
  if (widestWord > width) return greedy
  let low = Math.max(width / greedy.length, widestWord)
  let high = width
  let best = greedy
  while (high - low > 1) {
    const middle = (low + high) / 2
    const lines = wrap(text, fontSize, middle, measure)
    if (lines.length <= greedy.length) {
      best = lines
      high = middle
    } else {
      low = middle
    }
  }
  return best
}

/** `text` cut to fit `width` with an ellipsis at its end. */
export function truncate(
  text: string,
  fontSize: number,
  width: number,
  measure: Measure,
): string {
  if (measure(text, fontSize) <= width) return text
  const chars = [...text]
  for (let end = chars.length - 1; end > 0; end--) {
    const candidate = `${chars.slice(0, end).join('').trimEnd()}${ELLIPSIS}`
    if (measure(candidate, fontSize) <= width) return candidate
  }
  return ELLIPSIS
}

/**
 * The title at the largest size at which it fits the box without
 * splitting a word; else at the smallest size, words split as they must,
 * and if the lines are still too many, those that fit, the last one ending
 * in an ellipsis.
 */
export function fitTitle(
  title: string,
  box: TitleBox,
  measure: Measure,
): TitleLayout {
  if (box.sizes.length === 0) throw new Error('fitTitle: no font sizes')
  const words = normalizeSpace(title).split(' ')
  for (const fontSize of box.sizes) {
    // A word is split only when even the smallest size cannot hold it.
    if (words.some((word) => measure(word, fontSize) > box.width)) continue
    const lines = balancedWrap(title, fontSize, box.width, measure)
    const fits =
      lines.length <= box.maxLines &&
      lines.length * fontSize * box.lineHeight <= box.height
    if (fits) return { fontSize, lines }
  }
  const fontSize = box.sizes[box.sizes.length - 1]
  const lines = wrap(title, fontSize, box.width, measure)
  const room = Math.floor(box.height / (fontSize * box.lineHeight))
  const kept = lines.slice(0, Math.max(1, Math.min(box.maxLines, room)))
  if (kept.length < lines.length) {
    const last = kept.length - 1
    // The ellipsis says the title goes on, even when the cut falls at a
    // line break.
    kept[last] = truncate(
      `${kept[last]}${ELLIPSIS}`,
      fontSize,
      box.width,
      measure,
    )
  }
  return { fontSize, lines: kept }
}

/**
 * A section trail (`Guides › Cloud › Integrations › Source control`) on one
 * line: the outer parts are kept and the middle ones give way to an
 * ellipsis first (`Guides › … › Source control`); the rest is truncated.
 */
export function fitTrail(
  parts: readonly string[],
  separator: string,
  fontSize: number,
  width: number,
  measure: Measure,
): string {
  const fits = (text: string) => measure(text, fontSize) <= width
  const whole = parts.join(separator)
  if (fits(whole)) return whole
  for (let dropped = 1; dropped <= parts.length - 2; dropped++) {
    const kept = [
      parts[0],
      ELLIPSIS,
      ...parts.slice(1 + dropped, parts.length),
    ].join(separator)
    if (fits(kept)) return kept
  }
  return truncate(whole, fontSize, width, measure)
}
